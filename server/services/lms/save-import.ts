/**
 * Writes an ImportedCourse (from a connector or a Common Cartridge) into the database in ONE
 * transaction (issue #6): the course (lmsType, lmsId), its modules (lmsModuleId), their lessons
 * (HTML sanitised), the assessments with questions valid per common/assessment-schemas.ts
 * (attached to the module of the lesson that opens them), then the course's progress. Any
 * failure rolls the whole import back, so no half course is ever left behind.
 */
import { count } from "../../../common/plural.ts";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { ASSESSMENT_TYPES, questionSchema, type Question } from "../../../common/assessment-schemas.ts";
import { DEFAULT_DURATION, DEFAULT_LEVEL } from "../../../common/constants.ts";
import type { ImportMode } from "../../../common/lms.ts";
import type { Database } from "../../db/client.ts";
import { assessments, courses, lessons, modules } from "../../db/schema.ts";
import { sanitizeLessonHtml } from "../content/sanitize-lesson-html.ts";
import type { Executor } from "../../db/executor.ts";
import { recomputeCourseProgress } from "../progress/recompute-course-progress.ts";
import { htmlToText } from "./sanitize.ts";
import type { ImportedAssessment, ImportedCourse, ImportedQuestion } from "./types.ts";

/** `courses.lmsType` of a course imported from a Common Cartridge file (shown upper-cased: "IMSCC"). */
export const CARTRIDGE_LMS_TYPE = "imscc";

/** Colours given to imported modules in turn (the first is SPEC §9's default #6366F1). */
const MODULE_COLORS = ["#6366F1", "#0EA5E9", "#10B981", "#F59E0B", "#EC4899", "#8B5CF6"] as const;

/** Rows per INSERT statement (PostgreSQL allows 65 535 parameters per statement). */
const CHUNK = 500;

/** The write steps of an import, in order; `onStep` sees each before it runs. */
export type ImportStep = "course" | "modules" | "lessons" | "assessments" | "progress";

export interface SaveImportOptions {
  /** Owner of the new course (from the session). */
  userId: string;
  /** Answer to a duplicate: replace the earlier import's content, or import a copy. */
  mode?: ImportMode;
  /** Called inside the transaction before each step; throwing aborts the import (tests inject failures). */
  onStep?: (step: ImportStep) => void | Promise<void>;
}

export interface ImportCounts {
  modules: number;
  lessons: number;
  assessments: number;
}

/** What `saveImportedCourse` did. */
export type SaveImportResult =
  | {
      kind: "created" | "updated";
      course: typeof courses.$inferSelect;
      counts: ImportCounts;
      warnings: string[];
    }
  /** The same LMS course was imported before and no `mode` was given: nothing was written. */
  | { kind: "duplicate"; existingCourseId: number; existingTitle: string };

