/**
 * How a failed Canvas response reads to the user (LMS.md "401 twice over", "Errors", "Rate
 * limits"), on top of the shared mapping in describe-failure.ts.
 */
import { describeLmsFailure, type LmsAdviceKind } from "./describe-failure.ts";
import type { FailedResponse } from "./http.ts";
import type { LmsError } from "./types.ts";

/**
 * Builds the LmsError for a failed Canvas response (LMS.md "401 twice over", "Errors").
 * 401 + WWW-Authenticate -> invalid_token; 401 without it or 403 -> missing_permission;
 * 404 -> not_found; 5xx -> upstream_down; other -> bad_response.
 */
export function describeCanvasError(response: FailedResponse): LmsError {
  const { status, headers } = response;
  const authKind =
    status === 401 && headers.has("www-authenticate")
      ? "invalid_token"
      : status === 401 || status === 403
        ? "missing_permission"
        : null;
  return describeLmsFailure("Canvas", status, authKind, CANVAS_ADVICE);
}

const CANVAS_ADVICE: Record<LmsAdviceKind, string> = {
  invalid_token:
    "Canvas rejected the access token: it is invalid or expired. Generate a new token in Account > Settings > Approved Integrations and reconnect.",
  missing_permission:
    "Canvas accepted the access token but it is not allowed to read this. Use a token of an account that teaches the course (teacher or designer role).",
  not_found:
    "Canvas could not find that course or item. Check that it still exists and that your account is enrolled in it, then refresh the course list.",
};

/** Canvas throttling: `403 Forbidden (Rate Limit Exceeded)` (plain text), or a 429 from a proxy. */
export function isCanvasRateLimited(status: number, bodyText: string): boolean {
  return status === 429 || (status === 403 && /rate limit exceeded/i.test(bodyText));
}
