/**
 * Loads a whole course as a {@link CourseSnapshot} (common/course-snapshot.ts): the plain-data view
 * the domain services work on (AI engines, quality rules, accessibility checks, LMS / Common
 * Cartridge export). One query per table (five in all, whatever the course size), on the database
 * or inside a transaction.
 */
import { and, asc, eq } from "drizzle-orm";
import type {
  AssessmentSnapshot,
  BloomLevel,
  CourseSnapshot,
  LessonSnapshot,
  ObjectiveSnapshot,
  QuestionSnapshot,
  QuestionType,
} from "../../../common/course-snapshot.ts";
import type { CourseLevel } from "../../../common/schemas.ts";
import { BLOOM_LEVELS } from "../../../common/editor-schemas.ts";
import { assessments, courses, learningObjectives } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { Executor } from "../../db/executor.ts";
import { loadModuleRows } from "../course-editor/load-module-rows.ts";

/**
 * The course `courseId` of user `userId` with everything that hangs off it.
 *
 * Ordering, so callers never sort again:
 * - `modules` by `orderIndex` (then id), each module's `lessons` by `orderIndex` (then id);
 * - `objectives` by `orderIndex` (then id);
 * - `assessments` by id (creation order), questions in their stored order.
 *
 * Owner-scoped: a course that does not exist and a course of another user are the same 404,
 * so the caller needs no ownership check of its own. The snapshot holds no owner or user fields
 * (safe to hand to the AI provider).
 *
 * @param db - the database or an open transaction
 * @param userId - the signed-in user (from the session, never from a request body)
 * @param courseId - the course to load
 * @returns the course with its modules (and lessons), objectives and assessments (and questions)
 * @throws HttpError 404 "Course not found" unless the course exists and belongs to `userId`
 *
 * @example
 * const course = await loadCourseSnapshot(db, currentUser(request).id, request.params.id);
 * const result = await ai.contentSuggestions({ course });
 */
export async function loadCourseSnapshot(db: Executor, userId: string, courseId: number): Promise<CourseSnapshot> {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      duration: courses.duration,
      level: courses.level,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  if (!course) throw notFound("Course");

  // Sequential on purpose: inside a transaction all queries share one connection.
  const moduleRows = await loadModuleRows(db, { courseId: course.id });
  const objectiveRows = await db
    .select()
    .from(learningObjectives)
    .where(eq(learningObjectives.courseId, course.id))
    .orderBy(asc(learningObjectives.orderIndex), asc(learningObjectives.id));
  const assessmentRows = await db
    .select()
    .from(assessments)
    .where(eq(assessments.courseId, course.id))
    .orderBy(asc(assessments.id));

  return {
    id: course.id,
    title: course.title,
    description: course.description,
    duration: course.duration,
    level: course.level as CourseLevel,
    modules: moduleRows.map(({ module: m, lessons: lessonRows }) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      orderIndex: m.orderIndex,
      color: m.color,
      lessons: lessonRows.map((l): LessonSnapshot => ({
        id: l.id,
        title: l.title,
        type: l.type as LessonSnapshot["type"],
        contentHtml: l.contentHtml,
        videoUrl: l.videoUrl,
        captionsUrl: l.captionsUrl,
        durationMinutes: l.durationMinutes,
        orderIndex: l.orderIndex,
      })),
    })),
    objectives: objectiveRows.map((o): ObjectiveSnapshot => ({
      id: o.id,
      text: o.text,
      bloomLevel: o.bloomLevel as BloomLevel | null,
      generatedBy: o.generatedBy === "instructor" ? "instructor" : "ai",
      orderIndex: o.orderIndex,
    })),
    assessments: assessmentRows.map((a): AssessmentSnapshot => ({
      id: a.id,
      title: a.title,
      type: a.type,
      moduleId: a.moduleId,
      questions: toQuestions(a.questions),
    })),
  };
}

/** Stored questions (a json list, validated on write) as snapshots; anything malformed is skipped. */
function toQuestions(stored: unknown): QuestionSnapshot[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((q): q is Record<string, unknown> => typeof q === "object" && q !== null && typeof q.stem === "string")
    .map((q, i) => ({
      id: typeof q.id === "string" ? q.id : `question-${i}`,
      type: (q.type as QuestionType) ?? "multiple_choice",
      stem: q.stem as string,
      options: Array.isArray(q.options) ? q.options.filter((o): o is string => typeof o === "string") : [],
      correctAnswer: typeof q.correctAnswer === "string" ? q.correctAnswer : "",
      ...(Array.isArray(q.correctAnswers) && {
        correctAnswers: q.correctAnswers.filter((a): a is string => typeof a === "string"),
      }),
      ...(typeof q.feedback === "string" && { feedback: q.feedback }),
      objectiveIds: Array.isArray(q.objectiveIds)
        ? q.objectiveIds.filter((id): id is number => typeof id === "number")
        : [],
      ...(isBloomLevel(q.bloomLevel) && { bloomLevel: q.bloomLevel }),
    }));
}

function isBloomLevel(value: unknown): value is BloomLevel {
  return (BLOOM_LEVELS as readonly unknown[]).includes(value);
}
