/**
 * Storing and finding course files (issue #12): the `course_files` row plus the bytes in the
 * file storage. The same bytes are stored once per course. Limits: FILE_MAX_BYTES per file,
 * COURSE_FILES_MAX_BYTES per course.
 */
import { createHash } from "node:crypto";
import { COURSE_FILES_MAX_BYTES, FILE_MAX_BYTES } from "../../../common/course-files.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor.ts";
import { courseFiles, courses } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { storageKey, type FileStorage } from "./storage.ts";

const MIB = 1024 * 1024;

export { COURSE_FILES_MAX_BYTES, FILE_MAX_BYTES };

/** The URL lesson HTML uses for a stored file: `/api/files/<id>` (served by routes/files/files.ts). */
export function courseFileUrl(id: number): string {
  return `/api/files/${id}`;
}

/** A stored file's row. */
export type CourseFile = typeof courseFiles.$inferSelect;

/** A file to store. */
export interface NewCourseFile {
  courseId: number;
  /** The course owner storing it. */
  userId: string;
  /** Already cleaned (mime.ts cleanFileName). */
  name: string;
  mimeType: string;
  data: Buffer;
}

function mib(bytes: number): string {
  return `${Math.round((bytes / MIB) * 10) / 10} MiB`;
}

/**
 * Stores one file of a course: the bytes in `storage`, a `course_files` row in `tx`. Bytes the
 * course already has (same sha256) are not stored again: the existing row is returned.
 * The course row is locked for the check, so two uploads cannot pass the course limit together.
 * Bytes written for a transaction that rolls back stay in the storage (harmless: nothing points
 * at them, and a later store of the same bytes in that course overwrites them).
 * @throws HttpError 413 naming the limit: larger than FILE_MAX_BYTES, or the course's files
 *   would pass COURSE_FILES_MAX_BYTES (an empty file is stored: a cartridge may hold one a lesson links to)
 */
export async function storeCourseFile(tx: Executor, storage: FileStorage, file: NewCourseFile): Promise<CourseFile> {
  if (file.data.length > FILE_MAX_BYTES) {
    throw new HttpError(
      413,
      `"${file.name}" is larger than the ${mib(FILE_MAX_BYTES)} limit per file (${file.data.length} bytes).`,
    );
  }
  const sha256 = createHash("sha256").update(file.data).digest("hex");
  await tx.execute(sql`select id from ${courses} where ${courses.id} = ${file.courseId} for update`);
  const same = and(eq(courseFiles.courseId, file.courseId), eq(courseFiles.sha256, sha256));
  const [existing] = await tx.select().from(courseFiles).where(same).limit(1);
  if (existing) return existing;
  const [usage] = await tx
    .select({ total: sql<string>`coalesce(sum(${courseFiles.sizeBytes}), 0)` })
    .from(courseFiles)
    .where(eq(courseFiles.courseId, file.courseId));
  const used = Number(usage?.total ?? 0);
  if (used + file.data.length > COURSE_FILES_MAX_BYTES) {
    throw new HttpError(
      413,
      `"${file.name}" (${mib(file.data.length)}) does not fit: this course's files would pass the ${mib(COURSE_FILES_MAX_BYTES)} limit per course (${mib(used)} used).`,
    );
  }
  const key = storageKey(file.courseId, sha256);
  await storage.put(key, file.data, file.mimeType);
  const [row] = await tx
    .insert(courseFiles)
    .values({
      courseId: file.courseId,
      userId: file.userId,
      name: file.name,
      mimeType: file.mimeType,
      sizeBytes: file.data.length,
      sha256,
      storageKey: key,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [raced] = await tx.select().from(courseFiles).where(same).limit(1);
  return raced!;
}

/**
 * A file whose course the user owns, or null (missing and not-yours look the same).
 * @param id - course_files.id
 */
export async function findOwnedFile(tx: Executor, userId: string, id: number): Promise<CourseFile | null> {
  const [row] = await tx
    .select({ file: courseFiles })
    .from(courseFiles)
    .innerJoin(courses, eq(courses.id, courseFiles.courseId))
    .where(and(eq(courseFiles.id, id), eq(courses.userId, userId)))
    .limit(1);
  return row?.file ?? null;
}

/**
 * Reads the stored files of one of the user's courses by id, for a cartridge export
 * (common-cartridge/export-files.ts): null for a file that is not theirs, of another course, or
 * whose bytes are gone.
 */
export function courseFileReader(
  db: Executor,
  storage: FileStorage,
  userId: string,
  courseId: number,
): (id: number) => Promise<{ name: string; data: Buffer } | null> {
  return async (id) => {
    const file = await findOwnedFile(db, userId, id);
    const data = file && file.courseId === courseId ? await storage.get(file.storageKey) : null;
    return file && data ? { name: file.name, data } : null;
  };
}
