/**
 * Pure helpers for the My Courses list and the publish rule (SPEC §2 "My Courses", §9); the
 * Dashboard's figures are computed in SQL with the same rule (course-commands.ts `courseStats`).
 * No I/O: unit-tested alone.
 */
import { COURSE_LEVELS, PUBLISHABLE_GRADES, PUBLISHED_PROGRESS_THRESHOLD } from "./constants.ts";
import type { Course, CourseLevel } from "./schemas.ts";

/**
 * Whether a course is ready to publish (counted "Published" on the Dashboard): progress >= 80
 * (SPEC §4, §9) AND a current quality grade of C or better (issue #11: progress alone counted
 * fields, so a course graded F could be "Ready to publish").
 */
export function isPublished(course: Pick<Course, "progress" | "qualityGrade">): boolean {
  return (
    (course.progress ?? 0) >= PUBLISHED_PROGRESS_THRESHOLD &&
    (PUBLISHABLE_GRADES as readonly (string | null)[]).includes(course.qualityGrade)
  );
}

/**
 * Objectives needed for the full objectives share of a course's development progress (a course
 * states at least 3 outcomes; DESIGN.md §3). Used by the server's progress formula and the
 * editor's Course Development Progress bars.
 */
export const FULL_OBJECTIVES = 3;

/** Fewest words of real text that make a text lesson count as written (issue #11). */
export const MIN_LESSON_WORDS = 40;

/**
 * Placeholder text of templates, outlines and authoring habits: it says a lesson is still to be
 * written, so it is not counted as the lesson's words (issue #11: an accepted outline of
 * "Worked example / Your turn" stubs counted as finished content).
 */
const PLACEHOLDERS = [
  /lorem ipsum[\s\S]*?(?:[.]|$)/gi,
  /\b(?:TBD|TBA|TODO|to be (?:added|written|completed|announced))\b/gi,
  /\b(?:content )?coming soon\b/gi,
  /\bworked example\b/gi,
  /\byour turn(?::[^.\n]*)?/gi,
  /\bhow this connects to [^.\n]*/gi,
  /\bby the end of this lesson you should be able to:?/gi,
  /\b(?:define the key terms of|explain where) [^.\n]*/gi,
  /\bthis lesson introduces [^.\n]*/gi,
  /\bwork through an example that uses [^.\n]*/gi,
  /\ba short quiz on [^.\n]*/gi,
  /\b(?:about \d+ questions|feedback after each answer)\b/gi,
];

/**
 * The text of a lesson's HTML a learner would read, placeholder text left out: one line per block
 * (paragraph, list item, cell), tags removed. Headings are left out too: they name what a lesson
 * teaches (often its title again), they do not teach it.
 */
export function substantiveText(html: string): string {
  let text = html
    .replace(/<(script|style|h[1-6])[^>]*>[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<\/(?:p|li|h[1-6]|td|th|tr|blockquote|pre|div|caption|figcaption)\s*>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ");
  for (const pattern of PLACEHOLDERS) text = text.replace(pattern, " ");
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** The words of a lesson's HTML a learner would read, placeholder text left out. */
export function substantiveWordCount(html: string): number {
  return (substantiveText(html).match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? []).length;
}

/**
 * Whether a lesson has content a learner can use: a video lesson needs a videoUrl; an assessment
 * lesson the assessment it links to ("Assessment: Quiz 1"); every other lesson embedded media
 * (img, iframe, audio, video) or at least MIN_LESSON_WORDS words of real text (placeholder text
 * does not count). Shared by the server's progress formula and the
 * editor's progress bars, so both count the same lessons.
 */
export function lessonHasContent(lesson: { type: string; contentHtml: string; videoUrl: string | null }): boolean {
  if (lesson.type === "video") return Boolean(lesson.videoUrl);
  if (/<(?:img|iframe|audio|video)\b/i.test(lesson.contentHtml)) return true;
  // An assessment lesson opens an assessment: it counts when it names the one it links to.
  if (lesson.type === "assessment") return /\bAssessment:\s*\S/.test(lesson.contentHtml);
  return substantiveWordCount(lesson.contentHtml) >= MIN_LESSON_WORDS;
}

/** My Courses sort orders (SPEC §2): newest first, title A-Z, progress highest first, level. */
export const COURSE_SORTS = ["recent", "title", "progress", "level"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export type LevelFilter = "all" | CourseLevel;

/** Filter of the My Courses screen. */
export interface CourseFilter {
  search: string;
  level: LevelFilter;
  sort: CourseSort;
}

type ListCourse = Pick<Course, "title" | "description" | "level" | "progress" | "createdAt">;

/**
 * Courses matching `search` (case-insensitive, over title and description) and `level`, in the
 * chosen order. Level order is beginner, intermediate, advanced. Ties keep the input order.
 * Returns a new array; the input is not changed.
 */
export function filterAndSortCourses<T extends ListCourse>(courses: readonly T[], filter: CourseFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  const matching = courses.filter((c) => {
    const inText =
      needle === "" || c.title.toLowerCase().includes(needle) || (c.description ?? "").toLowerCase().includes(needle);
    const inLevel = filter.level === "all" || c.level === filter.level;
    return inText && inLevel;
  });
  const byLevel = (l: string) => {
    const i = COURSE_LEVELS.indexOf(l as CourseLevel);
    return i === -1 ? COURSE_LEVELS.length : i;
  };
  const compare: Record<CourseSort, (a: T, b: T) => number> = {
    recent: (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
    title: (a, b) => a.title.localeCompare(b.title),
    progress: (a, b) => (b.progress ?? 0) - (a.progress ?? 0),
    level: (a, b) => byLevel(a.level) - byLevel(b.level),
  };
  return [...matching].sort(compare[filter.sort]);
}

/**
 * Duration as displayed (SPEC §9): as is when it contains 'week', otherwise followed by 'hours';
 * 'Self-paced' when empty (SPEC §2 "My Courses").
 */
export function formatDuration(duration: string | null | undefined): string {
  if (!duration || duration.trim() === "") return "Self-paced";
  return duration.includes("week") ? duration : `${duration} hours`;
}
