/**
 * Course development progress (DESIGN.md §3): how far a course's authoring has come, computed
 * from its state, 0-100. Pure; recompute-course-progress.ts feeds it from the database.
 */
import { FULL_OBJECTIVES, lessonHasContent } from "../../../common/course-stats.ts";

/** What the formula looks at. Counts are whole numbers >= 0. */
export interface CourseAuthoringState {
  moduleCount: number;
  /** Modules with at least one lesson. */
  modulesWithLessons: number;
  lessonCount: number;
  /** Lessons for which {@link lessonHasContent} is true. */
  lessonsWithContent: number;
  objectiveCount: number;
  /** Assessments with at least one question. */
  assessmentCount: number;
  /** Whether a course_quality_scores row exists for the course. */
  qualityAnalysed: boolean;
}

/** Weights of the criteria; they add up to 100. */
export const PROGRESS_WEIGHTS = {
  hasModules: 20,
  objectives: 20,
  everyModuleHasLessons: 20,
  lessonsWithContent: 20,
  hasAssessment: 10,
  qualityAnalysed: 10,
} as const;

export { FULL_OBJECTIVES, lessonHasContent };

/**
 * Progress in percent, an integer 0-100:
 *
 * - 20 when the course has at least one module;
 * - 20 × min(objectives, 3) / 3 (three or more objectives give the full 20);
 * - 20 when there is at least one module and every module has at least one lesson;
 * - 20 × (lessons with content / lessons), 0 without lessons; a text lesson needs
 *   MIN_LESSON_WORDS words of real text, not placeholders (common/course-stats.ts);
 * - 10 when at least one assessment has a question;
 * - 10 when the course's quality has been analysed.
 *
 * The sum is rounded to the nearest integer. An empty course is 0; a course with all of the
 * above is 100, which passes the "ready to publish" threshold of 80 (SPEC §9).
 */
export function computeCourseProgress(state: CourseAuthoringState): number {
  const w = PROGRESS_WEIGHTS;
  const share = (part: number, whole: number) => (whole > 0 ? Math.min(Math.max(part / whole, 0), 1) : 0);
  const total =
    (state.moduleCount > 0 ? w.hasModules : 0) +
    w.objectives * share(Math.min(state.objectiveCount, FULL_OBJECTIVES), FULL_OBJECTIVES) +
    (state.moduleCount > 0 && state.modulesWithLessons >= state.moduleCount ? w.everyModuleHasLessons : 0) +
    w.lessonsWithContent * share(state.lessonsWithContent, state.lessonCount) +
    (state.assessmentCount > 0 ? w.hasAssessment : 0) +
    (state.qualityAnalysed ? w.qualityAnalysed : 0);
  return Math.min(100, Math.max(0, Math.round(total)));
}
