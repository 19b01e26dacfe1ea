/**
 * Pedagogical Alignment rules: do the parts fit together (QM's "alignment" of objectives,
 * materials, activities and assessments: 2.4, 3.1, 4.1, 5.1), climb Bloom's levels, read at the
 * right level, ask a sane workload and let learners practise before they are graded?
 * One small pure rule per export.
 */
import { lessonHasContent } from "../../../../common/course-stats.ts";
import { count } from "../../../../common/plural.ts";
import type { BloomLevel, CourseSnapshot, LessonSnapshot } from "../../../../common/course-snapshot.ts";
import type { CourseLevel } from "../../../../common/schemas.ts";
import { bloomRank } from "../bloom.ts";
import { parseDuration } from "../duration.ts";
import { fleschKincaidGrade, htmlToText, keyTermWords, termSet, wordCount } from "../text.ts";
import type { QualityRule, RuleEvidence } from "../types.ts";
import { lessonsTeaching } from "../coverage.ts";
import { lessonTextFacts } from "./content.ts";
import { isRealAssessmentLesson, isRealQuestion } from "./question-quality.ts";
import { allItemsResult, allLessons, orderedModules } from "./helpers.ts";
import { objectiveLevel, orderedObjectives } from "./objectives.ts";

/**
 * Each objective's topic is taught: some lesson's own text (see lessonTextFacts: not titles,
 * placeholders or text repeated across lessons) names at least half of its key terms (see
 * keyTerms: topic words, stemmed; lessonsTeaching in coverage.ts, which the coverage matrix shares).
 * Source: QM 4.1 (instructional materials contribute to the achievement of the objectives) and
 * QM 2.4 (relationship between objectives and materials is clear).
 */
export const objectiveAlignmentRule: QualityRule = {
  id: "pedagogy.objective-alignment",
  dimension: "pedagogicalAlignment",
  title: "Objectives are taught in the lessons",
  weight: 3,
  standard: "QM 4.1; QM 2.4",
  check(course) {
    const corpus = termSet(
      lessonTextFacts(course)
        .map((facts) => facts.ownText)
        .join("\n"),
    );
    const objectives = orderedObjectives(course);
    const failures: RuleEvidence[] = [];
    for (const objective of objectives) {
      if (lessonsTeaching(course, objective).length > 0) continue;
      const terms = keyTermWords(objective.text);
      const missing = terms.filter((t) => !corpus.has(t.term));
      const quoted = (list: { word: string }[]) => list.map((t) => `"${t.word}"`).join(", ");
      failures.push({
        message:
          terms.length === 0
            ? `"${objective.text}" names no topic to look for in the lessons.`
            : missing.length > 0
              ? `"${objective.text}": no lesson mentions ${quoted(missing)}.`
              : `"${objective.text}": no single lesson teaches ${quoted(terms)} together.`,
        objectiveId: objective.id,
      });
    }
    return allItemsResult({
      total: objectives.length,
      failures,
      summary: `The topics of all ${objectives.length} objectives appear in the lessons.`,
      emptyMessage: "The course has no learning objectives to align lessons with.",
      fix: "Make sure every objective's topic is taught: add or rename lessons that cover it, using the objective's key terms.",
    });
  },
};

/** A Bloom level at a position in the course (module index, 0-based). */
interface PlacedLevel {
  moduleIndex: number;
  level: BloomLevel;
}

function questionLevels(course: CourseSnapshot): PlacedLevel[] {
  const moduleIndex = new Map(orderedModules(course).map((m, i) => [m.id, i]));
  const objectiveLevels = new Map(course.objectives.map((o) => [o.id, objectiveLevel(o)]));
  const placed: PlacedLevel[] = [];
  for (const assessment of course.assessments) {
    const index = assessment.moduleId === null ? undefined : moduleIndex.get(assessment.moduleId);
    if (index === undefined) continue;
    for (const question of assessment.questions) {
      const fromObjectives = question.objectiveIds
        .map((id) => objectiveLevels.get(id))
        .filter((l): l is BloomLevel => Boolean(l))
        .sort((a, b) => bloomRank(b) - bloomRank(a));
      const level = question.bloomLevel ?? fromObjectives[0];
      if (level) placed.push({ moduleIndex: index, level });
    }
  }
  return placed;
}

