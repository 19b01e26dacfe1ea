/**
 * The import actions of the Import tab (SPEC §4 "Import"): a single import that ends on My Courses,
 * the "update or copy?" answer for a course imported before, and a bulk import of the selection
 * (one start every BULK_IMPORT_DELAY_MS) with a status per course and a summary.
 */
import { useState } from "react";
import { useLocation } from "wouter";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { BULK_IMPORT_DELAY_MS, TOASTS } from "@common/constants";
import { LMS_TEXTS, type DuplicateImportResponse, type LmsConnection, type LmsCourse } from "@common/lms";
import { count } from "@common/plural";
import { toast } from "@/hooks/use-toast";
import { errorMessage, queryKeys } from "@/lib/api";
import { importLmsCourse, type ImportOutcome } from "./lms-api";

/** Where one course's import stands (the per-course progress indicator). */
export type ImportStatus =
  | { state: "importing"; progress?: string }
  | { state: "imported"; title: string }
  | { state: "failed"; reason: string };

/** One line of the bulk-import summary. */
export interface BulkResult {
  courseId: string;
  name: string;
  ok: boolean;
  /** The imported course's title, or why it failed. */
  detail: string;
  /** Our id of the imported course (its import report opens from the summary). */
  importedCourseId?: number;
}

const IMPORT_FAILED_FALLBACK = `${LMS_TEXTS.importFailedFallback}. Refresh the course list and try again; if it keeps failing, reconnect with a new access token.`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureReason(error: unknown): string {
  return errorMessage(error, IMPORT_FAILED_FALLBACK);
}

export type LmsImport = ReturnType<typeof useLmsImport>;

export function useLmsImport(connection: LmsConnection, courses: readonly LmsCourse[]) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
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
      queryClient.invalidateQueries({ queryKey: queryKeys.lmsCoursesAll }),
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
      const progress = (text: string) => setStatus(course.id, { state: "importing", progress: text });
      await finishSingle(course, await importLmsCourse(queryClient, connection, course.id, undefined, progress));
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
      const progress = (text: string) => setStatus(course.id, { state: "importing", progress: text });
      const outcome = await importLmsCourse(queryClient, connection, course.id, mode, progress);
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
    const results = await importEach(queryClient, connection, chosen, setStatus);
    setBulkRunning(false);
    setBulkResults(results);
    setSelected(new Set());
    announceBulkResults(results);
    await refreshLists();
  };

  return {
    selected,
    setSelected,
    toggle,
    allSelected,
    statuses,
    bulkRunning,
    bulkResults,
    duplicate,
    setDuplicate,
    resolving,
    importOne,
    resolveDuplicate,
    importSelected,
    navigate,
  };
}

/** Imports each course, one start every BULK_IMPORT_DELAY_MS (SPEC §4, §9), each running while the next starts. */
async function importEach(
  queryClient: QueryClient,
  connection: LmsConnection,
  chosen: readonly LmsCourse[],
  setStatus: (id: string, status: ImportStatus) => void,
): Promise<BulkResult[]> {
  return Promise.all(
    chosen.map(async (course, index): Promise<BulkResult> => {
      // One start every BULK_IMPORT_DELAY_MS (SPEC §4, §9), each running while the next starts.
      await sleep(index * BULK_IMPORT_DELAY_MS);
      try {
        const progress = (text: string) => setStatus(course.id, { state: "importing", progress: text });
        const outcome = await importLmsCourse(queryClient, connection, course.id, undefined, progress);
        if (outcome.kind === "duplicate") {
          const reason = `${outcome.duplicate.message.replace(/ Update the earlier import or create a copy\?$/, "")} Use this course's Import button to update it or create a copy.`;
          setStatus(course.id, { state: "failed", reason });
          return { courseId: course.id, name: course.name, ok: false, detail: reason };
        }
        setStatus(course.id, { state: "imported", title: outcome.course.title });
        return {
          courseId: course.id,
          name: course.name,
          ok: true,
          detail: outcome.course.title,
          importedCourseId: outcome.course.id,
        };
      } catch (error) {
        const reason = failureReason(error);
        setStatus(course.id, { state: "failed", reason });
        return { courseId: course.id, name: course.name, ok: false, detail: reason };
      }
    }),
  );
}

/** 'Course Imported' when all went well, else 'Import Failed' with the count (SPEC §8). */
function announceBulkResults(results: readonly BulkResult[]): void {
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
}
