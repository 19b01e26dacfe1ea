/**
 * The "Course Development Progress" bars (DESIGN.md §3: real figures, not SPEC's fixed 85/70/40),
 * computed from the editor's data with the same notions as the server's progress formula
 * (server/services/progress/course-progress.ts): modules with lessons, lessons with content,
 * objectives toward 3, assessments present. Lessons with content are the server's `hasContent`
 * (lessonHasContent), so the module list needs no lesson bodies (issue #13).
 */
import type { Assessment } from "@common/assessment-schemas";
import { FULL_OBJECTIVES, MIN_LESSON_WORDS } from "@common/course-stats";
import type { CourseModule, LearningObjective } from "@common/editor-schemas";

export interface ProgressBar {
  label: string;
  /** 0-100, whole number. */
  percent: number;
  /** What the figure is made of, e.g. "2 of 3 modules have lessons". */
  detail: string;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((Math.min(part, whole) / whole) * 100) : 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function developmentProgress(
  modules: readonly CourseModule[],
  objectives: readonly LearningObjective[],
  assessments: readonly Assessment[],
): ProgressBar[] {
  const withLessons = modules.filter((m) => m.lessons.length > 0).length;
  const lessons = modules.flatMap((m) => m.lessons);
  const withContent = lessons.filter((l) => l.hasContent).length;
  const objectiveShare = Math.min(objectives.length, FULL_OBJECTIVES) / FULL_OBJECTIVES;
  // As the server counts them (issue #11): an assessment counts once it has a question.
  const withQuestions = assessments.filter((a) => a.questions.length > 0).length;
  const alignment = Math.round(objectiveShare * 50 + (withQuestions > 0 ? 50 : 0));
  return [
    {
      label: "Structure",
      percent: pct(withLessons, modules.length),
      detail:
        modules.length === 0
          ? "No modules yet"
          : `${withLessons} of ${plural(modules.length, "module has", "modules have")} lessons`,
    },
    {
      label: "Content",
      percent: pct(withContent, lessons.length),
      detail:
        lessons.length === 0
          ? "No lessons yet"
          : `${withContent} of ${plural(lessons.length, "lesson has", "lessons have")} content`,
    },
    {
      label: "Objectives & assessment",
      percent: alignment,
      detail: `${plural(objectives.length, "objective", "objectives")} (${FULL_OBJECTIVES} needed), ${plural(withQuestions, "assessment", "assessments")} with questions`,
    },
  ];
}

/**
 * What the course still needs for 100 % progress, in the order of the server's formula
 * (server/services/progress/course-progress.ts; issue #11: the editor says what is missing).
 * The quality check is named while the course has no current grade.
 */
export function missingForFullProgress(
  modules: readonly CourseModule[],
  objectives: readonly LearningObjective[],
  assessments: readonly Assessment[],
  qualityGrade: string | null,
): string[] {
  const missing: string[] = [];
  if (modules.length === 0) missing.push("Add a module");
  const objectivesNeeded = FULL_OBJECTIVES - objectives.length;
  if (objectivesNeeded > 0) {
    missing.push(`Write ${plural(objectivesNeeded, "more learning objective", "more learning objectives")}`);
  }
  const empty = modules.filter((m) => m.lessons.length === 0).length;
  if (empty > 0) missing.push(`Add lessons to ${plural(empty, "module", "modules")}`);
  const unwritten = modules.flatMap((m) => m.lessons).filter((l) => !l.hasContent).length;
  if (unwritten > 0) {
    missing.push(
      `Write ${plural(unwritten, "lesson", "lessons")}: ${MIN_LESSON_WORDS}+ words of real text, media, or a video link`,
    );
  }
  if (!assessments.some((a) => a.questions.length > 0)) missing.push("Add an assessment with at least one question");
  if (qualityGrade === null) missing.push("Run a quality check");
  return missing;
}
