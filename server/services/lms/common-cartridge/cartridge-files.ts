/**
 * The images and attachments a cartridge's pages use (issue #12). Lesson HTML refers to them as
 * `$IMS-CC-FILEBASE$/...` (IMS CC 1.1-1.3 §"Links within the cartridge"; Canvas exports put the
 * files under `web_resources/`) or by a path relative to the page. Each such file is read from
 * the archive once and given a placeholder URL (`https://course-file.invalid/<n>`, which the
 * sanitiser keeps); saving the import stores the file and puts `/api/files/<id>` in its place
 * (services/lms/import-files.ts). What cannot be copied (not in the archive, too big) is named
 * in `problems`, and the reference is left for the sanitiser to drop. Canvas links between the
 * cartridge's items go to `links` (course-links.ts) and get a placeholder of their own. Each
 * reference rewritten is recorded per resource (`referencesOf`) for the import report.
 */
import path from "node:path";
import { FILE_MAX_BYTES } from "../../files/course-files.ts";
import { cleanFileName, mimeTypeOf } from "../../files/mime.ts";
import { escapeHtml } from "../sanitize.ts";
import type { ImportedFile, LessonReference } from "../types.ts";
import type { CourseLinks } from "./course-links.ts";
import { normaliseHref, type ZipArchive } from "./zip-reader.ts";
import { decodeEntities } from "./xml.ts";

/** Origin of placeholder URLs (`.invalid` is reserved: RFC 2606, never resolves). */
export const FILE_PLACEHOLDER_ORIGIN = "https://course-file.invalid/";

