/**
 * The LMS Integration screen's calls (SPEC §7 /api/lms/*) and the connection it keeps in
 * sessionStorage (SPEC §3: the connection is held only in the client; it survives a reload but
 * not the browser session, and the server never stores the token).
 */
import { useCallback, useSyncExternalStore } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import {
  LMS_TYPES,
  type DuplicateImportResponse,
  type ImportedCourseResponse,
  type ImportMode,
  type LmsConnection,
  type LmsCourse,
} from "@common/lms";
import { ApiError, api, queryKeys } from "@/lib/api";
import { waitForImportJob } from "./import-job-wait";

const STORAGE_KEY = "coursewright.lmsConnection";
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseConnection(raw: string | null): LmsConnection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LmsConnection>;
    if (
      typeof value.lmsType === "string" &&
      (LMS_TYPES as readonly string[]).includes(value.lmsType) &&
      typeof value.institutionName === "string" &&
      typeof value.baseUrl === "string" &&
      typeof value.accessToken === "string"
    ) {
      return value as LmsConnection;
    }
  } catch {
    // A damaged entry counts as no connection.
  }
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The active LMS connection (or null) and functions to set and clear it. Stored in sessionStorage
 * under "coursewright.lmsConnection"; every component using the hook sees changes at once.
 */
export function useLmsConnection() {
  const raw = useSyncExternalStore(subscribe, readStored, () => null);
  const connection = parseConnection(raw);
  const save = useCallback((next: LmsConnection | null) => {
    try {
      if (next) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage disabled: nothing to keep.
    }
    listeners.forEach((l) => l());
  }, []);
  return { connection, connect: save, disconnect: useCallback(() => save(null), [save]) };
}

/** Query key of the LMS course list: keyed on the connection (SPEC §7). */
export function lmsCoursesKey(connection: LmsConnection | null) {
  return queryKeys.lmsCourses(connection?.lmsType, connection?.baseUrl, connection?.accessToken);
}

/** The LMS course list of the active connection; idle while not connected. */
export function useLmsCourses(connection: LmsConnection | null) {
  return useQuery({
    queryKey: lmsCoursesKey(connection),
    enabled: connection !== null,
    queryFn: () => (connection ? api.lms.courses(connection) : Promise.resolve<LmsCourse[]>([])),
  });
}

/** What an import attempt ended in: the course, or the earlier import it would duplicate. */
export type ImportOutcome =
  { kind: "imported"; course: ImportedCourseResponse } | { kind: "duplicate"; duplicate: DuplicateImportResponse };

function isDuplicate(body: unknown): body is DuplicateImportResponse {
  return typeof (body as Partial<DuplicateImportResponse> | undefined)?.existingCourseId === "number";
}

/**
 * POST /api/lms/import-course as a durable job (issue #13), waited for with its progress. A 409
 * (imported before) is an outcome, not an error: the server asks whether to update the earlier
 * import or create a copy.
 * @throws ApiError for every other failure
 */
export async function importLmsCourse(
  queryClient: QueryClient,
  connection: LmsConnection,
  courseId: string,
  mode?: ImportMode,
  onProgress?: (text: string) => void,
): Promise<ImportOutcome> {
  const { lmsType, baseUrl, accessToken } = connection;
  try {
    const job = await api.lms.startCourseImport({ lmsType, baseUrl, accessToken, courseId, ...(mode && { mode }) });
    const course = await waitForImportJob(queryClient, job, onProgress);
    return { kind: "imported", course };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isDuplicate(error.body)) {
      return { kind: "duplicate", duplicate: error.body };
    }
    throw error;
  }
}

/**
 * POST /api/lms/import-cartridge with the file as multipart/form-data (field "file"), as a durable
 * job (issue #13) waited for with its progress.
 * @throws ApiError for a file the server refuses (400/413/422)
 */
export async function importCartridge(
  queryClient: QueryClient,
  file: File,
  onProgress?: (text: string) => void,
): Promise<ImportedCourseResponse> {
  return waitForImportJob(queryClient, await api.lms.startCartridgeImport(file), onProgress);
}
