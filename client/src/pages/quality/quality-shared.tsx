/**
 * Pieces shared by the quality screens (Quality Dashboard, a course's quality page, Reports):
 * query keys, the analyse mutation with SPEC §8's toasts, score colours and the grade badge.
 */
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { QUALITY_BANDS } from "@common/constants";
import { QUALITY_TOASTS, analysisCompleteText, type QualityGradeDto } from "@common/quality";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/hooks/use-toast";
import { api, errorMessage, invalidateCourseLists, queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import { isAnalysisJob, waitForCourseJob } from "./analysis-job-progress";

/** The colour band of a 0-100 score (SPEC §9): green >= 80, yellow 70-79, red below. */
export function scoreBand(score: number): "green" | "yellow" | "red" {
  if (score >= QUALITY_BANDS.excellent) return "green";
  if (score >= QUALITY_BANDS.good) return "yellow";
  return "red";
}

/** Word of a band, so colour is never the only cue. */
export const BAND_LABELS = { green: "Excellent", yellow: "Good", red: "Needs Work" } as const;

/** Text colour of a score on white: each reaches at least 4.5:1 (green-700 5.0, yellow-800 6.9, red-700 6.5). */
export function scoreTextClass(score: number): string {
  return { green: "text-green-700", yellow: "text-yellow-800", red: "text-red-700" }[scoreBand(score)];
}

/** Progress-bar fill of a score. */
export function scoreBarClass(score: number): string {
  return { green: "bg-green-600", yellow: "bg-yellow-500", red: "bg-red-600" }[scoreBand(score)];
}

/** "Nov 23, 2:05 PM": short month, day, hour and minute (SPEC §2). "" for a missing or bad value. */
export function formatAnalyzedAt(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/** The letter grade with its band word, e.g. "B · Excellent", coloured by band. */
export function GradeBadge({ grade, className }: { grade: QualityGradeDto; className?: string }) {
  const variant = { green: "success", yellow: "warning", red: "danger" } as const;
  const label = grade.label || BAND_LABELS[grade.color];
  return (
    <Badge variant={variant[grade.color]} className={cn("gap-1.5 text-sm", className)}>
      <span>
        <span className="sr-only">Grade </span>
        {grade.grade}
        <span className="sr-only">,</span>
      </span>
      <span aria-hidden="true">·</span>
      <span>{label}</span>
    </Badge>
  );
}

/**
 * Analyses courses: POST /api/courses/:id/analyze-quality (for a large course, the job it answers
 * with is waited for; see analysis-job-progress.ts). Tracks the ids whose request is
 * pending (SPEC §4: marked while pending, unmarked on success or error), shows 'Analysis
 * Complete' / 'Analysis Failed' (SPEC §8) unless `quiet`, and refreshes the dashboard, the
 * course's quality page and the course list (progress counts the analysis).
 */
export function useAnalyzeCourse() {
  const queryClient = useQueryClient();
  const [analyzing, setAnalyzing] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, on: boolean) =>
    setAnalyzing((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const mutation = useMutation({
    mutationFn: async ({ courseId }: { courseId: number; quiet?: boolean }) => {
      const answer = await api.quality.analyze(courseId);
      // A large course is analysed as a job (202): wait for it, showing its progress (issue #13).
      return isAnalysisJob(answer) ? waitForCourseJob(queryClient, courseId, answer) : answer;
    },
    onMutate: ({ courseId }) => mark(courseId, true),
    onSuccess: async (result, { courseId, quiet }) => {
      if (!quiet) {
        toast({
          title: QUALITY_TOASTS.analysisCompleteTitle,
          description: analysisCompleteText(result.overallScore, result.grade.grade),
        });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.qualityDashboard }),
        queryClient.invalidateQueries({ queryKey: queryKeys.course(courseId) }),
        invalidateCourseLists(queryClient),
      ]);
    },
    onError: (error) => {
      toast({
        title: QUALITY_TOASTS.analysisFailedTitle,
        description: errorMessage(error, QUALITY_TOASTS.analysisFailedFallback),
        variant: "destructive",
      });
    },
    onSettled: (_data, _error, { courseId }) => mark(courseId, false),
  });

  return {
    analyzing,
    /** Starts an analysis; resolves to the result, or null when it failed (the toast already said so). */
    analyze: (courseId: number, quiet = false) => mutation.mutateAsync({ courseId, quiet }).catch(() => null),
  };
}
