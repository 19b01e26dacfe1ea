/**
 * Learning Objectives rules (QM General Standard 2 "Learning Objectives (Competencies)",
 * standards 2.1-2.5): enough objectives, measurable, from the learner's side, suited to the
 * course level, no repeats. One small pure rule per export.
 */
import { count } from "../../../../common/plural.ts";
import type { BloomLevel, CourseSnapshot, ObjectiveSnapshot } from "../../../../common/course-snapshot.ts";
import type { CourseLevel } from "../../../../common/schemas.ts";
import { classifyBloomLevel, leadingVerb, startsWithNonMeasurableVerb } from "../bloom.ts";
import { keyTerms, normalizeText, termSet } from "../text.ts";
import type { QualityRule } from "../types.ts";
import { lessonTextFacts } from "./content.ts";
import { allItemsResult, orderedModules } from "./helpers.ts";
import { ORIENTATION_TITLE } from "./structure.ts";

/** Fewest course-level objectives a course should state. */
export const MIN_OBJECTIVES = 3;

/** Objectives in their stated order. */
export function orderedObjectives(course: CourseSnapshot): ObjectiveSnapshot[] {
  return [...course.objectives].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** An objective's Bloom level: from its verb, else the stored level. */
export function objectiveLevel(objective: ObjectiveSnapshot): BloomLevel | null {
  return classifyBloomLevel(objective.text) ?? objective.bloomLevel;
}

/**
 * At least 3 learning objectives. Source: QM 2.1 (course-level objectives describe outcomes that are
 * measurable) - a course needs a handful to describe its outcomes.
 */
export const objectiveCountRule: QualityRule = {
  id: "objectives.count",
  dimension: "learningObjectives",
  title: "At least three learning objectives",
  weight: 2,
  standard: "QM 2.1",
  check(course) {
    const n = course.objectives.length;
    return {
      passed: n >= MIN_OBJECTIVES,
      score: Math.min(1, n / MIN_OBJECTIVES),
      evidence: [{ message: `${count(n, "learning objective")} (needs at least ${MIN_OBJECTIVES}).` }],
      fix: `State at least ${MIN_OBJECTIVES} learning objectives, each describing something learners will be able to do by the end of the course.`,
    };
  },
};

/**
 * The objectives cover the course: every module after an opening orientation module has at least
 * one objective whose key terms (at least half) appear in the module's title, overview or lessons'
 * own text. Objectives that name a fraction of what the modules teach leave the rest unmeasured.
 * Source: QM 2.2 (module objectives are consistent with course-level objectives) and 2.4.
 */
export const modulesCoveredRule: QualityRule = {
  id: "objectives.module-coverage",
  dimension: "learningObjectives",
  title: "The objectives cover every module",
  weight: 2,
  standard: "QM 2.2; QM 2.4",
  check(course) {
    const ownText = new Map(lessonTextFacts(course).map((f) => [f.lesson.id, f.ownText]));
    const objectiveTerms = orderedObjectives(course)
      .map((o) => keyTerms(o.text))
      .filter((terms) => terms.length > 0);
    const modules = orderedModules(course).filter((m, i) => !(i === 0 && ORIENTATION_TITLE.test(m.title)));
    const failures = modules
      .filter((m) => {
        const text = termSet(
          [m.title, m.description ?? "", ...m.lessons.map((l) => ownText.get(l.id) ?? "")].join("\n"),
        );
        return !objectiveTerms.some((terms) => terms.filter((t) => text.has(t)).length >= Math.ceil(terms.length / 2));
      })
      .map((m) => ({ message: `No learning objective covers module "${m.title}".`, moduleId: m.id }));
    return allItemsResult({
      total: objectiveTerms.length === 0 ? 0 : modules.length,
      failures,
      summary: `Every module is covered by a learning objective.`,
      emptyMessage: "There are no objectives and modules to compare.",
      fix: "Add or reword objectives so that each module's topic is an outcome learners are expected to reach.",
    });
  },
};

/**
 * Every objective starts (after an optional "Students will be able to") with a measurable Bloom
 * verb, and never with understand / know / learn / appreciate / be aware of. Source: QM 2.1 and 2.2
 * (objectives are measurable).
 */
export const measurableObjectivesRule: QualityRule = {
  id: "objectives.measurable-verbs",
  dimension: "learningObjectives",
  title: "Objectives use measurable verbs",
  weight: 3,
  standard: "QM 2.1; QM 2.2",
  check(course) {
    const objectives = orderedObjectives(course);
    const failures = objectives
      .filter((o) => startsWithNonMeasurableVerb(o.text) || classifyBloomLevel(o.text) === null)
      .map((o) => ({
        message: startsWithNonMeasurableVerb(o.text)
          ? `"${o.text}" starts with "${leadingVerb(o.text)}", which cannot be observed or measured.`
          : `"${o.text}" does not start with a measurable action verb.`,
        objectiveId: o.id,
      }));
    return allItemsResult({
      total: objectives.length,
      failures,
      summary: `All ${objectives.length} objectives start with a measurable verb.`,
      emptyMessage: "The course has no learning objectives.",
      fix: 'Start each objective with an observable action verb (e.g. "explain", "apply", "analyze", "evaluate", "design") instead of "understand", "know" or "learn".',
    });
  },
};

/** Bloom levels that should appear in a course of each difficulty (QM 2.5). */
export const EXPECTED_LEVELS: Record<CourseLevel, readonly BloomLevel[]> = {
  beginner: ["remember", "understand", "apply"],
  intermediate: ["apply", "analyze"],
  advanced: ["analyze", "evaluate", "create"],
};

/**
 * The objectives' Bloom levels suit the course level: a beginner course has some remember /
 * understand / apply objectives, an intermediate one some apply / analyze, an advanced one some
 * analyze / evaluate / create. Source: QM 2.5 (objectives are suited to the level of the course).
 */
export const levelFitRule: QualityRule = {
  id: "objectives.level-fit",
  dimension: "learningObjectives",
  title: "Objective levels suit the course level",
  weight: 2,
  standard: "QM 2.5",
  check(course) {
    const expected = EXPECTED_LEVELS[course.level] ?? EXPECTED_LEVELS.beginner;
    const fix = `For a ${course.level} course, include objectives at the ${expected.join(" / ")} levels of Bloom's taxonomy.`;
    const levels = course.objectives.map(objectiveLevel).filter((l): l is BloomLevel => l !== null);
    if (levels.length === 0) {
      return { passed: false, score: 0, evidence: [{ message: "No objective has a recognisable Bloom level." }], fix };
    }
    const counts = new Map<BloomLevel, number>();
    for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1);
    const distribution = [...counts].map(([level, n]) => `${level} ${n}`).join(", ");
    const passed = expected.some((level) => counts.has(level));
    return {
      passed,
      score: passed ? 1 : 0,
      evidence: [
        {
          message: passed
            ? `Bloom levels (${distribution}) include ${expected.filter((l) => counts.has(l)).join(", ")}.`
            : `Bloom levels (${distribution}) include none of ${expected.join(", ")} for a ${course.level} course.`,
        },
      ],
      fix,
    };
  },
};

