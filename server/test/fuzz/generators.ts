/**
 * Generators of malformed requests for the fuzz suite (fuzz.test.ts): the values a user, a
 * broken client or an attacker can type or send, drawn from a seeded generator so that a
 * failing request can be replayed with the same FUZZ_SEED.
 */

/** The fuzzer draws from the offline engine's seeded PRNG (mulberry32). */
export { seededRandom } from "../../services/ai/offline/text.ts";

/** Picking helpers over one random source. */
export class Picker {
  constructor(readonly random: () => number) {}
  int(max: number): number {
    return Math.floor(this.random() * max);
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  one<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** Texts a database or a parser may choke on. */
const NASTY_STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x\udc00y",
  "\ud83d\ude00 emoji",
  "é ü ß 漢字 עברית",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "null",
  "2147483648",
  "-1",
  "1e309",
  "\r\n\t",
  "a".repeat(300),
  "b".repeat(70_000),
  "javascript:alert(1)",
  "https://[::1]/",
  "http://127.0.0.1:1/",
  "https://[::ffff:127.0.0.1]/",
  "ftp://example.edu/",
  "https://user:pass@127.0.0.1/",
  "not a url",
];

/** Numbers around every boundary an id, a count or an index has. */
const NASTY_NUMBERS = [0, -1, 1, 1.5, 2147483647, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -0, 42];

/** Field names the API's bodies use, so generated bodies reach past "unknown field". */
export const FIELD_NAMES = [
  "title",
  "description",
  "duration",
  "level",
  "text",
  "objectives",
  "generatedBy",
  "bloomLevel",
  "courseId",
  "moduleId",
  "type",
  "questions",
  "lessons",
  "contentHtml",
  "videoUrl",
  "captionsUrl",
  "durationMinutes",
  "orderIndex",
  "color",
  "moduleIds",
  "lessonIds",
  "objectiveIds",
  "baseUrl",
  "lmsType",
  "accessToken",
  "courseIds",
  "email",
  "password",
  "firstName",
  "lastName",
  "count",
  "difficulty",
  "suggestionKey",
  "settings",
  "fontSize",
  "highContrast",
  "stem",
  "options",
  "correctAnswer",
  "correctAnswers",
  "explanation",
];

/** A random JSON value, nested at most `depth` levels. */
export function randomValue(pick: Picker, depth = 2): unknown {
  const kind = pick.int(depth > 0 ? 8 : 5);
  switch (kind) {
    case 0:
      return pick.one(NASTY_STRINGS);
    case 1:
      return pick.one(NASTY_NUMBERS);
    case 2:
      return pick.one([true, false, null]);
    case 3:
      return pick.one(["intermediate", "beginner", "ai", "instructor", "multiple_choice", "quiz", "text", "canvas"]);
    case 4:
      return String(pick.int(5) + 1);
    case 5:
    case 6:
      return randomObject(pick, depth - 1);
    default:
      return Array.from({ length: pick.int(4) }, () => randomValue(pick, depth - 1));
  }
}

/** An object with a few of the API's field names (or odd keys) set to random values. */
export function randomObject(pick: Picker, depth = 2): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const n = pick.int(6);
  for (let i = 0; i < n; i++) {
    const key = pick.chance(0.9)
      ? pick.one(FIELD_NAMES)
      : pick.one(["__proto__", "constructor", "\u0000", "\ud800", ""]);
    body[key] = randomValue(pick, depth);
  }
  return body;
}

/** Values for a `:id` route parameter, already URL-encoded. */
export function randomIdParam(pick: Picker, validIds: readonly number[]): string {
  if (validIds.length > 0 && pick.chance(0.45)) return String(pick.one(validIds));
  return pick.one([
    "0",
    "-1",
    "1.5",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "1e3",
    "abc",
    "%00",
    "%ED%A0%80",
    "%F0%9F%98%80",
    "%E0%A4%A",
    "NaN",
    "0x10",
    " 1",
    "1;DROP TABLE courses",
    "9".repeat(400),
  ]);
}

/** A query string of odd values (each already URL-encoded), or "". */
export function randomQuery(pick: Picker): string {
  if (pick.chance(0.6)) return "";
  const pairs = Array.from({ length: pick.int(3) + 1 }, () => {
    const key = pick.one(["lmsType", "page", "per_page", "mode", "cursor", "limit", "baseUrl", "%00", "id"]);
    const value = pick.one([
      "canvas",
      "-1",
      "%00",
      "%ED%A0%80",
      "2147483648",
      "",
      "blackboard",
      "signup",
      "a".repeat(3000),
    ]);
    return `${key}=${value}`;
  });
  return `?${pairs.join("&")}`;
}

/** A request body with its content-type: JSON mostly, sometimes broken, form or multipart. */
export function randomPayload(pick: Picker): { payload?: string | Buffer; contentType?: string } {
  const kind = pick.int(12);
  if (kind === 0) return {};
  if (kind === 1) return { payload: "{not json", contentType: "application/json" };
  if (kind === 2) return { payload: "x".repeat(20), contentType: "text/plain" };
  if (kind === 3) return { payload: "--abc\r\ncontent\r\n", contentType: "multipart/form-data" };
  if (kind === 4) {
    const boundary = "fuzzboundary";
    const file = Buffer.from(pick.chance(0.5) ? "PK\u0003\u0004broken zip" : "plain text, not a cartridge");
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c\u0000.imscc"\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` };
  }
  if (kind === 5)
    return { payload: "email=a%00b&password=%ED%A0%80", contentType: "application/x-www-form-urlencoded" };
  if (kind === 6) return { payload: JSON.stringify(randomValue(pick, 1)), contentType: "application/json" };
  if (kind === 7) return { payload: '{"title":"\\ud800","courseId":"\\ud800"}', contentType: "application/json" };
  return { payload: JSON.stringify(randomObject(pick, 2)), contentType: "application/json" };
}

