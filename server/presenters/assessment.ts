/** Turns an assessments row into the JSON the client gets. */
import type { Assessment, AssessmentType, Question } from "../../common/assessment-schemas.ts";
import type { assessments } from "../db/schema.ts";

/** Presents an assessment row; questions are stored already validated and with ids. */
export function presentAssessment(row: typeof assessments.$inferSelect): Assessment {
  return {
    id: row.id,
    courseId: row.courseId,
    moduleId: row.moduleId,
    title: row.title,
    type: row.type as AssessmentType,
    questions: Array.isArray(row.questions) ? (row.questions as Question[]) : [],
  };
}
