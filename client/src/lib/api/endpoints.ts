/**
 * One typed function per API endpoint (SPEC §7; issue #9): bodies and answers are the shapes of
 * common/. Each throws {@link ApiError} on a non-2xx answer; reads used by queries resolve to null
 * on 401 (see `readJson`).
 */
import type {
  ActivitiesResult,
  ActivityIdeasRequest,
  AiStats,
  AppliedSuggestion,
  ApplySuggestionRequest,
  ContentSuggestionsRequest,
  CourseOutlineRequest,
  GenerateObjectivesRequest,
  GenerateQuizRequest,
  InsightsResult,
  ObjectivesResult,
  OutlineContent,
  OutlineResult,
  PedagogicalInsightsRequest,
  QuizResult,
  SuggestionsResult,
} from "@common/ai-schemas";
import type { AccessibilityFixInput } from "@common/accessibility-fixes";
import type { Assessment, CreateAssessmentInput, UpdateAssessmentInput } from "@common/assessment-schemas";
import type {
  CourseModule,
  CreateLessonInput,
  CreateModuleInput,
  LearningObjective,
  Lesson,
  UpdateLessonInput,
  UpdateModuleInput,
} from "@common/editor-schemas";
import type { ActivityPage, ConsentRequest, ConsentStatus } from "@common/governance";
import type {
  ImportedCourseResponse,
  LmsConnectInput,
  LmsConnectResponse,
  LmsConnection,
  LmsCourse,
  LmsImportCourseInput,
} from "@common/lms";
import type { StoredImportReport } from "@common/import-report";
import { PREFER_RESPOND_ASYNC, type ImportJobDto } from "@common/import-jobs";
import type { ManualReviewDto } from "@common/manual-review";
import type { CourseFileResponse } from "@common/course-files";
import type {
  AccessibilitySettings,
  AnalysisJobDto,
  CourseQualityDto,
  QualityAnalysisDto,
  QualityDashboardDto,
} from "@common/quality";
import { COURSE_PAGE_MAX } from "@common/constants";
import type { Course, CourseStats, CreateCourseInput, UpdateCourseInput, User } from "@common/schemas";
import type { Template } from "@common/template-schemas";
import { readJson, readPage, sendJson, uploadJson } from "./http";

const json = { get: readJson, post: <T>(url: string, body?: unknown) => sendJson<T>("POST", url, body ?? {}) };

