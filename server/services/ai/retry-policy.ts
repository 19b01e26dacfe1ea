/**
 * Our retry policy for LLM calls (the SDK's own retries are off): one retry after a 429 or 5xx,
 * waiting as long as the server's Retry-After asks (capped), and one retry when the output does
 * not parse or fails the schema. Everything else fails at once so the offline engine can answer.
 */
import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError } from "ai";

/** Longest we wait for a Retry-After, in ms. */
export const MAX_RETRY_AFTER_MS = 10_000;
/** Wait before retrying a 429/5xx that has no Retry-After header, in ms. */
export const DEFAULT_RETRY_DELAY_MS = 500;

export type FailureKind = "http" | "timeout" | "invalid-output" | "network";

/** Why an attempt failed, in words safe to log and show (no keys, no response bodies). */
export interface AttemptFailure {
  kind: FailureKind;
  reason: string;
  /** For "http": whether a retry may help (429 or 5xx). */
  retryable: boolean;
  /** For retryable "http": how long to wait first, in ms. */
  retryAfterMs?: number;
}

/**
 * Milliseconds to wait from a Retry-After header value: delta-seconds ("2") or an HTTP date
 * (RFC 9110 §10.2.3). Null when absent or unparseable; never negative; capped at `capMs`.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
  capMs = MAX_RETRY_AFTER_MS,
): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(capMs, Math.max(0, Math.round(ms)));
}

/** Classifies an error thrown by one `generateText` attempt. `timedOut` is the attempt's own timer. */
export function classifyFailure(error: unknown, timedOut: boolean, timeoutMs: number): AttemptFailure {
  if (timedOut) return { kind: "timeout", reason: `no answer within ${timeoutMs} ms`, retryable: false };
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    const cause = (error as { cause?: { name?: string } }).cause?.name ?? "";
    const what = /JSONParse/.test(cause) ? "output was not valid JSON" : "output did not match the expected schema";
    return { kind: "invalid-output", reason: what, retryable: true };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return { kind: "network", reason: "could not reach the AI endpoint", retryable: false };
    const retryable = status === 429 || status >= 500;
    const headers = lowerCaseKeys(error.responseHeaders);
    const retryAfterMs = retryable ? (parseRetryAfter(headers["retry-after"]) ?? DEFAULT_RETRY_DELAY_MS) : undefined;
    const reason =
      status === 401 || status === 403
        ? `the AI endpoint rejected the credentials (HTTP ${status})`
        : status === 429
          ? "the AI endpoint is rate limiting requests (HTTP 429)"
          : `the AI endpoint answered HTTP ${status}`;
    return { kind: "http", reason, retryable, retryAfterMs };
  }
  const name = error instanceof Error ? error.name : "";
  if (name === "AbortError" || name === "TimeoutError") {
    return { kind: "timeout", reason: `no answer within ${timeoutMs} ms`, retryable: false };
  }
  return { kind: "network", reason: "the AI request failed before an answer arrived", retryable: false };
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The error an LLM provider throws once its retries are spent; `message` is safe to surface. */
export class AiProviderError extends Error {
  override readonly name = "AiProviderError";
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly attempts: number,
  ) {
    super(message);
  }
}
