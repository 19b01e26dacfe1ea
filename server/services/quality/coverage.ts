/**
 * Where each learning objective is taught and assessed (issue #11 "alignment measured on
 * content"; QM 2.4 relationship between objectives, materials and assessments, QM 3.1 and 4.1).
 * Pure: reads a course snapshot.
 */
import type { CourseSnapshot, ObjectiveSnapshot } from "../../../common/course-snapshot.ts";
import type { CoverageMatrixDto } from "../../../common/quality.ts";
import { MIN_LESSON_WORDS } from "../../../common/course-stats.ts";
import { lessonTextFacts } from "./rules/content.ts";
import { keyTerms, termSet } from "./text.ts";

/** Lessons of the course with the set of stemmed words of their own text, computed once per snapshot. */
const termCache = new WeakMap<CourseSnapshot, { lessonId: number; title: string; terms: Set<string> }[]>();

function lessonTerms(course: CourseSnapshot) {
  const cached = termCache.get(course);
  if (cached) return cached;
  // A lesson that only lists topics (under 40 words of its own) mentions them; it does not teach them.
  const lessons = lessonTextFacts(course)
    .filter((f) => f.ownWords >= MIN_LESSON_WORDS)
    .map((f) => ({
      lessonId: f.lesson.id,
      title: f.lesson.title,
      terms: termSet(f.ownText),
    }));
  termCache.set(course, lessons);
  return lessons;
}

/**
 * The lessons that teach an objective: those with 40+ words of their own text (no titles, headings,
 * placeholders or text repeated across lessons) that name at least half of the objective's key
 * terms (see keyTerms).
 * Empty when the objective names no topic.
 */
export function lessonsTeaching(
  course: CourseSnapshot,
  objective: Pick<ObjectiveSnapshot, "text">,
): { lessonId: number; title: string }[] {
  const terms = keyTerms(objective.text);
  if (terms.length === 0) return [];
  const needed = Math.ceil(terms.length / 2);
  return lessonTerms(course)
    .filter((lesson) => terms.filter((t) => lesson.terms.has(t)).length >= needed)
    .map(({ lessonId, title }) => ({ lessonId, title }));
}

/**
 * The objective x assessment coverage matrix: assessments in course order with their question
 * counts, and per objective (in order) the lessons teaching it and the number of questions of each
 * assessment mapped to it.
 */
export function coverageMatrix(course: CourseSnapshot): CoverageMatrixDto {
  const objectives = [...course.objectives].sort((a, b) => a.orderIndex - b.orderIndex);
  return {
    assessments: course.assessments.map((a) => ({
      id: a.id,
      title: a.title,
      type: a.type,
      questions: a.questions.length,
    })),
    objectives: objectives.map((objective) => {
      const questionsByAssessment: Record<number, number> = {};
      for (const assessment of course.assessments) {
        const n = assessment.questions.filter((q) => q.objectiveIds.includes(objective.id)).length;
        if (n > 0) questionsByAssessment[assessment.id] = n;
      }
      return {
        objectiveId: objective.id,
        text: objective.text,
        taughtIn: lessonsTeaching(course, objective),
        questionsByAssessment,
      };
    }),
  };
}
