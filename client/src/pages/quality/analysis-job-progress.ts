/**
 * A large course's analysis as a server job (issue #13): POST /api/courses/:id/analyze-quality
 * answers 202 with an AnalysisJobDto; these helpers wait for it (polling its progress into the
 * query cache, so the course's quality page shows "Analyzing lesson 300 of 1,000") and read the
 * stored result, and keep polling the course's job when the author comes back to the page.
 */
import { useEffect, useRef } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AnalysisJobDto, QualityAnalysisDto } from "@common/quality";
import { api, invalidateCourseLists, queryKeys } from "@/lib/api";

/** How often a running job is polled, ms. */
export const JOB_POLL_MS = 1000;

/** Whether analyze-quality answered with a job (202) rather than the result. */
export function isAnalysisJob(value: QualityAnalysisDto | AnalysisJobDto): value is AnalysisJobDto {
  return "kind" in value && "lessons" in value;
}

/** "Analyzing lesson 300 of 1,000" (the lessons with content to check), or a waiting line before it starts. */
export function courseJobProgressText(job: AnalysisJobDto): string {
  const { done, total } = job.lessons;
  if (total === 0) return "Waiting for the analysis to start...";
  const n = (value: number) => value.toLocaleString("en-US");
  return `Analyzing lesson ${n(Math.min(done + 1, total))} of ${n(total)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a course's analysis job until it ends, putting each state into the query cache.
 * @returns the stored analysis
 * @throws Error when the job could not analyse the course
 */
export async function waitForCourseJob(
  queryClient: QueryClient,
  courseId: number,
  started: AnalysisJobDto,
): Promise<QualityAnalysisDto> {
  let job = started;
  queryClient.setQueryData(queryKeys.courseAnalysisJob(courseId), { job });
  while (job.status === "running") {
    await sleep(JOB_POLL_MS);
    job = await api.quality.job(job.id);
    queryClient.setQueryData(queryKeys.courseAnalysisJob(courseId), { job });
  }
  const quality = job.done > 0 ? await api.quality.course(courseId) : null;
  if (!quality?.latest) throw new Error("The analysis could not finish. Try again.");
  return quality.latest;
}

/**
 * The course's analysis job, polled while it runs (also when the author left and came back);
 * when it ends, the quality page, the dashboard and the course lists are refreshed.
 */
export function useCourseAnalysisJob(courseId: number | null): AnalysisJobDto | null {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: queryKeys.courseAnalysisJob(courseId ?? 0),
    queryFn: () => api.quality.courseJob(courseId ?? 0),
    enabled: courseId !== null,
    refetchInterval: (query) => (query.state.data?.job?.status === "running" ? JOB_POLL_MS : false),
  });
  const job = data?.job ?? null;
  const wasRunning = useRef(false);
  useEffect(() => {
    const running = job?.status === "running";
    if (wasRunning.current && !running && courseId !== null) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courseQuality(courseId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.qualityDashboard });
      void invalidateCourseLists(queryClient);
    }
    wasRunning.current = running;
  }, [job, courseId, queryClient]);
  return job;
}
