/**
 * Positions (orderIndex) of modules, lessons and objectives: always 0, 1, 2, ... within their
 * parent, rewritten in one statement so a reorder is all-or-nothing.
 */
import { asc, eq, sql } from "drizzle-orm";
import { learningObjectives, lessons, modules } from "../../db/schema.ts";
import type { Executor } from "./executor.ts";

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

/** Ids of a course's modules in their current order (ties broken by id). */
export async function moduleIdsInOrder(db: Executor, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex), asc(modules.id));
  return rows.map((r) => r.id);
}

/** Ids of a module's lessons in their current order. */
export async function lessonIdsInOrder(db: Executor, moduleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.orderIndex), asc(lessons.id));
  return rows.map((r) => r.id);
}

/** Ids of a course's objectives in their current order. */
export async function objectiveIdsInOrder(db: Executor, courseId: number): Promise<number[]> {
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
