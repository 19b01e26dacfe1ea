/**
 * The images and attachments lessons of a REST import use (issue #12 "Course files"): Canvas
 * `/courses/:id/files/:id/...` links and Blackboard `/bbcswebdav/...` links in lesson HTML, and
 * files placed as module items. While the items are read, each reference in the raw HTML (before
 * sanitising, which would drop relative links) gets a placeholder URL
 * (`https://course-file.invalid/<n>`, one per file however often it is named); once every item is
 * read, {@link RestFiles.fetchAll} fetches each file ONCE through the LMS API with the user's
 * token (LmsHttpClient.getFile: SSRF guard, timeouts, the import deadline). Saving the import stores
 * them (import-files.ts) and puts `/api/files/<id>` in place of the placeholders.
 *
 * A file that cannot be fetched (404, 403, larger than FILE_MAX_BYTES, past
 * COURSE_FILES_MAX_BYTES for the course, a timeout) is named in `problems`, one sentence per file
 * with the lessons that use it, and its placeholder stays unstored: the lesson keeps the image's
 * alt text ("[Image not copied: <alt>]") and the link's text (import-files.ts rewriteFileUrls).
 */
import { COURSE_FILES_MAX_BYTES, FILE_MAX_BYTES } from "../files/course-files.ts";
import { cleanFileName, mimeTypeOf, sniffImageType } from "../files/mime.ts";
import { FILE_PLACEHOLDER_ORIGIN } from "./common-cartridge/cartridge-files.ts";
import { formatBytes } from "./http-body.ts";
import type { LmsHttpClient } from "./http.ts";
import { LmsError, type ImportedFile, type LessonReference } from "./types.ts";
import { decodeEntities } from "./common-cartridge/xml.ts";

/** What fetching a file gave: its name (from the LMS), the type the LMS declared, the bytes. */
export interface FetchedFile {
  name: string;
  contentType: string | null;
  data: Buffer;
}

/** A file a lesson names, as an LMS-specific recogniser found it. */
export interface RestFileRef {
  /** One per file of the LMS, e.g. `canvas:456`: a file named twice is fetched once. */
  key: string;
  /** What warnings call it until its name is known, e.g. `Canvas file 456`. */
  label: string;
  /** Its file name, once known (`fetch` may set it before the download, so a failure names it). */
  name?: string;
  /**
   * Reads the file.
   * @param maxBytes - the largest file accepted (a larger one: LmsError "larger than ... limit")
   * @throws LmsError when it cannot be read
   */
  fetch: (maxBytes: number) => Promise<FetchedFile>;
}

/** Finds the LMS file an href/src names (already entity-decoded), or null for any other URL. */
export type FileRecogniser = (reference: string) => RestFileRef | null;

interface Entry {
  ref: RestFileRef;
  placeholder: string;
  /** Titles of the lessons that use it, in order. */
  usedIn: string[];
}

/**
 * Adds a reference a lesson makes to its list (once per kind and `from`), for the import
 * report's "Changed" section (import-links.ts linkImportedLessons reads `ImportedLesson.references`).
 */
export function recordReference(into: LessonReference[] | undefined, reference: LessonReference): void {
  if (into && !into.some((r) => r.kind === reference.kind && r.from === reference.from)) into.push(reference);
}

/** Files downloaded at once (the LMS client allows 4 requests in flight per import). */
const FILE_DOWNLOADS_AT_ONCE = 4;

