/**
 * The LMS Integration contract shared by client and server (SPEC §2 "LMS Integration", §5 "LMS
 * connect", §7 /api/lms/*, §8 toasts; DESIGN.md §3 "LMS", "Publish tab"): request schemas, response
 * shapes and the screen's fixed texts.
 */
import { z } from "zod";
import type { ImportReport } from "./import-report.ts";
import type { Course } from "./schemas.ts";

/** LMS types a user can connect to; the first is the default (SPEC §5, §9). */
export const LMS_TYPES = ["canvas", "blackboard"] as const;
export type LmsTypeName = (typeof LMS_TYPES)[number];
/** Default LMS type of the connect form (SPEC §9). */
export const DEFAULT_LMS_TYPE: LmsTypeName = "canvas";

/** Display names of the LMS types. */
export const LMS_NAMES: Record<LmsTypeName, string> = { canvas: "Canvas", blackboard: "Blackboard" };

/** Where to get an access token, one hint per LMS type (SPEC §2 "A hint per LMS type"; LMS.md). */
export const LMS_TOKEN_HINTS: Record<LmsTypeName, string> = {
  canvas: "Generate a token in Canvas under Account > Settings > Approved Integrations > New Access Token.",
  blackboard:
    "Paste a Blackboard Learn REST API access token issued to your institution's registered application (valid for one hour).",
};

/** Largest Common Cartridge upload accepted, in bytes (100 MiB). */
export const CARTRIDGE_MAX_BYTES = 100 * 1024 * 1024;
/** File types the cartridge upload accepts (an .imscc is a zip). */
export const CARTRIDGE_ACCEPT = ".imscc,.zip";

const requiredText = (field: string, max: number) =>
  z
    .string({ error: () => `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const lmsTypeSchema = z.enum(LMS_TYPES, { error: () => `lmsType must be one of ${LMS_TYPES.join(", ")}` });

/** The LMS base URL: required, http(s). Whether its host is public is the server's SSRF guard's call. */
const baseUrlSchema = requiredText("LMS Base URL", 2048).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}, "LMS Base URL must be an http or https URL, e.g. https://canvas.example.edu");

/** What every LMS call carries: which LMS, where, and the user's token (never stored). */
export const lmsConnectionSchema = z.object({
  lmsType: lmsTypeSchema,
  baseUrl: baseUrlSchema,
  accessToken: requiredText("accessToken", 4096),
});
export type LmsConnectionInput = z.input<typeof lmsConnectionSchema>;

/** Body of `POST /api/lms/connect` (SPEC §5, §7): every field required. */
export const lmsConnectSchema = lmsConnectionSchema.extend({
  institutionName: requiredText("institutionName", 200),
});
export type LmsConnectInput = z.input<typeof lmsConnectSchema>;

/** Query of `GET /api/lms/courses` (SPEC §7). */
export const lmsCoursesQuerySchema = lmsConnectionSchema;

/** What to do when the LMS course was imported before: replace that course's content, or import a copy. */
export const IMPORT_MODES = ["update", "copy"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Body of `POST /api/lms/import-course` (SPEC §7); `mode` answers a 409 duplicate. */
export const lmsImportCourseSchema = lmsConnectionSchema.extend({
  courseId: z
    .union([z.string(), z.number()], { error: () => "courseId is required" })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, "courseId is required").max(200, "courseId must be at most 200 characters")),
  mode: z.enum(IMPORT_MODES, { error: () => `mode must be one of ${IMPORT_MODES.join(", ")}` }).optional(),
});
export type LmsImportCourseInput = z.input<typeof lmsImportCourseSchema>;

/** The connection the client keeps (SPEC §3 "LMS connection (held only in the client)"). */
export interface LmsConnection {
  lmsType: LmsTypeName;
  institutionName: string;
  baseUrl: string;
  accessToken: string;
}

/** Answer of `POST /api/lms/connect`. */
export interface LmsConnectResponse {
  connected: true;
  lmsUser: { name: string };
}

/** One row of the Import tab (SPEC §3 "LMS course"). */
export interface LmsCourse {
  id: string;
  name: string;
  description: string | null;
  enrollmentCount: number | null;
  /** ISO 8601, or null. */
  startDate: string | null;
}

/** Answer of an import: the created (or updated) course with what was written and what was not. */
export interface ImportedCourseResponse extends Course {
  counts: { modules: number; lessons: number; assessments: number };
  /** One user-facing sentence per thing that could not be imported faithfully. */
  warnings: string[];
  /** The import's report (also stored: GET /api/courses/:id/import-report). */
  report: ImportReport;
}

/** Body of the 409 answer when the LMS course was imported before (ask: update or copy?). */
export interface DuplicateImportResponse {
  message: string;
  existingCourseId: number;
}

/** Fixed texts of the LMS Integration screen (SPEC §8 toasts; §2 copy). */
export const LMS_TEXTS = {
  connectionFailedTitle: "Connection Failed",
  connectionFailedFallback: "Failed to connect to LMS",
  importFailedTitle: "Import Failed",
  importFailedFallback: "Failed to import course",
  lmsConnectedTitle: "LMS Connected",
  lmsConnectedDescription: (institution: string) => `Successfully connected to ${institution}`,
  courseImportedTitle: "Course Imported",
  courseImportedDescription: (title: string) => `${title} has been imported successfully`,
  publishInfo: "Publishing back to your LMS becomes available after you import and modify courses.",
  /** SPEC §2: "'Loading courses from' plus the LMS name" (Canvas or Blackboard). */
  loadingCourses: (lmsName: string) => `Loading courses from ${lmsName}...`,
  noCourses: "No courses found",
  foundCourses: (n: number) => `Found ${n} course(s) in your LMS`,
  importSelected: (n: number) => `Import ${n} Course(s)`,
  cartridgeCardTitle: "Exchange courses with any LMS (IMS Common Cartridge)",
} as const;
