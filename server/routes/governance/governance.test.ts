import yauzl from "yauzl";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityPage, ConsentStatus } from "../../../common/governance.ts";
import { auditLogs, courses, ferpaConsents, sessions, users } from "../../db/schema.ts";
import { LMS_CONSENT_REQUIRED } from "../../services/governance/consent.ts";
import { startFakeBlackboard } from "../../services/lms/test-support/fake-blackboard.ts";
import { type FakeServer, startFakeCanvas } from "../../services/lms/test-support/fake-canvas.ts";
import { sampleBlackboardCourses, sampleCanvasCourses } from "../../services/lms/test-support/sample-courses.ts";
import { type TestContext, type TestUser, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";

const CANVAS_TOKEN = "canvas-governance-token";
const BB_TOKEN = "bb-governance-token";

/** The names and texts of a zip's entries. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe.each(testDatabases())("governance on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let blackboard: FakeServer;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true" });
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: sampleCanvasCourses() });
    blackboard = await startFakeBlackboard({ token: BB_TOKEN, ...sampleBlackboardCourses() });
  });
  afterAll(async () => {
    await canvas?.close();
    await blackboard?.close();
    await ctx?.close();
  });

  const as = (user: TestUser) => ({
    get: (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: user.cookie } }),
    send: (method: "POST" | "DELETE", url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } }),
  });
  const consent = (user: TestUser, granted: boolean) =>
    as(user).send("POST", "/api/consents", { consentType: "lms_course_content", granted });
  const connectCanvas = (user: TestUser) =>
    as(user).send("POST", "/api/lms/connect", {
      lmsType: "canvas",
      baseUrl: canvas.baseUrl,
      accessToken: CANVAS_TOKEN,
      institutionName: "State University",
    });

  it("refuses LMS calls with 403 until consent is given, and again once it is revoked; the history stays", async () => {
    const user = await signUpUser(ctx.app);
    const before = await connectCanvas(user);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(LMS_CONSENT_REQUIRED);
    const query = new URLSearchParams({ lmsType: "canvas", baseUrl: canvas.baseUrl, accessToken: CANVAS_TOKEN });
    expect((await as(user).get(`/api/lms/courses?${query}`)).statusCode).toBe(403);

    const granted = await consent(user, true);
    expect(granted.statusCode).toBe(200);
    const status = granted.json() as ConsentStatus;
    expect(status.active.lms_course_content).toMatchObject({ granted: true, ipAddress: "127.0.0.1" });
    const days = (Date.parse(status.active.lms_course_content!.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect((await connectCanvas(user)).statusCode).toBe(200);

    const revoked = (await consent(user, false)).json() as ConsentStatus;
    expect(revoked.active.lms_course_content).toBeNull();
    expect(revoked.history.map((h) => h.granted)).toEqual([false, true]);
    expect((await connectCanvas(user)).statusCode).toBe(403);
    // A cartridge upload reads no LMS: it needs no consent (it fails here only as a bad upload).
    expect((await as(user).send("POST", "/api/lms/import-cartridge", {})).statusCode).toBe(400);
  });

  it("treats a consent older than a year as expired", async () => {
    const user = await signUpUser(ctx.app);
    await consent(user, true);
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await ctx.database.db
      .update(ferpaConsents)
      .set({ timestamp: longAgo, expiresAt: new Date(longAgo.getTime() + 365 * 86_400_000) })
      .where(eq(ferpaConsents.userId, user.id));
    expect((await connectCanvas(user)).statusCode).toBe(403);
  });

  it("reads only course content from Canvas and Blackboard: no enrolment lists, students, submissions or grades", async () => {
    const user = await signUpUser(ctx.app);
    await consent(user, true);
    canvas.requests.length = 0;
    blackboard.requests.length = 0;
    for (const [lmsType, server, token] of [
      ["canvas", canvas, CANVAS_TOKEN],
      ["blackboard", blackboard, BB_TOKEN],
    ] as const) {
      const connection = { lmsType, baseUrl: server.baseUrl, accessToken: token };
      const list = await as(user).get(`/api/lms/courses?${new URLSearchParams(connection)}`);
      expect(list.statusCode).toBe(200);
      for (const course of list.json() as { id: string }[]) {
        const res = await as(user).send("POST", "/api/lms/import-course", { ...connection, courseId: course.id });
        expect(res.statusCode).toBe(201);
      }
    }
    const paths = [...canvas.requests, ...blackboard.requests].map((r) => r.path);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      // Endpoints (path only): the token's own user and courses (users/self, users/me/courses) and course content.
      const endpoint = path.split("?")[0]!;
      expect(endpoint).not.toMatch(/\/(enrollments|students|submissions|grades|gradebook|memberships|analytics)\b/i);
      expect(endpoint).not.toMatch(/\/users(\/(?!(self|me)(\/|$))|$)/);
      // Query: the course list asks for the student count (a number), never a student list.
      expect(path).not.toMatch(/include\[\]=(students|enrollments|users|submissions)/);
    }
  });

  it("lists the user's own activity, newest first, filtered and paginated", async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    for (const title of ["First", "Second", "Third"]) {
      await as(user).send("POST", "/api/courses", { title, description: "d" });
    }
    await as(other).send("POST", "/api/courses", { title: "Not yours", description: "d" });
    await as(user).send("DELETE", "/api/courses/2147483647");

    const page1 = (await as(user).get("/api/activity?limit=2&resource=course")).json() as ActivityPage;
    expect(page1.entries.map((e) => e.summary)).toEqual(["Course deleted (failed)", 'Course "Third" created']);
    expect(page1.nextBefore).toBe(page1.entries[1]!.id);
    const page2 = (await as(user).get(`/api/activity?limit=2&resource=course&before=${page1.nextBefore}`)).json();
    expect((page2 as ActivityPage).entries.map((e) => e.summary)).toEqual([
      'Course "Second" created',
      'Course "First" created',
    ]);
    const failures = (await as(user).get("/api/activity?outcome=failure")).json() as ActivityPage;
    expect(failures.entries.every((e) => e.outcome === "failure")).toBe(true);
    const all = (await as(user).get("/api/activity?limit=100")).json() as ActivityPage;
    expect(all.entries.some((e) => e.summary.includes("Not yours"))).toBe(false);
    expect((await as(user).get("/api/activity?limit=1000")).statusCode).toBe(400);
  });

  it("exports everything held about the user as a zip of JSON with each course as .imscc", async () => {
    const user = await signUpUser(ctx.app, { firstName: "Rosalind", lastName: "Franklin" });
    const created = await as(user).send("POST", "/api/courses", { title: "X-ray Crystallography", description: "d" });
    await as(user).send("POST", `/api/courses/${created.json().id}/modules`, {
      title: "Diffraction",
      lessons: [{ title: "Bragg's law", type: "text", contentHtml: "<p>n λ = 2 d sin θ</p>" }],
    });
    const multipleAnswer = {
      type: "multiple_answer",
      stem: "Which radiations diffract from a crystal lattice?",
      options: ["X-rays", "Radio waves", "Electrons"],
      correctAnswers: ["X-rays", "Electrons"],
    };
    const quiz = await as(user).send("POST", "/api/assessments", {
      courseId: created.json().id,
      title: "Diffraction quiz",
      questions: [multipleAnswer],
    });
    expect(quiz.statusCode).toBe(201);
    await consent(user, true);
    const res = await as(user).get("/api/account/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="coursewright-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = await unzip(res.rawPayload);
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining(["README.txt", "account.json", "consents.json", "audit-trail.json", "ai-runs.json"]),
    );
    const account = JSON.parse(files.get("account.json")!.toString());
    expect(account).toMatchObject({ email: user.email, firstName: "Rosalind" });
    expect(files.get("account.json")!.toString()).not.toContain("argon2");
    const courseJson = names.find((n) => /^courses\/\d+-X-ray Crystallography\.json$/.test(n))!;
    expect(JSON.parse(files.get(courseJson)!.toString()).modules[0].lessons[0].title).toBe("Bragg's law");
    expect(names).toContain(courseJson.replace(/\.json$/, ".imscc"));
    // A multiple-answer question keeps its set of correct options in both forms.
    const [exportedQuiz] = JSON.parse(files.get(courseJson)!.toString()).assessments;
    expect(exportedQuiz.questions[0]).toMatchObject({ ...multipleAnswer, correctAnswer: "" });
    const cartridge = await unzip(files.get(courseJson.replace(/\.json$/, ".imscc"))!);
    expect(cartridge.get("assessments/a1/assessment_qti.xml")!.toString()).toContain("cc.multiple_response.v0p1");
    expect(JSON.parse(files.get("consents.json")!.toString())).toHaveLength(1);
    const trail = JSON.parse(files.get("audit-trail.json")!.toString()) as { action: string }[];
    expect(trail.map((t) => t.action)).toContain("course.create");
    expect(JSON.stringify([...files.values()].map(String))).not.toContain(user.cookie.split("=")[1]!);
  });

  it("deletes the account after the email is typed again: courses and sessions go, audit rows stay anonymised", async () => {
    const user = await signUpUser(ctx.app);
    const course = (await as(user).send("POST", "/api/courses", { title: "Going away", description: "d" })).json();
    const wrong = await as(user).send("DELETE", "/api/account", { confirmEmail: "someone-else@example.edu" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^confirmEmail: /);
    expect((await as(user).get(`/api/courses/${course.id}`)).statusCode).toBe(200);

    const done = await as(user).send("DELETE", "/api/account", { confirmEmail: user.email.toUpperCase() });
    expect(done.statusCode).toBe(204);
    const { db } = ctx.database;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
    const remaining = await db.select().from(sessions);
    expect(remaining.some((s) => (s.sess as { userId?: string }).userId === user.id)).toBe(false);
    const trail = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(course.id)));
    expect(trail.length).toBeGreaterThan(0);
    for (const row of trail) expect(row).toMatchObject({ userId: null, ipAddress: "anonymized", userAgent: null });

    expect((await as(user).get("/api/auth/user")).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: "correct horse battery" },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
