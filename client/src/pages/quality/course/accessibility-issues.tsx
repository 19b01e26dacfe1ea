/**
 * The WCAG 2.1 AA issues of the latest analysis, with the lesson and the success criterion of each.
 * The common ones (alt text, link text, heading levels, table headers) have a Fix button that
 * fixes them in place (fix-issue-dialog.tsx).
 */
import { useRef, useState } from "react";
import { Link } from "wouter";
import { fixKindForRule } from "@common/accessibility-fixes";
import { type AccessibilityReportDto } from "@common/quality";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FIX_BUTTON_WORDS, FixIssueDialog, type IssueToFix } from "./fix-issue-dialog";

const IMPACT_VARIANT = { critical: "danger", serious: "danger", moderate: "warning", minor: "neutral" } as const;

export function AccessibilityIssues({ courseId, report }: { courseId: number; report: AccessibilityReportDto | null }) {
  const [toFix, setToFix] = useState<IssueToFix | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <Card className="p-5">
      <section aria-labelledby="a11y-heading">
        <h2
          id="a11y-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
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
                    {report.issues.map((issue, i) => {
                      const kind = fixKindForRule(issue.ruleId);
                      return (
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
                          <td className="px-3 py-2 text-gray-800">
                            {issue.help}
                            {kind && (
                              <Button
                                size="sm"
                                variant="outline"
                                className="mt-2 flex"
                                onClick={(event) => {
                                  opener.current = event.currentTarget;
                                  setToFix({ issue, kind });
                                }}
                              >
                                Fix
                                <span className="sr-only">
                                  {" "}
                                  {FIX_BUTTON_WORDS[kind]} in “{issue.lessonTitle}”
                                </span>
                              </Button>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
      <FixIssueDialog
        courseId={courseId}
        target={toFix}
        onClose={() => setToFix(null)}
        restoreFocus={(fixed) => {
          // After a fix the row's button is usually gone (the issue is); the section heading stays.
          if (!fixed && opener.current?.isConnected) opener.current.focus();
          else heading.current?.focus();
        }}
      />
    </Card>
  );
}
