/** Turns a learning_objectives row into the JSON the client gets (docs/decisions/0003). */
import type { BloomLevel, LearningObjective, ObjectiveAuthor } from "../../common/editor-schemas.ts";
import type { learningObjectives } from "../db/schema.ts";

/** Presents an objective row. */
export function presentObjective(row: typeof learningObjectives.$inferSelect): LearningObjective {
  return {
    id: row.id,
    courseId: row.courseId,
    text: row.text,
    orderIndex: row.orderIndex,
    generatedBy: row.generatedBy as ObjectiveAuthor,
    bloomLevel: row.bloomLevel as BloomLevel | null,
  };
}
