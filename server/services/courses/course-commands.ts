/**
 * Course commands and queries (SPEC §7; issue #9): list, read, create, edit and delete the
 * signed-in user's courses. Every query is scoped to `userId`; another user's course is the same
 * 404 as a missing one.
 */
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { PUBLISHABLE_GRADES, PUBLISHED_PROGRESS_THRESHOLD } from "../../../common/constants.ts";
import type { Course, CourseStats, createCourseSchema, updateCourseSchema } from "../../../common/schemas.ts";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { courses } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { presentCourse } from "../../presenters/course.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";

/** The user's courses, newest first. */
export async function listCourses(db: Database, userId: string): Promise<Course[]> {
  const rows = await preparedQuery(db, "courses_of_user", (d) =>
    d
      .select()
      .from(courses)
      .where(eq(courses.userId, sql.placeholder("userId")))
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .prepare("courses_of_user"),
  ).execute({ userId });
  return rows.map(presentCourse);
}

/** A page position: the last course of the previous page (its creation time and id). */
interface CourseCursor {
  createdAt: Date;
  id: number;
}

/** The opaque cursor of a page's last course: base64url of "<ISO time>|<id>". */
export function encodeCourseCursor(course: Pick<Course, "createdAt" | "id">): string {
  return Buffer.from(`${course.createdAt}|${course.id}`).toString("base64url");
}

/** @throws HttpError 400 naming `cursor` for a value no page link gave */
function decodeCourseCursor(cursor: string): CourseCursor {
  const [time, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  const courseId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(courseId) || courseId <= 0 || courseId > 2_147_483_647) {
    throw new HttpError(400, "cursor must be the value from the previous page's Link header");
  }
  return { createdAt, id: courseId };
}

/**
 * One page of the user's courses, newest first (keyset pagination on created_at, id: stable
 * while courses are added or deleted, and as fast for page 50 as for page 1).
 * @param limit - courses per page, 1-100
 * @param cursor - from the previous page's `nextCursor`
 * @returns the page and the cursor of the next one (null on the last page)
 * @throws HttpError 400 for a malformed cursor
 */
export async function listCoursesPage(
  db: Database,
  userId: string,
  limit: number,
  cursor?: string,
): Promise<{ items: Course[]; nextCursor: string | null }> {
  const after = cursor ? decodeCourseCursor(cursor) : null;
  const rows = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.userId, userId),
        after
          ? or(
              lt(courses.createdAt, after.createdAt),
              and(eq(courses.createdAt, after.createdAt), lt(courses.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(presentCourse);
  return { items, nextCursor: rows.length > limit ? encodeCourseCursor(items.at(-1)!) : null };
}

/**
 * The Dashboard's figures over all the user's courses, in one SQL aggregate (issue #13; SPEC §2
 * "Dashboard", published as in common/course-stats.ts `isPublished`).
 * @param monthStart - the start of the user's current month
 */
export async function courseStats(db: Database, userId: string, monthStart: Date): Promise<CourseStats> {
  const grades = sql.join(
    PUBLISHABLE_GRADES.map((g) => sql`${g}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      totalCourses: sql<number>`count(*)::int`,
      averageProgress: sql<number>`coalesce(round(avg(${courses.progress})), 0)::int`,
      published: sql<number>`(count(*) filter (where ${courses.progress} >= ${PUBLISHED_PROGRESS_THRESHOLD} and ${courses.qualityGrade} in (${grades})))::int`,
      createdThisMonth: sql<number>`(count(*) filter (where ${courses.createdAt} >= ${monthStart}))::int`,
    })
    .from(courses)
    .where(eq(courses.userId, userId));
  return row!;
}

/** One of the user's courses. @throws HttpError 404 "Course not found" */
export async function getCourse(db: Database, userId: string, courseId: number): Promise<Course> {
  const [row] = await preparedQuery(db, "course_of_user", (d) =>
    d
      .select()
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder("courseId")), eq(courses.userId, sql.placeholder("userId"))))
      .prepare("course_of_user"),
  ).execute({ courseId, userId });
  if (!row) throw notFound("Course");
  return presentCourse(row);
}

/**
 * Creates a course for the user with progress 0 (the owner never comes from the body). A prepared
 * insert (issue #13): building the INSERT with drizzle on every call was about a tenth of the
 * CPU of a POST /api/courses.
 */
export async function createCourse(
  db: Database,
  userId: string,
  input: z.output<typeof createCourseSchema>,
): Promise<Course> {
  const { title, description, duration, level } = input;
  const [row] = await preparedQuery(db, "create_course", (d) =>
    d
      .insert(courses)
      .values({
        userId: sql.placeholder("userId"),
        title: sql.placeholder("title"),
        description: sql.placeholder("description"),
        duration: sql.placeholder("duration"),
        level: sql.placeholder("level"),
        progress: 0,
      })
      .returning()
      .prepare("create_course"),
  ).execute({ userId, title, description, duration, level });
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
