/**
 * The LMS import contract (SPEC §2 "LMS Integration", §7 /api/lms/*; DESIGN §3 "LMS"): what a
 * connector (Canvas, Blackboard) offers, the course shape every import source produces (the two
 * connectors and the Common Cartridge reader), and the one error type they throw.
 */
import type { BloomLevel, QuestionType } from "../../../common/course-snapshot.ts";
import type { LessonContent } from "../../../common/lesson.ts";

/** LMS types a user can connect to (SPEC §5 "LMS connect"). */
export type LmsType = "canvas" | "blackboard";

/** Where an imported course came from. */
export type ImportSource = LmsType | "common_cartridge";

/** The LMS account behind a token (`verifyConnection`). */
export interface LmsUser {
  id: string;
  name: string;
}

/** One row of the Import tab (SPEC §3 "LMS course"). */
export interface LmsCourseSummary {
  id: string;
  name: string;
  /** Plain text or HTML from the LMS; null when the LMS has none. */
  description: string | null;
  /** Students enrolled, when the LMS tells (Canvas `total_students`); null otherwise. */
  enrollmentCount: number | null;
  /** ISO 8601 date-time, or null when the LMS has none. */
  startDate: string | null;
}

/** A lesson read from a source: the one lesson shape (common/lesson.ts), HTML already sanitised. */
export interface ImportedLesson extends LessonContent {
  /** For `type: 'assessment'`: index into `ImportedCourse.assessments` of the assessment it opens. */
  assessmentIndex?: number;
  /**
   * References of its HTML the import rewrote (issue #12): a course file's image or link, or a
   * link to another item of the course, each by the placeholder URL its HTML now carries.
   */
  references?: LessonReference[];
}

/** One reference a lesson's HTML had, rewritten to a placeholder URL (for the import report). */
export interface LessonReference {
  kind: "image" | "file" | "link";
  /** As the source wrote it, e.g. `$IMS-CC-FILEBASE$/images/cell.png` or `$WIKI_REFERENCE$/pages/summary`. */
  from: string;
  /** `https://course-file.invalid/<n>` (an ImportedFile) or `https://course-link.invalid/<n>` (an ImportedLink). */
  placeholder: string;
}

/** Where a link between a source's items points in the imported course (issue #12). */
export interface ImportedLink {
  /** The URL lesson HTML carries until the course is saved, e.g. `https://course-link.invalid/1`. */
  placeholder: string;
  /** As the source wrote it. */
  reference: string;
  /** A lesson or module by its position in `ImportedCourse.modules`, the course itself, or null: not in the course. */
  target:
    | { kind: "lesson"; moduleIndex: number; lessonIndex: number }
    | { kind: "module"; moduleIndex: number }
    | { kind: "course" }
    | null;
  /** Why the target is not in the course (when `target` is null), a clause for the report. */
  reason?: string;
}

export interface ImportedModule {
  /** The LMS's own id for the module (Canvas module id, Blackboard content id, CC item identifier). */
  lmsModuleId: string | null;
  title: string;
  description: string | null;
  /** Hex colour (our own cartridges); absent or null when the source has none. */
  color?: string | null;
  lessons: ImportedLesson[];
}

export interface ImportedQuestion {
  type: QuestionType;
  /** Plain text (common/assessment-schemas.ts: stems are text). */
  stem: string;
  /** Choices, in order (true/false: ["True", "False"]; short answer and essay: []). */
  options: string[];
  /**
   * The text of the correct option; for short answer, the accepted answer(s) joined with " | ";
   * for an essay, the grading notes (a QTI `<solution>`), '' when there are none. '' for another
   * type means the source had no answer key: questionSchema requires one, so the caller must fill
   * or drop such questions before saving (saveImportedCourse drops them with a warning).
   */
  correctAnswer: string;
  /**
   * Multiple answer only: the texts of the correct options (one or more; `correctAnswer` is then
   * ''). Absent for the other types.
   */
  correctAnswers?: string[];
  /** Plain text; absent when the source has none. */
  feedback?: string;
  /** The Bloom level the source gives (our own cartridges); absent when none. */
  bloomLevel?: BloomLevel;
  /** Positions in `ImportedCourse.objectives` of the objectives it measures (our own cartridges). */
  objectiveIndexes?: number[];
}

/** A learning objective read from a source (our own cartridges' course-overview page). */
export interface ImportedObjective {
  /** The statement, plain text. */
  text: string;
  bloomLevel: BloomLevel | null;
}

export interface ImportedAssessment {
  title: string;
  /** quiz | exam | assignment | practice | discussion | project (common/course-snapshot.ts). */
  type: string;
  /** Index into `ImportedCourse.modules`, or null when the assessment sits outside every module. */
  moduleIndex: number | null;
  questions: ImportedQuestion[];
}

