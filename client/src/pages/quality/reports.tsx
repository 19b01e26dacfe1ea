import { Link } from "wouter";
import { ArrowLeft, Download } from "lucide-react";
import { QUALITY_DIMENSION_KEYS, QUALITY_DIMENSION_LABELS, type QualityOverviewItem } from "@common/quality";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useQualityDashboard } from "./dashboard";
import { downloadText, toCsv } from "./csv";
import { formatAnalyzedAt, scoreTextClass } from "./quality-shared";

const HEADERS = [
  "Course",
  ...QUALITY_DIMENSION_KEYS.map((k) => QUALITY_DIMENSION_LABELS[k]),
  "Overall",
  "Grade",
  "Last analyzed",
];

/** The report's rows as CSV text; last analyzed in ISO 8601 so spreadsheets can sort it. */
export function reportCsv(overview: readonly QualityOverviewItem[]): string {
  return toCsv([
    HEADERS,
    ...overview.map((o) => [
      o.courseTitle,
      ...QUALITY_DIMENSION_KEYS.map((k) => o.scores?.[k] ?? null),
      o.overallScore,
      o.grade?.grade ?? "Not analyzed",
      o.lastAnalyzed,
    ]),
  ]);
}

/** /quality-dashboard/reports: every course's scores by dimension in one table, downloadable as CSV. */
export default function QualityReportsPage() {
  useDocumentTitle("Quality Reports");
  const { data, isLoading, isError, error, refetch } = useQualityDashboard();
  const overview = data?.overview ?? [];

  const download = () =>
    downloadText(`coursewright-quality-report-${new Date().toISOString().slice(0, 10)}.csv`, reportCsv(overview));

  return (
    <>
      <PageHeader
        title="Quality Reports"
        description="Every course's latest scores by dimension. Download them as a CSV file for a spreadsheet."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href="/quality-dashboard">
                <ArrowLeft aria-hidden="true" />
                Back to Quality Dashboard
              </Link>
            </Button>
            <Button onClick={download} disabled={overview.length === 0}>
              <Download aria-hidden="true" />
              Download CSV
            </Button>
          </>
        }
      />
      {isError ? (
        <Card className="p-6" role="alert">
          <p className="text-gray-800">{errorMessage(error, "Could not load the report.")}</p>
          <Button className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : isLoading ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : overview.length === 0 ? (
        <Card className="p-6">
          <p className="text-gray-800">No courses to report yet.</p>
        </Card>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-border bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-labelledby="quality-report-caption"
          tabIndex={0}
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption id="quality-report-caption" className="px-4 py-3 text-left text-sm text-gray-700">
              Quality scores by course and dimension, out of 100
            </caption>
            <thead className="bg-gray-50 text-gray-800">
              <tr>
                {HEADERS.map((h, i) => (
                  <th key={h} scope="col" className={cn("px-2.5 py-2 font-semibold", i > 0 && i < 8 && "text-right")}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.map((o) => (
                <tr key={o.courseId} className="border-t border-gray-200">
                  <th scope="row" className="px-2.5 py-2 font-medium text-gray-900">
                    <Link href={`/course/${o.courseId}/quality`} className="text-indigo-700 underline">
                      {o.courseTitle}
                    </Link>
                  </th>
                  {QUALITY_DIMENSION_KEYS.map((k) => (
                    <td key={k} className="px-2.5 py-2 text-right text-gray-900">
                      {o.scores ? o.scores[k] : <span className="text-gray-700">–</span>}
                    </td>
                  ))}
                  <td
                    className={cn(
                      "px-2.5 py-2 text-right font-semibold",
                      o.overallScore !== null ? scoreTextClass(o.overallScore) : "text-gray-700",
                    )}
                  >
                    {o.overallScore ?? "–"}
                  </td>
                  <td className="px-2.5 py-2 text-gray-900">
                    {o.grade ? (
                      <>
                        <span className="font-semibold">{o.grade.grade}</span>
                        <span className="block text-xs text-gray-700">{o.grade.label}</span>
                      </>
                    ) : (
                      "Not analyzed"
                    )}
                  </td>
                  <td className="px-2.5 py-2 whitespace-nowrap text-gray-900">
                    {o.lastAnalyzed ? formatAnalyzedAt(o.lastAnalyzed) : "Never"}
                    {o.stale && <span className="ml-1 text-yellow-800">(stale)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