const FILEBASE_PREFIX = /^(?:\$|%24)IMS(?:-|_)CC(?:-|_)FILEBASE(?:\$|%24)\/?/i;
const ATTRIBUTE = /\b(src|href)(\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PAGE = /\.x?html?$/i;

function mib(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
}

/** Whether a reference may name a file of the archive: `$IMS-CC-FILEBASE$/...` or a relative path. */
function isCartridgeReference(reference: string): boolean {
  return FILEBASE_PREFIX.test(reference) || !(!reference || HAS_SCHEME.test(reference) || /^[/#?$]/.test(reference));
}

/** The archive paths a cartridge reference may mean, most likely first ([] when it escapes the archive). */
function candidates(reference: string, pagePath: string | null): string[] {
  const pageDir = pagePath ? path.posix.dirname(pagePath) : "";
  const filebase = FILEBASE_PREFIX.exec(reference);
  const rest = filebase ? reference.slice(filebase[0].length) : reference;
  const paths = filebase
    ? [normaliseHref(rest, "web_resources"), normaliseHref(rest, pageDir), normaliseHref(rest)]
    : [normaliseHref(rest, pageDir), normaliseHref(rest)];
  return paths.filter((p): p is string => Boolean(p));
}

/** The files one import copies from the archive, with what could not be copied. */
export class CartridgeFiles {
  /** Files to store, in the order pages first used them. */
  readonly files: ImportedFile[] = [];
  /** One sentence per reference that could not be copied. */
  readonly problems: string[] = [];
  private readonly byPath = new Map<string, ImportedFile>();
  private readonly firstUser = new Map<string, string>();
  private readonly references = new Map<string, LessonReference[]>();

  /**
   * @param maxBytes - largest file copied (default FILE_MAX_BYTES, 25 MiB)
   * @param links - where Canvas links between items go; without it they are left as written
   */
  constructor(
    private readonly zip: ZipArchive,
    private readonly maxBytes = FILE_MAX_BYTES,
    private readonly links?: CourseLinks,
  ) {}

  /** The references rewritten in the HTML of resource `usedBy`, in order, each once. */
  referencesOf(usedBy: string): LessonReference[] {
    return this.references.get(usedBy) ?? [];
  }

  /** Records a reference, `from` URL-decoded for the report (`%24IMS-CC-FILEBASE%24/a%20b.png` reads `$IMS-CC-FILEBASE$/a b.png`). */
  private record(usedBy: string, written: LessonReference): void {
    let from = written.from;
    try {
      from = decodeURIComponent(from);
    } catch {
      // keep as written
    }
    const reference = { ...written, from };
    const list = this.references.get(usedBy) ?? [];
    if (!list.some((r) => r.from === reference.from && r.kind === reference.kind)) list.push(reference);
    this.references.set(usedBy, list);
  }

  /**
   * The HTML with each `src`/`href` that names a file of the archive (not another page) replaced
   * by the file's placeholder URL; alt text and everything else unchanged.
   * @param pagePath - archive path of the page (relative references resolve against it)
   * @param usedBy - identifier of the resource the HTML belongs to (see `usedBy()`)
   * @throws CartridgeError `too_large` when reading passes the archive's total limit
   */
  async rewrite(html: string, pagePath: string | null, usedBy: string): Promise<string> {
    const replacements = new Map<string, string>();
    for (const match of html.matchAll(ATTRIBUTE)) {
      const raw = match[3] ?? match[4] ?? "";
      const isSource = match[1]!.toLowerCase() === "src";
      const from = decodeEntities(raw).trim();
      const link = isSource ? null : (this.links?.placeholderFor(from) ?? null);
      const placeholder =
        replacements.get(raw) ?? link ?? (await this.placeholderFor(from, isSource, pagePath, usedBy));
      if (!placeholder) continue;
      replacements.set(raw, placeholder);
      const isFile = placeholder.startsWith(FILE_PLACEHOLDER_ORIGIN);
      this.record(usedBy, { kind: isFile ? (isSource ? "image" : "file") : "link", from, placeholder });
    }
    if (replacements.size === 0) return html;
    return html.replace(ATTRIBUTE, (whole, name: string, equals: string, double?: string, single?: string) => {
      const placeholder = replacements.get(double ?? single ?? "");
      return placeholder ? `${name}${equals}"${placeholder}"` : whole;
    });
  }

  /** The resource whose HTML first used the archive file `archivePath`, when it was copied; else null. */
  usedBy(archivePath: string): string | null {
    const stored = this.zip.find(archivePath);
    return stored ? (this.firstUser.get(stored) ?? null) : null;
  }

  /**
   * The placeholder of the file a reference names, reading the file on first use. A missing
   * file is reported for `$IMS-CC-FILEBASE$` references and image sources; other relative links
   * (Canvas's `$WIKI_REFERENCE$/...`, links between pages) are not files and are left alone.
   */
  private async placeholderFor(
    reference: string,
    isSource: boolean,
    pagePath: string | null,
    usedBy: string,
  ): Promise<string | null> {
    if (!isCartridgeReference(reference)) return null;
    const paths = candidates(reference, pagePath);
    if (paths[0] && PAGE.test(paths[0])) return null;
    const stored =
      paths.map((p) => this.zip.find(p)).find((p): p is string => Boolean(p)) ?? this.uniqueByName(paths[0]);
    const where = pagePath ? ` (used in ${pagePath})` : "";
    if (!stored) {
      if (isSource || FILEBASE_PREFIX.test(reference)) {
        this.problems.push(`"${reference}"${where} is not in the cartridge, so it was not copied.`);
      }
      return null;
    }
    return (await this.copy(stored, where, usedBy))?.placeholder ?? null;
  }

  /**
   * A link to an archive file that is a resource of its own (a PDF or an image as a module item):
   * `<p><a href="placeholder">title</a></p>`, or null when it could not be copied (named in `problems`).
   */
  async linkHtml(archivePath: string, title: string, usedBy: string): Promise<string | null> {
    const stored = this.zip.find(archivePath);
    const file = stored ? await this.copy(stored, "", usedBy) : null;
    return file ? `<p><a href="${file.placeholder}">${escapeHtml(title)}</a></p>` : null;
  }

  /**
   * The only file of `web_resources/` with the name of `wanted` (Canvas sometimes writes
   * `$IMS-CC-FILEBASE$/files/x.jpg` for `web_resources/x.jpg`); null when none or several.
   */
  private uniqueByName(wanted: string | undefined): string | null {
    const name = wanted?.split("/").pop()?.toLowerCase();
    if (!name) return null;
    const matches = this.zip.names.filter(
      (n) => n.toLowerCase().startsWith("web_resources/") && n.split("/").pop()?.toLowerCase() === name,
    );
    return matches.length === 1 ? matches[0]! : null;
  }

  /** Reads an archive file once (later calls answer the same copy); null past the size limit (named in `problems`). */
  private async copy(stored: string, where: string, usedBy: string): Promise<ImportedFile | null> {
    const known = this.byPath.get(stored);
    if (known) return known;
    const declared = this.zip.declaredSize(stored) ?? 0;
    const data = declared > this.maxBytes ? null : await this.zip.read(stored);
    if (!data || data.length > this.maxBytes) {
      this.problems.push(
        `"${stored}"${where} is ${mib(data?.length ?? declared)}, larger than the ${mib(this.maxBytes)} limit per file, so it was not copied.`,
      );
      return null;
    }
    const name = cleanFileName(stored);
    const file: ImportedFile = {
      placeholder: `${FILE_PLACEHOLDER_ORIGIN}${this.files.length + 1}`,
      source: stored,
      name,
      mimeType: mimeTypeOf(name),
      data,
    };
    this.files.push(file);
    this.byPath.set(stored, file);
    this.firstUser.set(stored, usedBy);
    return file;
  }
}
