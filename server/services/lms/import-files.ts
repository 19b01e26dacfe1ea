/**
 * Storing an import's files (issue #12): each ImportedFile becomes a course file
 * (services/files/course-files.ts) and the lesson HTML that named it by its placeholder URL now
 * points at `/api/files/<id>`. A file that cannot be stored (past a size limit, no storage) is
 * named in a warning; its images become their alt text in brackets and its links plain text.
 */
import type { Executor } from "../../db/executor.ts";
import { HttpError } from "../../http/errors.ts";
import { courseFileUrl, storeCourseFile } from "../files/course-files.ts";
import type { FileStorage } from "../files/storage.ts";
import type { ImportedFile } from "./types.ts";

/** Where to store: the course and its owner. */
export interface ImportFilesTarget {
  courseId: number;
  userId: string;
}

/**
 * Stores the files and returns placeholder -> `/api/files/<id>` (null for a file not stored).
 * @param storage - undefined = nothing can be stored (each file named in `warnings`)
 * @param warnings - receives one sentence per file not stored
 * @throws whatever the storage or the database throws, other than a limit (HttpError)
 */
export async function storeImportedFiles(
  tx: Executor,
  storage: FileStorage | undefined,
  target: ImportFilesTarget,
  files: readonly ImportedFile[],
  warnings: string[],
): Promise<Map<string, string | null>> {
  const urls = new Map<string, string | null>();
  for (const file of files) {
    if (!storage) {
      warnings.push(`"${file.source}" was not copied: this server has no file storage.`);
      urls.set(file.placeholder, null);
      continue;
    }
    try {
      const row = await storeCourseFile(tx, storage, {
        ...target,
        name: file.name,
        mimeType: file.mimeType,
        data: file.data,
      });
      urls.set(file.placeholder, courseFileUrl(row.id));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      warnings.push(`"${file.source}" was not copied: ${error.message}`);
      urls.set(file.placeholder, null);
    }
  }
  return urls;
}

const IMG = /<img\b[^>]*>/gi;
const ANCHOR = /<a\b([^>]*)>/gi;
const QUOTED_URL = /"(https:\/\/course-file\.invalid\/\d+)"/;

/**
 * The HTML with placeholder URLs replaced by stored files' URLs. An image whose file was not
 * stored becomes `[Image not copied: <alt>]`; a link to such a file loses its href (its text stays).
 */
export function rewriteFileUrls(html: string, urls: ReadonlyMap<string, string | null>): string {
  if (!html.includes("course-file.invalid")) return html;
  const withImages = html.replace(IMG, (tag) => {
    const placeholder = QUOTED_URL.exec(tag)?.[1];
    if (!placeholder) return tag;
    const url = urls.get(placeholder);
    if (url) return tag.replace(placeholder, url);
    const alt = /\balt="([^"]*)"/.exec(tag)?.[1] ?? "";
    return `[Image not copied${alt ? `: ${alt}` : ""}]`;
  });
  return withImages.replace(ANCHOR, (tag, attributes: string) => {
    const placeholder = QUOTED_URL.exec(attributes)?.[1];
    if (!placeholder) return tag;
    const url = urls.get(placeholder);
    return url ? tag.replace(placeholder, url) : `<a${attributes.replace(/\s*href="[^"]*"/, "")}>`;
  });
}
