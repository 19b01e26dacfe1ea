import { Link, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  CartesianGrid,
  Line,
  LineChart,
  XAxis,
  YAxis,
} from "recharts";
import { AlertTriangle, ArrowLeft, BarChart3, CheckCircle2, RefreshCw, XCircle } from "lucide-react";
import {
  QUALITY_DIMENSION_KEYS,
  QUALITY_DIMENSION_LABELS,
  type AccessibilityReportDto,
  type QualityAnalysisDto,
  type QualityHistoryEntry,
  type RuleEvidenceDto,
  type RuleOutcomeDto,
} from "@common/quality";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { api, errorMessage, errorStatus, queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import { GradeBadge, formatAnalyzedAt, scoreBarClass, scoreTextClass, useAnalyzeCourse } from "../quality-shared";

const backLink = (
  <Button variant="outline" asChild>
    <Link href="/quality-dashboard">
      <ArrowLeft aria-hidden="true" />
      Back to Quality Dashboard
    </Link>
  </Button>
);

/**
 * /course/:id/quality (DESIGN.md §3 "Quality"): a course's grade, a radar chart of the six
 * dimensions, every rule pass/fail with its standard, evidence and fix, the score history and
 * the accessibility issues. 'Not analyzed yet' before the first analysis, 'Course Not Found' for
 * a course that does not exist or is not the user's.
 */
export default function CourseQualityPage() {
  const params = useParams<{ courseId: string }>();
  const courseId = /^\d+$/.test(params.courseId ?? "") ? Number(params.courseId) : null;
  const { data, isLoading, isError, error, refetch } = useQuery({
    queryKey: queryKeys.courseQuality(courseId ?? 0),
    queryFn: () => api.quality.course(courseId ?? 0),
    enabled: courseId !== null,
    retry: (count, err) => errorStatus(err) !== 404 && count < 1,
  });
  const { analyzing, analyze } = useAnalyzeCourse();
  const notFound = courseId === null || errorStatus(error) === 404;
  useDocumentTitle(
    notFound ? "Course Not Found" : data ? `${data.course.title}: Quality` : isLoading ? "Loading quality" : "Quality",
  );

  if (notFound) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Course Not Found</h1>
        <p className="mt-2 text-gray-700">The course you're looking for doesn't exist.</p>
        <div className="mt-6">{backLink}</div>
      </div>
    );
  }
  if (isLoading || !data) {
    if (isError) {
      return (
        <>
          <PageHeader title="Course Quality" actions={backLink} />
          <Card className="p-6" role="alert">
            <p className="text-gray-800">{errorMessage(error, "Could not load the quality report.")}</p>
            <Button className="mt-4" onClick={() => void refetch()}>
              Try again
            </Button>
          </Card>
        </>
      );
    }
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Loading quality report...
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-80 w-full rounded-xl" />
      </div>
    );
  }

  const isAnalyzing = analyzing.has(data.course.id);
  const analyzeButton = (label: string) => (
    <Button onClick={() => void analyze(data.course.id)} disabled={isAnalyzing}>
      <RefreshCw className={cn(isAnalyzing && "motion-safe:animate-spin")} aria-hidden="true" />
      {isAnalyzing ? "Analyzing..." : label}
    </Button>
  );
  const { latest } = data;

  return (
    <>
      <PageHeader
        title={data.course.title}
        description="Quality report: six dimensions, every rubric rule and the accessibility of the lessons."
        actions={
          <>
            {backLink}
            {latest && analyzeButton("Re-analyze")}
          </>
        }
      />

      {!latest ? (
        <Card className="flex flex-col items-center px-4 py-16 text-center">
          <BarChart3 className="size-12 text-gray-500" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-gray-900">Not analyzed yet</h2>
          <p className="mt-1 text-sm text-gray-700">
            Analyze the course to see its grade, the rules it passes and what to fix.
          </p>
          <div className="mt-6">{analyzeButton("Analyze")}</div>
        </Card>
      ) : (
        <div className="space-y-6">
          {data.stale && (
            <p className="flex items-start gap-2 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm font-medium text-yellow-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Stale: the course changed since this analysis. Re-analyze to update the scores.
            </p>
          )}
          <Summary courseId={data.course.id} latest={latest} />
          <RulesByDimension courseId={data.course.id} latest={latest} />
          <History history={data.history} />
          <AccessibilityIssues courseId={data.course.id} report={data.accessibility} />
        </div>
      )}
    </>
  );
}

