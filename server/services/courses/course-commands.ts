/**
 * Course commands and queries (SPEC §7; issue #9): list, read, create, edit and delete the
 * signed-in user's courses. Every query is scoped to `userId`; another user's course is the same
 * 404 as a missing one.
 */
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Course, createCourseSchema, updateCourseSchema } from "../../../common/schemas.ts";
import type { Database } from "../../db/client.ts";
import { courses } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { presentCourse } from "../../presenters/course.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";

/** The user's courses, newest first. */
export async function listCourses(db: Database, userId: string): Promise<Course[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(eq(courses.userId, userId))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return rows.map(presentCourse);
}

/** One of the user's courses. @throws HttpError 404 "Course not found" */
export async function getCourse(db: Database, userId: string, courseId: number): Promise<Course> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  if (!row) throw notFound("Course");
  return presentCourse(row);
}

/** Creates a course for the user with progress 0 (the owner never comes from the body). */
export async function createCourse(
  db: Database,
  userId: string,
  input: z.output<typeof createCourseSchema>,
): Promise<Course> {
  const { title, description, duration, level } = input;
  const [row] = await db
    .insert(courses)
    .values({ userId, title, description, duration, level, progress: 0 })
    .returning();
  return presentCourse(row!);
}

/** Edits a course's details and recomputes its progress. @throws HttpError 404 "Course not found" */
export async function updateCourse(
  db: Database,
  userId: string,
  courseId: number,
  changes: z.output<typeof updateCourseSchema>,
): Promise<Course> {
  const { title, description, duration, level } = changes;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(courses)
      .set({
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
        ...(duration !== undefined && { duration }),
        ...(level !== undefined && { level }),
      })
      .where(and(eq(courses.id, courseId), eq(courses.userId, userId)))
      .returning({ id: courses.id });
    if (!updated) throw notFound("Course");
    await recomputeCourseProgress(tx, updated.id);
    const [fresh] = await tx.select().from(courses).where(eq(courses.id, updated.id));
    return presentCourse(fresh!);
  });
}

/** Deletes a course with everything in it. @returns its title. @throws HttpError 404 "Course not found" */
export async function deleteCourse(db: Database, userId: string, courseId: number): Promise<{ title: string }> {
  const [row] = await db
    .delete(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)))
    .returning({ title: courses.title });
  if (!row) throw notFound("Course");
  return row;
}
