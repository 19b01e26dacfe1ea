/**
 * The one course builder (issue #9; DESIGN §2 "commands"): writes a whole course draft (modules,
 * lessons with bodies, learning objectives, assessments with questions) into a course inside
 * the caller's transaction, then recomputes the course's progress. Use Template
 * (services/templates), Accept outline (services/outline) and every LMS / Common Cartridge
 * import (services/lms/save-import.ts) build through it, so a course written by any of them has
 * the same shape, the same HTML sanitising and the same ordering rules; a failure anywhere rolls
 * the caller's transaction back and leaves nothing.
 */
import { eq } from "drizzle-orm";
import type { AssessmentType, Question } from "../../../common/assessment-schemas.ts";
import {
  createLessonSchema,
  type BloomLevel,
  type CreateLessonInput,
  type ObjectiveAuthor,
} from "../../../common/editor-schemas.ts";
import type { LessonContent } from "../../../common/lesson.ts";
import type { Executor } from "../../db/executor.ts";
import { assessments, courses, learningObjectives, lessons, modules } from "../../db/schema.ts";
import { sanitizeLessonHtml } from "../content/sanitize-lesson-html.ts";
import { detectBloomLevel } from "../course-editor/bloom-level.ts";
import { moduleIdsInOrder, objectiveIdsInOrder } from "../course-editor/order-index.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";

/**
 * A lesson of a draft from a create-lesson body (template and outline lessons): validated by
 * `createLessonSchema` (type defaults to text, body to ''), absent fields as null.
 * @throws ZodError for a lesson the schema refuses (a template or outline bug, not user input)
 */
export function lessonDraft(input: CreateLessonInput): LessonContent {
  const lesson = createLessonSchema.parse(input);
  return {
    title: lesson.title,
    type: lesson.type,
    contentHtml: lesson.contentHtml,
    videoUrl: lesson.videoUrl ?? null,
    captionsUrl: lesson.captionsUrl ?? null,
    durationMinutes: lesson.durationMinutes ?? null,
  };
}

/** Rows per INSERT statement (PostgreSQL allows 65 535 parameters per statement). */
const CHUNK = 500;

/** A module of a draft, its lessons in order. */
export interface ModuleDraft {
  title: string;
  description: string | null;
  /** Hex colour, e.g. #6366F1. */
  color: string;
  /** The LMS's own id of the module, for imports. */
  lmsModuleId?: string | null;
  /** Lessons in order; `contentHtml` is sanitised here before it is stored. */
  lessons: LessonContent[];
}

/** An assessment of a draft. */
export interface AssessmentDraft {
  title: string;
  type: AssessmentType;
  /** Index into `CourseDraft.modules` of the module it belongs to, or null for the course. */
  moduleIndex: number | null;
  /**
   * Questions already valid per `questionSchema`. `objectiveIndexes` (imports) name objectives of
   * this draft by position; they are added to the question's objectiveIds once those are written.
   */
  questions: Array<Question & { objectiveIndexes?: number[] }>;
}

/** Everything that hangs off a course, in order. */
export interface CourseDraft {
  modules: ModuleDraft[];
  /**
   * Objective statements and who wrote them; the Bloom level is the one given (null included),
   * else detected from the statement's verb.
   */
  objectives: Array<{ text: string; generatedBy: ObjectiveAuthor; bloomLevel?: BloomLevel | null }>;
  assessments: AssessmentDraft[];
}

/** The write steps, in order; `onStep` sees each before it runs. */
export type BuildStep = "modules" | "lessons" | "objectives" | "assessments" | "progress";

/** What was written. */
export interface BuildCounts {
  modules: number;
  lessons: number;
  objectives: number;
  assessments: number;
}

/**
 * Appends `draft` to course `courseId`: modules after the course's existing modules, objectives
 * after its existing objectives. The caller owns the transaction and has checked that the course
 * is the user's and that the draft is within COURSE_LIMITS where they apply.
 *
 * @param tx - an open transaction
 * @param onStep - called before each step; throwing aborts (tests inject failures with it)
 * @returns the counts written and the course row with its new progress (0-100 %)
 */