/** Ids the valid bodies refer to (the fuzzer's own course and its parts). */
export interface FixtureIds {
  courseId: number;
  moduleId: number;
}

/**
 * A valid body for each route that takes one (key: "METHOD /pattern"), so that mutations of it
 * get past the first validation error and reach handlers, services and the database.
 */
export function validBodies(ids: FixtureIds): Record<string, () => unknown> {
  const lesson = { title: "Reading", type: "text", contentHtml: "<p>Text with <strong>markup</strong>.</p>" };
  const question = {
    type: "multiple_choice",
    stem: "Which is a prime number?",
    options: ["4", "6", "7", "9"],
    correctAnswer: "7",
    explanation: "7 has no divisors but 1 and itself.",
  };
  const lms = { lmsType: "canvas", baseUrl: "https://127.0.0.1", accessToken: "t" };
  return {
    "POST /api/courses": () => ({
      title: "A course",
      description: "About it",
      level: "intermediate",
      duration: "6 weeks",
    }),
    "PATCH /api/courses/:id": () => ({ title: "Renamed", level: "advanced" }),
    "POST /api/courses/:id/modules": () => ({ title: "Module", description: "Overview", lessons: [lesson] }),
    "PATCH /api/modules/:id": () => ({ title: "Module renamed", color: "#10B981" }),
    "POST /api/modules/:id/lessons": () => lesson,
    "PATCH /api/lessons/:id": () => ({
      title: "Lesson renamed",
      durationMinutes: 20,
      videoUrl: "https://example.edu/v.mp4",
    }),
    "POST /api/courses/:id/objectives": () => ({
      objectives: ["Students will be able to explain X.", "Students will be able to apply Y."],
    }),
    "PATCH /api/objectives/:id": () => ({ text: "Students will be able to analyze Z." }),
    "PUT /api/courses/:id/modules/order": () => ({ moduleIds: [ids.moduleId] }),
    "PUT /api/modules/:id/lessons/order": () => ({ lessonIds: [ids.moduleId + 1] }),
    "PUT /api/courses/:id/objectives/order": () => ({ objectiveIds: [1, 2] }),
    "POST /api/assessments": () => ({
      courseId: ids.courseId,
      moduleId: ids.moduleId,
      title: "Quiz",
      type: "quiz",
      questions: [question],
    }),
    "PATCH /api/assessments/:id": () => ({
      title: "Quiz 2",
      questions: [
        question,
        { ...question, type: "true_false", options: ["True", "False"], correctAnswer: "True" },
        { ...question, type: "multiple_answer", correctAnswer: "", correctAnswers: ["7"] },
      ],
    }),
    "POST /api/courses/:id/applied-suggestions": () => ({ title: "Add an overview" }),
    "POST /api/accessibility/settings": () => ({ fontSize: "large", highContrast: true }),
    "POST /api/lms/connect": () => ({ ...lms, institutionName: "State University" }),
    "POST /api/lms/import-course": () => ({ ...lms, courseId: "101" }),
    "POST /api/ai/generate-objectives": () => ({
      courseTitle: "Statistics",
      courseDescription: "Intro",
      level: "beginner",
      courseId: ids.courseId,
      count: 3,
    }),
    "POST /api/ai/content-suggestions": () => ({
      courseTitle: "Statistics",
      modules: [{ title: "Means" }],
      currentProgress: 40,
      courseId: ids.courseId,
    }),
    "POST /api/ai/pedagogical-insights": () => ({
      title: "Statistics",
      level: "beginner",
      duration: "4 weeks",
      moduleCount: 2,
      courseId: ids.courseId,
    }),
    "POST /api/ai/generate-quiz": () => ({
      moduleTitle: "Means",
      moduleDescription: "Averages",
      questionCount: 3,
      moduleId: ids.moduleId,
    }),
    "POST /api/ai/activity-ideas": () => ({ courseId: ids.courseId, moduleId: ids.moduleId, count: 2 }),
    "POST /api/ai/course-outline": () => ({ courseId: ids.courseId }),
    "POST /api/login": () => ({ email: "nobody@example.edu", password: "wrong password here" }),
    "POST /api/register": () => ({ email: "x@example.edu", password: "short", firstName: "A", lastName: "B" }),
  };
}

/** Paths into a JSON value (dotted), for picking one field to corrupt. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
}

/** A copy of `body` with one field (or the whole body) replaced by a random nasty value, or a field added. */
export function mutateBody(pick: Picker, body: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const paths = leafPaths(copy);
  const path = pick.one(paths);
  if (path.length === 0)
    return pick.chance(0.5) ? randomValue(pick, 2) : { ...copy, [pick.one(FIELD_NAMES)]: randomValue(pick, 1) };
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path.at(-1)!] = pick.chance(0.6) ? pick.one(NASTY_STRINGS) : randomValue(pick, 1);
  return copy;
}
