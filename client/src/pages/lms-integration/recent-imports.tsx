/**
 * Recent imports (issue #13): the user's latest LMS and cartridge imports with their state, the
 * progress of those still running ("Reading items: 40 of 120") and, for those done, the course and
 * its import report. Imports run on the server as durable jobs, so the author can leave the page
 * and come back: the list polls while an import runs.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { importJobProgressText, type ImportJobDto } from "@common/import-jobs";
import { LMS_NAMES } from "@common/lms";
import { count } from "@common/plural";
import { ImportReportDialog } from "@/components/import-report/import-report-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { api, queryKeys } from "@/lib/api";
import { IMPORT_POLL_MS } from "./import-job-wait";

const active = (job: ImportJobDto) => job.status === "queued" || job.status === "running";

function sourceLabel(job: ImportJobDto): string {
  return job.source === "common_cartridge"
    ? `Cartridge ${job.sourceName}`
    : `${LMS_NAMES[job.source]} course ${job.sourceName}`;
}

/** The card; nothing until the user has imported something. */
export function RecentImports() {
  const { data: jobs } = useQuery({
    queryKey: queryKeys.importJobs,
    queryFn: () => api.lms.importJobs(),
    refetchInterval: (query) => ((query.state.data ?? []).some(active) ? IMPORT_POLL_MS : false),
  });
  if (!jobs || jobs.length === 0) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Recent imports</CardTitle>
        <CardDescription>Imports run on the server: you can leave this page and come back.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-200" aria-label="Recent imports">
          {jobs.map((job) => (
            <ImportJobRow key={job.id} job={job} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ImportJobRow({ job }: { job: ImportJobDto }) {
  const { outcome } = job;
  const title = outcome?.kind === "imported" ? outcome.course.title : sourceLabel(job);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">{title}</p>
        <p className="text-sm text-gray-600">
          {title !== sourceLabel(job) && `${sourceLabel(job)} · `}
          <time dateTime={job.createdAt}>{new Date(job.createdAt).toLocaleString("en-US")}</time>
        </p>
        <div role="status" className="mt-1 text-sm">
          {active(job) && (
            <>
              <span className="inline-flex items-center gap-1.5 text-gray-800">
                <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                Importing: {importJobProgressText(job)}
              </span>
              {job.progress.total > 0 && (
                <Progress
                  value={(100 * job.progress.done) / job.progress.total}
                  aria-label={`Progress of ${sourceLabel(job)}`}
                  className="mt-1 max-w-sm"
                />
              )}
            </>
          )}
          {outcome?.kind === "imported" && (
            <span className="inline-flex items-center gap-1.5 text-green-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Imported: {count(outcome.course.counts.modules, "module")},{" "}
              {count(outcome.course.counts.lessons, "lesson")}, {count(outcome.course.counts.assessments, "assessment")}
            </span>
          )}
          {outcome?.kind === "failed" && (
            <span className="inline-flex items-start gap-1.5 text-red-700">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Failed: {outcome.message}
            </span>
          )}
        </div>
      </div>
      {job.courseId !== null && (
        <div className="flex shrink-0 gap-2">
          <Link
            className="inline-flex items-center text-sm font-medium text-primary underline"
            href={`/course/${job.courseId}`}
          >
            Open<span className="sr-only"> {title}</span>
          </Link>
          <ImportReportDialog courseId={job.courseId} label={`Import report of ${title}`} size="sm" />
        </div>
      )}
    </li>
  );
}