/** Removes NUL characters (PostgreSQL text cannot hold them) and trims to `max` characters. */
function clean(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what must go
  const text = value.replace(/\u0000/g, "").trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function cleanOrNull(value: string | null | undefined, max: number): string | null {
  const text = clean(value ?? "", max);
  return text === "" ? null : text;
}

/** An absolute http(s) URL of at most 2048 characters, else null (the lesson schema's rule). */
function httpUrlOrNull(value: string | null): string | null {
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Turns imported questions into stored ones: each must pass `questionSchema`. Essays are kept
 * with or without grading notes (`correctAnswer: ''` = none). Auto-graded questions without an
 * answer key (e.g. a Canvas file-upload question read as short answer) and questions that break a
 * rule (e.g. 7 options) are dropped, each kind of drop explained once per assessment in `warnings`.
 */
export function prepareImportedQuestions(
  assessmentTitle: string,
  questions: readonly ImportedQuestion[],
  warnings: string[],
): Question[] {
  const kept: Question[] = [];
  let noAnswerKey = 0;
  let invalid = 0;
  for (const q of questions) {
    if (q.type !== "essay" && q.correctAnswer.trim() === "") {
      noAnswerKey++;
      continue;
    }
    const parsed = questionSchema.safeParse({
      type: q.type,
      stem: clean(q.stem, 2000),
      options: q.options.map((o) => clean(o, 2000)),
      correctAnswer: clean(q.correctAnswer, 2000),
      ...(q.feedback ? { feedback: clean(q.feedback, 2000) } : {}),
    });
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const question: Question = {
      id: randomUUID(),
      type: parsed.data.type,
      stem: parsed.data.stem,
      options: parsed.data.options,
      correctAnswer: parsed.data.correctAnswer,
      objectiveIds: [],
    };
    if (parsed.data.feedback) question.feedback = parsed.data.feedback;
    kept.push(question);
  }
  if (noAnswerKey > 0) {
    warnings.push(
      `${count(noAnswerKey, "question")} in "${assessmentTitle}" ${noAnswerKey === 1 ? "was" : "were"} not imported because they have no answer key. Add them by hand with an answer key, or as essay questions.`,
    );
  }
  if (invalid > 0) {
    warnings.push(
      `${count(invalid, "question")} in "${assessmentTitle}" ${invalid === 1 ? "was" : "were"} not imported because they break a question rule (for example a multiple-choice question needs 2-6 distinct options with one correct).`,
    );
  }
  return kept;
}

function assessmentType(type: string): (typeof ASSESSMENT_TYPES)[number] {
  return (ASSESSMENT_TYPES as readonly string[]).includes(type) ? (type as (typeof ASSESSMENT_TYPES)[number]) : "quiz";
}

/**
 * The module each assessment belongs to: its own `moduleIndex`, else the module of the first
 * assessment lesson that opens it, else none.
 */
function assessmentModuleIndexes(course: ImportedCourse): Array<number | null> {
  const fromLessons = new Map<number, number>();
  course.modules.forEach((module, moduleIndex) => {
    for (const lesson of module.lessons) {
      if (lesson.assessmentIndex !== undefined && !fromLessons.has(lesson.assessmentIndex)) {
        fromLessons.set(lesson.assessmentIndex, moduleIndex);
      }
    }
  });
  return course.assessments.map((a: ImportedAssessment, i) => {
    const index = a.moduleIndex ?? fromLessons.get(i) ?? null;
    return index !== null && index >= 0 && index < course.modules.length ? index : null;
  });
}

/** Finds the user's earlier import of the same LMS course (the oldest one), if any. */
export async function findEarlierImport(tx: Executor, userId: string, lmsType: string, lmsId: string) {
  const [row] = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.userId, userId), eq(courses.lmsType, lmsType), eq(courses.lmsId, lmsId)))
    .orderBy(asc(courses.id))
    .limit(1);
  return row ?? null;
}

/**
 * Saves an imported course in one transaction.
 *
 * - Duplicate check (LMS imports only): the same user, lmsType and lmsId imported before and no
 *   `mode` -> `{kind: 'duplicate', existingCourseId}` and nothing written. A transaction-scoped
 *   advisory lock keyed on (user, lmsType, lmsId) makes two simultaneous imports of the same course
 *   take turns, so the check cannot be raced.
 * - `mode: 'update'` replaces the earlier course's title, description, modules, lessons and
 *   assessments (its objectives, duration, level and id are kept); `'copy'` creates a new course
 *   titled "<title> (copy)".
 * - Cartridge imports (`lmsType: 'common_cartridge'`) are stored with lmsType "imscc", lmsId null,
 *   and never count as duplicates.
 *
 * Texts are trimmed to the API's limits (titles 200, descriptions 5000 characters); lesson HTML
 * goes through the lesson sanitiser; video/captions URLs that are not http(s) are dropped.
 *
 * @param db - the database (the transaction is opened here)
 * @param imported - what a connector's `fetchCourse` or `importCommonCartridge` returned
 * @returns created/updated course row, counts and warnings, or the duplicate
 * @throws whatever a step throws (the transaction is rolled back first)
 */