export async function buildCourse(
  tx: Executor,
  courseId: number,
  draft: CourseDraft,
  onStep?: (step: BuildStep) => void | Promise<void>,
): Promise<{ counts: BuildCounts; course: typeof courses.$inferSelect }> {
  await onStep?.("modules");
  const moduleIds = await insertModules(tx, courseId, draft.modules);

  await onStep?.("lessons");
  const lessonRows = draft.modules.flatMap((module, m) =>
    module.lessons.map((lesson, i) => ({
      moduleId: moduleIds[m]!,
      orderIndex: i,
      title: lesson.title,
      type: lesson.type,
      contentHtml: sanitizeLessonHtml(lesson.contentHtml),
      videoUrl: lesson.videoUrl,
      captionsUrl: lesson.captionsUrl,
      durationMinutes: lesson.durationMinutes,
    })),
  );
  await insertInChunks(lessonRows, (rows) => tx.insert(lessons).values(rows));

  await onStep?.("objectives");
  const objectiveIds: number[] = [];
  if (draft.objectives.length > 0) {
    const first = (await objectiveIdsInOrder(tx, courseId)).length;
    const rows = draft.objectives.map((objective, i) => ({
      courseId,
      text: objective.text,
      objectives: [objective.text],
      generatedBy: objective.generatedBy,
      orderIndex: first + i,
      bloomLevel: objective.bloomLevel !== undefined ? objective.bloomLevel : detectBloomLevel(objective.text),
    }));
    await insertInChunks(rows, async (chunk) => {
      const written = await tx
        .insert(learningObjectives)
        .values(chunk)
        .returning({ id: learningObjectives.id, orderIndex: learningObjectives.orderIndex });
      written.sort((a, b) => a.orderIndex - b.orderIndex).forEach((r) => objectiveIds.push(r.id));
    });
  }

  await onStep?.("assessments");
  const assessmentRows = draft.assessments.map((a) => ({
    courseId,
    moduleId: a.moduleIndex === null ? null : (moduleIds[a.moduleIndex] ?? null),
    title: a.title,
    type: a.type,
    questions: a.questions.map(({ objectiveIndexes, ...question }) => {
      const linked = (objectiveIndexes ?? []).flatMap((i) => objectiveIds[i] ?? []);
      return linked.length > 0
        ? { ...question, objectiveIds: [...new Set([...question.objectiveIds, ...linked])] }
        : question;
    }),
  }));
  await insertInChunks(assessmentRows, (rows) => tx.insert(assessments).values(rows));

  await onStep?.("progress");
  await recomputeCourseProgress(tx, courseId);
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
  return {
    counts: {
      modules: moduleIds.length,
      lessons: lessonRows.length,
      objectives: draft.objectives.length,
      assessments: assessmentRows.length,
    },
    course: course!,
  };
}

/** Inserts the draft's modules after the course's existing ones; returns their ids in draft order. */
async function insertModules(tx: Executor, courseId: number, drafts: ModuleDraft[]): Promise<number[]> {
  const first = (await moduleIdsInOrder(tx, courseId)).length;
  const ids: number[] = [];
  for (let start = 0; start < drafts.length; start += CHUNK) {
    const rows = await tx
      .insert(modules)
      .values(
        drafts.slice(start, start + CHUNK).map((m, i) => ({
          courseId,
          title: m.title,
          description: m.description,
          color: m.color,
          orderIndex: first + start + i,
          lmsModuleId: m.lmsModuleId ?? null,
        })),
      )
      .returning({ id: modules.id, orderIndex: modules.orderIndex });
    rows.sort((a, b) => a.orderIndex - b.orderIndex).forEach((r) => ids.push(r.id));
  }
  return ids;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}
