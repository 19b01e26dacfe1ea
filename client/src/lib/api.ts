/**
 * The one request helper of the client (SPEC §7, §8) and the query-key scheme. Every call to the
 * server goes through `apiRequest` (mutations) or `getQueryFn` (TanStack queries).
 */
import type { QueryFunction } from "@tanstack/react-query";

/**
 * Query keys. `queryKey.join("/")` is the URL fetched, so a key's first element is the resource
 * path and further elements are path segments: `["/api/courses", 5]` fetches `/api/courses/5`, and
 * invalidating `["/api/courses"]` refreshes the list and every single course at once.
 */
export const queryKeys = {
  authUser: ["/api/auth/user"] as const,
  authSession: ["/api/auth/session"] as const,
  user: ["/api/user"] as const,
  courses: ["/api/courses"] as const,
  course: (id: number) => ["/api/courses", id] as const,
  courseModules: (id: number) => ["/api/courses", id, "modules"] as const,
  courseObjectives: (id: number) => ["/api/courses", id, "objectives"] as const,
  courseAssessments: (id: number) => ["/api/courses", id, "assessments"] as const,
  templates: ["/api/templates"] as const,
};

/** Throws `Error("<status>: <body text or status text>")` for a non-2xx response (SPEC §8). */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * Sends a request to the API. The body, when given, is sent as JSON with a JSON content type;
 * cookies are always included so the session travels with it.
 *
 * @returns the response, already checked to be 2xx.
 * @throws Error(`${status}: ${bodyText || statusText}`) on any non-2xx answer.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** What a query does when the server answers 401: resolve to null, or throw like any other error. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * A TanStack query function that GETs `queryKey.join("/")` and returns the parsed JSON.
 * With `on401: "returnNull"` a 401 resolves to `null` (SPEC §7: signed out is not an error).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The HTTP status of an error thrown by `apiRequest`/`getQueryFn`, or undefined for other errors. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * A message fit for people from an error thrown by the request helper. The server answers
 * `{"message": "..."}` (DESIGN.md §2), so `Error('400: {"message":"title is required"}')` becomes
 * "title is required". Falls back to the body text, then to `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[1]?.trim() ?? "";
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message || fallback;
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): a short plain-text body is still useful.
  }
  return body && body.length <= 200 && !body.startsWith("<") ? body : fallback;
}
