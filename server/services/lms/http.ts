/**
 * The one HTTP client both LMS connectors use (LMS.md: Canvas and Blackboard sections). It owns
 * everything that protects the user's token and the LMS:
 * - the token goes in `Authorization: Bearer` and only to the origin of the base URL the user gave
 *   (absolute pagination links and redirects to another origin are refused; a file download,
 *   {@link LmsHttpClient.getFile}, may be sent on to another public host, without the token);
 * - redirects are followed by hand (`redirect: 'manual'`, same origin only, at most 5), and the
 *   SSRF guard runs before every request and every hop, and again inside each new connection on
 *   the addresses it connects to (ssrf-guard.ts: DNS rebinding);
 * - a timeout per request (default 15 s, covering headers and body) and, around a whole import,
 *   an overall deadline ({@link IMPORT_DEADLINE_MS}) that aborts every request still running;
 * - a cap on the size of one response ({@link MAX_RESPONSE_BYTES});
 * - at most `concurrency` requests in flight (default 4) for the client's lifetime (one import);
 * - back-off and retry (max 3) on Canvas `403 Rate Limit Exceeded` and on `429`, honouring
 *   Retry-After (seconds or date) / X-Rate-Limit-Reset (epoch seconds), else exponential;
 * - `while(1);` prefix stripping before JSON.parse (Canvas), and malformed bodies reported as
 *   `not_an_lms` (HTML) or `bad_response`.
 */
import { fetch as undiciFetch } from "undici";
import {
  formatBytes,
  formatSeconds,
  parseJsonBody,
  parseLmsJson,
  readResponse,
  resolveUnderBase,
  retryDelayFromHeaders,
  sleep,
} from "./http-body.ts";
import { Semaphore } from "./semaphore.ts";
import { assertPublicBaseUrl, guardedDispatcher, type LookupFunction } from "./ssrf-guard.ts";
import { LmsError } from "./types.ts";

export { parseLmsJson, retryDelayFromHeaders };

/** What a failed response looked like, handed to the connector to build its LmsError. */
export interface FailedResponse {
  status: number;
  headers: Headers;
  /** The body as text (at most the first 64 KiB). */
  bodyText: string;
  /** The body parsed as JSON after `while(1);` stripping, or undefined when it is not JSON. */
  json: unknown;
  url: URL;
}

export interface LmsHttpClientOptions {
  /** Base URL the user typed; its origin is the only one that receives the token. */
  baseUrl: string;
  accessToken: string;
  /** "Canvas" | "Blackboard": used in messages. */
  lmsName: string;
  /** Builds the connector's error for a non-2xx response (after retries). */
  describeError: (response: FailedResponse) => LmsError;
  /** Whether a response means "throttled, retry later" (Canvas: 403 + "Rate Limit Exceeded"; all: 429). */
  isRateLimited?: (status: number, bodyText: string) => boolean;
  allowPrivateHosts?: boolean;
  lookup?: LookupFunction;
  /** Per-request timeout in ms (headers and body). Default 15 000. */
  timeoutMs?: number;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
  /** Retries after a throttled response. Default 3. */
  maxRetries?: number;
  /** First exponential back-off delay in ms (doubles each retry). Default 1 000. */
  retryBaseDelayMs?: number;
  /** Longest wait in ms we accept between retries; a longer Retry-After gives up at once. Default 30 000. */
  maxRetryDelayMs?: number;
  /** Largest body in bytes we read. Default {@link MAX_RESPONSE_BYTES}. */
  maxBodyBytes?: number;
  /**
   * fetch implementation (tests). Default: undici's fetch through the SSRF-guarded dispatcher, or
   * the global fetch when `allowPrivateHosts` is set.
   */
  fetch?: typeof fetch;
}

/** A file's bytes as downloaded by {@link LmsHttpClient.getFile}. */
export interface LmsFile {
  data: Buffer;
  /** The Content-Type the host declared (not trusted for serving: see files/mime.ts), or null. */
  contentType: string | null;
  /** The final response's headers (Content-Disposition names the file). */
  headers: Headers;
  /** The final URL, after redirects. */
  url: URL;
}

export interface LmsResponse<T> {
  data: T;
  headers: Headers;
  /** The final URL (after same-origin redirects). */
  url: URL;
}