function scoresSummary(latest: QualityAnalysisDto): string {
  return QUALITY_DIMENSION_KEYS.map((k) => `${QUALITY_DIMENSION_LABELS[k]} ${latest.scores[k]}`).join(", ");
}

function Summary({ courseId, latest }: { courseId: number; latest: QualityAnalysisDto }) {
  const chartData = QUALITY_DIMENSION_KEYS.map((key) => ({
    dimension: QUALITY_DIMENSION_LABELS[key],
    score: latest.scores[key],
  }));
  return (
    <Card className="grid grid-cols-1 gap-6 p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-labelledby={`overall-${courseId}`} className="min-w-0">
        <h2 id={`overall-${courseId}`} className="text-lg font-semibold text-gray-900">
          Overall score
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="flex items-baseline gap-1">
            <span className={cn("text-4xl font-bold", scoreTextClass(latest.overallScore))}>{latest.overallScore}</span>
            <span className="text-gray-700">/100</span>
          </p>
          <GradeBadge grade={latest.grade} />
        </div>
        <Progress
          value={latest.overallScore}
          aria-label="Overall score"
          className="mt-3"
          indicatorClassName={scoreBarClass(latest.overallScore)}
        />
        <p className="mt-3 text-sm text-gray-700">
          Last analyzed <time dateTime={latest.lastAnalyzed}>{formatAnalyzedAt(latest.lastAnalyzed)}</time>.{" "}
          {latest.rules.filter((r) => r.passed).length} of {latest.rules.length} rules pass.
        </p>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Scores by dimension, out of 100</caption>
          <thead>
            <tr className="border-b border-gray-300 text-left text-gray-700">
              <th scope="col" className="py-1.5 font-medium">
                Dimension
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {QUALITY_DIMENSION_KEYS.map((key) => (
              <tr key={key} className="border-b border-gray-200 last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal text-gray-900">
                  {QUALITY_DIMENSION_LABELS[key]}
                </th>
                <td className={cn("py-1.5 text-right font-semibold", scoreTextClass(latest.scores[key]))}>
                  {latest.scores[key]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div
        role="img"
        aria-label={`Radar chart of the six quality dimensions out of 100: ${scoresSummary(latest)}`}
        className="h-72 min-w-0 sm:h-80"
      >
        <ResponsiveContainer width="100%" height="100%">
          <RadarChart data={chartData} outerRadius="70%" accessibilityLayer={false}>
            <PolarGrid stroke="#9ca3af" />
            <PolarAngleAxis dataKey="dimension" tick={{ fill: "#1f2937", fontSize: 12 }} />
            <PolarRadiusAxis domain={[0, 100]} tickCount={6} tick={{ fill: "#374151", fontSize: 10 }} angle={90} />
            <Radar dataKey="score" stroke="#4338ca" fill="#4f46e5" fillOpacity={0.3} isAnimationActive={false} />
          </RadarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

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
        <h4 className="min-w-0 flex-1 break-words font-semibold text-gray-900">{rule.title}</h4>
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

function RulesByDimension({ courseId, latest }: { courseId: number; latest: QualityAnalysisDto }) {
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

function History({ history }: { history: QualityHistoryEntry[] }) {
  const data = history.map((h) => ({ when: formatAnalyzedAt(h.lastAnalyzed), score: h.overallScore }));
  const summary = history.map((h) => `${formatAnalyzedAt(h.lastAnalyzed)}: ${h.overallScore}`).join("; ");
  return (
    <Card className="p-5">
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-semibold text-gray-900">
          Score history
        </h2>
        {history.length < 2 ? (
          <p className="mt-2 text-sm text-gray-700">
            One analysis so far. Re-analyze after changing the course to see the trend.
          </p>
        ) : (
          <div role="img" aria-label={`Line chart of the overall score over time: ${summary}`} className="mt-3 h-64">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid stroke="#e5e7eb" />
                <XAxis dataKey="when" tick={{ fill: "#374151", fontSize: 12 }} />
                <YAxis domain={[0, 100]} tick={{ fill: "#374151", fontSize: 12 }} width={40} />
                <Line
                  type="monotone"
                  dataKey="score"
                  stroke="#4338ca"
                  strokeWidth={2}
                  isAnimationActive={false}
                  dot={{ r: 4, fill: "#4338ca" }}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-indigo-700 underline">History as a table</summary>
          <table className="mt-2 w-full max-w-md">
            <caption className="sr-only">Overall score per analysis, oldest first</caption>
            <thead>
              <tr className="border-b border-gray-300 text-left text-gray-700">
                <th scope="col" className="py-1.5 font-medium">
                  Analyzed
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Overall score
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={i} className="border-b border-gray-200 last:border-0">
                  <td className="py-1.5 text-gray-900">{formatAnalyzedAt(h.lastAnalyzed)}</td>
                  <td className="py-1.5 text-right font-semibold text-gray-900">{h.overallScore}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </Card>
  );
}

const IMPACT_VARIANT = { critical: "danger", serious: "danger", moderate: "warning", minor: "neutral" } as const;

function AccessibilityIssues({ courseId, report }: { courseId: number; report: AccessibilityReportDto | null }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="a11y-heading">
        <h2 id="a11y-heading" className="text-xl font-semibold text-gray-900">
          Accessibility issues (WCAG 2.1 AA)
        </h2>
        {!report ? (
          <p className="mt-2 text-sm text-gray-700">No accessibility report yet.</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-gray-700">
              Score {report.overallScore}/100, {report.isCompliant ? "no critical or serious issues" : "not compliant"}.{" "}
              {report.summary.lessonsChecked} {report.summary.lessonsChecked === 1 ? "lesson" : "lessons"} checked:{" "}
              {report.summary.critical} critical, {report.summary.serious} serious, {report.summary.moderate} moderate,{" "}
              {report.summary.minor} minor.
            </p>
            {report.issues.length === 0 ? (
              <p className="mt-3 text-sm font-medium text-green-800">No issues found by the automated checks.</p>
            ) : (
              <div
                className="mt-3 overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                role="region"
                aria-label="Accessibility issues table"
                tabIndex={0}
              >
                <table className="w-full min-w-[44rem] text-left text-sm">
                  <thead className="bg-gray-50 text-gray-800">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        WCAG criterion
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Impact
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Lesson
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Element
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        How to fix
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.issues.map((issue, i) => (
                      <tr key={i} className="border-t border-gray-200 align-top">
                        <td className="px-3 py-2 font-medium text-gray-900">{issue.wcagCriterion}</td>
                        <td className="px-3 py-2">
                          <Badge variant={IMPACT_VARIANT[issue.impact]}>{issue.impact}</Badge>
                        </td>
                        <td className="px-3 py-2">
                          <Link href={`/course/${courseId}`} className="font-medium text-indigo-700 underline">
                            {issue.lessonTitle}
                          </Link>
                        </td>
                        <td className="max-w-[16rem] px-3 py-2">
                          <code className="block break-all rounded bg-gray-100 px-1.5 py-1 text-xs text-gray-900">
                            {issue.element}
                          </code>
                        </td>
                        <td className="px-3 py-2 text-gray-800">{issue.help}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
