/**
 * Applied content suggestions (SPEC §4 "Suggestion apply": identified by title; DESIGN.md §3:
 * persisted), owner-scoped through the course.
 */
import { and, asc, eq } from "drizzle-orm";
import type { AppliedSuggestion } from "../../../common/ai-schemas.ts";
import type { Database } from "../../db/client.ts";
import { appliedSuggestions } from "../../db/schema.ts";
import { ownedCourse } from "../../auth/ownership.ts";

function present(row: { title: string; appliedAt: Date }): AppliedSuggestion {
  return { title: row.title, appliedAt: row.appliedAt.toISOString() };
}

/** The course's applied suggestions, oldest first. @throws HttpError 404 unless the course is the user's */
export async function listAppliedSuggestions(db: Database, userId: string, courseId: number) {
  const course = await ownedCourse(db, userId, courseId);
  const rows = await db
    .select()
    .from(appliedSuggestions)
    .where(eq(appliedSuggestions.courseId, course.id))
    .orderBy(asc(appliedSuggestions.appliedAt), asc(appliedSuggestions.id));
  return rows.map(present);
}

/**
 * Marks the suggestion `title` applied, once: `created` is false when it already was (the record
 * returned is then the first one). @throws HttpError 404 unless the course is the user's
 */
export async function applySuggestion(
  db: Database,
  userId: string,
  courseId: number,
  title: string,
): Promise<{ created: boolean; applied: AppliedSuggestion }> {
  const course = await ownedCourse(db, userId, courseId);
  const [inserted] = await db
    .insert(appliedSuggestions)
    .values({ courseId: course.id, title })
    .onConflictDoNothing({ target: [appliedSuggestions.courseId, appliedSuggestions.title] })
    .returning();
  if (inserted) return { created: true, applied: present(inserted) };
  const [existing] = await db
    .select()
    .from(appliedSuggestions)
    .where(and(eq(appliedSuggestions.courseId, course.id), eq(appliedSuggestions.title, title)));
  return { created: false, applied: present(existing!) };
}
