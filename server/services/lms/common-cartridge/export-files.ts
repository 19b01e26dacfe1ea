/**
 * Stored course files in an exported cartridge (issue #12): lesson HTML points at our own
 * `/api/files/<id>`, which means nothing outside this app. Each file a lesson uses is written
 * into the archive under `web_resources/files/` and the lesson links to it the way Canvas
 * exports do (`$IMS-CC-FILEBASE$/files/<name>`), which our importer and other LMSs resolve.
 */
import type { CartridgeCourseInput } from "./export.ts";

/** Reads one stored file of the exported course: its name and bytes, or null when it is gone. */
export type CourseFileReader = (id: number) => Promise<{ name: string; data: Buffer } | null>;

/** Where the files go in the archive (the `$IMS-CC-FILEBASE$` folder is `web_resources/`). */
export const EXPORTED_FILES_DIR = "web_resources/files";

/** `src` / `href` values that name a stored file. */
const STORED_FILE_ATTRIBUTE = /\b(src|href)(\s*=\s*)(["'])\/api\/files\/(\d+)\3/gi;

/** A file name safe in an archive path and a URL: letters, digits, dot, dash, underscore. */
function archiveName(id: number, name: string): string {
  const safe = name.replace(/[^\w.-]+/g, "_").replace(/^[._]+/, "") || "file";
  return `${id}-${safe}`;
}

/**
 * The course with each stored file's URL replaced by its place in the archive, and the files to
 * write (archive path -> bytes). Without a reader, or for a file the reader no longer finds, the
 * URL is left as it is.
 * @param read - reads a stored file of this course (the route scopes it to the owner)
 */
export async function bundleCourseFiles<T extends CartridgeCourseInput>(
  course: T,
  read?: CourseFileReader,
): Promise<{ course: T; files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  if (!read) return { course, files };
  const ids = new Set<number>();
  for (const module of course.modules) {
    for (const lesson of module.lessons) {
      for (const match of lesson.contentHtml.matchAll(STORED_FILE_ATTRIBUTE)) ids.add(Number(match[4]));
    }
  }
  const pathOf = new Map<number, string>();
  for (const id of ids) {
    const file = await read(id);
    if (!file) continue;
    const name = archiveName(id, file.name);
    files.set(`${EXPORTED_FILES_DIR}/${name}`, file.data);
    pathOf.set(id, `$IMS-CC-FILEBASE$/files/${name}`);
  }
  const rewrite = (html: string) =>
    html.replace(STORED_FILE_ATTRIBUTE, (whole, attribute: string, equals: string, quote: string, id: string) => {
      const archived = pathOf.get(Number(id));
      return archived ? `${attribute}${equals}${quote}${archived}${quote}` : whole;
    });
  const modules = course.modules.map((module) => ({
    ...module,
    lessons: module.lessons.map((lesson) => ({ ...lesson, contentHtml: rewrite(lesson.contentHtml) })),
  }));
  return { course: { ...course, modules }, files };
}