const MAX_REDIRECTS = 5;

/**
 * Largest response body we read, in bytes (20 MiB). A Canvas page or Blackboard list is HTML or
 * JSON text; a body past this is refused (that one request fails, which the connectors report as
 * a warning naming the item) instead of filling the server's memory.
 */
export const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/**
 * Longest a whole import (or course listing) may take, in ms: 10 minutes. Past it every request
 * still running is aborted and the import fails with `timeout` (504) "... did not answer within
 * 600 s", so a server that trickles answers cannot hold a request open for ever. The per-request
 * timeout (15 s) still applies inside it. Connectors take `importDeadlineMs` to lower it (tests).
 */
export const IMPORT_DEADLINE_MS = 10 * 60_000;

/** The deadline of the operation running on a client (see LmsHttpClient.withDeadline). */
interface Deadline {
  controller: AbortController;
  error: LmsError;
}
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function defaultIsRateLimited(status: number): boolean {
  return status === 429;
}

interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** A file download's bytes (2xx only). */
  data?: Buffer;
  url: URL;
}

/** A file download: the largest body accepted, in bytes. */
interface FileRequest {
  maxBytes: number;
}

/** fetch through {@link guardedDispatcher}: each connection checks the addresses it connects to. */
function guardedFetch(lookup?: LookupFunction): typeof fetch {
  const dispatcher = guardedDispatcher(lookup);
  // undici's Request/Response are the classes behind Node's global fetch; only the typings differ.
  return ((input: URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}

/** A token-carrying JSON client bound to one LMS origin. Create one per connection/import. */
export class LmsHttpClient {
  readonly baseUrl: URL;
  private readonly options: LmsHttpClientOptions;
  private readonly semaphore: Semaphore;
  private readonly fetchImpl: typeof fetch;
  private deadline: Deadline | null = null;

  /** @throws LmsError `blocked_address` when baseUrl is not a valid http(s) URL */
  constructor(options: LmsHttpClientOptions) {
    this.options = options;
    let base: URL;
    try {
      base = new URL(options.baseUrl.trim());
    } catch {
      throw new LmsError(
        "blocked_address",
        "The LMS base URL is not a valid URL. Enter it like https://canvas.example.edu.",
      );
    }
    if (base.protocol !== "https:" && base.protocol !== "http:") {
      throw new LmsError("blocked_address", "The LMS base URL must start with https:// (or http://).");
    }
    base.search = "";
    base.hash = "";
    if (!base.pathname.endsWith("/")) base.pathname += "/";
    this.baseUrl = base;
    this.semaphore = new Semaphore(options.concurrency ?? 4);
    this.fetchImpl = options.fetch ?? (options.allowPrivateHosts ? fetch : guardedFetch(options.lookup));
  }

  /** The origin (scheme://host:port) that may receive the token. */
  get origin(): string {
    return this.baseUrl.origin;
  }

  /** Whether the deadline of the running operation has passed (its requests are being aborted). */
  get deadlinePassed(): boolean {
    return this.deadline?.controller.signal.aborted ?? false;
  }

  /**
   * Runs `task` (a whole import or listing) under an overall deadline: when `ms` pass first, every
   * request of this client still running or waiting is aborted and the returned promise rejects.
   * @param ms - the deadline in ms (default {@link IMPORT_DEADLINE_MS})
   * @throws LmsError `timeout` (504) "<LMS> did not answer within N s ..." past the deadline; else
   *   whatever `task` throws
   */
  async withDeadline<T>(task: () => Promise<T>, ms: number = IMPORT_DEADLINE_MS): Promise<T> {
    const deadline: Deadline = {
      controller: new AbortController(),
      error: new LmsError(
        "timeout",
        `${this.options.lmsName} did not answer within ${formatSeconds(ms)}, the longest an import may take; nothing was imported. Try again later, or import a Common Cartridge export of the course.`,
      ),
    };
    this.deadline = deadline;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        deadline.controller.abort(deadline.error);
        reject(deadline.error);
      }, ms);
    });
    try {
      return await Promise.race([task(), expired]);
    } finally {
      clearTimeout(timer);
      if (this.deadline === deadline) this.deadline = null;
    }
  }

  /** @throws the deadline's LmsError when it has passed */
  private throwIfPastDeadline(): void {
    if (this.deadline?.controller.signal.aborted) throw this.deadline.error;
  }

  /**
   * Resolves an API path ("/api/v1/courses", joined under the base URL's path) or an absolute /
   * root-relative URL from the LMS (pagination links).
   * @param file - a file download: another origin is allowed when {@link mayLeaveOrigin} says so
   * @throws LmsError `bad_response` for an absolute URL on another origin (the token must not leave)
   */
  resolve(pathOrUrl: string, file = false): URL {
    const url = resolveUnderBase(this.baseUrl, pathOrUrl);
    if (url.origin !== this.origin && !(file && this.mayLeaveOrigin(url))) {
      throw new LmsError(
        "bad_response",
        `${this.options.lmsName} sent a link to another site (${url.host}); it was not followed, to keep your access token on ${this.baseUrl.host}. Check the base URL.`,
      );
    }
    return url;
  }

  /**
   * GET a JSON resource with auth, the concurrency limit, throttling retries and same-origin redirects.
   * @param pathOrUrl - see `resolve`
   * @returns the parsed body (null for an empty 2xx body), headers and final URL
   * @throws LmsError: the connector's kind for non-2xx; `rate_limited` when retries run out;
   *   `timeout`; `upstream_down` when unreachable; `not_an_lms` / `bad_response` for a non-JSON
   *   body; `blocked_address` from the SSRF guard
   */
  async getJson<T = unknown>(pathOrUrl: string): Promise<LmsResponse<T>> {
    try {
      const raw = await this.getRaw(this.resolve(pathOrUrl), null);
      return {
        data: parseJsonBody<T>(raw, this.baseUrl.host, this.options.lmsName),
        headers: raw.headers,
        url: raw.url,
      };
    } catch (error) {
      throw this.redacted(error);
    }
  }

  /**
   * GET a file's bytes (issue #12: images and attachments of REST imports) with the same limits as
   * getJson. The token goes only to the LMS origin; a redirect (or a URL the LMS gave) to another
   * host is followed without it when that host passes the SSRF guard and the scheme does not drop
   * from https to http (Canvas sends file downloads on to its file store).
   * @param pathOrUrl - an API path or an absolute URL the LMS gave
   * @param maxBytes - the largest file accepted (bigger: `bad_response` "larger than ... per file")
   * @throws LmsError as getJson (a 404 is `not_found`, a 403 `missing_permission` or `bad_response`)
   */
  async getFile(pathOrUrl: string, maxBytes: number): Promise<LmsFile> {
    try {
      const raw = await this.getRaw(this.resolve(pathOrUrl, true), { maxBytes });
      const contentType = raw.headers.get("content-type");
      return { data: raw.data ?? Buffer.alloc(0), contentType, headers: raw.headers, url: raw.url };
    } catch (error) {
      throw this.redacted(error);
    }
  }

  /** Defence in depth: an LMS could echo the token back in an error body or a link. */
  private redacted(error: unknown): unknown {
    if (error instanceof LmsError && this.options.accessToken && error.message.includes(this.options.accessToken)) {
      error.message = error.message.split(this.options.accessToken).join("[token]");
    }
    return error;
  }

  /** Whether a file download may go on to `url` on another origin: http(s), and no drop from https to http. */
  private mayLeaveOrigin(url: URL): boolean {
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && this.baseUrl.protocol === "http:";
  }

  /** A 2xx response after throttling retries. @throws the connector's LmsError for any other status */
  private async getRaw(url: URL, file: FileRequest | null): Promise<RawResponse> {
    const maxRetries = this.options.maxRetries ?? 3;
    const isRateLimited = this.options.isRateLimited ?? defaultIsRateLimited;
    for (let attempt = 0; ; attempt++) {
      this.throwIfPastDeadline();
      const raw = await this.semaphore.run(() => {
        this.throwIfPastDeadline();
        return this.fetchFollowingRedirects(url, file);
      });
      if (raw.status >= 200 && raw.status < 300) return raw;
      if (!isRateLimited(raw.status, raw.text)) {
        throw this.options.describeError({
          status: raw.status,
          headers: raw.headers,
          bodyText: raw.text.slice(0, 65_536),
          json: parseLmsJson(raw.text),
          url: raw.url,
        });
      }
      const maxDelay = this.options.maxRetryDelayMs ?? 30_000;
      const asked = retryDelayFromHeaders(raw.headers);
      const delay = asked ?? Math.min((this.options.retryBaseDelayMs ?? 1000) * 2 ** attempt, maxDelay);
      if (attempt >= maxRetries || delay > maxDelay) {
        const minutes = Math.max(1, Math.ceil((asked ?? 60_000) / 60_000));
        throw new LmsError(
          "rate_limited",
          `${this.options.lmsName} is limiting how fast we can read this course. Wait about ${minutes} minute(s) and try the import again.`,
          { upstreamStatus: raw.status },
        );
      }
      await sleep(delay);
    }
  }

  private async fetchFollowingRedirects(start: URL, file: FileRequest | null): Promise<RawResponse> {
    let url = start;
    for (let hop = 0; ; hop++) {
      await assertPublicBaseUrl(url, {
        allowPrivateHosts: this.options.allowPrivateHosts,
        lookup: this.options.lookup,
      });
      const raw = await this.fetchOnce(url, file);
      if (!REDIRECT_STATUSES.has(raw.status)) return raw;
      const location = raw.headers.get("location");
      if (!location) return raw;
      const next = new URL(location, url);
      if (next.origin !== this.origin && !(file && this.mayLeaveOrigin(next))) {
        throw new LmsError(
          "bad_response",
          `${this.options.lmsName} redirected the request to another site (${next.host}); it was not followed, to keep your access token on ${this.baseUrl.host}. Use the exact address of your ${this.options.lmsName} site (with https://) as the base URL.`,
          { upstreamStatus: raw.status },
        );
      }
      if (hop + 1 >= MAX_REDIRECTS) {
        throw new LmsError("bad_response", `${this.options.lmsName} redirected too many times. Check the base URL.`, {
          upstreamStatus: raw.status,
        });
      }
      url = next;
    }
  }

  private async fetchOnce(url: URL, file: FileRequest | null): Promise<RawResponse> {
    const timeoutMs = this.options.timeoutMs ?? 15_000;
    const timeout = AbortSignal.timeout(timeoutMs);
    const deadline = this.deadline;
    const signal = deadline ? AbortSignal.any([timeout, deadline.controller.signal]) : timeout;
    try {
      const headers: Record<string, string> = { Accept: file ? "*/*" : "application/json" };
      // The token goes to the LMS origin only (a file download may be redirected elsewhere).
      if (url.origin === this.origin) headers.Authorization = `Bearer ${this.options.accessToken}`;
      const response = await this.fetchImpl(url, { method: "GET", headers, redirect: "manual", signal });
      const maxBytes = file?.maxBytes ?? this.options.maxBodyBytes ?? MAX_RESPONSE_BYTES;
      const body = await readResponse(response, maxBytes, Boolean(file) && response.ok);
      if (body.tooLarge) {
        throw new LmsError(
          "bad_response",
          file
            ? `the file is larger than the ${formatBytes(maxBytes)} limit per file`
            : `${this.options.lmsName} sent a response larger than the ${formatBytes(maxBytes)} we accept for one request.`,
          { upstreamStatus: response.status },
        );
      }
      return { status: response.status, headers: response.headers, text: body.text, data: body.data, url };
    } catch (error) {
      if (error instanceof LmsError) throw error;
      // The connection's own address check (guardedLookup) refused the host.
      if (error instanceof Error && error.cause instanceof LmsError) throw error.cause;
      if (deadline?.controller.signal.aborted) throw deadline.error;
      if (signal.aborted) {
        throw new LmsError(
          "timeout",
          `${this.options.lmsName} at ${url.host} did not answer within ${formatSeconds(timeoutMs)}. Try again later; if it keeps happening, check the base URL.`,
          { cause: error },
        );
      }
      throw new LmsError(
        "upstream_down",
        `Could not reach ${this.options.lmsName} at ${url.host}. Check the base URL and that the site is up, then try again.`,
        { cause: error },
      );
    }
  }
}