export async function saveImportedCourse(
  db: Database,
  imported: ImportedCourse,
  options: SaveImportOptions,
): Promise<SaveImportResult> {
  const { userId, mode, onStep } = options;
  const fromCartridge = imported.lmsType === "common_cartridge";
  const lmsType = fromCartridge ? CARTRIDGE_LMS_TYPE : imported.lmsType;
  const lmsId = fromCartridge ? null : imported.lmsId;
  const warnings = [...imported.warnings];
  const title = clean(imported.title, 200) || "Imported course";
  const description = cleanOrNull(htmlToText(imported.description), 5000);

  return db.transaction(async (tx): Promise<SaveImportResult> => {
    await onStep?.("course");
    let courseId: number;
    let kind: "created" | "updated" = "created";
    let newTitle = title;
    const earlier = lmsId
      ? await (async () => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lms-import:${userId}:${lmsType}:${lmsId}`}))`);
          return findEarlierImport(tx, userId, lmsType, lmsId);
        })()
      : null;
    if (earlier && !mode) return { kind: "duplicate", existingCourseId: earlier.id, existingTitle: earlier.title };

    if (earlier && mode === "update") {
      kind = "updated";
      courseId = earlier.id;
      await tx.update(courses).set({ title, description }).where(eq(courses.id, courseId));
      // Lessons go with their modules (ON DELETE CASCADE).
      await tx.delete(assessments).where(eq(assessments.courseId, courseId));
      await tx.delete(modules).where(eq(modules.courseId, courseId));
    } else {
      if (earlier && mode === "copy") newTitle = clean(`${title} (copy)`, 200);
      const [row] = await tx
        .insert(courses)
        .values({
          userId,
          title: newTitle,
          description,
          duration: DEFAULT_DURATION,
          level: DEFAULT_LEVEL,
          progress: 0,
          lmsType,
          lmsId,
        })
        .returning({ id: courses.id });
      courseId = row!.id;
    }

    await onStep?.("modules");
    const moduleIds: number[] = [];
    for (let start = 0; start < imported.modules.length; start += CHUNK) {
      const rows = await tx
        .insert(modules)
        .values(
          imported.modules.slice(start, start + CHUNK).map((m, i) => ({
            courseId,
            title: clean(m.title, 200) || `Module ${start + i + 1}`,
            description: cleanOrNull(m.description, 5000),
            orderIndex: start + i,
            color: MODULE_COLORS[(start + i) % MODULE_COLORS.length]!,
            lmsModuleId: cleanOrNull(m.lmsModuleId, 200),
          })),
        )
        .returning({ id: modules.id, orderIndex: modules.orderIndex });
      rows.sort((a, b) => a.orderIndex - b.orderIndex).forEach((r) => moduleIds.push(r.id));
    }

    await onStep?.("lessons");
    const lessonValues = imported.modules.flatMap((m, moduleIndex) =>
      m.lessons.map((l, i) => ({
        moduleId: moduleIds[moduleIndex]!,
        orderIndex: i,
        title: clean(l.title, 200) || `Lesson ${i + 1}`,
        type: l.type,
        contentHtml: sanitizeLessonHtml(clean(l.contentHtml, Number.MAX_SAFE_INTEGER)),
        videoUrl: httpUrlOrNull(l.videoUrl),
        captionsUrl: httpUrlOrNull(l.captionsUrl),
        durationMinutes:
          l.durationMinutes !== null && Number.isFinite(l.durationMinutes)
            ? Math.min(10_000, Math.max(0, Math.round(l.durationMinutes)))
            : null,
      })),
    );
    for (let start = 0; start < lessonValues.length; start += CHUNK) {
      await tx.insert(lessons).values(lessonValues.slice(start, start + CHUNK));
    }

    await onStep?.("assessments");
    const moduleOf = assessmentModuleIndexes(imported);
    const assessmentValues = imported.assessments.map((a, i) => {
      const assessmentTitle = clean(a.title, 200) || `Assessment ${i + 1}`;
      const moduleIndex = moduleOf[i];
      return {
        courseId,
        moduleId: moduleIndex === null || moduleIndex === undefined ? null : moduleIds[moduleIndex]!,
        title: assessmentTitle,
        type: assessmentType(a.type),
        questions: prepareImportedQuestions(assessmentTitle, a.questions, warnings),
      };
    });
    for (let start = 0; start < assessmentValues.length; start += CHUNK) {
      await tx.insert(assessments).values(assessmentValues.slice(start, start + CHUNK));
    }

    await onStep?.("progress");
    await recomputeCourseProgress(tx, courseId);
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
    return {
      kind,
      course: course!,
      counts: {
        modules: moduleIds.length,
        lessons: lessonValues.length,
        assessments: assessmentValues.length,
      },
      warnings: [...new Set(warnings)],
    };
  });
}