const LEARNER_WORDS = /\b(students?|learners?|participants?|trainees?|you)\b/i;

/**
 * Objectives are written from the learner's side: they name the learner ("Students will ...",
 * "you") or start directly with the learner's action verb - not "This course covers ...". Source:
 * QM 2.3 (objectives are stated clearly, written from the learner's perspective).
 */
export const learnerPerspectiveRule: QualityRule = {
  id: "objectives.learner-perspective",
  dimension: "learningObjectives",
  title: "Objectives are written from the learner's side",
  weight: 1,
  standard: "QM 2.3",
  check(course) {
    const objectives = orderedObjectives(course);
    const failures = objectives
      .filter(
        (o) =>
          !LEARNER_WORDS.test(o.text) && classifyBloomLevel(o.text) === null && !startsWithNonMeasurableVerb(o.text),
      )
      .map((o) => ({ message: `"${o.text}" describes the course, not what learners will do.`, objectiveId: o.id }));
    return allItemsResult({
      total: objectives.length,
      failures,
      summary: `All ${objectives.length} objectives are written from the learner's side.`,
      emptyMessage: "The course has no learning objectives.",
      fix: 'Write each objective as what learners will do: "Students will be able to ..." followed by an action verb.',
    });
  },
};

/**
 * No two objectives say the same thing (compared case- and punctuation-insensitively). Source:
 * QM 2.3 (objectives are stated clearly).
 */
export const uniqueObjectivesRule: QualityRule = {
  id: "objectives.no-duplicates",
  dimension: "learningObjectives",
  title: "No duplicate objectives",
  weight: 1,
  standard: "QM 2.3",
  check(course) {
    const objectives = orderedObjectives(course);
    const seen = new Map<string, ObjectiveSnapshot>();
    const failures = [];
    for (const objective of objectives) {
      const key = normalizeText(objective.text);
      const first = seen.get(key);
      if (first)
        failures.push({ message: `"${objective.text}" repeats an earlier objective.`, objectiveId: objective.id });
      else seen.set(key, objective);
    }
    return allItemsResult({
      total: objectives.length,
      failures,
      summary: `All ${objectives.length} objectives are distinct.`,
      emptyMessage: "The course has no learning objectives.",
      fix: "Remove or merge repeated objectives so each states a distinct outcome.",
    });
  },
};

/** Learning Objectives rules, in display order. */
export const objectiveRules: readonly QualityRule[] = [
  objectiveCountRule,
  measurableObjectivesRule,
  modulesCoveredRule,
  levelFitRule,
  learnerPerspectiveRule,
  uniqueObjectivesRule,
];
