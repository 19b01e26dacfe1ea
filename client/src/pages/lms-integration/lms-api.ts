/**
 * The LMS Integration screen's calls (SPEC §7 /api/lms/*) and the connection it keeps in
 * sessionStorage (SPEC §3: the connection is held only in the client; it survives a reload but
 * not the browser session, and the server never stores the token).
 */
import { useCallback, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  LMS_TYPES,
  type DuplicateImportResponse,
  type ImportedCourseResponse,
  type ImportMode,
  type LmsConnection,
  type LmsCourse,
} from "@common/lms";
import { apiRequest, errorStatus } from "@/lib/api";

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
  return ["/api/lms/courses", connection?.lmsType, connection?.baseUrl, connection?.accessToken] as const;
}

/** The LMS course list of the active connection; idle while not connected. */
export function useLmsCourses(connection: LmsConnection | null) {
  return useQuery<LmsCourse[]>({
    queryKey: lmsCoursesKey(connection),
    enabled: connection !== null,
    queryFn: async () => {
      if (!connection) return [];
      const params = new URLSearchParams({
        lmsType: connection.lmsType,
        baseUrl: connection.baseUrl,
        accessToken: connection.accessToken,
      });
      const res = await apiRequest("GET", `/api/lms/courses?${params.toString()}`);
      return (await res.json()) as LmsCourse[];
    },
  });
}

/** What an import attempt ended in: the course, or the earlier import it would duplicate. */
export type ImportOutcome =
  { kind: "imported"; course: ImportedCourseResponse } | { kind: "duplicate"; duplicate: DuplicateImportResponse };

/**
 * POST /api/lms/import-course. A 409 (imported before) is an outcome, not an error.
 * @throws Error("<status>: <body>") for every other failure (errorMessage() reads it)
 */
export async function importLmsCourse(
  connection: LmsConnection,
  courseId: string,
  mode?: ImportMode,
): Promise<ImportOutcome> {
  try {
    const res = await apiRequest("POST", "/api/lms/import-course", {
      lmsType: connection.lmsType,
      baseUrl: connection.baseUrl,
      accessToken: connection.accessToken,
      courseId,
      ...(mode && { mode }),
    });
    return { kind: "imported", course: (await res.json()) as ImportedCourseResponse };
  } catch (error) {
    if (errorStatus(error) === 409) {
      const body = (error as Error).message.replace(/^409: /, "");
      try {
        return { kind: "duplicate", duplicate: JSON.parse(body) as DuplicateImportResponse };
      } catch {
        throw error;
      }
    }
    throw error;
  }
}

/**
 * POST /api/lms/import-cartridge with the file as multipart/form-data (field "file").
 * @throws Error("<status>: <body>") like apiRequest
 */
export async function importCartridge(file: File): Promise<ImportedCourseResponse> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch("/api/lms/import-cartridge", { method: "POST", body: form, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as ImportedCourseResponse;
}
