/**
 * The Import tab (SPEC §2 "Import tab", §4 "Import"): the LMS course list with selection, a
 * per-row Import, a bulk import of the selection with a progress indicator per course and a
 * summary, and the "update or copy?" question for a course imported before.
 */
import type { MouseEvent } from "react";
import { AlertCircle, Download, Loader2, RefreshCw } from "lucide-react";
import { LMS_NAMES, LMS_TEXTS, type LmsConnection } from "@common/lms";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { BulkSummary } from "./bulk-summary";
import { CourseRow } from "./course-row";
import { DuplicateImportDialog } from "./duplicate-import-dialog";
import { useLmsCourses } from "./lms-api";
import { useLmsImport } from "./use-lms-import";

export function ImportTab({ connection }: { connection: LmsConnection }) {
  const list = useLmsCourses(connection);
  const courses = list.data ?? [];
  const importer = useLmsImport(connection, courses);
  const { selected, setSelected, toggle, allSelected, statuses, bulkRunning, bulkResults, navigate } = importer;
  const { importOne, importSelected } = importer;

  const onRowClick = (event: MouseEvent<HTMLLIElement>, id: string) => {
    // Clicks on the row's own controls (checkbox, Import button) do their own thing.
    if ((event.target as HTMLElement).closest("button, a, input, [role='checkbox']")) return;
    if (bulkRunning) return;
    toggle(id);
  };

  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">Import courses</h2>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.isLoading
              ? LMS_TEXTS.loadingCourses(LMS_NAMES[connection.lmsType])
              : list.isError
                ? "The course list could not be loaded."
                : courses.length === 0
                  ? LMS_TEXTS.noCourses
                  : LMS_TEXTS.foundCourses(courses.length)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void list.refetch()}
            disabled={list.isFetching || bulkRunning}
            aria-label="Refresh the course list"
          >
            <RefreshCw className={cn(list.isFetching && "animate-spin")} aria-hidden="true" />
            Refresh
          </Button>
          <Button onClick={() => void importSelected()} disabled={bulkRunning || list.isLoading}>
            {bulkRunning ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {LMS_TEXTS.importSelected(selected.size)}
          </Button>
        </div>
      </Card>

      <div aria-live="polite" aria-atomic="false">
        {bulkResults && <BulkSummary results={bulkResults} onViewCourses={() => navigate("/my-courses")} />}
      </div>

      {list.isLoading ? (
        <div className="space-y-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            {errorMessage(list.error, "Failed to load courses from your LMS.")} Use Refresh to try again, or disconnect
            and connect with a new access token.
          </p>
        </div>
      ) : courses.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
          <p className="text-lg font-semibold text-gray-900">{LMS_TEXTS.noCourses}</p>
          <p className="mt-1 text-sm text-gray-600">
            Your LMS account teaches no courses that this token can see. Check the token's account and use Refresh.
          </p>
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between px-1 text-sm text-gray-700">
            <span>{selected.size} selected</span>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              disabled={bulkRunning}
              onClick={() => setSelected(allSelected ? new Set() : new Set(courses.map((c) => c.id)))}
            >
              {allSelected ? "Clear selection" : "Select all"}
            </Button>
          </div>
          <ul className="space-y-3" aria-label={`Courses in ${connection.institutionName}`}>
            {courses.map((course) => (
              <CourseRow
                key={course.id}
                course={course}
                selected={selected.has(course.id)}
                status={statuses[course.id]}
                disabled={bulkRunning}
                onToggle={() => toggle(course.id)}
                onRowClick={(e) => onRowClick(e, course.id)}
                onImport={() => void importOne(course)}
              />
            ))}
          </ul>
        </>
      )}

      <DuplicateImportDialog importer={importer} />
    </div>
  );
}
