/**
 * The manual-check list of a course (issue #11): which WCAG 2.1 AA criteria that need a person
 * (MANUAL_REVIEW_CRITERIA, common/manual-review.ts) the author confirmed, and when. Owner-scoped.
 */
import { and, eq } from "drizzle-orm";
import { MANUAL_REVIEW_CRITERIA, type ManualReviewDto } from "../../../common/manual-review.ts";
import { ownedCourse } from "../../auth/ownership.ts";
import type { Database } from "../../db/client.ts";
import type { Executor } from "../../db/executor.ts";
import { courseManualReviews } from "../../db/schema.ts";

async function reviewOf(db: Executor, courseId: number): Promise<ManualReviewDto> {
  const rows = await db.select().from(courseManualReviews).where(eq(courseManualReviews.courseId, courseId));
  const confirmedAt = new Map(rows.map((r) => [r.criterion, r.confirmedAt.toISOString()]));
  const items = MANUAL_REVIEW_CRITERIA.map((c) => ({
    ...c,
    confirmed: confirmedAt.has(c.criterion),
    confirmedAt: confirmedAt.get(c.criterion) ?? null,
  }));
  return { items, confirmed: items.filter((i) => i.confirmed).length, total: items.length };
}

/**
 * The course's manual-check list: every criterion with whether a person confirmed it.
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function loadManualReview(db: Database, userId: string, courseId: number): Promise<ManualReviewDto> {
  await ownedCourse(db, userId, courseId);
  return reviewOf(db, courseId);
}

/**
 * Records that the user confirmed (or withdrew the confirmation of) one criterion for the course;
 * confirming twice keeps the first date.
 * @param criterion - a criterion number of MANUAL_REVIEW_CRITERIA (the route validates it)
 * @returns the whole list after the change
 * @throws HttpError 404 unless the course exists and is the user's
 */
export async function setManualReview(
  db: Database,
  userId: string,
  courseId: number,
  criterion: string,
  confirmed: boolean,
): Promise<ManualReviewDto> {
  return db.transaction(async (tx) => {
    await ownedCourse(tx, userId, courseId);
    if (confirmed) {
      await tx.insert(courseManualReviews).values({ courseId, criterion, confirmedBy: userId }).onConflictDoNothing();
    } else {
      await tx
        .delete(courseManualReviews)
        .where(and(eq(courseManualReviews.courseId, courseId), eq(courseManualReviews.criterion, criterion)));
    }
    return reviewOf(tx, courseId);
  });
}
