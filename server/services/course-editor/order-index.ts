/**
 * Positions (orderIndex) of modules, lessons and objectives: always 0, 1, 2, ... within their
 * parent, rewritten in one statement so a reorder is all-or-nothing.
 *
 * Concurrency: reading a parent's children in order takes a transaction-scoped advisory lock on
 * that parent first (PostgreSQL `pg_advisory_xact_lock`, held until commit), so two requests that
 * both append to the same course or module run one after the other and the second sees the
 * first's row: 30 parallel "add module" calls give positions 0..29, not 0,0,0,... (READ
 * COMMITTED alone lets both read the same count). Call these inside the transaction that writes.
 */
import { asc, eq, sql } from "drizzle-orm";
import { learningObjectives, lessons, modules } from "../../db/schema.ts";
import { COURSE_LIMITS } from "../../../common/constants.ts";
import { HttpError } from "../../http/errors.ts";
import type { Executor } from "../../db/executor.ts";

type OrderedTable = typeof modules | typeof lessons | typeof learningObjectives;

/** Sets orderIndex = position in `orderedIds` (0-based) for each id, in a single UPDATE. */
export async function writeOrder(db: Executor, table: OrderedTable, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::integer, ${index}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set "order_index" = v.idx from (values ${values}) as v(id, idx) where ${table.id} = v.id`,
  );
}

/** First key of the two-key advisory lock: which kind of children of the parent are ordered. */
const SIBLING_LOCK = { modules: 7301, lessons: 7302, objectives: 7303 } as const;

/** Waits for, then holds until commit, the lock on `parentId`'s ordered children of `kind`. */
async function lockSiblings(db: Executor, kind: keyof typeof SIBLING_LOCK, parentId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SIBLING_LOCK[kind]}::integer, ${parentId}::integer)`);
}

/** Ids of a course's modules in their current order (ties broken by id); locks the course's modules. */
export async function moduleIdsInOrder(db: Executor, courseId: number): Promise<number[]> {
  await lockSiblings(db, "modules", courseId);
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex), asc(modules.id));
  return rows.map((r) => r.id);
}

/** Ids of a module's lessons in their current order; locks the module's lessons. */
export async function lessonIdsInOrder(db: Executor, moduleId: number): Promise<number[]> {
  await lockSiblings(db, "lessons", moduleId);
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.orderIndex), asc(lessons.id));
  return rows.map((r) => r.id);
}

/** Ids of a course's objectives in their current order; locks the course's objectives. */
export async function objectiveIdsInOrder(db: Executor, courseId: number): Promise<number[]> {
  await lockSiblings(db, "objectives", courseId);
  const rows = await db
    .select({ id: learningObjectives.id })
    .from(learningObjectives)
    .where(eq(learningObjectives.courseId, courseId))
    .orderBy(asc(learningObjectives.orderIndex), asc(learningObjectives.id));
  return rows.map((r) => r.id);
}

/**
 * Moves `id` to `position` (clamped to the list) among `orderedIds` and renumbers from 0.
 * Used when a module is inserted at a given orderIndex.
 */
export async function placeAt(
  db: Executor,
  table: OrderedTable,
  orderedIds: readonly number[],
  id: number,
  position: number,
): Promise<void> {
  const rest = orderedIds.filter((x) => x !== id);
  const at = Math.min(Math.max(position, 0), rest.length);
  await writeOrder(db, table, [...rest.slice(0, at), id, ...rest.slice(at)]);
}

const LIMIT_TEXT = {
  modulesPerCourse: ["course", "modules"],
  lessonsPerModule: ["module", "lessons"],
  objectivesPerCourse: ["course", "learning objectives"],
  questionsPerAssessment: ["assessment", "questions"],
} as const satisfies Record<keyof typeof COURSE_LIMITS, readonly [string, string]>;

/**
 * Refuses to add `adding` children to a parent that has `existing` when that passes the limit
 * (common/constants COURSE_LIMITS).
 * @throws HttpError 400 "A course can have at most 300 modules (it has 300)."
 */
export function assertWithinLimit(limit: keyof typeof COURSE_LIMITS, existing: number, adding: number): void {
  const max = COURSE_LIMITS[limit];
  if (existing + adding <= max) return;
  const [parent, children] = LIMIT_TEXT[limit];
  throw new HttpError(400, `A ${parent} can have at most ${max} ${children} (it has ${existing}).`);
}
