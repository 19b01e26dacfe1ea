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
import { COURSE_LEVELS, COURSE_LIMITS, DEFAULT_DURATION, DEFAULT_LEVEL } from "../../../common/constants.ts";
import type { CourseLevel } from "../../../common/schemas.ts";
import type { ImportMode } from "../../../common/lms.ts";
import { cycledModuleColor } from "../../../common/module-colors.ts";
import { MAX_LESSON_MINUTES, type LessonContent } from "../../../common/lesson.ts";
import type { Database } from "../../db/client.ts";
import { assessments, courses, importReports, modules } from "../../db/schema.ts";
import type { ImportReport } from "../../../common/import-report.ts";
import type { ResourceReportEntry } from "./common-cartridge/resource-report.ts";
import { buildImportReport } from "./import-report.ts";
import type { Executor } from "../../db/executor.ts";
import { buildCourse, type BuildStep } from "../courses/build-course.ts";
import type { FileStorage } from "../files/storage.ts";
import { rewriteFileUrls, storeImportedFiles } from "./import-files.ts";
import { linkImportedLessons } from "./import-links.ts";
import { htmlToText } from "./sanitize.ts";
import type { ImportedAssessment, ImportedCourse, ImportedLesson, ImportedQuestion } from "./types.ts";

/** `courses.lmsType` of a course imported from a Common Cartridge file (shown upper-cased: "IMSCC"). */
export const CARTRIDGE_LMS_TYPE = "imscc";

/** The write steps of an import, in order; `onStep` sees each before it runs. */
export type ImportStep = "course" | BuildStep;

