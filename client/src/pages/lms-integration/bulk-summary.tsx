/** The summary of a bulk import: what was imported and, course by course, why the others were not. */
import { CheckCircle2, XCircle } from "lucide-react";
import { count } from "@common/plural";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ImportReportDialog } from "@/components/import-report/import-report-dialog";
import type { BulkResult } from "./use-lms-import";

export function BulkSummary({ results, onViewCourses }: { results: BulkResult[]; onViewCourses: () => void }) {
  const ok = results.filter((r) => r.ok);
  const failed = results.filter((r) => !r.ok);
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">
        Import finished: {ok.length} of {count(results.length, "course")} imported
      </h2>
      {ok.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-green-800">Imported</h3>
          <ul className="mt-1 space-y-1 text-sm text-gray-800">
            {ok.map((r) => (
              <li key={r.courseId} className="flex flex-wrap items-center gap-2">
                <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                {r.detail}
                {r.importedCourseId !== undefined && (
                  <ImportReportDialog courseId={r.importedCourseId} label={`Import report of ${r.detail}`} size="sm" />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {failed.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-red-800">Not imported</h3>
          <ul className="mt-1 space-y-1 text-sm text-gray-800">
            {failed.map((r) => (
              <li key={r.courseId} className="flex items-start gap-2">
                <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
                <span>
                  <strong>{r.name}</strong>: {r.detail}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button className="mt-4" onClick={onViewCourses}>
        View My Courses
      </Button>
    </Card>
  );
}
