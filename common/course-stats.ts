/**
 * Pure helpers for the Dashboard stat cards and the My Courses list (SPEC §2 "Dashboard",
 * "My Courses", §9). No I/O: unit-tested alone.
 */
import { COURSE_LEVELS, PUBLISHABLE_GRADES, PUBLISHED_PROGRESS_THRESHOLD } from "./constants.ts";
import type { Course, CourseLevel } from "./schemas.ts";

type StatCourse = Pick<Course, "progress" | "createdAt" | "qualityGrade">;

/** Rounded mean of course progress (0-100), 0 when there are no courses (SPEC §2 "Avg Progress"). */
export function averageProgress(courses: readonly StatCourse[]): number {
  if (courses.length === 0) return 0;
  const total = courses.reduce((sum, c) => sum + (c.progress ?? 0), 0);
  return Math.round(total / courses.length);
}

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

/** Number of courses with progress >= 80 (SPEC §2 "Published"). */
export function publishedCount(courses: readonly StatCourse[]): number {
  return courses.filter(isPublished).length;
}

/**
 * Number of courses whose createdAt falls in the current month and year of `now`, in local time
 * (SPEC §2 "This Month").
 */
export function createdThisMonth(courses: readonly StatCourse[], now: Date = new Date()): number {
  return courses.filter((c) => {
    const d = new Date(c.createdAt);
    return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth();
  }).length;
}

/**
 * Objectives needed for the full objectives share of a course's development progress (a course
 * states at least 3 outcomes; DESIGN.md §3). Used by the server's progress formula and the
 * editor's Course Development Progress bars.
 */
export const FULL_OBJECTIVES = 3;

/**
 * Whether a lesson has content a learner can use: a video lesson needs a videoUrl; every other
 * lesson needs visible text or embedded media (img, iframe) in its HTML. Shared by the server's
 * progress formula and the editor's progress bars, so both count the same lessons.
 */
export function lessonHasContent(lesson: { type: string; contentHtml: string; videoUrl: string | null }): boolean {
  if (lesson.type === "video") return Boolean(lesson.videoUrl);
  if (/<(?:img|iframe)\b/i.test(lesson.contentHtml)) return true;
  const text = lesson.contentHtml
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text.length > 0;
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