/** `src`, `href` and Canvas's `data-api-endpoint` attributes, double- or single-quoted. */
const ATTRIBUTE = /\b(src|href|data-api-endpoint)(\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;

/** Types a declared Content-Type may give a file whose name has no known extension. */
const KNOWN_TYPES = new Set(
  ["pdf", "txt", "csv", "docx", "xlsx", "pptx", "doc", "xls", "ppt", "odt", "mp3", "mp4", "zip"].map((e) =>
    mimeTypeOf(`x.${e}`),
  ),
);

/**
 * The MIME type to store: from the file name's extension (mime.ts: never trust a declared type),
 * else the image type the bytes are, else the declared type when it is one we know, else
 * `application/octet-stream`.
 */
export function fileMimeType(name: string, declared: string | null, data: Buffer): string {
  const byName = mimeTypeOf(name);
  if (byName !== "application/octet-stream") return byName;
  const sniffed = sniffImageType(data);
  if (sniffed) return sniffed;
  const type = declared?.split(";")[0]?.trim().toLowerCase() ?? "";
  return KNOWN_TYPES.has(type) ? type : byName;
}

/**
 * The URL a reference in lesson HTML names when it is on the LMS (same origin as the base URL, or
 * relative to it), else null. Relative references resolve against the site root, as a browser
 * showing the LMS page would.
 */
export function urlOnLms(http: LmsHttpClient, reference: string): URL | null {
  if (!reference || reference.startsWith("#")) return null;
  try {
    const url = new URL(reference, http.baseUrl.origin);
    return url.origin === http.origin ? url : null;
  } catch {
    return null;
  }
}

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain filename
    }
  }
  return /filename\s*=\s*"([^"]+)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1] ?? null;
}

/** The files one REST import copies, with what could not be copied. */
export class RestFiles {
  /** Files fetched, in the order lessons first used them (after fetchAll). */
  readonly files: ImportedFile[] = [];
  /** One sentence per file that could not be copied (after fetchAll). */
  readonly problems: string[] = [];
  private readonly entries = new Map<string, Entry>();
  /** Bytes downloaded so far: past the per-course total, no further download starts (memory stays bounded). */
  private fetchedBytes = 0;

  /**
   * @param http - the import's client (its deadline and concurrency limit cover the downloads)
   * @param recognise - which URLs name files of this LMS
   * @param limits - largest file and largest total in bytes (default FILE_MAX_BYTES, COURSE_FILES_MAX_BYTES)
   */
  constructor(
    private readonly http: LmsHttpClient,
    private readonly lmsName: string,
    private readonly recognise: FileRecogniser,
    private readonly limits = { file: FILE_MAX_BYTES, total: COURSE_FILES_MAX_BYTES },
  ) {}

  /** Files referenced (each once), fetched or not. */
  get referencedCount(): number {
    return this.entries.size;
  }

  /**
   * The raw (unsanitised) HTML with each reference to a file of the LMS replaced by the file's
   * placeholder; everything else, alt text included, unchanged.
   * @param lessonTitle - named in warnings about the file
   * @param references - the lesson's references: each file it names is added (an image for a
   *   `src`, a file for an `href`; Canvas's `data-api-endpoint` repeats one of those and is not)
   */
  rewrite(html: string | null | undefined, lessonTitle: string, references?: LessonReference[]): string {
    if (!html) return "";
    return html.replace(ATTRIBUTE, (whole, name: string, equals: string, double?: string, single?: string) => {
      const from = decodeEntities(double ?? single ?? "").trim();
      const ref = this.recognise(from);
      if (!ref) return whole;
      const attribute = name.toLowerCase();
      const kind = attribute === "src" ? "image" : "file";
      const placeholder = this.add(
        ref,
        lessonTitle,
        attribute === "data-api-endpoint" ? undefined : { references, from, kind },
      );
      return `${name}${equals}"${placeholder}"`;
    });
  }

