/**
 * Analyze All as a durable server job (issue #13): starts the job, polls its progress every second
 * while it runs ("Analyzing 3 of 12"), refreshes the dashboard as courses are scored, and says
 * "Analyzed 12 of 12 courses." when it ends. The job runs on the server: leaving the page (or a
 * server restart) does not stop it, and coming back shows its progress again.
 */
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QUALITY_TOASTS, type AnalysisJobDto } from "@common/quality";
import { toast } from "@/hooks/use-toast";
import { api, errorMessage, invalidateCourseLists, queryKeys } from "@/lib/api";

const POLL_MS = 1000;

/** The status line of a running job: the course being analysed now, e.g. "Analyzing 3 of 12". */
export function jobProgressText(job: AnalysisJobDto): string {
  return `Analyzing ${Math.min(job.done + job.failed + 1, job.total)} of ${job.total}`;
}

export function useAnalyzeAll() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const { data } = useQuery({
    queryKey: queryKeys.analysisJob,
    queryFn: () => api.quality.currentJob(),
    refetchInterval: (query) => (query.state.data?.job?.status === "running" ? POLL_MS : false),
  });
  const job = data?.job ?? null;
  const running = job?.status === "running";

  // Refresh the cards as courses get their scores, and report the end of a job seen running here.
  const seen = useRef<{ id: number; done: number; running: boolean } | null>(null);
  useEffect(() => {
    if (!job) return;
    const before = seen.current;
    seen.current = { id: job.id, done: job.done, running: job.status === "running" };
    if (before?.id !== job.id) return;
    if (job.done !== before.done) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.qualityDashboard, exact: true });
      void invalidateCourseLists(queryClient);
    }
    if (before.running && job.status === "done") {
      const summary = `Analyzed ${job.done} of ${job.total} ${job.total === 1 ? "course" : "courses"}.`;
      setMessage(summary);
      if (job.done > 0) toast({ title: QUALITY_TOASTS.analysisCompleteTitle, description: summary });
    }
  }, [job, queryClient]);

  const start = useMutation({
    mutationFn: () => api.quality.analyzeAll(),
    onMutate: () => setMessage(""),
    onSuccess: (started) => {
      seen.current = { id: started.id, done: started.done, running: true };
      queryClient.setQueryData(queryKeys.analysisJob, { job: started });
      if (started.status === "done") setMessage("Every course already has a score.");
    },
    onError: (error) =>
      toast({
        title: QUALITY_TOASTS.analysisFailedTitle,
        description: errorMessage(error, QUALITY_TOASTS.analysisFailedFallback),
        variant: "destructive",
      }),
  });

  return {
    /** The status line: progress while a job runs, else the last job's summary. */
    status: running && job ? jobProgressText(job) : message,
    busy: running || start.isPending,
    start: () => start.mutate(),
  };
}
