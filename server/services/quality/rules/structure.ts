/**
 * Content Structure rules: is the course organised so a learner can find their way (QM General
 * Standard 1 "Course Overview and Introduction", OSCQR "Course Overview & Information" and
 * "Course Structure" sections)? One small pure rule per export.
 */
import { count } from "../../../../common/plural.ts";
import { parseDuration, requiredModuleCount } from "../duration.ts";
import { wordCount } from "../text.ts";
import type { QualityRule } from "../types.ts";
import { allItemsResult, median, orderedLessons, orderedModules } from "./helpers.ts";

/** Words a module overview needs to say what the module covers and why. */
export const MIN_OVERVIEW_WORDS = 20;
/** Words a course description needs to say what the course is and for whom. */
export const MIN_DESCRIPTION_WORDS = 30;
/** Largest module may have at most this many times the median module's lessons. */
export const MAX_MODULE_SIZE_FACTOR = 3;

/** Titles that mark a course's start-here material. */
export const ORIENTATION_TITLE = /welcome|getting started|get started|orientation|introduction|overview|start here/i;
/** Words that name the intended audience in a course description. */
export const AUDIENCE_WORDS =
  /\b(students?|learners?|participants?|professionals?|practitioners?|beginners?|educators?|teachers?|instructors?|managers?|staff|employees?|nurses?|engineers?|researchers?|undergraduates?|graduates?|newcomers?|anyone|people|those who|for you)\b/i;

/**
 * Enough modules for the course's length: about one module per week (lower end of a range, '4-6
 * weeks' -> 4), one per 10 hours for courses in hours, at least 3. Chunked, week-sized units help
 * learners pace themselves. Source: QM 1.2 (course structure introduced) and OSCQR "Course
 * Structure" (content is chunked into manageable modules).
 */
export const moduleCountRule: QualityRule = {
  id: "structure.module-count",
  dimension: "contentStructure",
  title: "Enough modules for the course length",
  weight: 2,
  standard: "QM 1.2; OSCQR Course Structure",
  check(course) {
    const required = requiredModuleCount(course.duration);
    const found = course.modules.length;
    const parsed = parseDuration(course.duration);
    const basis = parsed.weeks
      ? `a course of ${course.duration}`
      : parsed.hours
        ? `a ${course.duration} course`
        : "any course";
    const passed = found >= required;
    return {
      passed,
      score: Math.min(1, found / required),
      evidence: [{ message: `${count(found, "module")}; ${basis} needs at least ${required}.` }],
      fix: `Split the content into at least ${required} modules, about one per week of study.`,
    };
  },
};

/**
 * Every module opens with an overview: a description of at least 20 words saying what the module
 * covers and what learners will do. Source: QM 1.2 / OSCQR "Course Overview" (each module
 * introduces its purpose and structure).
 */
export const moduleOverviewRule: QualityRule = {
  id: "structure.module-overview",
  dimension: "contentStructure",
  title: "Every module has an overview",
  weight: 2,
  standard: "QM 1.2; OSCQR Course Overview",
  check(course) {
    const modules = orderedModules(course);
    const failures = modules
      .filter((m) => wordCount(m.description) < MIN_OVERVIEW_WORDS)
      .map((m) => ({
        message: `Module "${m.title}" has an overview of ${count(wordCount(m.description), "word")} (needs at least ${MIN_OVERVIEW_WORDS}).`,
        moduleId: m.id,
      }));
    return allItemsResult({
      total: modules.length,
      failures,
      summary: `All ${modules.length} modules have an overview of ${MIN_OVERVIEW_WORDS}+ words.`,
      emptyMessage: "The course has no modules.",
      fix: `Give each module a description of at least ${MIN_OVERVIEW_WORDS} words: what it covers, what learners will do, and how long it takes.`,
    });
  },
};

/**
 * Every module contains at least one lesson: an empty module is a dead end in the navigation.
 * Source: QM 8.1 (navigation facilitates ease of use), OSCQR Course Structure.
 */
export const moduleLessonsRule: QualityRule = {
  id: "structure.module-lessons",
  dimension: "contentStructure",
  title: "Every module has lessons",
  weight: 2,
  standard: "QM 8.1; OSCQR Course Structure",
  check(course) {
    const modules = orderedModules(course);
    const failures = modules
      .filter((m) => m.lessons.length === 0)
      .map((m) => ({ message: `Module "${m.title}" has no lessons.`, moduleId: m.id }));
    return allItemsResult({
      total: modules.length,
      failures,
      summary: `All ${modules.length} modules have at least one lesson.`,
      emptyMessage: "The course has no modules.",
      fix: "Add at least one lesson to every module, or remove modules that are empty.",
    });
  },
};

/**
 * Modules of comparable size: the largest module has at most 3x the median module's lessons, so
 * the weekly load is predictable. Needs at least two modules with lessons. Source: OSCQR Course
 * Structure (content is chunked consistently); QM 8.1.
 */
