/**
 * Builds AI service inputs from course data: a minimal snapshot from the SPEC request body when no
 * stored course is named, and the quiz input of a stored module (its lesson text, the course's
 * objectives, and distractor concepts from the rest of the course). Pure, no I/O; carries only
 * course content (no user fields).
 */
import type { CourseSnapshot } from "../../../common/course-snapshot.ts";
import type { CourseLevel } from "../../../common/schemas.ts";
import { analyzeText, distinctConcepts } from "./offline/nlp.ts";
import { htmlToText } from "./offline/text.ts";
import type { GenerateQuizInput } from "./provider.ts";

/** Most distractor concepts taken from the other modules of a course. */
const MAX_OTHER_CONCEPTS = 40;
/** Characters of each other lesson read for distractor concepts (keeps big courses fast). */
const OTHER_LESSON_CHARS = 1_500;

/**
 * A course snapshot made only of what SPEC's `content-suggestions` body carries (title and module
 * titles/descriptions), for calls that name no stored course. Ids are negative placeholders, so
 * callers must drop ids from the answer's actions (see {@link withoutPlaceholderIds}).
 */
export function snapshotFromOutline(input: {
  title: string;
  description?: string | null;
  level?: CourseLevel;
  duration?: string | null;
  modules: readonly { title: string; description?: string | null }[];
}): CourseSnapshot {
  return {
    id: -1,
    title: input.title,
    description: input.description ?? null,
    duration: input.duration ?? null,
    level: input.level ?? "beginner",
    modules: input.modules.map((m, i) => ({
      id: -(i + 1),
      title: m.title,
      description: m.description ?? null,
      orderIndex: i,
      color: "#6366F1",
      lessons: [],
    })),
    objectives: [],
    assessments: [],
  };
}

/** A suggestion with its action's module/lesson ids removed when they are placeholders (<= 0). */
export function withoutPlaceholderIds<T extends { action?: { kind: string; moduleId?: number; lessonId?: number } }>(
  suggestion: T,
): T {
  const action = suggestion.action;
  if (!action) return suggestion;
  const { moduleId, lessonId, ...rest } = action;
  return {
    ...suggestion,
    action: {
      ...rest,
      ...(moduleId !== undefined && moduleId > 0 && { moduleId }),
      ...(lessonId !== undefined && lessonId > 0 && { lessonId }),
    },
  };
}

/** All lesson text of a course (HTML stripped), module by module, for objective generation. */
export function courseLessonText(course: CourseSnapshot): string {
  return course.modules
    .flatMap((m) => m.lessons.map((l) => htmlToText(l.contentHtml)))
    .filter(Boolean)
    .join("\n");
}

/**
 * The quiz input for one module of a stored course: the module's lessons' text (HTML stripped), the
 * course's objectives (so questions name the ones they measure) and key concepts of the other
 * modules as distractors. Title and description default to the module's own.
 *
 * @throws Error when `moduleId` is not a module of `course` (callers check ownership first)
 */
export function moduleQuizInput(
  course: CourseSnapshot,
  moduleId: number,
  options: { questionCount?: number; moduleTitle?: string; moduleDescription?: string } = {},
): GenerateQuizInput {
  const module = course.modules.find((m) => m.id === moduleId);
  if (!module) throw new Error(`module ${moduleId} is not in course ${course.id}`);
  const others = course.modules.filter((m) => m.id !== moduleId);
  return {
    moduleTitle: options.moduleTitle || module.title,
    moduleDescription: options.moduleDescription || module.description || "",
    questionCount: options.questionCount,
    lessonText: module.lessons
      .map((l) => htmlToText(l.contentHtml))
      .filter(Boolean)
      .join("\n"),
    objectives: course.objectives.map((o) => ({ id: o.id, text: o.text })),
    otherConcepts: otherConcepts(others),
    level: course.level,
  };
}

function otherConcepts(others: CourseSnapshot["modules"]): string[] {
  if (others.length === 0) return [];
  const analysis = analyzeText(
    others.flatMap((m) => [
      { text: m.title, weight: 3 },
      { text: m.description ?? "", weight: 2 },
      ...m.lessons.map((l) => ({ text: htmlToText(l.contentHtml).slice(0, OTHER_LESSON_CHARS), weight: 1 })),
    ]),
  );
  return distinctConcepts(analysis.concepts, MAX_OTHER_CONCEPTS).map((c) => c.surface);
}

/**
 * Each module's title, description, lesson titles and lesson text (HTML converted once), for
 * objective generation.
 */
export function moduleTexts(
  course: CourseSnapshot,
): { title: string; text: string; description?: string; lessonTitles: string[] }[] {
  return course.modules.map((m) => ({
    title: m.title,
    ...(m.description && { description: m.description }),
    lessonTitles: m.lessons.map((l) => l.title).filter(Boolean),
    text: m.lessons
      .map((l) => htmlToText(l.contentHtml))
      .filter(Boolean)
      .join("\n"),
  }));
}
