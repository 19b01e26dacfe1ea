/**
 * The course's real gaps, read from its snapshot: what content suggestions and pedagogical
 * insights are built from. Checks follow common course-review rubrics (Quality Matters
 * standards 2-5 and 8, OSCQR): measurable objectives, module overviews, assessments aligned
 * with objectives, varied lesson types, captions for video (WCAG 2.1 SC 1.2.2). Pure.
 */
import { count } from "../../../../common/plural.ts";
import type { CourseSnapshot } from "../../../../common/course-snapshot.ts";
import { detectBloomLevel } from "../../course-editor/bloom-level.ts";
import type { ContentSuggestion, Priority } from "../schemas.ts";
import { mediaFitGaps, promisedTopicGaps, untaughtObjectiveGaps } from "./content-gaps.ts";
import { durationInWeeks, htmlToText, spansWeeks, wordCount } from "./text.ts";

/** A module overview shorter than this (words) does not tell students what the module is for. */
export const MIN_OVERVIEW_WORDS = 20;
/** A text lesson shorter than this (words) is a stub. */
export const MIN_LESSON_WORDS = 80;
/** More modules than this per week of course time is a heavy load. */
export const MAX_MODULES_PER_WEEK = 2;

export type CourseGap = ContentSuggestion & { priority: Priority };

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/**
 * Every gap found, most severe first (then in module order).
 * @param options.outlineOnly - the snapshot holds only the titles and descriptions a client sent
 *   (SPEC's body without a courseId): nothing is known about lessons, objectives or assessments,
 *   so no gap is claimed about them (issue #10: such a body produced false suggestions)
 */
export function findCourseGaps(course: CourseSnapshot, options: { outlineOnly?: boolean } = {}): CourseGap[] {
  const gaps = options.outlineOnly
    ? [...startingGaps(course).filter((g) => g.action?.kind === "add-module"), ...overviewGaps(course)]
    : [
        ...startingGaps(course),
        ...moduleGaps(course),
        ...lessonGaps(course),
        ...untaughtObjectiveGaps(course),
        ...promisedTopicGaps(course),
        ...assessmentGaps(course),
        ...mediaFitGaps(course),
        ...balanceGaps(course),
      ];
  return gaps
    .map((gap, index) => ({ gap, index }))
    .sort((a, b) => PRIORITY_ORDER[a.gap.priority] - PRIORITY_ORDER[b.gap.priority] || a.index - b.index)
    .map(({ gap }) => gap);
}

/** No modules, no objectives, or objectives without a measurable verb (QM 2.1, 2.2). */
function startingGaps(course: CourseSnapshot): CourseGap[] {
  const gaps: CourseGap[] = [];
  if (course.modules.length === 0) {
    gaps.push({
      title: "Add your first modules",
      description: "The course has no modules yet. Break the content into weekly modules, each with a clear focus.",
      priority: "high",
      action: { kind: "add-module" },
    });
  }
  if (course.objectives.length === 0) {
    gaps.push({
      title: "Write learning objectives",
      description:
        "The course has no learning objectives. Measurable objectives tell students what they will be able to do and anchor every assessment.",
      priority: "high",
      action: { kind: "add-objectives" },
    });
  } else {
    const unmeasurable = course.objectives.filter((o) => detectBloomLevel(o.text) === null);
    if (unmeasurable.length > 0) {
      gaps.push({
        title: "Make objectives measurable",
        description: `${count(unmeasurable.length, "objective")} ${unmeasurable.length === 1 ? "does" : "do"} not start with a measurable Bloom verb (e.g. "${truncate(unmeasurable[0]!.text)}"). Replace verbs like "understand" or "know" with observable ones such as explain, apply or analyze.`,
        priority: "medium",
        action: { kind: "revise-objectives" },
      });
    }
  }
  return gaps;
}

/** Modules without lessons or without an overview of MIN_OVERVIEW_WORDS (QM 1.1, 2.5). */
function moduleGaps(course: CourseSnapshot): CourseGap[] {
  const gaps: CourseGap[] = [];
  for (const module of course.modules) {
    if (module.lessons.length === 0) {
      gaps.push({
        title: `Add lessons to "${module.title}"`,
        description: `The module "${module.title}" has no lessons, so students have nothing to study in it.`,
        priority: "high",
        action: { kind: "add-lesson", moduleId: module.id },
      });
    }
  }
  return [...gaps, ...overviewGaps(course)];
}

/** Module overviews shorter than MIN_OVERVIEW_WORDS (QM 1.1): known from titles and descriptions alone. */
function overviewGaps(course: CourseSnapshot): CourseGap[] {
  return course.modules.flatMap((module): CourseGap[] => {
    const overviewWords = wordCount(module.description ?? "");
    if (overviewWords >= MIN_OVERVIEW_WORDS) return [];
    return [
      {
        title: `Write an overview for "${module.title}"`,
        description:
          overviewWords === 0
            ? `The module "${module.title}" has no overview. Say what it covers, why it matters and how students will be assessed.`
            : `The overview of "${module.title}" has only ${overviewWords} words. Expand it to say what the module covers and how it is assessed.`,
        priority: overviewWords === 0 ? "medium" : "low",
        action: { kind: "add-module-overview", moduleId: module.id },
      },
    ];
  });
}

