import { Link, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import { AlertTriangle, ArrowLeft, BarChart3, RefreshCw } from "lucide-react";
import { QUALITY_DIMENSION_KEYS, QUALITY_DIMENSION_LABELS, type QualityAnalysisDto } from "@common/quality";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { api, errorMessage, errorStatus, queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import { GradeBadge, formatAnalyzedAt, scoreBarClass, scoreTextClass, useAnalyzeCourse } from "../quality-shared";
import { courseJobProgressText, useCourseAnalysisJob } from "../analysis-job-progress";
import type { AnalysisJobDto } from "@common/quality";

import { AccessibilityIssues } from "./accessibility-issues";
import { CoverageMatrix } from "./coverage-matrix";
import { History } from "./history";
import { ManualReview, ManualReviewSummary } from "./manual-review";
import { RulesByDimension } from "./rules-by-dimension";
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
  const job = useCourseAnalysisJob(courseId);
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

  const runningJob = job?.status === "running" ? job : null;
  const isAnalyzing = analyzing.has(data.course.id) || runningJob !== null;
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
      <JobProgress job={runningJob} />

      {!latest ? (
        <Card className="flex flex-col items-center px-4 py-16 text-center">
          <BarChart3 className="size-12 text-gray-500" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-gray-900">Not analyzed yet</h2>
          <p className="mt-1 text-sm text-gray-700">
            {runningJob
              ? "The first analysis is running: its grade, the rules it passes and what to fix appear here when it ends."
              : "Analyze the course to see its grade, the rules it passes and what to fix."}
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
          <CoverageMatrix courseId={data.course.id} coverage={latest.coverage} />
          <History history={data.history} />
          <AccessibilityIssues courseId={data.course.id} report={data.accessibility} />
          <ManualReview courseId={data.course.id} />
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
        <ManualReviewSummary courseId={courseId} />
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

/**
 * The progress of a large course's analysis job (issue #13), e.g. "Analyzing lesson 300 of
 * 1,000", with a bar; it runs on the server, so the author may leave and come back.
 */
function JobProgress({ job }: { job: AnalysisJobDto | null }) {
  const text = job ? courseJobProgressText(job) : "";
  return (
    <div role="status" aria-live="polite" className={cn(job && "mb-6")}>
      {job && (
        <Card className="p-4">
          <p className="text-sm font-medium text-gray-900">{text}</p>
          <Progress
            value={job.lessons.total > 0 ? (100 * job.lessons.done) / job.lessons.total : 0}
            aria-label="Analysis progress"
            className="mt-2"
          />
          <p className="mt-2 text-sm text-gray-700">
            A large course is analysed in the background: you can leave this page and come back.
          </p>
        </Card>
      )}
    </div>
  );
}
