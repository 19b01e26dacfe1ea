import { Link, useLocation } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, BarChart3, ClipboardCheck, FileText, Plus, RefreshCw, Target } from "lucide-react";
import { QUALITY_REFRESH_MS } from "@common/constants";
import {
  QUALITY_DIMENSION_KEYS,
  QUALITY_DIMENSION_LABELS,
  type QualityDashboardDto,
  type QualityOverviewItem,
} from "@common/quality";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { api, errorMessage, queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import { GradeBadge, formatAnalyzedAt, scoreBarClass, scoreTextClass, useAnalyzeCourse } from "../quality-shared";
import { useAnalyzeAll } from "./use-analyze-all";

/** The dashboard's data, refetched every 30 s (SPEC §7, §9). */
export function useQualityDashboard() {
  return useQuery({
    queryKey: queryKeys.qualityDashboard,
    queryFn: api.quality.dashboard,
    refetchInterval: QUALITY_REFRESH_MS,
  });
}

/** /quality-dashboard (SPEC §2 "Quality Dashboard"): stats, legend, per-course cards and actions. */
export default function QualityDashboardPage() {
  useDocumentTitle("Quality Dashboard");
  const [, navigate] = useLocation();
  const { data, isLoading, isFetching, isError, error, refetch } = useQualityDashboard();
  const { analyzing, analyze } = useAnalyzeCourse();

  const overview = data?.overview ?? [];
  const unanalysed = overview.filter((o) => o.overallScore === null).map((o) => o.courseId);
  const priority = overview.find((o) => o.needsAttention);

  const refreshButton = (
    <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
      <RefreshCw className={cn(isFetching && "motion-safe:animate-spin")} aria-hidden="true" />
      Refresh
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Quality Dashboard"
        description="Score each course on six quality dimensions and check its lessons against WCAG 2.1 AA."
        actions={refreshButton}
      />

      {isError ? (
        <Card className="p-6" role="alert">
          <h2 className="text-lg font-semibold text-gray-900">Could not load the quality data</h2>
          <p className="mt-1 text-sm text-gray-700">{errorMessage(error, "Please try again.")}</p>
          <Button className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <StatTiles data={data ?? null} isLoading={isLoading} />
          <Legend />

          <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[1fr_18rem]">
            <section aria-labelledby="course-scores-heading" className="min-w-0">
              <h2 id="course-scores-heading" className="mb-4 text-xl font-semibold text-gray-900">
                Course scores
              </h2>
              {isLoading ? (
                <div className="grid grid-cols-1 gap-6 sm:grid-cols-[repeat(auto-fill,minmax(17rem,1fr))]">
                  {Array.from({ length: 2 }, (_, i) => (
                    <Skeleton key={i} className="h-72 w-full rounded-xl" />
                  ))}
                </div>
              ) : overview.length === 0 ? (
                <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-16 text-center">
                  <ClipboardCheck className="size-12 text-gray-500" aria-hidden="true" />
                  <p className="mt-4 text-lg font-semibold text-gray-900">No courses to analyze</p>
                  <p className="mt-1 text-sm text-gray-700">Create a course, then check its quality here.</p>
                  <Button className="mt-6" onClick={() => navigate("/create-course")}>
                    <Plus aria-hidden="true" />
                    Create Your First Course
                  </Button>
                </div>
              ) : (
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-[repeat(auto-fill,minmax(17rem,1fr))]">
                  {overview.map((item) => (
                    <li key={item.courseId} className="min-w-0">
                      <CourseScoreCard
                        item={item}
                        isAnalyzing={analyzing.has(item.courseId)}
                        onAnalyze={() => void analyze(item.courseId)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <QualityActions unanalysed={unanalysed} priority={priority} />
          </div>
        </>
      )}
    </>
  );
}

function StatTiles({ data, isLoading }: { data: QualityDashboardDto | null; isLoading: boolean }) {
  const stats = data?.stats;
  const tiles = [
    { label: "Total Courses", value: stats ? String(stats.totalCourses) : "–" },
    { label: "Average Score", value: stats ? (stats.analyzedCourses > 0 ? String(stats.averageScore) : "–") : "–" },
    { label: "Analyzed", value: stats ? `${stats.analyzedCourses}/${stats.totalCourses}` : "–" },
    { label: "Need Attention", value: stats ? String(stats.coursesNeedingAttention) : "–" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy={isLoading}>
      {tiles.map((tile) => (
        <Card key={tile.label} className="flex flex-col-reverse p-4 sm:p-5">
          <dt className="text-sm font-medium text-gray-700">{tile.label}</dt>
          <dd className="text-2xl font-bold text-gray-900 sm:text-3xl">{tile.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** The colour legend; each band also has its range and word, so colour is never the only cue. */
function Legend() {
  const bands = [
    { range: "80-100", label: "Excellent", swatch: "bg-green-600" },
    { range: "70-79", label: "Good", swatch: "bg-yellow-500" },
    { range: "0-69", label: "Needs Work", swatch: "bg-red-600" },
  ];
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-border bg-white px-4 py-3 text-sm text-gray-800">
      <span className="font-semibold">Score legend:</span>
      <ul className="contents">
        {bands.map((band) => (
          <li key={band.label} className="flex items-center gap-2">
            <span className={cn("inline-block size-3 rounded-full", band.swatch)} aria-hidden="true" />
            {band.range} {band.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CourseScoreCard({
  item,
  isAnalyzing,
  onAnalyze,
}: {
  item: QualityOverviewItem;
  isAnalyzing: boolean;
  onAnalyze: () => void;
}) {
  const titleId = `course-score-${item.courseId}`;
  const analyzed = item.overallScore !== null && item.grade && item.scores;
  return (
    <Card className="@container flex h-full flex-col p-5" aria-labelledby={titleId} role="group">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h3 id={titleId} className="min-w-0 flex-1 basis-40 break-words text-lg font-semibold text-gray-900">
          {item.courseTitle}
        </h3>
        {analyzed && <GradeBadge grade={item.grade!} />}
      </div>

      {analyzed ? (
        <>
          <p className="mt-3 flex items-baseline gap-1">
            <span className={cn("text-3xl font-bold", scoreTextClass(item.overallScore!))}>{item.overallScore}</span>
            <span className="text-sm text-gray-700">/100</span>
            <span className="sr-only">overall score</span>
          </p>
          <Progress
            value={item.overallScore!}
            aria-label={`${item.courseTitle} overall score`}
            className="mt-2"
            indicatorClassName={scoreBarClass(item.overallScore!)}
          />
          <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm @[15rem]:grid-cols-2">
            {QUALITY_DIMENSION_KEYS.map((key) => (
              <div key={key} className="flex min-w-0 items-baseline justify-between gap-2">
                <dt className="text-gray-700">{QUALITY_DIMENSION_LABELS[key]}</dt>
                <dd className={cn("font-semibold", scoreTextClass(item.scores![key]))}>{item.scores![key]}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-gray-700">
            Last analyzed <time dateTime={item.lastAnalyzed ?? undefined}>{formatAnalyzedAt(item.lastAnalyzed)}</time>
          </p>
          {item.stale && (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-yellow-800">
              <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
              Stale: changed since analysis
            </p>
          )}
          <div className="mt-auto flex flex-wrap gap-2 pt-5">
            <Button
              variant="outline"
              size="sm"
              className="flex-1"
              onClick={onAnalyze}
              disabled={isAnalyzing}
              aria-label={isAnalyzing ? `Analyzing ${item.courseTitle}` : `Re-analyze ${item.courseTitle}`}
            >
              <RefreshCw className={cn(isAnalyzing && "motion-safe:animate-spin")} aria-hidden="true" />
              {isAnalyzing ? "Analyzing..." : "Re-analyze"}
            </Button>
            <Button size="sm" className="flex-1" asChild>
              <Link href={`/course/${item.courseId}/quality`} aria-label={`Details for ${item.courseTitle}`}>
                Details
              </Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm font-medium text-gray-700">Not Analyzed</p>
          <p className="mt-1 text-sm text-gray-700">
            Score this course on structure, objectives, assessment, engagement, accessibility and pedagogy.
          </p>
          <div className="mt-auto pt-5">
            <Button
              className="w-full"
              onClick={onAnalyze}
              disabled={isAnalyzing}
              aria-label={isAnalyzing ? `Analyzing ${item.courseTitle}` : `Analyze Quality of ${item.courseTitle}`}
            >
              <BarChart3 aria-hidden="true" />
              {isAnalyzing ? "Analyzing..." : "Analyze Quality"}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

/**
 * The Actions card: Analyze All (a server job over every course without a score, with
 * "Analyzing 3 of 12"; use-analyze-all.ts), View Priority (the first course that needs attention), View Reports.
 */
function QualityActions({ unanalysed, priority }: { unanalysed: number[]; priority: QualityOverviewItem | undefined }) {
  const [, navigate] = useLocation();
  const analyzeAll = useAnalyzeAll();

  return (
    <aside aria-labelledby="quality-actions-heading" className="min-w-0">
      <Card className="p-5">
        <h2 id="quality-actions-heading" className="text-lg font-semibold text-gray-900">
          Actions
        </h2>
        <div className="mt-4 flex flex-col gap-3">
          <Button
            onClick={analyzeAll.start}
            disabled={analyzeAll.busy || unanalysed.length === 0}
            aria-describedby="analyze-all-help"
          >
            <BarChart3 aria-hidden="true" />
            Analyze All
          </Button>
          <p id="analyze-all-help" className="text-sm text-gray-700">
            {unanalysed.length === 0
              ? "Every course has a score."
              : `Analyzes the ${unanalysed.length} ${unanalysed.length === 1 ? "course" : "courses"} without a score, one after another, on the server: you can leave this page.`}
          </p>
          <p className="min-h-5 text-sm font-medium text-gray-900" aria-live="polite" role="status">
            {analyzeAll.status}
          </p>

          <Button
            variant="outline"
            onClick={() => priority && navigate(`/course/${priority.courseId}/quality`)}
            disabled={!priority}
            aria-describedby="view-priority-help"
          >
            <Target aria-hidden="true" />
            View Priority
          </Button>
          <p id="view-priority-help" className="text-sm text-gray-700">
            {priority
              ? `Opens ${priority.courseTitle}, the first course that needs attention.`
              : "No analyzed course needs attention (scores below 70)."}
          </p>

          <Button variant="outline" asChild>
            <Link href="/quality-dashboard/reports">
              <FileText aria-hidden="true" />
              View Reports
            </Link>
          </Button>
        </div>
      </Card>
    </aside>
  );
}