/** A course read from an LMS or a cartridge, ready to be written in one transaction. */
export interface ImportedCourse {
  lmsType: ImportSource;
  /** The LMS course id (null for a cartridge). */
  lmsId: string | null;
  title: string;
  description: string | null;
  modules: ImportedModule[];
  assessments: ImportedAssessment[];
  /** Learning objectives, in order (absent when the source has none we can read). */
  objectives?: ImportedObjective[];
  /** Course length as free text, e.g. "8 weeks", and difficulty level, when the source gives them. */
  duration?: string | null;
  level?: string | null;
  /** What could not be imported faithfully, one user-facing sentence each. */
  warnings: string[];
  /** Images and attachments lessons use; lesson HTML names each by its `placeholder` URL until stored. */
  files?: ImportedFile[];
  /** Distinct files the lessons named (fetched or not), when counted (REST imports), for the import report. */
  sourceFileCount?: number;
  /** Links between the source's items; lesson HTML names each by its `placeholder` URL until saved. */
  links?: ImportedLink[];
}

/** A file a lesson uses (issue #12), read from the source, to store as a course file. */
export interface ImportedFile {
  /** The URL lesson HTML carries until the file is stored, e.g. `https://course-file.invalid/1`. */
  placeholder: string;
  /** Where the file was in the source, e.g. `web_resources/images/cell.png` (named in warnings). */
  source: string;
  name: string;
  mimeType: string;
  data: Buffer;
}

/** Progress of a long import: `done` of `total` content requests (total may grow as pages are discovered). */
export interface ImportProgress {
  phase: "course" | "modules" | "items";
  done: number;
  total: number;
}

export type ProgressListener = (progress: ImportProgress) => void;

/** A connection to one LMS for one user's token. Implementations: CanvasConnector, BlackboardConnector. */
export interface LmsConnector {
  readonly lmsType: LmsType;
  /**
   * Checks the base URL and token with one cheap call.
   * @throws LmsError (invalid_token, missing_permission, not_an_lms, blocked_address, timeout, upstream_down, ...)
   */
  verifyConnection(): Promise<{ lmsUser: LmsUser }>;
  /** Courses the token's user teaches, every page followed. @throws LmsError */
  listCourses(): Promise<LmsCourseSummary[]>;
  /** The whole course: modules, lessons, assessments. @throws LmsError */
  fetchCourse(courseId: string, onProgress?: ProgressListener): Promise<ImportedCourse>;
}

/** Why an LMS call failed; each kind maps to one HTTP status we answer with (see `LMS_ERROR_STATUS`). */
export type LmsErrorKind =
  | "invalid_token"
  | "missing_permission"
  | "not_found"
  | "rate_limited"
  | "upstream_down"
  | "not_an_lms"
  | "timeout"
  | "blocked_address"
  | "bad_response";

/** HTTP status our API answers with for each error kind. */
export const LMS_ERROR_STATUS: Record<LmsErrorKind, number> = {
  invalid_token: 401,
  missing_permission: 403,
  not_found: 404,
  rate_limited: 429,
  upstream_down: 502,
  not_an_lms: 502,
  bad_response: 502,
  timeout: 504,
  blocked_address: 400,
};

/**
 * The one error LMS code throws. `message` is user-facing (it says what to do) and never contains
 * the access token; `upstreamStatus` is the LMS's HTTP status when there was one (for logs).
 */
export class LmsError extends Error {
  override name = "LmsError";
  readonly kind: LmsErrorKind;
  /** The status our API should answer with (LMS_ERROR_STATUS). */
  readonly httpStatus: number;
  readonly upstreamStatus: number | null;

  constructor(kind: LmsErrorKind, message: string, options: { upstreamStatus?: number | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.httpStatus = LMS_ERROR_STATUS[kind];
    this.upstreamStatus = options.upstreamStatus ?? null;
  }
}

/** Options shared by the connectors. */
export interface LmsConnectorOptions {
  /** The LMS base URL the user typed, e.g. https://canvas.example.edu (a path prefix is kept). */
  baseUrl: string;
  accessToken: string;
  /** Allow private/loopback/link-local hosts (LMS_ALLOW_PRIVATE_HOSTS=true, tests only). Default false. */
  allowPrivateHosts?: boolean;
  /** Per-request timeout in ms. Default 15 000. */
  timeoutMs?: number;
  /** Requests in flight at once during an import. Default 4. */
  concurrency?: number;
  /** First back-off delay in ms when throttled and no Retry-After is given. Default 1 000. */
  retryBaseDelayMs?: number;
  /** Overall deadline of an import or course listing in ms. Default IMPORT_DEADLINE_MS (http.ts, 10 min). */
  importDeadlineMs?: number;
  /** Pages / items read at most per list. Defaults MAX_LIST_PAGES / MAX_LIST_ITEMS (http-pagination.ts). */
  maxListPages?: number;
  maxListItems?: number;
  /** DNS lookup used by the SSRF guard (tests inject one). */
  lookup?: import("./ssrf-guard.ts").LookupFunction;
}