  /**
   * Registers a file a lesson uses (an attachment, a file placed as a module item).
   * @param reference - where to record the use for the report: the lesson's list, the file as the
   *   source named it (a URL, or the LMS's path of a module item or attachment) and its kind
   * @returns its placeholder URL (the same for every use)
   */
  add(
    ref: RestFileRef,
    lessonTitle: string,
    reference?: { references: LessonReference[] | undefined; from: string; kind?: "image" | "file" },
  ): string {
    let entry = this.entries.get(ref.key);
    if (!entry) {
      entry = { ref, placeholder: `${FILE_PLACEHOLDER_ORIGIN}${this.entries.size + 1}`, usedIn: [] };
      this.entries.set(ref.key, entry);
    }
    if (!entry.usedIn.includes(lessonTitle)) entry.usedIn.push(lessonTitle);
    if (reference) {
      const { references, from, kind = "file" } = reference;
      recordReference(references, { kind, from, placeholder: entry.placeholder });
    }
    return entry.placeholder;
  }

  /**
   * Fetches every registered file once (the client limits how many run at once). A file that
   * cannot be read, or would pass the per-file or per-course limit, is named in `problems`; once
   * the downloads pass the per-course total no further one starts, so at most that total plus one
   * file per request in flight is held in memory.
   * @throws LmsError for failures of the whole connection (expired token, throttling, the import
   *   deadline): those end the import
   */
  async fetchAll(): Promise<void> {
    const entries = [...this.entries.values()];
    const results: Array<FetchedFile | { error: string }> = [];
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const index = next++;
        results[index] = await this.fetchOne(entries[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(FILE_DOWNLOADS_AT_ONCE, entries.length) }, worker));
    let total = 0;
    entries.forEach((entry, i) => {
      const result = results[i]!;
      if ("error" in result) {
        return this.problems.push(this.problem(entry, entry.ref.name ?? entry.ref.label, result.error));
      }
      const name = cleanFileName(result.name, entry.ref.label);
      if (total + result.data.length > this.limits.total) {
        return this.problems.push(this.problem(entry, name, this.totalLimitReason()));
      }
      total += result.data.length;
      this.files.push({
        placeholder: entry.placeholder,
        source: `${this.lmsName} ${entry.ref.label}`,
        name,
        mimeType: fileMimeType(name, result.contentType, result.data),
        data: result.data,
      });
    });
  }

  private async fetchOne(entry: Entry): Promise<FetchedFile | { error: string }> {
    if (this.fetchedBytes > this.limits.total) return { error: this.totalLimitReason() };
    try {
      const file = await entry.ref.fetch(this.limits.file);
      this.fetchedBytes += file.data.length;
      return file;
    } catch (error) {
      if (!(error instanceof LmsError) || !isFileFailure(error, this.http)) throw error;
      return { error: fileFailureReason(error, this.lmsName) };
    }
  }

  private totalLimitReason(): string {
    return `the course's files would pass the ${formatBytes(this.limits.total)} limit per course`;
  }

  private problem(entry: Entry, name: string, reason: string): string {
    const lessons = entry.usedIn.map((title) => `"${title}"`).join(", ");
    return `File "${name}" (used in ${lessons}) was not copied from ${this.lmsName} (${reason}); the lesson keeps its alt text or link text.`;
  }
}

/**
 * Why a file could not be fetched, in a few words: the upstream status and what it means for a
 * file (the connector's messages advise about courses), else the error's own message.
 */
function fileFailureReason(error: LmsError, lmsName: string): string {
  const status = error.upstreamStatus ?? 0;
  if (status < 400) return error.message.replace(/\.$/, "");
  const meaning: Partial<Record<LmsError["kind"], string>> = {
    not_found: `${lmsName} has no such file`,
    missing_permission: "the access token may not read it",
    upstream_down: `${lmsName} failed to send it`,
  };
  return `HTTP ${status}: ${meaning[error.kind] ?? error.message.replace(/\.$/, "")}`;
}

/**
 * Whether a file's failure is reported for that file alone: anything but an expired token,
 * throttling, or the import deadline (an address the SSRF guard refused concerns that file only).
 */
function isFileFailure(error: LmsError, http: LmsHttpClient): boolean {
  return error.kind !== "invalid_token" && error.kind !== "rate_limited" && !http.deadlinePassed;
}
