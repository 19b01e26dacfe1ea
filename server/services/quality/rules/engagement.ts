/**
 * Engagement rules (QM General Standard 4.5 and 5 "Learning Activities and Learner Interaction",
 * OSCQR "Content and Activities"): varied media, short videos, something to do in every module.
 * One small pure rule per export.
 */
import type { CourseSnapshot, LessonSnapshot, ModuleSnapshot } from "../../../../common/course-snapshot.ts";
import { holdsContent, lessonTextFacts } from "./content.ts";
import { isRealAssessmentLesson, isRealQuestion } from "./question-quality.ts";
import type { QualityRule } from "../types.ts";
import { allItemsResult, allLessons, median, orderedModules, ratio } from "./helpers.ts";

/** Highest share of modules that may use a single content type. */
export const MAX_SINGLE_TYPE_MODULE_SHARE = 0.2;
/** Longest median video, in minutes (attention drops after ~6-10 minutes: Guo, Kim & Rubin 2014). */
export const MAX_MEDIAN_VIDEO_MINUTES = 10;
/** Words in lesson HTML that signal something for learners to do. */
export const ACTIVITY_CUE =
  /\b(activity|activities|exercise|exercises|discuss|discussion|practice|practise|reflect|reflection|try it|your turn|worksheet|case study|lab|assignment|quiz|self-check|apply it)\b/i;

/**
 * The course uses more than one lesson type (text, video, assessment), counting lessons that hold
 * content (see holdsContent: a video lesson without a video or a placeholder page is no material).
 * Source: QM 4.5 (a variety of instructional materials is used).
 */
export const lessonVarietyRule: QualityRule = {
  id: "engagement.lesson-variety",
  dimension: "engagement",
  title: "More than one type of lesson",
  weight: 2,
  standard: "QM 4.5",
  check(course) {
    const types = [...new Set(lessonsWithContent(course).map((lesson) => lesson.type))];
    return {
      passed: types.length > 1,
      score: Math.min(1, types.length / 2),
      evidence: [{ message: types.length ? `Lesson types used: ${types.join(", ")}.` : "The course has no lessons." }],
      fix: "Mix lesson types: add short videos and practice (assessment) lessons alongside the text.",
    };
  },
};

/**
 * Fewer than 20% of modules use a single content type (lessons that hold content, see
 * holdsContent); a module without lessons counts as single-type. Source: OSCQR Content and Activities (variety of content within units); QM 4.5.
 */
export const moduleVarietyRule: QualityRule = {
  id: "engagement.module-variety",
  dimension: "engagement",
  title: "Modules mix content types",
  weight: 1,
  standard: "OSCQR Content and Activities; QM 4.5",
  check(course) {
    const fix =
      "Give each module at least two kinds of content, e.g. a reading and a video, or a video and a practice quiz.";
    const modules = orderedModules(course);
    if (modules.length === 0)
      return { passed: false, score: 0, evidence: [{ message: "The course has no modules." }], fix };
    const real = new Set(lessonsWithContent(course).map((lesson) => lesson.id));
    const singleType = modules.filter(
      (m) => new Set(m.lessons.filter((l) => real.has(l.id)).map((l) => l.type)).size < 2,
    );
    const share = ratio(singleType.length, modules.length);
    const passed = share < MAX_SINGLE_TYPE_MODULE_SHARE;
    return {
      passed,
      // Full credit below the 20% limit, falling linearly to 0 when every module is single-type.
      score: passed ? 1 : Math.max(0, (1 - share) / (1 - MAX_SINGLE_TYPE_MODULE_SHARE)),
      evidence: passed
        ? [{ message: `${modules.length - singleType.length} of ${modules.length} modules mix content types.` }]
        : singleType.slice(0, 20).map((m) => ({
            message: `Module "${m.title}" uses ${m.lessons.length ? `only ${m.lessons[0]!.type} lessons` : "no lessons"}.`,
            moduleId: m.id,
          })),
      fix,
    };
  },
};

/**
 * Videos are short: the median length of video lessons with a known duration is at most 10
 * minutes. A course without measured videos fails (nothing shows short media). Source: OSCQR
 * Content and Activities (media is chunked into short segments); Guo, Kim & Rubin (2014).
 */