/** Video lessons without a video or captions (WCAG 1.2.2); empty or stub text lessons. */
function lessonGaps(course: CourseSnapshot): CourseGap[] {
  const gaps: CourseGap[] = [];
  const lessons = lessonsOf(course);
  for (const { module, lesson } of lessons) {
    const words = wordCount(htmlToText(lesson.contentHtml));
    if (lesson.type === "video") {
      if (!lesson.videoUrl) {
        gaps.push({
          title: `Add the video for "${lesson.title}"`,
          description: `The video lesson "${lesson.title}" in "${module.title}" has no video URL.`,
          priority: "high",
          action: { kind: "add-lesson-content", moduleId: module.id, lessonId: lesson.id },
        });
      } else if (!lesson.captionsUrl) {
        gaps.push({
          title: `Add captions to "${lesson.title}"`,
          description: `The video lesson "${lesson.title}" has no captions. Captions are required for WCAG 2.1 AA (1.2.2) and help every student.`,
          priority: "high",
          action: { kind: "add-captions", moduleId: module.id, lessonId: lesson.id },
        });
      }
    } else if (lesson.type === "text" && words === 0) {
      gaps.push({
        title: `Write the content of "${lesson.title}"`,
        description: `The lesson "${lesson.title}" in "${module.title}" is empty.`,
        priority: "high",
        action: { kind: "add-lesson-content", moduleId: module.id, lessonId: lesson.id },
      });
    } else if (lesson.type === "text" && words < MIN_LESSON_WORDS) {
      gaps.push({
        title: `Expand "${lesson.title}"`,
        description: `The lesson "${lesson.title}" has only ${words} words. Add explanation, an example or a short reading.`,
        priority: "low",
        action: { kind: "add-lesson-content", moduleId: module.id, lessonId: lesson.id },
      });
    }
  }
  return gaps;
}

/** No assessment, modules without one, objectives no question measures (QM 3.1, 3.2). */
function assessmentGaps(course: CourseSnapshot): CourseGap[] {
  const gaps: CourseGap[] = [];
  const questions = course.assessments.flatMap((a) => a.questions);
  if (course.modules.length > 0 && course.assessments.length === 0) {
    gaps.push({
      title: "Add an assessment",
      description: "The course has no assessment. Add a short quiz per module so students can check their progress.",
      priority: "high",
      action: { kind: "generate-quiz", moduleId: course.modules.find((m) => m.lessons.length > 0)?.id },
    });
  } else if (course.assessments.length > 0) {
    const assessedModules = new Set(course.assessments.map((a) => a.moduleId));
    const unassessed = course.modules.filter((m) => m.lessons.length > 0 && !assessedModules.has(m.id));
    for (const module of unassessed.slice(0, 3)) {
      gaps.push({
        title: `Add a quiz to "${module.title}"`,
        description: `"${module.title}" has lessons but no assessment to check what students learned in it.`,
        priority: "medium",
        action: { kind: "generate-quiz", moduleId: module.id },
      });
    }
    const measured = new Set(questions.flatMap((q) => q.objectiveIds));
    const unmeasuredObjectives = course.objectives.filter((o) => !measured.has(o.id));
    if (unmeasuredObjectives.length > 0) {
      gaps.push({
        title: "Align assessments with objectives",
        description: `${unmeasuredObjectives.length} of ${count(course.objectives.length, "objective")} ${unmeasuredObjectives.length === 1 ? "is" : "are"} not measured by any question (e.g. "${truncate(unmeasuredObjectives[0]!.text)}").`,
        priority: unmeasuredObjectives.length === course.objectives.length ? "high" : "medium",
        action: { kind: "align-assessment" },
      });
    }
  }
  return gaps;
}

/** One lesson type only (QM 4.5); more than MAX_MODULES_PER_WEEK modules a week. */
function balanceGaps(course: CourseSnapshot): CourseGap[] {
  const gaps: CourseGap[] = [];
  const lessons = lessonsOf(course);
  const types = new Set(lessons.map(({ lesson }) => lesson.type));
  if (lessons.length >= 3 && types.size === 1) {
    gaps.push({
      title: "Vary lesson types",
      description: `All ${lessons.length} lessons are ${[...types][0]} lessons. Mix text, video and practice so students meet the content in more than one way.`,
      priority: "low",
      action: { kind: "vary-lesson-types" },
    });
  }

  const weeks = durationInWeeks(course.duration);
  // Only a course that runs over weeks: an intensive of days or hours ("six days on site") packs
  // its modules by design.
  if (weeks && spansWeeks(course.duration) && course.modules.length / weeks > MAX_MODULES_PER_WEEK) {
    gaps.push({
      title: "Rebalance the schedule",
      description: `${course.modules.length} modules in ${weeks} week(s) is more than ${MAX_MODULES_PER_WEEK} a week. Merge modules or lengthen the course.`,
      priority: "medium",
      action: { kind: "rebalance-schedule" },
    });
  }
  return gaps;
}

function lessonsOf(course: CourseSnapshot) {
  return course.modules.flatMap((m) => m.lessons.map((l) => ({ module: m, lesson: l })));
}

function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
