/**
 * The one mapping from a failed LMS response to an `LmsError` (LMS.md "Errors"; DESIGN §3
 * "LMS"): 404 -> not_found, 5xx -> upstream_down, anything else a connector does not name ->
 * bad_response. Each connector decides what its 401 and 403 mean (Canvas answers 401 without
 * WWW-Authenticate for a missing permission, Blackboard answers 403) and gives the advice texts
 * that name its own settings; the generic texts are shared here.
 */
import { LmsHttpClient, type FailedResponse } from "./http.ts";
import { LmsError, type LmsConnectorOptions, type LmsErrorKind } from "./types.ts";

/** The kinds whose advice differs per LMS. */
export type LmsAdviceKind = Extract<LmsErrorKind, "invalid_token" | "missing_permission" | "not_found">;

/**
 * Builds the LmsError for a failed response.
 * @param lmsName - shown to the user, e.g. "Canvas"
 * @param status - the upstream HTTP status
 * @param authKind - what the connector made of a 401/403 (invalid_token or missing_permission), or null
 * @param advice - the LMS's own message for each advice kind
 */
export function describeLmsFailure(
  lmsName: string,
  status: number,
  authKind: "invalid_token" | "missing_permission" | null,
  advice: Record<LmsAdviceKind, string>,
): LmsError {
  const opts = { upstreamStatus: status };
  if (authKind) return new LmsError(authKind, advice[authKind], opts);
  if (status === 404) return new LmsError("not_found", advice.not_found, opts);
  if (status >= 500) {
    return new LmsError(
      "upstream_down",
      `${lmsName} is having trouble (HTTP ${status}). Try again in a few minutes.`,
      opts,
    );
  }
  return new LmsError(
    "bad_response",
    `${lmsName} refused the request (HTTP ${status}). Check the base URL and try again.`,
    opts,
  );
}

/**
 * The HTTP client of a connector: the user's base URL and token, the SSRF and timeout options,
 * and the connector's own failure mapping and throttling test.
 * @throws LmsError `blocked_address` for a base URL that is not http(s)
 */
export function connectorHttpClient(
  options: LmsConnectorOptions,
  lms: {
    lmsName: string;
    describeError: (response: FailedResponse) => LmsError;
    isRateLimited?: (status: number, bodyText: string) => boolean;
  },
): LmsHttpClient {
  return new LmsHttpClient({
    baseUrl: options.baseUrl,
    accessToken: options.accessToken,
    ...lms,
    allowPrivateHosts: options.allowPrivateHosts,
    lookup: options.lookup,
    timeoutMs: options.timeoutMs,
    concurrency: options.concurrency,
    retryBaseDelayMs: options.retryBaseDelayMs,
  });
}

/** Failures that concern the whole connection, never one item: they end the import. */
const CONNECTION_FAILURES: ReadonlySet<LmsErrorKind> = new Set(["invalid_token", "rate_limited", "blocked_address"]);

/**
 * Whether a failure to read one item (a page, a quiz, one folder's contents) may be reported as a
 * warning naming that item while the rest is imported (issue #12 "per-item failure isolation"):
 * yes for not found, forbidden, a 5xx, an unreadable or oversized body, a per-request timeout; no
 * for an expired token, throttling, a blocked address, or the import deadline having passed.
 */
export function isItemFailure(error: unknown, http: LmsHttpClient): error is LmsError {
  return error instanceof LmsError && !CONNECTION_FAILURES.has(error.kind) && !http.deadlinePassed;
}

/**
 * While verifying a connection, a 404 or an unreadable answer means the base URL is not this
 * LMS: rethrows such an error as `notThisLms(cause)`, any other error as it is.
 */
export function rethrowAsNotThisLms(error: unknown, notThisLms: (cause: LmsError) => LmsError): never {
  if (error instanceof LmsError && (error.kind === "not_found" || error.kind === "bad_response")) {
    throw notThisLms(error);
  }
  throw error;
}
