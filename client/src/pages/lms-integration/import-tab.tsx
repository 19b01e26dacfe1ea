import { count } from "@common/plural";
import { useState, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { AlertCircle, Calendar, Check, CheckCircle2, Download, Loader2, RefreshCw, Users, XCircle } from "lucide-react";
import { BULK_IMPORT_DELAY_MS, TOASTS } from "@common/constants";
import { LMS_NAMES, LMS_TEXTS, type DuplicateImportResponse, type LmsConnection, type LmsCourse } from "@common/lms";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage, queryKeys } from "@/lib/api";
import { cn, formatDate } from "@/lib/utils";
import { importLmsCourse, useLmsCourses, type ImportOutcome } from "./lms-api";

/** Where one course's import stands (the per-course progress indicator). */
type ImportStatus = { state: "importing" } | { state: "imported"; title: string } | { state: "failed"; reason: string };

/** One line of the bulk-import summary. */
interface BulkResult {
  courseId: string;
  name: string;
  ok: boolean;
  /** The imported course's title, or why it failed. */
  detail: string;
}

const IMPORT_FAILED_FALLBACK = `${LMS_TEXTS.importFailedFallback}. Refresh the course list and try again; if it keeps failing, reconnect with a new access token.`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureReason(error: unknown): string {
  return errorMessage(error, IMPORT_FAILED_FALLBACK);
}

/**
 * The Import tab (SPEC §2 "Import tab", §4 "Import"): the LMS course list with selection, a
 * per-row Import, a bulk import of the selection (one start every BULK_IMPORT_DELAY_MS) with a
 * progress indicator per course and a summary, and the "update or copy?" question for a course
 * imported before.
 */
