/**
 * Reading LMS response bodies and headers (LMS.md "Errors", "Rate limits"): Canvas's `while(1);`
 * JSON prefix, Retry-After / X-Rate-Limit-Reset, a body read with a size cap, URLs under the base URL.
 */
import { LmsError } from "./types.ts";

/**
 * An API path ("/api/v1/courses", joined under the base URL's path) or an absolute / root-relative
 * URL from the LMS (a pagination link, a file URL) as a URL; the caller checks its origin.
 * @param base - the LMS base URL, its path ending in "/"
 */
export function resolveUnderBase(base: URL, pathOrUrl: string): URL {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith("//")) return new URL(pathOrUrl, base);
  // A root-relative link that already carries the base path (a server-generated link).
  if (pathOrUrl.startsWith("/") && base.pathname !== "/" && pathOrUrl.startsWith(base.pathname)) {
    return new URL(pathOrUrl, base.origin);
  }
  return new URL(pathOrUrl.replace(/^\//, ""), base);
}
/** Strips Canvas's JSON-hijacking guard (LMS.md "Errors") and parses; undefined when not JSON. */
export function parseLmsJson(text: string): unknown {
  const stripped = text.replace(/^\uFEFF?\s*while\s*\(\s*1\s*\)\s*;/, "").trim();
  if (stripped === "") return undefined;
  try {
    return JSON.parse(stripped);
  } catch {
    return undefined;
  }
}

/**
 * The JSON of a 2xx response (null for an empty body).
 * @param host - the LMS host, and `lmsName` ("Canvas"), for messages
 * @throws LmsError `not_an_lms` for a web page (a wrong base URL), `bad_response` for other non-JSON
 */
export function parseJsonBody<T>(
  raw: { status: number; headers: Headers; text: string },
  host: string,
  lmsName: string,
): T {
  if (raw.text.trim() === "") return null as T;
  const json = parseLmsJson(raw.text);
  if (json !== undefined) return json as T;
  const contentType = raw.headers.get("content-type") ?? "";
  if (/html/i.test(contentType) || /^\s*</.test(raw.text)) {
    throw new LmsError(
      "not_an_lms",
      `${host} answered with a web page instead of ${lmsName} API data. Check that the base URL is your ${lmsName} address (for example https://school.instructure.com).`,
      { upstreamStatus: raw.status },
    );
  }
  throw new LmsError(
    "bad_response",
    `${lmsName} sent a response we could not read. Try again; if it keeps happening, check the base URL.`,
    { upstreamStatus: raw.status },
  );
}

/**
 * Milliseconds to wait before retrying a throttled response, from `Retry-After` (delta seconds or
 * HTTP date) or `X-Rate-Limit-Reset` (epoch seconds, Blackboard); null when neither is usable.
 * @param now - current time in ms since the epoch
 */
export function retryDelayFromHeaders(headers: Headers, now: number = Date.now()): number | null {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter.trim())) return Math.max(0, Number(retryAfter) * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get("x-rate-limit-reset");
  if (reset && /^\d+$/.test(reset.trim())) return Math.max(0, Number(reset) * 1000 - now);
  return null;
}

/** A size for messages: "20 MiB", "512 KiB", "300 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** A duration for messages in whole seconds, or tenths under 10 s: "600 s", "1 s", "0.3 s". */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds >= 10 ? Math.round(seconds) : Math.round(seconds * 10) / 10} s`;
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads a response body as bytes, stopping (and cancelling the stream) once it passes `maxBytes`.
 * @returns the bytes, or `tooLarge: true` with an empty buffer when the body was over the cap
 */
export async function readBytes(response: Response, maxBytes: number): Promise<{ data: Buffer; tooLarge: boolean }> {
  if (!response.body) return { data: Buffer.alloc(0), tooLarge: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { data: Buffer.alloc(0), tooLarge: true };
    }
    chunks.push(value);
  }
  return { data: Buffer.concat(chunks), tooLarge: false };
}

/**
 * Reads a response body as UTF-8 text, stopping (and cancelling the stream) once it passes
 * `maxBytes`.
 * @returns the text, or `tooLarge: true` with '' when the body was over the cap
 */
export async function readBody(response: Response, maxBytes: number): Promise<{ text: string; tooLarge: boolean }> {
  const { data, tooLarge } = await readBytes(response, maxBytes);
  return { text: data.toString("utf8"), tooLarge };
}

/**
 * Reads a response: its bytes when `binary` (a file download), else its text; past `maxBytes`
 * (or a Content-Length above it) nothing is read and `tooLarge` is set.
 */
export async function readResponse(
  response: Response,
  maxBytes: number,
  binary: boolean,
): Promise<{ text: string; data?: Buffer; tooLarge: boolean }> {
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { text: "", tooLarge: true };
  }
  if (!binary) return readBody(response, maxBytes);
  const { data, tooLarge } = await readBytes(response, maxBytes);
  return { text: "", data, tooLarge };
}