export const api = {
  auth: {
    /** GET /api/auth/session: the signed-in user, or null (a 200 either way). */
    session: async () => (await sendJson<{ user: User | null }>("GET", "/api/auth/session")).user,
    user: () => json.get<User>("/api/user"),
  },
  accessibility: {
    settings: () => json.get<AccessibilitySettings>("/api/accessibility/settings"),
    update: (patch: Partial<AccessibilitySettings>) =>
      sendJson<AccessibilitySettings>("POST", "/api/accessibility/settings", patch),
  },
  courses: {
    /** Every course, newest first, read a page of COURSE_PAGE_MAX at a time (issue #13). */
    list: async () => {
      const all: Course[] = [];
      let url: string | null = `/api/courses?limit=${COURSE_PAGE_MAX}`;
      while (url) {
        const page: { items: Course[]; next: string | null } = await readPage<Course>(url);
        all.push(...page.items);
        url = page.next;
      }
      return all;
    },
    /** The newest `count` courses (the Dashboard's Recent Courses). */
    recent: async (count: number) => (await readPage<Course>(`/api/courses?limit=${count}`)).items,
    /** The Dashboard's figures; "This Month" from the user's local midnight of the 1st. */
    stats: (now: Date = new Date()) => {
      const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
      return sendJson<CourseStats>("GET", `/api/courses/stats?monthStart=${encodeURIComponent(monthStart)}`);
    },
    get: (id: number) => json.get<Course>(`/api/courses/${id}`),
    create: (body: CreateCourseInput) => sendJson<Course>("POST", "/api/courses", body),
    update: (id: number, body: UpdateCourseInput) => sendJson<Course>("PATCH", `/api/courses/${id}`, body),
    remove: (id: number) => sendJson<void>("DELETE", `/api/courses/${id}`),
    /** Accept an AI outline: its modules, lessons and objectives in one transaction (issue #9). */
    acceptOutline: (id: number, outline: OutlineContent) =>
      sendJson<Course>("POST", `/api/courses/${id}/outline`, outline),
    modules: (id: number) => json.get<CourseModule[]>(`/api/courses/${id}/modules`),
    objectives: (id: number) => json.get<LearningObjective[]>(`/api/courses/${id}/objectives`),
    assessments: (id: number) => json.get<Assessment[]>(`/api/courses/${id}/assessments`),
    exportUrl: (id: number) => `/api/courses/${id}/export.imscc`,
    /** The latest import report of an imported course (issue #12); 404 when it has none. */
    importReport: (id: number) => json.get<StoredImportReport>(`/api/courses/${id}/import-report`),
  },
  modules: {
    create: (courseId: number, body: CreateModuleInput) =>
      sendJson<CourseModule>("POST", `/api/courses/${courseId}/modules`, body),
    update: (id: number, body: UpdateModuleInput) => sendJson<CourseModule>("PATCH", `/api/modules/${id}`, body),
    remove: (id: number) => sendJson<void>("DELETE", `/api/modules/${id}`),
    reorder: (courseId: number, moduleIds: number[]) =>
      sendJson<void>("PUT", `/api/courses/${courseId}/modules/order`, { moduleIds }),
  },
  lessons: {
    create: (moduleId: number, body: CreateLessonInput) =>
      sendJson<Lesson>("POST", `/api/modules/${moduleId}/lessons`, body),
    update: (id: number, body: UpdateLessonInput) => sendJson<Lesson>("PATCH", `/api/lessons/${id}`, body),
    /** One lesson with its body (module lists leave bodies out; issue #13). */
    get: (id: number) => sendJson<Lesson>("GET", `/api/lessons/${id}`),
    remove: (id: number) => sendJson<void>("DELETE", `/api/lessons/${id}`),
    /** Fix an accessibility issue in place (issue #11): alt text, link text, heading levels, table header. */
    fixAccessibility: (id: number, body: AccessibilityFixInput) =>
      sendJson<Lesson>("POST", `/api/lessons/${id}/accessibility-fixes`, body),
    reorder: (moduleId: number, lessonIds: number[]) =>
      sendJson<void>("PUT", `/api/modules/${moduleId}/lessons/order`, { lessonIds }),
  },
  objectives: {
    /** Adds one objective (`text`) or several (`objectives`); answers the created rows. */
    create: (courseId: number, body: { text: string } | { objectives: string[]; generatedBy?: "ai" | "instructor" }) =>
      sendJson<LearningObjective[]>("POST", `/api/courses/${courseId}/objectives`, body),
    update: (id: number, body: { text: string }) => sendJson<LearningObjective>("PATCH", `/api/objectives/${id}`, body),
    remove: (id: number) => sendJson<void>("DELETE", `/api/objectives/${id}`),
  },
  assessments: {
    create: (body: CreateAssessmentInput) => sendJson<Assessment>("POST", "/api/assessments", body),
    update: (id: number, body: UpdateAssessmentInput) => sendJson<Assessment>("PATCH", `/api/assessments/${id}`, body),
    remove: (id: number) => sendJson<void>("DELETE", `/api/assessments/${id}`),
  },
  templates: {
    list: () => json.get<Template[]>("/api/templates"),
    /** Use Template in one request (issue #9). */
    createCourse: (id: number) => json.post<Course>(`/api/templates/${id}/courses`),
  },
  quality: {
    dashboard: () => json.get<QualityDashboardDto>("/api/quality/dashboard"),
    course: (id: number) => json.get<CourseQualityDto>(`/api/courses/${id}/quality`),
    /** SPEC's result (200) for a small course; 202 and the job for a large one (issue #13). */
    analyze: (id: number) =>
      sendJson<QualityAnalysisDto | AnalysisJobDto>("POST", `/api/courses/${id}/analyze-quality`),
    job: (id: number) => sendJson<AnalysisJobDto>("GET", `/api/quality/jobs/${id}`),
    /** The course's running (else latest) single-course analysis job. */
    courseJob: (courseId: number) => json.get<{ job: AnalysisJobDto | null }>(`/api/courses/${courseId}/analysis-job`),
    /** Durable Analyze All (issue #13): starts (or returns the running) job, 202. */
    analyzeAll: () => sendJson<AnalysisJobDto>("POST", "/api/quality/analyze-all"),
    currentJob: () => json.get<{ job: AnalysisJobDto | null }>("/api/quality/jobs/current"),
    /** The WCAG criteria that need a person, and which the author confirmed (issue #11). */
    manualReview: (id: number) => json.get<ManualReviewDto>(`/api/courses/${id}/manual-review`),
    setManualReview: (id: number, criterion: string, confirmed: boolean) =>
      sendJson<ManualReviewDto>("PUT", `/api/courses/${id}/manual-review/${encodeURIComponent(criterion)}`, {
        confirmed,
      }),
  },
  ai: {
    stats: () => json.get<AiStats>("/api/ai/stats"),
    generateObjectives: (body: GenerateObjectivesRequest) =>
      json.post<ObjectivesResult>("/api/ai/generate-objectives", body),
    contentSuggestions: (body: ContentSuggestionsRequest) =>
      json.post<SuggestionsResult>("/api/ai/content-suggestions", body),
    pedagogicalInsights: (body: PedagogicalInsightsRequest) =>
      json.post<InsightsResult>("/api/ai/pedagogical-insights", body),
    generateQuiz: (body: GenerateQuizRequest) => json.post<QuizResult>("/api/ai/generate-quiz", body),
    activityIdeas: (body: ActivityIdeasRequest) => json.post<ActivitiesResult>("/api/ai/activity-ideas", body),
    courseOutline: (body: CourseOutlineRequest) => json.post<OutlineResult>("/api/ai/course-outline", body),
    appliedSuggestions: (courseId: number) =>
      json.get<AppliedSuggestion[]>(`/api/courses/${courseId}/applied-suggestions`),
    /** Marks a suggestion applied (idempotent). */
    applySuggestion: (courseId: number, body: ApplySuggestionRequest) =>
      json.post<AppliedSuggestion>(`/api/courses/${courseId}/applied-suggestions`, body),
  },
  lms: {
    connect: (body: LmsConnectInput) => json.post<LmsConnectResponse>("/api/lms/connect", body),
    courses: (connection: LmsConnection) => {
      const { lmsType, baseUrl, accessToken } = connection;
      const params = new URLSearchParams({ lmsType, baseUrl, accessToken });
      return sendJson<LmsCourse[]>("GET", `/api/lms/courses?${params.toString()}`);
    },
    /** 409 means "imported before": see `importLmsCourse` in the LMS screen. */
    importCourse: (body: LmsImportCourseInput) => json.post<ImportedCourseResponse>("/api/lms/import-course", body),
    importCartridge: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadJson<ImportedCourseResponse>("/api/lms/import-cartridge", form);
    },
    /** The same imports as durable jobs (issue #13): 202 with the job to poll. */
    startCourseImport: (body: LmsImportCourseInput) =>
      sendJson<ImportJobDto>("POST", "/api/lms/import-course", body, { Prefer: PREFER_RESPOND_ASYNC }),
    startCartridgeImport: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadJson<ImportJobDto>("/api/lms/import-cartridge", form, { Prefer: PREFER_RESPOND_ASYNC });
    },
    importJobs: () => json.get<ImportJobDto[]>("/api/lms/import-jobs"),
    importJob: (id: number) => sendJson<ImportJobDto>("GET", `/api/lms/import-jobs/${id}`),
  },
  files: {
    /** POST /api/courses/:id/files: an image for the lesson editor; answers its `/api/files/<id>` URL. */
    uploadImage: (courseId: number, file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadJson<CourseFileResponse>(`/api/courses/${courseId}/files`, form);
    },
  },
  account: {
    consents: () => sendJson<ConsentStatus>("GET", "/api/consents"),
    recordConsent: (body: ConsentRequest) => json.post<ConsentStatus>("/api/consents", body),
    activity: (params: URLSearchParams) => sendJson<ActivityPage>("GET", `/api/activity?${params.toString()}`),
    remove: (confirmEmail: string) => sendJson<void>("DELETE", "/api/account", { confirmEmail }),
  },
};