const meanRank = (levels: readonly BloomLevel[]) => levels.reduce((s, l) => s + bloomRank(l), 0) / levels.length;

/**
 * Cognitive demand does not fall as the course goes on: the mean Bloom level (1 remember .. 6
 * create) of the questions in the second half of the modules is at least that of the first half.
 * Question level = its bloomLevel, else the highest level of the objectives it measures. When the
 * questions do not cover both halves, the objectives in their stated order are compared instead.
 * Source: QM 3.4 (assessments are sequenced) and the scaffolding principle of Bloom's taxonomy.
 */
export const bloomProgressionRule: QualityRule = {
  id: "pedagogy.bloom-progression",
  dimension: "pedagogicalAlignment",
  title: "Bloom levels rise through the course",
  weight: 2,
  standard: "QM 3.4; Bloom's taxonomy (Anderson & Krathwohl 2001)",
  check(course) {
    const fix =
      "Order the work from lower to higher thinking: recall and explain early, analyze, evaluate and create later in the course.";
    const half = orderedModules(course).length / 2;
    const placed = questionLevels(course);
    let first = placed.filter((p) => p.moduleIndex < half).map((p) => p.level);
    let second = placed.filter((p) => p.moduleIndex >= half).map((p) => p.level);
    let basis = "questions";
    if (first.length === 0 || second.length === 0) {
      const levels = orderedObjectives(course)
        .map(objectiveLevel)
        .filter((l): l is BloomLevel => l !== null);
      const cut = Math.floor(levels.length / 2);
      first = levels.slice(0, cut);
      second = levels.slice(cut);
      basis = "objectives";
    }
    if (first.length === 0 || second.length === 0) {
      return {
        passed: false,
        score: 0,
        evidence: [{ message: "Not enough questions or objectives with a Bloom level to see a progression." }],
        fix,
      };
    }
    const early = meanRank(first);
    const late = meanRank(second);
    const passed = late >= early;
    return {
      passed,
      score: passed ? 1 : 0,
      evidence: [
        {
          message: `Mean Bloom level of ${basis}: ${early.toFixed(1)} in the first half, ${late.toFixed(1)} in the second (1 = remember, 6 = create).`,
        },
      ],
      fix,
    };
  },
};

/** Highest Flesch-Kincaid grade of lesson text per course level. */
export const MAX_READING_GRADE: Record<CourseLevel, number> = { beginner: 12, intermediate: 14, advanced: 16 };

/**
 * Lesson text reads at a level suited to the course: Flesch-Kincaid grade at most 12 (beginner),
 * 14 (intermediate) or 16 (advanced), for every lesson with 30+ words of real text (placeholders
 * and headings left out). Source: QM 8.2 (the
 * course design facilitates readability); Kincaid et al. (1975) grade formula via text-readability.
 */
export const readabilityRule: QualityRule = {
  id: "pedagogy.readability",
  dimension: "pedagogicalAlignment",
  title: "Lesson text reads at the right level",
  weight: 1,
  standard: "QM 8.2; Flesch-Kincaid grade level",
  check(course) {
    const limit = MAX_READING_GRADE[course.level] ?? MAX_READING_GRADE.beginner;
    // The same lessons in the same order as allLessons; the real text is computed once per course there.
    const graded = lessonTextFacts(course)
      .map(({ lesson, module, text }) => ({ lesson, module, grade: fleschKincaidGrade(text) }))
      .filter((g): g is typeof g & { grade: number } => g.grade !== null);
    const failures = graded
      .filter((g) => g.grade > limit)
      .map((g) => ({
        message: `"${g.lesson.title}" reads at grade ${g.grade.toFixed(1)} (limit ${limit} for a ${course.level} course).`,
        moduleId: g.module.id,
        lessonId: g.lesson.id,
      }));
    return allItemsResult({
      total: graded.length,
      failures,
      summary: `All ${graded.length} lessons read at grade ${limit} or below (highest ${Math.max(...graded.map((g) => g.grade), 0).toFixed(1)}).`,
      emptyMessage: "No lesson has 30 or more words of text to measure.",
      fix: `Simplify the hardest lessons to grade ${limit} or below: shorter sentences, plainer words, terms defined when first used.`,
    });
  },
};

