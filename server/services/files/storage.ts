/**
 * Course file storage (issue #12): where the bytes of course files live. Two implementations:
 * embedded (files under `DATA_DIR/files/<course id>/<sha256>`, the default) and S3-compatible
 * object storage (AWS S3, MinIO, Ceph RGW; s3-storage.ts) when S3_BUCKET is set. The
 * `course_files` table (server/db/schema-course-files.ts) says which key holds which file.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorageConfig } from "../../config.ts";

/** Where the bytes of course files are kept. Keys are `<course id>/<sha256>` (storageKey). */
export interface FileStorage {
  readonly kind: "embedded" | "s3";
  /** Stores `data` under `key`, replacing what was there. */
  put(key: string, data: Buffer, mimeType: string): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file of a course (after the course was deleted); none is not an error. */
  removeCourse(courseId: number): Promise<void>;
}

/**
 * A storage key: `<course id>/<sha256 hex>`, or `uploads/<32 hex>` for an uploaded cartridge kept
 * until its import job ends (issue #13). Anything else is refused (no path tricks).
 */
const KEY = /^(\d+\/[0-9a-f]{64}|uploads\/[0-9a-f]{32})$/;

/** A fresh key for an upload that waits for its import job (`uploads/<32 random hex>`). */
export function uploadKey(): string {
  return `uploads/${randomUUID().replaceAll("-", "")}`;
}

/**
 * The storage key of a file.
 * @param courseId - the owning course
 * @param sha256 - lower-case hex digest of the bytes
 */
export function storageKey(courseId: number, sha256: string): string {
  const key = `${courseId}/${sha256}`;
  if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

/**
 * Files under `dir` (DATA_DIR/files): `dir/<course id>/<sha256>`. Writes go to a temporary file
 * first and are renamed into place, so a crash never leaves half a file under a key.
 */
export function createEmbeddedStorage(dir: string): FileStorage {
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split("/"));
  return {
    kind: "embedded",
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async removeCourse(courseId) {
      if (!Number.isSafeInteger(courseId) || courseId <= 0) throw new Error(`invalid course id ${courseId}`);
      await rm(path.join(dir, String(courseId)), { recursive: true, force: true });
    },
  };
}

/**
 * Removes the stored files of deleted courses. Called after the deleting transaction committed;
 * a storage failure is logged, not thrown (the course is gone either way; its bytes stay unreachable).
 */
export async function removeCourseFiles(
  storage: FileStorage | undefined,
  courseIds: readonly number[],
  log: { warn(details: object, message: string): void },
): Promise<void> {
  for (const courseId of courseIds) {
    try {
      await storage?.removeCourse(courseId);
    } catch (error) {
      log.warn({ courseId, err: error }, "course files not removed from storage");
    }
  }
}

/**
 * The storage the configuration asks for.
 * @throws Error when S3 is configured but `@aws-sdk/client-s3` is not installed (start-up stops
 *   with a message that says so)
 */
export async function createFileStorage(config: FileStorageConfig): Promise<FileStorage> {
  if (config.kind === "embedded") return createEmbeddedStorage(config.dir);
  const { createS3Storage } = await import("./s3-storage.ts");
  return createS3Storage(config);
}
