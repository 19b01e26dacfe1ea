/**
 * The API contract shared by client and server: zod schemas for request bodies and the
 * TypeScript shapes of responses (SPEC §3 "Shapes read or held by the client", §7).
 */
import { z } from "zod";
import { COURSE_LEVELS, COURSE_PAGE_MAX, DEFAULT_DURATION, DEFAULT_LEVEL } from "./constants.ts";
import type { QualityGradeLetter } from "./quality.ts";
import { idParamSchema } from "./schema-helpers.ts";

/** Difficulty level of a course (SPEC §3). */
export const courseLevelSchema = z.enum(COURSE_LEVELS, {
  error: () => `level must be one of ${COURSE_LEVELS.join(", ")}`,
});
export type CourseLevel = z.infer<typeof courseLevelSchema>;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: () => `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/**
 * Body of `POST /api/courses` (SPEC §5, §7). Title and description are required and non-blank;
 * duration defaults to '4 weeks' and level to 'beginner'. `userId` and `progress` sent by older
 * clients are accepted and ignored: the owner comes from the session and progress starts at 0
 * (DESIGN.md §3).
 */
export const createCourseSchema = z.object({
  title: requiredText("title", 200),
  description: requiredText("description", 5000),
  duration: z
    .string()
    .trim()
    .max(100, "duration must be at most 100 characters")
    .optional()
    .transform((d) => (d ? d : DEFAULT_DURATION)),
  level: courseLevelSchema.default(DEFAULT_LEVEL),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

const COURSE_PATCH_FIELDS = ["title", "description", "duration", "level"] as const;
/**
 * Body of `PATCH /api/courses/:id`: any of title, description, duration and level with the same
 * rules as creation (title and description non-blank), at least one field. An empty duration
 * becomes '4 weeks'.
 */
export const updateCourseSchema = z
  .object({
    title: requiredText("title", 200).optional(),
    description: requiredText("description", 5000).optional(),
    duration: z
      .string()
      .trim()
      .max(100, "duration must be at most 100 characters")
      .transform((d) => (d ? d : DEFAULT_DURATION))
      .optional(),
    level: courseLevelSchema.optional(),
  })
  .refine((b) => COURSE_PATCH_FIELDS.some((f) => b[f] !== undefined), {
    message: `provide at least one of ${COURSE_PATCH_FIELDS.join(", ")}`,
  });
export type UpdateCourseInput = z.input<typeof updateCourseSchema>;

/** Route parameter `:id` of a course: a positive integer (int4), as every other `:id`. */
export const courseIdParamSchema = idParamSchema;

/**
 * Query of `GET /api/courses` (issue #13): without `limit`, every course (SPEC §7); with `limit`
 * (1-100), one page, newest first, and a `Link: <...>; rel="next"` header (RFC 8288) while more
 * follow. `cursor` is the opaque value from that link.
 */
export const courseListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(COURSE_PAGE_MAX, `limit must be at most ${COURSE_PAGE_MAX}`)
    .optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "cursor must be the value from the previous page's Link header")
    .optional(),
});

/**
 * Query of `GET /api/courses/stats`: where the client's current month starts (an ISO 8601
 * instant, its local midnight of the 1st), so "This Month" counts in the user's time zone.
 */
export const courseStatsQuerySchema = z.object({
  monthStart: z.iso.datetime({ offset: true, message: "monthStart must be an ISO 8601 date-time" }),
});

/** The Dashboard's four figures (SPEC §2 "Dashboard"), computed in SQL over all the user's courses. */
export interface CourseStats {
  totalCourses: number;
  /** Rounded mean progress, 0-100; 0 without courses. */
  averageProgress: number;
  /** Progress of at least 80 and a current grade of C or better (course-stats.ts `isPublished`). */
  published: number;
  createdThisMonth: number;
}

/** A course as the API returns it (SPEC §3 "Course as read"). Dates are ISO 8601 strings. */
export interface Course {
  id: number;
  userId: string;
  title: string;
  description: string | null;
  duration: string | null;
  level: CourseLevel;
  progress: number;
  lmsType: string | null;
  lmsId: string | null;
  /** Grade of the latest quality analysis while it is current (the course has not changed since); else null. */
  qualityGrade: QualityGradeLetter | null;
  createdAt: string;
  updatedAt: string;
}

/** The signed-in user (SPEC §3 "Current user"). */
export interface User {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Error body of every non-2xx API answer (DESIGN.md §2). A 400 for an invalid body also lists
 * each invalid field with its message.
 */
export interface ApiErrorBody {
  message: string;
  errors?: Array<{ field: string; message: string }>;
}