/** Reading speed used to estimate study time of text lessons, words per minute. */
export const STUDY_WORDS_PER_MINUTE = 200;
/** Assumed length of a video or assessment lesson whose duration is not recorded, in minutes. */
export const DEFAULT_LESSON_MINUTES = { video: 10, assessment: 15, text: 5 } as const;
/** Sane band of lesson study time per week, in minutes (30 min to 10 h). */
export const WEEKLY_MINUTES = { min: 30, max: 600 } as const;
/** Sane band of lesson time against a course length given in hours (25% to 150% of it). */
export const HOURLY_SHARE = { min: 0.25, max: 1.5 } as const;

/**
 * Estimated study minutes of a lesson: its recorded duration, else reading time of its text at 200
 * words per minute (at least 5), else 10 for a video, 15 for an assessment lesson.
 */
export function lessonMinutes(lesson: LessonSnapshot): number {
  if (lesson.durationMinutes !== null && lesson.durationMinutes > 0) return lesson.durationMinutes;
  if (lesson.type === "video") return DEFAULT_LESSON_MINUTES.video;
  if (lesson.type === "assessment") return DEFAULT_LESSON_MINUTES.assessment;
  return Math.max(DEFAULT_LESSON_MINUTES.text, wordCount(htmlToText(lesson.contentHtml)) / STUDY_WORDS_PER_MINUTE);
}

/**
 * The workload fits the stated duration: lesson time per week between 30 minutes and 10 hours (weeks
 * from the duration, the middle of a range; one module = one week when no duration is given), or
 * between 25% and 150% of a duration given in hours. Source: QM 1.2 / OSCQR (workload expectations
 * are realistic and stated); US credit-hour guidance on weekly study time.
 */
export const workloadRule: QualityRule = {
  id: "pedagogy.workload",
  dimension: "pedagogicalAlignment",
  title: "Workload fits the course duration",
  weight: 1,
  standard: "QM 1.2; OSCQR Course Overview (workload)",
  check(course) {
    const lessons = allLessons(course);
    const fix = `Balance the content with the duration: aim for ${WEEKLY_MINUTES.min} minutes to ${WEEKLY_MINUTES.max / 60} hours of lessons per week, or adjust the stated duration.`;
    if (lessons.length === 0)
      return { passed: false, score: 0, evidence: [{ message: "The course has no lessons." }], fix };
    const total = lessons.reduce((sum, { lesson }) => sum + lessonMinutes(lesson), 0);
    const parsed = parseDuration(course.duration);
    let low: number;
    let high: number;
    let actual: number;
    let message: string;
    if (parsed.hours) {
      low = HOURLY_SHARE.min * parsed.hours * 60;
      high = HOURLY_SHARE.max * parsed.hours * 60;
      actual = total;
      message = `About ${Math.round(total)} minutes of lessons for a ${course.duration} course (a typical range is ${Math.round(low)}-${Math.round(high)} minutes).`;
    } else {
      const weeks = parsed.weeks ? (parsed.weeks.min + parsed.weeks.max) / 2 : Math.max(1, course.modules.length);
      low = WEEKLY_MINUTES.min;
      high = WEEKLY_MINUTES.max;
      actual = total / weeks;
      message = `About ${Math.round(actual)} minutes of lessons per week over ${count(weeks, "week")} (a typical range is ${low}-${high} minutes a week).`;
    }
    const passed = actual >= low && actual <= high;
    return {
      passed,
      score: passed ? 1 : actual < low ? actual / low : high / actual,
      evidence: [{ message }],
      fix,
    };
  },
};

