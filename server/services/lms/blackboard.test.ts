import { afterEach, describe, expect, it } from "vitest";
import { BlackboardConnector } from "./blackboard.ts";
import { sendJson, type FakeServer } from "./test-support/fake-canvas.ts";
import { startFakeBlackboard, type FakeBbContent, type FakeBlackboardOptions } from "./test-support/fake-blackboard.ts";
import { LmsError } from "./types.ts";

const TOKEN = "bb-secret-token-abcdef";
const folder = "resource/x-bb-folder";

const contents: FakeBbContent[] = [
  { id: "_1_1", title: "Welcome", position: 0, body: "<p>Hello</p>", contentHandler: { id: "resource/x-bb-document" } },
  {
    id: "_2_1",
    title: "Week 1",
    position: 1,
    description: "Cells and <b>more</b>",
    hasChildren: true,
    contentHandler: { id: folder },
  },
  {
    id: "_3_1",
    parentId: "_2_1",
    title: "Reading",
    position: 0,
    body: "<p>Read <em>this</em></p><script>x()</script>",
    contentHandler: { id: "resource/x-bb-document" },
  },
  {
    id: "_4_1",
    parentId: "_2_1",
    title: "Lecture",
    position: 1,
    contentHandler: { id: "resource/x-bb-externallink", url: "https://youtu.be/xyz987" },
  },
  { id: "_5_1", parentId: "_2_1", title: "Extra", position: 2, hasChildren: true, contentHandler: { id: folder } },
  {
    id: "_6_1",
    parentId: "_5_1",
    title: "Article",
    position: 0,
    contentHandler: { id: "resource/x-bb-externallink", url: "https://example.org/a" },
  },
  {
    id: "_7_1",
    parentId: "_2_1",
    title: "Test 1",
    position: 3,
    contentHandler: { id: "resource/x-bb-asmt-test-link", assessmentId: "_1_1" },
  },
  { id: "_8_1", title: "Week 2", position: 2, hasChildren: true, contentHandler: { id: folder } },
  {
    id: "_9_1",
    parentId: "_8_1",
    title: "Essay",
    position: 0,
    body: "<p>Write.</p>",
    contentHandler: { id: "resource/x-bb-assignment" },
  },
];

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(options: Partial<FakeBlackboardOptions> = {}, token = TOKEN) {
  server = await startFakeBlackboard({
    token: TOKEN,
    courses: [{ id: "_42_1", courseId: "BIO101", name: "Biology 101", description: "Cells" }],
    contents: { _42_1: contents },
    ...options,
  });
  return new BlackboardConnector({
    baseUrl: server.baseUrl,
    accessToken: token,
    allowPrivateHosts: true,
    retryBaseDelayMs: 5,
    timeoutMs: 2000,
  });
}

async function lmsError(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LmsError);
  expect((error as LmsError).message).not.toContain(TOKEN);
  return error as LmsError;
}

describe("BlackboardConnector", () => {
  it("verifies the token's user", async () => {
    const bb = await setup();
    expect(await bb.verifyConnection()).toEqual({ lmsUser: { id: "_9_1", name: "Ada Lovelace" } });
  });

  it("401 -> invalid_token (401); 403 -> missing_permission (403)", async () => {
    expect(await lmsError((await setup({}, "expired")).verifyConnection())).toMatchObject({
      kind: "invalid_token",
      httpStatus: 401,
    });
    await server?.close();
    const bb = await setup({
      intercept: (_req, res) => {
        sendJson(res, 403, { status: 403, message: "Missing entitlement" });
        return true;
      },
    });
    expect(await lmsError(bb.listCourses())).toMatchObject({ kind: "missing_permission", httpStatus: 403 });
  });

  it("lists courses across pages via the relative paging.nextPage", async () => {
    const courses = Array.from({ length: 5 }, (_, i) => ({ id: `_${i}_1`, courseId: `C${i}`, name: `Course ${i}` }));
    const bb = await setup({ courses, maxLimit: 2 });
    const list = await bb.listCourses();
    expect(list.map((c) => c.id)).toEqual(["_0_1", "_1_1", "_2_1", "_3_1", "_4_1"]);
    expect(list[0]).toEqual({
      id: "_0_1",
      name: "Course 0",
      description: null,
      enrollmentCount: null,
      startDate: null,
    });
    expect(server?.requests.filter((r) => r.path.startsWith("/learn/api/public/v1/users/me/courses"))).toHaveLength(3);
  });

  it("maps folders to modules, documents/links/tests to lessons, tests to assessments without questions", async () => {
    const bb = await setup({ maxLimit: 2 });
    const course = await bb.fetchCourse("_42_1");
    expect(course).toMatchObject({ lmsType: "blackboard", lmsId: "_42_1", title: "Biology 101", description: "Cells" });
    expect(course.modules.map((m) => [m.lmsModuleId, m.title, m.description])).toEqual([
      [null, "Course content", null],
      ["_2_1", "Week 1", "Cells and more"],
      ["_8_1", "Week 2", null],
    ]);
    expect(course.modules[0]?.lessons[0]).toMatchObject({
      title: "Welcome",
      type: "text",
      contentHtml: "<p>Hello</p>",
    });
    expect(course.modules[1]?.lessons.map((l) => [l.title, l.type])).toEqual([
      ["Reading", "text"],
      ["Lecture", "video"],
      ["Extra", "text"],
      ["Article", "text"],
      ["Test 1", "assessment"],
    ]);
    expect(course.modules[1]?.lessons[0]?.contentHtml).toBe("<p>Read <em>this</em></p>");
    expect(course.modules[1]?.lessons[1]?.videoUrl).toBe("https://youtu.be/xyz987");
    expect(course.modules[1]?.lessons[3]?.contentHtml).toBe('<p><a href="https://example.org/a">Article</a></p>');
    expect(course.assessments).toEqual([
      { title: "Test 1", type: "quiz", moduleIndex: 1, questions: [] },
      { title: "Essay", type: "assignment", moduleIndex: 2, questions: [] },
    ]);
    expect(course.warnings.join("\n")).toMatch(/does not expose them/);
    // One children?recursive=true call per folder page, no per-item calls.
    expect(server?.requests.some((r) => r.path.includes("/children?recursive=true"))).toBe(true);
  });

  it("retries a 429 after X-Rate-Limit-Reset, then succeeds", async () => {
    let throttled = false;
    const bb = await setup({
      intercept: (_req, res) => {
        if (throttled) return false;
        throttled = true;
        res.writeHead(429, {
          "Content-Type": "application/json",
          "X-Rate-Limit-Reset": String(Math.floor(Date.now() / 1000)),
        });
        res.end(JSON.stringify({ status: 429, message: "Too many requests" }));
        return true;
      },
    });
    expect((await bb.verifyConnection()).lmsUser.name).toBe("Ada Lovelace");
  });

  it("an unknown course -> not_found (404); a 503 -> upstream_down (502)", async () => {
    const bb = await setup();
    expect(await lmsError(bb.fetchCourse("_999_1"))).toMatchObject({ kind: "not_found", httpStatus: 404 });
    await server?.close();
    const down = await setup({
      intercept: (_req, res) => {
        sendJson(res, 503, { status: 503, message: "Maintenance" });
        return true;
      },
    });
    expect(await lmsError(down.listCourses())).toMatchObject({ kind: "upstream_down", httpStatus: 502 });
  });
});