export const balancedModulesRule: QualityRule = {
  id: "structure.balanced-modules",
  dimension: "contentStructure",
  title: "Modules are of similar size",
  weight: 1,
  standard: "OSCQR Course Structure; QM 8.1",
  check(course) {
    const modules = orderedModules(course);
    const fix = `Even out the modules: split any module with more than ${MAX_MODULE_SIZE_FACTOR}x the typical number of lessons, or merge very small ones.`;
    const counts = modules.map((m) => m.lessons.length);
    if (counts.filter((n) => n > 0).length < 2) {
      return {
        passed: false,
        score: 0,
        evidence: [{ message: "Fewer than two modules have lessons to compare." }],
        fix,
      };
    }
    const typical = Math.max(1, median(counts));
    const limit = MAX_MODULE_SIZE_FACTOR * typical;
    const oversized = modules.filter((m) => m.lessons.length > limit);
    if (oversized.length === 0) {
      return {
        passed: true,
        score: 1,
        evidence: [
          { message: `Lessons per module range ${Math.min(...counts)}-${Math.max(...counts)} (median ${typical}).` },
        ],
        fix,
      };
    }
    return {
      passed: false,
      score: 1 - oversized.length / modules.length,
      evidence: oversized.map((m) => ({
        message: `Module "${m.title}" has ${m.lessons.length} lessons, more than ${MAX_MODULE_SIZE_FACTOR}x the median of ${typical}.`,
        moduleId: m.id,
      })),
      fix,
    };
  },
};

/**
 * The course starts with orientation: the first module, or its first lesson, is titled like
 * "Welcome", "Getting Started", "Orientation", "Introduction", "Overview" or "Start Here".
 * Source: QM 1.1 (instructions make clear how to get started), OSCQR 1 (Welcome and Getting
 * Started content).
 */
export const gettingStartedRule: QualityRule = {
  id: "structure.getting-started",
  dimension: "contentStructure",
  title: "Course starts with a Getting Started module",
  weight: 2,
  standard: "QM 1.1; OSCQR 1",
  check(course) {
    const fix =
      'Begin the course with a "Getting Started" (or "Welcome") module or lesson: how the course works, where things are, and what to do first.';
    const first = orderedModules(course)[0];
    if (!first) return { passed: false, score: 0, evidence: [{ message: "The course has no modules." }], fix };
    const firstLesson = orderedLessons(first)[0];
    if (ORIENTATION_TITLE.test(first.title)) {
      return {
        passed: true,
        score: 1,
        evidence: [{ message: `First module: "${first.title}".`, moduleId: first.id }],
        fix,
      };
    }
    if (firstLesson && ORIENTATION_TITLE.test(firstLesson.title)) {
      return {
        passed: true,
        score: 1,
        evidence: [{ message: `First lesson: "${firstLesson.title}".`, moduleId: first.id, lessonId: firstLesson.id }],
        fix,
      };
    }
    return {
      passed: false,
      score: 0,
      evidence: [
        {
          message: `The course opens with "${first.title}"${firstLesson ? ` / "${firstLesson.title}"` : ""}, not an orientation.`,
          moduleId: first.id,
        },
      ],
      fix,
    };
  },
};

/**
 * The course description says what the course is and for whom: at least 30 words and a word naming
 * the audience (students, learners, professionals, ...). Half credit for one of the two.
 * Source: QM 1.2 (purpose of the course introduced), QM 1.7 (prerequisite knowledge/audience stated).
 */
export const courseDescriptionRule: QualityRule = {
  id: "structure.course-description",
  dimension: "contentStructure",
  title: "Course description says what and for whom",
  weight: 1,
  standard: "QM 1.2; QM 1.7",
  check(course) {
    const words = wordCount(course.description);
    const longEnough = words >= MIN_DESCRIPTION_WORDS;
    const audience = AUDIENCE_WORDS.exec(course.description ?? "")?.[0];
    const evidence = [
      { message: `Description: ${words} words (needs ${MIN_DESCRIPTION_WORDS}+).` },
      { message: audience ? `Names its audience ("${audience}").` : "Does not say who the course is for." },
    ];
    return {
      passed: longEnough && Boolean(audience),
      score: (Number(longEnough) + Number(Boolean(audience))) / 2,
      evidence,
      fix: `Write a course description of at least ${MIN_DESCRIPTION_WORDS} words that says what the course covers and who it is for (e.g. "first-year students", "practising nurses").`,
    };
  },
};

/** Content Structure rules, in display order. */
export const structureRules: readonly QualityRule[] = [
  moduleCountRule,
  moduleOverviewRule,
  moduleLessonsRule,
  balancedModulesRule,
  gettingStartedRule,
  courseDescriptionRule,
];
