import { afterEach, describe, expect, it } from "vitest";
import { CanvasConnector } from "./canvas.ts";
import {
  sendJson,
  startFakeCanvas,
  type FakeCanvasCourse,
  type FakeCanvasOptions,
  type FakeServer,
} from "./test-support/fake-canvas.ts";
import { LmsError } from "./types.ts";

const TOKEN = "canvas-secret-token-1234567890";

function course(): FakeCanvasCourse {
  return {
    id: 42,
    name: "Biology 101",
    public_description: "Cells and more",
    total_students: 31,
    start_at: "2025-01-13T08:00:00Z",
    modules: [
      {
        id: 1,
        name: "Week 1",
        position: 1,
        items: [
          { id: 11, type: "SubHeader", title: "Read first" },
          { id: 12, type: "Page", title: "Cells", page_url: "cells" },
          { id: 13, type: "Page", title: "Mitosis video", page_url: "mitosis" },
          { id: 14, type: "ExternalUrl", title: "Vimeo lecture", external_url: "https://vimeo.com/123456" },
          { id: 15, type: "ExternalUrl", title: "Reading", external_url: "https://example.org/reading" },
        ],
      },
      {
        id: 2,
        name: "Week 2",
        position: 2,
        omitItems: true,
        items: [
          { id: 21, type: "Discussion", title: "Introduce yourself", content_id: 5 },
          { id: 22, type: "Assignment", title: "Lab report", content_id: 6 },
          { id: 23, type: "Quiz", title: "Quiz 1", content_id: 7 },
          { id: 24, type: "Page", title: "Deleted page", page_url: "gone" },
        ],
      },
      { id: 3, name: "Week 3", position: 3, items: [] },
    ],
    pages: {
      cells: {
        title: "Cells",
        body: '<h2>Cells</h2><p onclick="x()">Cells are <em>small</em>.</p><script>alert(1)</script>',
      },
      mitosis: { title: "Mitosis", body: '<p>Watch:</p><iframe src="https://www.youtube.com/embed/abc123"></iframe>' },
    },
    quizzes: {
      7: {
        title: "Quiz 1",
        description: "<p>Ten minutes.</p>",
        questions: [
          {
            question_type: "multiple_choice_question",
            question_text: "<p>Which organelle makes ATP?</p>",
            answers: [
              { answer_text: "Nucleus", answer_weight: 0 },
              { answer_text: "Mitochondrion", answer_weight: 100 },
            ],
            correct_comments: "Right: the powerhouse.",
          },
          {
            question_type: "true_false_question",
            question_text: "Cells divide.",
            answers: [
              { answer_text: "True", answer_weight: 100 },
              { answer_text: "False", answer_weight: 0 },
            ],
          },
          {
            question_type: "short_answer_question",
            question_text: "Name the process.",
            answers: [
              { answer_text: "mitosis", answer_weight: 100 },
              { answer_text: "Mitosis", answer_weight: 100 },
            ],
          },
          {
            question_type: "essay_question",
            question_text: "<p>Discuss.</p>",
            answers: [],
            neutral_comments: "Look for a clear thesis.",
          },
          { question_type: "file_upload_question", question_text: "Upload your lab notes.", answers: [] },
          { question_type: "text_only_question", question_text: "<p>Part B: the lab.</p>", answers: [] },
          {
            question_type: "numerical_question",
            question_text: "How many chromosomes in a human cell?",
            answers: [{ answer_text: "46", answer_weight: 100 }],
          },
        ],
      },
    },
    assignments: { 6: { name: "Lab report", description: "<p>Write it up.</p>" } },
    discussions: { 5: { title: "Introduce yourself", message: "<p>Tell us about you.</p>" } },
  };
}

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(
  options: Partial<FakeCanvasOptions> = {},
  connector: Partial<ConstructorParameters<typeof CanvasConnector>[0]> = {},
) {
  server = await startFakeCanvas({ token: TOKEN, courses: [course()], ...options });
  return new CanvasConnector({
    baseUrl: server.baseUrl,
    accessToken: TOKEN,
    allowPrivateHosts: true,
    retryBaseDelayMs: 5,
    timeoutMs: 2000,
    ...connector,
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

describe("CanvasConnector.verifyConnection", () => {
  it("returns the token's user and sends the token as a Bearer header", async () => {
    const canvas = await setup();
    expect(await canvas.verifyConnection()).toEqual({ lmsUser: { id: "7", name: "Ada Teacher" } });
    expect(server?.requests[0]).toEqual({ path: "/api/v1/users/self", authorization: `Bearer ${TOKEN}` });
  });

  it("401 with WWW-Authenticate -> invalid_token (401) telling where to make a new token", async () => {
    const canvas = await setup({}, { accessToken: "wrong-token" });
    const error = await lmsError(canvas.verifyConnection());
    expect(error).toMatchObject({ kind: "invalid_token", httpStatus: 401 });
    expect(error.message).toContain("Approved Integrations");
    expect(error.message).not.toContain("wrong-token");
  });

  it("401 without WWW-Authenticate -> missing_permission (403)", async () => {
    const canvas = await setup({
      intercept: (_req, res) => {
        sendJson(res, 401, {
          status: "unauthorized",
          errors: [{ message: "user not authorized to perform that action" }],
        });
        return true;
      },
    });
    expect(await lmsError(canvas.verifyConnection())).toMatchObject({ kind: "missing_permission", httpStatus: 403 });
  });

  it("an HTML page instead of JSON -> not_an_lms", async () => {
    const canvas = await setup({
      intercept: (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<!doctype html><html><body>Welcome to our blog</body></html>");
        return true;
      },
    });
    expect(await lmsError(canvas.verifyConnection())).toMatchObject({ kind: "not_an_lms", httpStatus: 502 });
  });

  it("a malformed JSON body -> bad_response (502)", async () => {
    const canvas = await setup({
      intercept: (_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end('{"id": 7, "name": ');
        return true;
      },
    });
    const error = await lmsError(canvas.listCourses());
    expect(error).toMatchObject({ kind: "bad_response", httpStatus: 502 });
  });

  it("refuses a loopback base URL when private hosts are not allowed, without connecting", async () => {
    const canvas = await setup({}, { allowPrivateHosts: false });
    expect(await lmsError(canvas.verifyConnection())).toMatchObject({ kind: "blocked_address", httpStatus: 400 });
    expect(server?.requests).toEqual([]);
  });
});

describe("CanvasConnector.listCourses", () => {
  it("follows Link rel=next across pages", async () => {
    const courses = Array.from({ length: 5 }, (_, i) => ({ ...course(), id: 100 + i, name: `Course ${i}` }));
    const canvas = await setup({ courses, maxPerPage: 2 });
    const list = await canvas.listCourses();
    expect(list.map((c) => c.name)).toEqual(["Course 0", "Course 1", "Course 2", "Course 3", "Course 4"]);
    expect(list[0]).toEqual({
      id: "100",
      name: "Course 0",
      description: "Cells and more",
      enrollmentCount: 31,
      startDate: "2025-01-13T08:00:00Z",
    });
    const listCalls = server?.requests.filter((r) => r.path.startsWith("/api/v1/courses?")) ?? [];
    expect(listCalls).toHaveLength(3);
    expect(listCalls[0]?.path).toContain("enrollment_type=teacher");
  });

  it("does not follow a next link to another origin (the token stays home)", async () => {
    const canvas = await setup({
      intercept: (_req, res, url) => {
        if (url.pathname !== "/api/v1/courses") return false;
        sendJson(res, 200, [{ id: 1, name: "A" }], {
          Link: '<https://evil.example/api/v1/courses?page=2>; rel="next"',
        });
        return true;
      },
    });
    const error = await lmsError(canvas.listCourses());
    expect(error.kind).toBe("bad_response");
    expect(error.message).toContain("evil.example");
  });

  it("backs off on 403 Rate Limit Exceeded, then succeeds", async () => {
    let throttled = 0;
    const canvas = await setup({
      intercept: (_req, res, url) => {
        if (url.pathname !== "/api/v1/courses" || throttled >= 2) return false;
        throttled++;
        res.writeHead(403, { "Content-Type": "text/plain" });
        res.end("403 Forbidden (Rate Limit Exceeded)");
        return true;
      },
    });
    expect(await canvas.listCourses()).toHaveLength(1);
    expect(throttled).toBe(2);
  });

  it("honours Retry-After on 429 and gives up after 3 retries with rate_limited (429)", async () => {
    let calls = 0;
    const canvas = await setup({
      intercept: (_req, res) => {
        calls++;
        res.writeHead(429, { "Retry-After": "0" });
        res.end();
        return true;
      },
    });
    expect(await lmsError(canvas.listCourses())).toMatchObject({ kind: "rate_limited", httpStatus: 429 });
    expect(calls).toBe(4);
  });

  it("strips the while(1); prefix", async () => {
    const canvas = await setup({ whilePrefix: true });
    expect((await canvas.listCourses())[0]?.name).toBe("Biology 101");
  });

  it("a 500 -> upstream_down (502)", async () => {
    const canvas = await setup({
      intercept: (_req, res) => {
        sendJson(res, 500, { errors: [{ message: "boom" }] });
        return true;
      },
    });
    expect(await lmsError(canvas.listCourses())).toMatchObject({ kind: "upstream_down", httpStatus: 502 });
  });

  it("a server that never answers -> timeout (504)", async () => {
    const canvas = await setup({ intercept: () => true /* never responds */ }, { timeoutMs: 150 });
    expect(await lmsError(canvas.listCourses())).toMatchObject({ kind: "timeout", httpStatus: 504 });
  });

  it("follows a same-origin redirect but refuses one to another origin", async () => {
    const canvas = await setup({
      intercept: (_req, res, url) => {
        if (url.pathname === "/api/v1/users/self" && !url.searchParams.has("moved")) {
          res.writeHead(302, { Location: "/api/v1/users/self?moved=1" });
          res.end();
          return true;
        }
        if (url.pathname === "/api/v1/courses") {
          res.writeHead(302, { Location: "https://login.elsewhere.example/sso" });
          res.end();
          return true;
        }
        return false;
      },
    });
    expect((await canvas.verifyConnection()).lmsUser.id).toBe("7");
    const error = await lmsError(canvas.listCourses());
    expect(error.message).toContain("login.elsewhere.example");
  });
});

describe("CanvasConnector.fetchCourse", () => {
  it("maps modules and items (pages, video, links, discussion, assignment, quiz questions)", async () => {
    const canvas = await setup({ maxPerPage: 2, whilePrefix: true });
    const progress: number[] = [];
    const imported = await canvas.fetchCourse("42", (p) => p.phase === "items" && progress.push(p.done));
    expect(imported).toMatchObject({
      lmsType: "canvas",
      lmsId: "42",
      title: "Biology 101",
      description: "Cells and more",
    });
    expect(imported.modules.map((m) => [m.lmsModuleId, m.title])).toEqual([
      ["1", "Week 1"],
      ["2", "Week 2"],
      ["3", "Week 3"],
    ]);
    const [week1, week2] = imported.modules;
    expect(week1?.lessons.map((l) => [l.title, l.type])).toEqual([
      ["Read first", "text"],
      ["Cells", "text"],
      ["Mitosis video", "video"],
      ["Vimeo lecture", "video"],
      ["Reading", "text"],
    ]);
    expect(week1?.lessons[1]?.contentHtml).toBe("<h2>Cells</h2><p>Cells are <em>small</em>.</p>");
    expect(week1?.lessons[2]?.videoUrl).toBe("https://www.youtube.com/embed/abc123");
    expect(week1?.lessons[3]?.videoUrl).toBe("https://vimeo.com/123456");
    expect(week1?.lessons[4]?.contentHtml).toBe('<p><a href="https://example.org/reading">Reading</a></p>');

    // Week 2's items were omitted from the listing and fetched from the items endpoint.
    expect(server?.requests.some((r) => r.path.startsWith("/api/v1/courses/42/modules/2/items"))).toBe(true);
    expect(week2?.lessons.map((l) => [l.title, l.type])).toEqual([
      ["Introduce yourself", "text"],
      ["Lab report", "assessment"],
      ["Quiz 1", "assessment"],
      ["Deleted page", "text"],
    ]);
    expect(week2?.lessons[0]?.contentHtml).toBe("<p>Tell us about you.</p>");

    expect(imported.assessments).toEqual([
      { title: "Lab report", type: "assignment", moduleIndex: 1, questions: [] },
      {
        title: "Quiz 1",
        type: "quiz",
        moduleIndex: 1,
        questions: [
          {
            type: "multiple_choice",
            stem: "Which organelle makes ATP?",
            options: ["Nucleus", "Mitochondrion"],
            correctAnswer: "Mitochondrion",
            feedback: "Right: the powerhouse.",
          },
          { type: "true_false", stem: "Cells divide.", options: ["True", "False"], correctAnswer: "True" },
          { type: "short_answer", stem: "Name the process.", options: [], correctAnswer: "mitosis | Mitosis" },
          { type: "essay", stem: "Discuss.", options: [], correctAnswer: "", feedback: "Look for a clear thesis." },
          { type: "essay", stem: "Upload your lab notes.", options: [], correctAnswer: "" },
          { type: "short_answer", stem: "How many chromosomes in a human cell?", options: [], correctAnswer: "46" },
        ],
      },
    ]);
    expect(week2?.lessons[2]?.assessmentIndex).toBe(1);
    // Essays and file uploads are open-ended essays; only types we have no equivalent for are
    // converted, with a warning; text-only items are left out, with a note.
    expect(imported.warnings.join("\n")).toMatch(/type numerical_question were imported as short answer/);
    expect(imported.warnings.join("\n")).toMatch(/1 text-only item\(s\) between the questions were left out/);
    expect(imported.warnings.join("\n")).not.toMatch(/essay/);
    expect(imported.warnings.join("\n")).toMatch(/"Deleted page" \(Page\) could not be read/);
    expect(progress.at(-1)).toBe(9);
  });

  it("keeps at most 4 requests in flight", async () => {
    const canvas = await setup({ delayMs: 20 });
    await canvas.fetchCourse("42");
    expect(server?.maxInFlight).toBeLessThanOrEqual(4);
    expect(server?.maxInFlight).toBeGreaterThan(1);
  });

  it("an unknown course -> not_found (404)", async () => {
    const canvas = await setup();
    expect(await lmsError(canvas.fetchCourse("999"))).toMatchObject({ kind: "not_found", httpStatus: 404 });
  });
});