export interface SaveImportOptions {
  /** Owner of the new course (from the session). */
  userId: string;
  /** Answer to a duplicate: replace the earlier import's content, or import a copy. */
  mode?: ImportMode;
  /** Where the import's files (images, attachments) are stored; unset = not stored, each named in a warning. */
  fileStorage?: FileStorage;
  /** Called inside the transaction before each step; throwing aborts the import (tests inject failures). */
  onStep?: (step: ImportStep) => void | Promise<void>;
  /** Where the course came from, for the import report: the LMS course id or the uploaded file's name. */
  sourceName?: string | null;
  /** A cartridge's per-resource ledger (importCommonCartridge's `resourceReport`), for the import report. */
  resourceReport?: readonly ResourceReportEntry[];
  /** Questions the source held (a cartridge's QTI items), for the import report; absent when not counted. */
  sourceQuestionCount?: number;
  /**
   * Runs inside the transaction with what was saved, last: an import job marks itself done there, so
   * the course and the mark commit together (issue #13); whatever it throws rolls the import back.
   */
  beforeCommit?: (tx: Executor, result: Exclude<SaveImportResult, { kind: "duplicate" }>) => Promise<void>;
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
      /** The import's report, stored in `import_reports` in the same transaction. */
      report: ImportReport;
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
 * A question's Bloom level is kept, and its `objectiveIndexes` passed on for buildCourse to link.
 */
export function prepareImportedQuestions(
  assessmentTitle: string,
  questions: readonly ImportedQuestion[],
  warnings: string[],
): Array<Question & { objectiveIndexes?: number[] }> {
  const kept: Array<Question & { objectiveIndexes?: number[] }> = [];
  let noAnswerKey = 0;
  let invalid = 0;
  for (const q of questions) {
    const key = q.type === "multiple_answer" ? (q.correctAnswers ?? []).join("") : q.correctAnswer;
    if (q.type !== "essay" && key.trim() === "") {
      noAnswerKey++;
      continue;
    }
    const parsed = questionSchema.safeParse({
      type: q.type,
      stem: clean(q.stem, 2000),
      options: q.options.map((o) => clean(o, 2000)),
      correctAnswer: clean(q.correctAnswer, 2000),
      ...(q.correctAnswers ? { correctAnswers: q.correctAnswers.map((a) => clean(a, 2000)) } : {}),
      ...(q.feedback ? { feedback: clean(q.feedback, 2000) } : {}),
      ...(q.bloomLevel ? { bloomLevel: q.bloomLevel } : {}),
    });
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const question: Question & { objectiveIndexes?: number[] } = {
      id: randomUUID(),
      type: parsed.data.type,
      stem: parsed.data.stem,
      options: parsed.data.options,
      correctAnswer: parsed.data.correctAnswer,
      objectiveIds: [],
    };
    if (parsed.data.correctAnswers) question.correctAnswers = parsed.data.correctAnswers;
    if (parsed.data.feedback) question.feedback = parsed.data.feedback;
    if (parsed.data.bloomLevel) question.bloomLevel = parsed.data.bloomLevel;
    // Objectives of the same import, by position: buildCourse turns them into ids.
    if (q.objectiveIndexes?.length) question.objectiveIndexes = q.objectiveIndexes;
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

/** An imported lesson as a draft: texts trimmed to the API's limits, URLs http(s) or null. */
function importedLessonDraft(lesson: ImportedLesson, index: number): LessonContent {
  const minutes = lesson.durationMinutes;
  return {
    title: clean(lesson.title, 200) || `Lesson ${index + 1}`,
    type: lesson.type,
    contentHtml: clean(lesson.contentHtml, Number.MAX_SAFE_INTEGER),
    videoUrl: httpUrlOrNull(lesson.videoUrl),
    captionsUrl: httpUrlOrNull(lesson.captionsUrl),
    durationMinutes:
      minutes !== null && Number.isFinite(minutes)
        ? Math.min(MAX_LESSON_MINUTES, Math.max(0, Math.round(minutes)))
        : null,
  };
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

const MODULE_COLOR = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/** The module's colour from the source when it is hex, else the cycle's (a colour replaced is named in a warning). */
function moduleColor(module: ImportedCourse["modules"][number], index: number, warnings: string[]): string {
  if (module.color && MODULE_COLOR.test(module.color)) return module.color;
  const color = cycledModuleColor(index);
  if (module.color) {
    warnings.push(
      `Module "${clean(module.title, 200)}" has the colour "${clean(module.color, 50)}", which is not a hex colour; it was given ${color}.`,
    );
  }
  return color;
}

/**
 * Duration and level of a new course: the source's (our own cartridges), else the defaults; a
 * level we do not have is replaced by the default, with a warning.
 */
function courseFacts(imported: ImportedCourse, warnings: string[]): { duration: string; level: CourseLevel } {
  const duration = cleanOrNull(imported.duration, 100) ?? DEFAULT_DURATION;
  const given = imported.level?.trim().toLowerCase() ?? "";
  if (given && !(COURSE_LEVELS as readonly string[]).includes(given)) {
    warnings.push(
      `The course level "${clean(given, 50)}" is not one of ours (${COURSE_LEVELS.join(", ")}); it was set to ${DEFAULT_LEVEL}.`,
    );
  }
  const level = (COURSE_LEVELS as readonly string[]).includes(given) ? (given as CourseLevel) : DEFAULT_LEVEL;
  return { duration, level };
}

/**
 * The source's objectives, texts trimmed to 1000 characters; those beyond
 * COURSE_LIMITS.objectivesPerCourse are left out, with a warning.
 */
function importedObjectives(imported: ImportedCourse, warnings: string[]) {
  const all = (imported.objectives ?? [])
    .map((o) => ({ text: clean(o.text, 1000), generatedBy: "imported" as const, bloomLevel: o.bloomLevel }))
    .filter((o) => o.text !== "");
  const max = COURSE_LIMITS.objectivesPerCourse;
  if (all.length > max) {
    warnings.push(`The course has ${all.length} learning objectives; only the first ${max} (our limit) were imported.`);
  }
  return all.slice(0, max);
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
 * The import's files are stored as course files (import-files.ts) and lesson HTML points at them.
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
  const { userId, mode, onStep, fileStorage } = options;
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
          ...courseFacts(imported, warnings),
          progress: 0,
          lmsType,
          lmsId,
        })
        .returning({ id: courses.id });
      courseId = row!.id;
    }

    // Files first: lesson HTML names them by placeholder until they have their /api/files/<id>.
    const fileUrls = await storeImportedFiles(tx, fileStorage, { courseId, userId }, imported.files ?? [], warnings);
    const moduleOf = assessmentModuleIndexes(imported);
    const assessmentDrafts = imported.assessments.map((a, i) => {
      const assessmentTitle = clean(a.title, 200) || `Assessment ${i + 1}`;
      return {
        title: assessmentTitle,
        type: assessmentType(a.type),
        moduleIndex: moduleOf[i] ?? null,
        questions: prepareImportedQuestions(assessmentTitle, a.questions, warnings),
      };
    });
    const { course, counts } = await buildCourse(
      tx,
      courseId,
      {
        modules: imported.modules.map((m, index) => ({
          title: clean(m.title, 200) || `Module ${index + 1}`,
          description: cleanOrNull(m.description, 5000),
          color: moduleColor(m, index, warnings),
          lmsModuleId: cleanOrNull(m.lmsModuleId, 200),
          lessons: m.lessons.map((lesson, i) =>
            importedLessonDraft({ ...lesson, contentHtml: rewriteFileUrls(lesson.contentHtml, fileUrls) }, i),
          ),
        })),
        // An update keeps the course's objectives (see above).
        objectives: kind === "updated" ? [] : importedObjectives(imported, warnings),
        assessments: assessmentDrafts,
      },
      onStep,
    );
    // Links between lessons need the lessons' ids: written now, then pointed at them.
    const references = await linkImportedLessons(tx, courseId, imported, fileUrls);
    const finalWarnings = [...new Set(warnings)];
    const report = buildImportReport(
      { ...counts, questions: assessmentDrafts.reduce((sum, a) => sum + a.questions.length, 0) },
      finalWarnings,
      {
        resourceReport: options.resourceReport,
        sourceQuestionCount: options.sourceQuestionCount,
        references,
        // Only when the lessons named files: a row "0 of 0" says nothing.
        ...(imported.sourceFileCount && {
          lessonFiles: {
            inSource: imported.sourceFileCount,
            imported: [...fileUrls.values()].filter((url) => url !== null).length,
          },
        }),
      },
    );
    await tx.insert(importReports).values({
      courseId,
      sourceKind: imported.lmsType,
      sourceName: cleanOrNull(options.sourceName ?? imported.lmsId, 200),
      report,
    });
    const saved = {
      kind,
      course,
      counts: { modules: counts.modules, lessons: counts.lessons, assessments: counts.assessments },
      warnings: finalWarnings,
      report,
    };
    await options.beforeCommit?.(tx, saved);
    return saved;
  });
}
