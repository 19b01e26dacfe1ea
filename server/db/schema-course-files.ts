/**
 * Course files (issue #12): images and attachments a course's lessons use, imported from a
 * cartridge or uploaded in the lesson editor. The bytes live in the file storage
 * (server/services/files/storage.ts: embedded under DATA_DIR/files, or S3-compatible object
 * storage) under `storageKey`; this table holds what the API needs to serve them. The same bytes
 * are stored once per course (unique course id + sha256). Deleted with the course (ON DELETE CASCADE).
 *
 * Kept out of schema.ts (which re-exports it) to hold both files under the 400-line limit.
 */
import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex, integer } from "drizzle-orm/pg-core";
import { courses, users } from "./schema.ts";

export const courseFiles = pgTable(
  "course_files",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Who stored the file (the course owner, who alone may read it). */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** File name shown and sent in Content-Disposition, e.g. "diagram.png". */
    name: text("name").notNull(),
    /** MIME type sent as Content-Type, e.g. "image/png". */
    mimeType: text("mime_type").notNull(),
    /** Size in bytes. */
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** SHA-256 of the bytes, lower-case hex (64 characters). */
    sha256: text("sha256").notNull(),
    /** Where the storage keeps the bytes: "<course id>/<sha256>". */
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_files_course_id_sha256_idx").on(t.courseId, t.sha256),
    index("course_files_user_id_idx").on(t.userId),
  ],
);