export function ImportTab({ connection }: { connection: LmsConnection }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const list = useLmsCourses(connection);
  const courses = list.data ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [statuses, setStatuses] = useState<Record<string, ImportStatus>>({});
  const [bulkRunning, setBulkRunning] = useState(false);
  const [bulkResults, setBulkResults] = useState<BulkResult[] | null>(null);
  const [duplicate, setDuplicate] = useState<{ course: LmsCourse; info: DuplicateImportResponse } | null>(null);
  const [resolving, setResolving] = useState(false);

  const setStatus = (id: string, status: ImportStatus) => setStatuses((s) => ({ ...s, [id]: status }));
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.courses }),
      queryClient.invalidateQueries({ queryKey: ["/api/lms/courses"] }),
    ]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const allSelected = courses.length > 0 && courses.every((c) => selected.has(c.id));

  /** Ends a single import: toast, refresh, go to My Courses (SPEC §4). */
  const finishSingle = async (course: LmsCourse, outcome: ImportOutcome) => {
    if (outcome.kind === "duplicate") {
      setStatuses((s) => {
        const next = { ...s };
        delete next[course.id];
        return next;
      });
      setDuplicate({ course, info: outcome.duplicate });
      return;
    }
    setStatus(course.id, { state: "imported", title: outcome.course.title });
    toast({
      title: LMS_TEXTS.courseImportedTitle,
      description: LMS_TEXTS.courseImportedDescription(outcome.course.title),
    });
    await refreshLists();
    navigate("/my-courses");
  };

  const failSingle = (course: LmsCourse, error: unknown) => {
    const reason = failureReason(error);
    setStatus(course.id, { state: "failed", reason });
    toast({ title: LMS_TEXTS.importFailedTitle, description: reason, variant: "destructive" });
  };

  const importOne = async (course: LmsCourse) => {
    setBulkResults(null);
    setStatus(course.id, { state: "importing" });
    try {
      await finishSingle(course, await importLmsCourse(connection, course.id));
    } catch (error) {
      failSingle(course, error);
    }
  };

  const resolveDuplicate = async (mode: "update" | "copy") => {
    if (!duplicate) return;
    const { course } = duplicate;
    setResolving(true);
    setStatus(course.id, { state: "importing" });
    try {
      const outcome = await importLmsCourse(connection, course.id, mode);
      setDuplicate(null);
      await finishSingle(course, outcome);
    } catch (error) {
      setDuplicate(null);
      failSingle(course, error);
    } finally {
      setResolving(false);
    }
  };

  const importSelected = async () => {
    const chosen = courses.filter((c) => selected.has(c.id));
    if (chosen.length === 0) {
      toast({ ...TOASTS.noCoursesSelected, variant: "destructive" });
      return;
    }
    setBulkRunning(true);
    setBulkResults(null);
    for (const c of chosen) setStatus(c.id, { state: "importing" });
    const results = await Promise.all(
      chosen.map(async (course, index): Promise<BulkResult> => {
        // One start every BULK_IMPORT_DELAY_MS (SPEC §4, §9), each running while the next starts.
        await sleep(index * BULK_IMPORT_DELAY_MS);
        try {
          const outcome = await importLmsCourse(connection, course.id);
          if (outcome.kind === "duplicate") {
            const reason = `${outcome.duplicate.message.replace(/ Update the earlier import or create a copy\?$/, "")} Use this course's Import button to update it or create a copy.`;
            setStatus(course.id, { state: "failed", reason });
            return { courseId: course.id, name: course.name, ok: false, detail: reason };
          }
          setStatus(course.id, { state: "imported", title: outcome.course.title });
          return { courseId: course.id, name: course.name, ok: true, detail: outcome.course.title };
        } catch (error) {
          const reason = failureReason(error);
          setStatus(course.id, { state: "failed", reason });
          return { courseId: course.id, name: course.name, ok: false, detail: reason };
        }
      }),
    );
    setBulkRunning(false);
    setBulkResults(results);
    setSelected(new Set());
    const ok = results.filter((r) => r.ok).length;
    if (ok === results.length) {
      toast({
        title: LMS_TEXTS.courseImportedTitle,
        description:
          ok === 1
            ? LMS_TEXTS.courseImportedDescription(results[0]!.detail)
            : `${ok} courses have been imported successfully`,
      });
    } else {
      toast({
        title: LMS_TEXTS.importFailedTitle,
        description: `${ok} of ${count(results.length, "course")} imported. The summary below says why the others failed.`,
        variant: "destructive",
      });
    }
    await refreshLists();
  };

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

      <AlertDialog
        open={duplicate !== null}
        onOpenChange={(open) => {
          if (!open && !resolving) setDuplicate(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Imported before</AlertDialogTitle>
            <AlertDialogDescription>
              {duplicate?.info.message ??
                "You imported this course before. Update the earlier import or create a copy?"}{" "}
              Updating replaces the earlier course's modules, lessons and assessments with the LMS version.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={resolving}>Cancel</AlertDialogCancel>
            <Button variant="outline" disabled={resolving} onClick={() => void resolveDuplicate("copy")}>
              Create a copy
            </Button>
            <Button disabled={resolving} onClick={() => void resolveDuplicate("update")}>
              {resolving && <Loader2 className="animate-spin" aria-hidden="true" />}
              Update the earlier import
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function CourseRow({
  course,
  selected,
  status,
  disabled,
  onToggle,
  onRowClick,
  onImport,
}: {
  course: LmsCourse;
  selected: boolean;
  status: ImportStatus | undefined;
  disabled: boolean;
  onToggle: () => void;
  onRowClick: (event: MouseEvent<HTMLLIElement>) => void;
  onImport: () => void;
}) {
  const nameId = `lms-course-${course.id}-name`;
  const startDate = formatDate(course.startDate);
  return (
    <li
      className={cn(
        "flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm transition-colors sm:flex-row sm:items-center",
        selected ? "border-primary bg-indigo-50/60 ring-1 ring-primary" : "border-border hover:border-gray-400",
      )}
      onClick={onRowClick}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CheckboxPrimitive.Root
          checked={selected}
          onCheckedChange={onToggle}
          disabled={disabled}
          aria-labelledby={nameId}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
        >
          <CheckboxPrimitive.Indicator>
            <Check className="size-4" aria-hidden="true" />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-gray-900 break-words">
            {course.name}
          </h3>
          {course.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{course.description}</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            {course.enrollmentCount !== null && (
              <span className="inline-flex items-center gap-1.5">
                <Users className="size-4 text-gray-600" aria-hidden="true" />
                {course.enrollmentCount} students
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4 text-gray-600" aria-hidden="true" />
              {startDate ? `Starts ${startDate}` : "No start date"}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 pl-8 sm:justify-end sm:pl-0">
        <StatusBadge status={status} />
        <Button
          variant="outline"
          size="sm"
          onClick={onImport}
          disabled={disabled || status?.state === "importing"}
          aria-label={`Import ${course.name}`}
        >
          <Download aria-hidden="true" />
          Import
        </Button>
      </div>
    </li>
  );
}

function StatusBadge({ status }: { status: ImportStatus | undefined }) {
  if (!status) return null;
  if (status.state === "importing") {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-gray-700" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Importing...
      </span>
    );
  }
  if (status.state === "imported") {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700" role="status">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Imported
      </span>
    );
  }
  return (
    <span className="inline-flex max-w-md items-start gap-1.5 text-sm text-red-700" role="status">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>Failed: {status.reason}</span>
    </span>
  );
}

function BulkSummary({ results, onViewCourses }: { results: BulkResult[]; onViewCourses: () => void }) {
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
              <li key={r.courseId} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                {r.detail}
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
