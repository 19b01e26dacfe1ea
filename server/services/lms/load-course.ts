/** Reads one of a user's courses in the shape the Common Cartridge exporter takes. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Question } from "../../../common/assessment-schemas.ts";
import type { LessonType } from "../../../common/course-snapshot.ts";
import { assessments, courses, lessons, modules } from "../../db/schema.ts";
import type { Executor } from "../course-editor/executor.ts";
import type { CartridgeCourseInput } from "./common-cartridge/index.ts";

/**
 * Loads a course with its modules (in order), their lessons (in order) and its assessments, for
 * `exportCommonCartridge`.
 * @param userId - the signed-in user; another user's course counts as missing
 * @returns the course, or null when it does not exist or is not the user's
 */
export async function loadCourseForCartridge(
  db: Executor,
  userId: string,
  courseId: number,
): Promise<CartridgeCourseInput | null> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  if (!course) return null;
  const moduleRows = await db
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex), asc(modules.id));
  const lessonRows =
    moduleRows.length === 0
      ? []
      : await db
          .select()
          .from(lessons)
          .where(
            inArray(
              lessons.moduleId,
              moduleRows.map((m) => m.id),
            ),
          )
          .orderBy(asc(lessons.orderIndex), asc(lessons.id));
  const assessmentRows = await db
    .select()
    .from(assessments)
    .where(eq(assessments.courseId, courseId))
    .orderBy(asc(assessments.id));
  return {
    title: course.title,
    description: course.description,
    modules: moduleRows.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      lessons: lessonRows
        .filter((l) => l.moduleId === m.id)
        .map((l) => ({
          title: l.title,
          type: l.type as LessonType,
          contentHtml: l.contentHtml,
          videoUrl: l.videoUrl,
          captionsUrl: l.captionsUrl,
          durationMinutes: l.durationMinutes,
        })),
    })),
    assessments: assessmentRows.map((a) => ({
      title: a.title,
      type: a.type,
      moduleId: a.moduleId,
      questions: (a.questions as Question[]).map((q) => ({
        type: q.type,
        stem: q.stem,
        options: q.options,
        correctAnswer: q.correctAnswer,
        ...(q.feedback ? { feedback: q.feedback } : {}),
      })),
    })),
  };
}

/**
 * A download file name for a course: the title with characters unsafe in file names replaced,
 * at most 100 characters, plus `.imscc` ("Cell Biology: Intro" -> "Cell Biology- Intro.imscc").
 */
export function cartridgeFileName(title: string): string {
  const base = title
    // eslint-disable-next-line no-control-regex -- control characters are unsafe in file names
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.-]+|[.]+$/g, "")
    .slice(0, 100)
    .trim();
  return `${base || "course"}.imscc`;
}

/**
 * A Content-Disposition header value for `fileName` (RFC 6266 / RFC 5987): an ASCII `filename`
 * fallback plus the UTF-8 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
