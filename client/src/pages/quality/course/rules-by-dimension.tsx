/** The quality rules of the latest analysis, grouped by dimension, each with its evidence and a fix link. */
import { Link } from "wouter";
import { CheckCircle2, XCircle } from "lucide-react";
import {
  QUALITY_DIMENSION_KEYS,
  QUALITY_DIMENSION_LABELS,
  type QualityAnalysisDto,
  type RuleEvidenceDto,
  type RuleOutcomeDto,
} from "@common/quality";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { scoreTextClass } from "../quality-shared";

function evidenceLinkText(evidence: RuleEvidenceDto): string | null {
  if (evidence.lessonId !== undefined) {
    return evidence.lessonTitle ? `Edit lesson “${evidence.lessonTitle}”` : "Edit the lesson in the course editor";
  }
  if (evidence.moduleId !== undefined) {
    return evidence.moduleTitle ? `Edit module “${evidence.moduleTitle}”` : "Edit the module in the course editor";
  }
  return null;
}

function RuleItem({ courseId, rule }: { courseId: number; rule: RuleOutcomeDto }) {
  return (
    <li className="rounded-lg border border-gray-200 p-4">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        {rule.passed ? (
          <Badge variant="success" className="gap-1">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Pass
          </Badge>
        ) : (
          <Badge variant="danger" className="gap-1">
            <XCircle className="size-3.5" aria-hidden="true" />
            Fail
          </Badge>
        )}
        <h4 className="min-w-[12rem] flex-1 break-words font-semibold text-gray-900">{rule.title}</h4>
        <span className="text-xs text-gray-700">
          <span className="sr-only">Standard: </span>
          {rule.standard}
        </span>
      </div>
      {rule.evidence.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-gray-800">
          {rule.evidence.slice(0, 10).map((e, i) => {
            const linkText = evidenceLinkText(e);
            return (
              <li key={i} className="break-words">
                {e.message}
                {linkText && (
                  <>
                    {" "}
                    <Link href={`/course/${courseId}`} className="font-medium text-indigo-700 underline">
                      {linkText}
                    </Link>
                  </>
                )}
              </li>
            );
          })}
          {rule.evidence.length > 10 && <li className="text-gray-700">and {rule.evidence.length - 10} more.</li>}
        </ul>
      )}
      {!rule.passed && (
        <p className="mt-2 text-sm text-gray-900">
          <span className="font-semibold">How to fix: </span>
          {rule.fix}
        </p>
      )}
    </li>
  );
}

export function RulesByDimension({ courseId, latest }: { courseId: number; latest: QualityAnalysisDto }) {
  return (
    <section aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="mb-3 text-xl font-semibold text-gray-900">
        Rules by dimension
      </h2>
      {latest.recommendations.length > 0 && (
        <Card className="mb-4 p-5">
          <h3 className="font-semibold text-gray-900">Top recommendations</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-800">
            {latest.recommendations.slice(0, 5).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </Card>
      )}
      <div className="space-y-4">
        {QUALITY_DIMENSION_KEYS.map((key) => {
          const rules = latest.rules.filter((r) => r.dimension === key);
          const failing = rules.filter((r) => !r.passed).length;
          return (
            <Card key={key} className="p-5">
              <h3 className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold text-gray-900">
                {QUALITY_DIMENSION_LABELS[key]}
                <span className={cn("text-base", scoreTextClass(latest.scores[key]))}>{latest.scores[key]}/100</span>
                <span className="text-sm font-normal text-gray-700">
                  {failing === 0 ? "all rules pass" : `${failing} of ${rules.length} rules fail`}
                </span>
              </h3>
              <ul className="mt-3 space-y-3">
                {rules.map((rule) => (
                  <RuleItem key={rule.id} courseId={courseId} rule={rule} />
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
