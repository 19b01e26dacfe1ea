/**
 * The one HTTP layer of the client (SPEC §7, §8; DESIGN §2). Every call to the server goes
 * through `sendJson`/`readJson`/`uploadJson`; a non-2xx answer becomes an {@link ApiError}
 * carrying the status, the server's message (`{message, errors?: [{field, message}]}`) and the
 * first invalid field, so screens never parse message strings.
 */
import type { ApiErrorBody } from "@common/schemas";

/**
 * A failed API call: the HTTP status, the message fit for people, the field at fault (400), and
 * the whole parsed body for answers that carry more (e.g. a 409 duplicate import's course id).
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

/** Reads a failed response: the JSON body's message, else a short plain-text body, else the status text. */
async function apiErrorFrom(res: Response): Promise<ApiError> {
  const text = await res.text();
  try {
    const body: unknown = JSON.parse(text);
    if (isErrorBody(body)) return new ApiError(res.status, body.message, body.errors?.[0]?.field, body);
  } catch {
    // Not JSON (e.g. a proxy's HTML error page).
  }
  const plain = text.trim();
  const message = plain && plain.length <= 200 && !plain.startsWith("<") ? plain : res.statusText;
  return new ApiError(res.status, message || `Request failed (HTTP ${res.status})`);
}

/**
 * Sends a request; the body, when given, as JSON. Cookies always travel (the session).
 * @returns the parsed JSON answer, or undefined for 204. The type is the caller's contract with
 *   the server (the response shapes in common/); it is not checked at run time.
 * @param headers - more request headers (e.g. `Prefer: respond-async` for an import job)
 * @throws ApiError for any non-2xx answer
 */
export async function sendJson<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { ...headers, "Content-Type": "application/json" } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  if (!res.ok) throw await apiErrorFrom(res);
  if (res.status === 204) return undefined as T;
  const data: T = await res.json();
  return data;
}

/**
 * GETs `url` for a query. A 401 resolves to null (SPEC §7: signed out is not an error; the app
 * sends the user to sign-in), any other failure throws.
 * @throws ApiError for a non-2xx answer other than 401
 */
export async function readJson<T>(url: string): Promise<T | null> {
  try {
    return await sendJson<T>("GET", url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * GETs one page of a list: the items and the URL of the next page from the `Link: <url>;
 * rel="next"` header (RFC 8288), null on the last page.
 * @throws ApiError for any non-2xx answer
 */
export async function readPage<T>(url: string): Promise<{ items: T[]; next: string | null }> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw await apiErrorFrom(res);
  const items: T[] = await res.json();
  const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
  return { items, next };
}

/**
 * POSTs a multipart/form-data body (a file upload).
 * @throws ApiError for any non-2xx answer
 */
export async function uploadJson<T>(url: string, form: FormData, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method: "POST", body: form, headers, credentials: "include" });
  if (!res.ok) throw await apiErrorFrom(res);
  const data: T = await res.json();
  return data;
}

/** The HTTP status of a failed API call, or undefined for any other error. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** A message fit for people: the server's message of an ApiError, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
