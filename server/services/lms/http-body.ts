/**
 * Reading LMS response bodies and headers (LMS.md "Errors", "Rate limits"): Canvas's `while(1);`
 * JSON prefix, Retry-After / X-Rate-Limit-Reset, and a body read with a size cap.
 */
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
 * Reads a response body as UTF-8 text, stopping (and cancelling the stream) once it passes
 * `maxBytes`.
 * @returns the text, or `tooLarge: true` with '' when the body was over the cap
 */
export async function readBody(response: Response, maxBytes: number): Promise<{ text: string; tooLarge: boolean }> {
  if (!response.body) return { text: "", tooLarge: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { text: "", tooLarge: true };
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), tooLarge: false };
}