export const videoLengthRule: QualityRule = {
  id: "engagement.video-length",
  dimension: "engagement",
  title: "Videos are short (median 10 minutes or less)",
  weight: 1,
  standard: "OSCQR Content and Activities",
  check(course) {
    const fix = `Use short videos: split long recordings into segments of ${MAX_MEDIAN_VIDEO_MINUTES} minutes or less, and record each video's length.`;
    const videos = allLessons(course).filter(
      ({ lesson }) =>
        (lesson.type === "video" || lesson.videoUrl) && lesson.durationMinutes !== null && lesson.durationMinutes > 0,
    );
    if (videos.length === 0) {
      return { passed: false, score: 0, evidence: [{ message: "No video lessons with a known length." }], fix };
    }
    const typical = median(videos.map(({ lesson }) => lesson.durationMinutes!));
    const passed = typical <= MAX_MEDIAN_VIDEO_MINUTES;
    const long = videos.filter(({ lesson }) => lesson.durationMinutes! > MAX_MEDIAN_VIDEO_MINUTES);
    return {
      passed,
      score: passed ? 1 : MAX_MEDIAN_VIDEO_MINUTES / typical,
      evidence: [
        { message: `Median video length ${typical} minutes over ${videos.length} video(s).` },
        ...(passed
          ? []
          : long.slice(0, 20).map(({ lesson, module }) => ({
              message: `"${lesson.title}" is ${lesson.durationMinutes} minutes long.`,
              moduleId: module.id,
              lessonId: lesson.id,
            }))),
      ],
      fix,
    };
  },
};

/** Lessons that hold content (see holdsContent), in course order. */
function lessonsWithContent(course: CourseSnapshot): LessonSnapshot[] {
  return lessonTextFacts(course)
    .filter(holdsContent)
    .map((f) => f.lesson);
}

/**
 * Whether a module gives learners something to do: an assessment of the module with at least one
 * real question (not a template placeholder), an assessment lesson that names its assessment, or an activity in a lesson's own text
 * (a template's "Your turn" placeholder, a "Check your understanding" stub or an "Add a practice
 * activity here" repeated in every lesson is not an activity).
 */
export function moduleHasActivity(course: CourseSnapshot, module: ModuleSnapshot): boolean {
  const ownText = new Map(lessonTextFacts(course).map((f) => [f.lesson.id, f.ownText]));
  return (
    course.assessments.some((a) => a.moduleId === module.id && a.questions.some((q) => isRealQuestion(course, q))) ||
    module.lessons.some((l) =>
      l.type === "assessment" ? isRealAssessmentLesson(course, l) : ACTIVITY_CUE.test(ownText.get(l.id) ?? ""),
    )
  );
}

/**
 * Every module has something to do, not only things to read or watch: an assessment lesson, an
 * assessment attached to the module, or a lesson with an activity ("activity", "exercise",
 * "discuss", "practice", "reflect", ...). Source: QM 5.1 (activities promote achievement of the
 * objectives) and 5.2 (activities provide opportunities for interaction).
 */
export const moduleActivityRule: QualityRule = {
  id: "engagement.module-activity",
  dimension: "engagement",
  title: "Something to do in every module",
  weight: 3,
  standard: "QM 5.1; QM 5.2",
  check(course) {
    const modules = orderedModules(course);
    const failures = modules
      .filter((m) => !moduleHasActivity(course, m))
      .map((m) => ({ message: `Module "${m.title}" has nothing for learners to do.`, moduleId: m.id }));
    return allItemsResult({
      total: modules.length,
      failures,
      summary: `All ${modules.length} modules include an activity or assessment.`,
      emptyMessage: "The course has no modules.",
      fix: "Add an activity to every module: an exercise, a discussion prompt, a reflection or a practice quiz.",
    });
  },
};

/** Engagement rules, in display order. */
export const engagementRules: readonly QualityRule[] = [
  lessonVarietyRule,
  moduleVarietyRule,
  videoLengthRule,
  moduleActivityRule,
];