const PRACTICE_TYPES = new Set(["practice", "quiz"]);
const GRADED_TYPES = new Set(["exam", "project"]);
const PRACTICE_LESSON_TITLE = /practice|self[- ]check|exercise|try it/i;

/**
 * Learners can practise before a high-stakes assessment: a practice or quiz assessment, or a
 * practice lesson (assessment lesson, or titled practice / self-check / exercise), comes before the
 * first exam or project (by module order; an assessment without a module counts as at the end).
 * Source: QM 3.5 (multiple opportunities to track progress with timely feedback) and 5.1.
 */
export const practiceBeforeGradedRule: QualityRule = {
  id: "pedagogy.practice-before-graded",
  dimension: "pedagogicalAlignment",
  title: "Practice comes before graded work",
  weight: 1,
  standard: "QM 3.5; QM 5.1",
  check(course) {
    const fix = "Give learners a low-stakes practice quiz or exercise before each exam or project.";
    const modules = orderedModules(course);
    const moduleIndex = new Map(modules.map((m, i) => [m.id, i]));
    const at = (moduleId: number | null) =>
      moduleId === null ? modules.length : (moduleIndex.get(moduleId) ?? modules.length);
    // Positions as [module index, order within module]; lessons come before the module's assessments.
    const practice: { label: string; pos: [number, number] }[] = [
      ...course.assessments.flatMap((a, i) =>
        PRACTICE_TYPES.has(a.type.toLowerCase()) && a.questions.some((q) => isRealQuestion(course, q))
          ? [{ label: `${a.type} "${a.title}"`, pos: [at(a.moduleId), i] as [number, number] }]
          : [],
      ),
      ...allLessons(course)
        .filter(({ lesson }) =>
          lesson.type === "assessment"
            ? isRealAssessmentLesson(course, lesson)
            : PRACTICE_LESSON_TITLE.test(lesson.title) && lessonHasContent(lesson),
        )
        .map(({ lesson, moduleIndex: mi }) => ({
          label: `lesson "${lesson.title}"`,
          pos: [mi, -1] as [number, number],
        })),
    ];
    const graded = course.assessments
      .map((a, i) => ({ assessment: a, pos: [at(a.moduleId), i] as [number, number] }))
      .filter(({ assessment }) => GRADED_TYPES.has(assessment.type.toLowerCase()))
      .sort((a, b) => a.pos[0] - b.pos[0] || a.pos[1] - b.pos[1]);
    const before = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
    if (practice.length === 0) {
      return {
        passed: false,
        score: 0,
        evidence: [{ message: "No practice quiz, exercise or assessment lesson." }],
        fix,
      };
    }
    const firstGraded = graded[0];
    if (!firstGraded) {
      return {
        passed: true,
        score: 1,
        evidence: [{ message: `${practice.length} practice item(s); no exam or project.` }],
        fix,
      };
    }
    const earlier = practice.find((p) => before(p.pos, firstGraded.pos));
    return earlier
      ? {
          passed: true,
          score: 1,
          evidence: [
            {
              message: `Practice (${earlier.label}) comes before ${firstGraded.assessment.type} "${firstGraded.assessment.title}".`,
            },
          ],
          fix,
        }
      : {
          passed: false,
          score: 0,
          evidence: [
            {
              message: `The first ${firstGraded.assessment.type}, "${firstGraded.assessment.title}", comes before any practice.`,
              assessmentId: firstGraded.assessment.id,
            },
          ],
          fix,
        };
  },
};

/** Pedagogical Alignment rules, in display order. */
export const pedagogyRules: readonly QualityRule[] = [
  objectiveAlignmentRule,
  bloomProgressionRule,
  readabilityRule,
  workloadRule,
  practiceBeforeGradedRule,
];
