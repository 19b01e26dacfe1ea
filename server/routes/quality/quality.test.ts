import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUALITY_DIMENSION_KEYS, type CourseQualityDto, type QualityAnalysisDto } from "../../../common/quality.ts";
import { TEMPLATE_SEEDS } from "../../db/seed/templates.ts";
import { accessibilityReports, auditLogs, courseQualityScores } from "../../db/schema.ts";
import { closeLessonDocument } from "../../services/accessibility/index.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  courseProgress,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";

const GOOD_LESSON =
  '<h2>Osmosis</h2><p>Water moves across a membrane from low to high solute concentration. Read the <a href="https://example.org/osmosis">chapter on osmosis</a> and try the practice questions.</p>';
const IMAGE_WITHOUT_ALT = '<p>The figure shows a plant cell.</p><p><img src="https://example.org/cell.png"></p>';

/** A course with two modules of lessons (one lesson has an image without alt) and objectives. */
async function buildCourse(client: UserClient, title = "Cell Biology") {
  const courseId = await createCourse(client, title);
  const first = await createModule(client, courseId, {
    title: "Membranes",
    description: "How substances cross the cell membrane, with a worked example and practice.",
    lessons: [
      { title: "Osmosis", contentHtml: GOOD_LESSON, durationMinutes: 20 },
      { title: "Plant cells", contentHtml: IMAGE_WITHOUT_ALT, durationMinutes: 15 },
    ],
  });
  await createModule(client, courseId, {
    title: "Energy",
    description: "How cells release energy from food.",
    lessons: [{ title: "Respiration", contentHtml: GOOD_LESSON, durationMinutes: 20 }],
  });
  expectStatus(
    await client.post(`/api/courses/${courseId}/objectives`, {
      objectives: [
        "Students will be able to explain osmosis across a membrane.",
        "Students will be able to compare aerobic and anaerobic respiration.",
      ],
    }),
    201,
  );
  const imageLesson = first.lessons.find((l: { title: string }) => l.title === "Plant cells") as { id: number };
  return { courseId, moduleId: first.id as number, imageLessonId: imageLesson.id };
}

const analyze = async (client: UserClient, courseId: number) =>
  expectStatus<QualityAnalysisDto>(await client.post(`/api/courses/${courseId}/analyze-quality`, undefined), 200);

describe.each(testDatabases())("quality and accessibility settings API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    closeLessonDocument();
  });

  it("answers 401 when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/quality/dashboard"],
      ["POST", "/api/courses/1/analyze-quality"],
      ["GET", "/api/courses/1/quality"],
      ["GET", "/api/accessibility/settings"],
      ["POST", "/api/accessibility/settings"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("analyses a course, stores the score and the accessibility report, and counts it in progress", async () => {
    const { courseId, imageLessonId, moduleId } = await buildCourse(alice);
    const before = await courseProgress(alice, courseId);
    const result = await analyze(alice, courseId);

    expect(result.overallScore).toBeGreaterThanOrEqual(0);
    expect(result.overallScore).toBeLessThanOrEqual(100);
    expect(["A", "B", "C", "D", "F"]).toContain(result.grade.grade);
    expect(["green", "yellow", "red"]).toContain(result.grade.color);
    expect(Object.keys(result.scores).sort()).toEqual([...QUALITY_DIMENSION_KEYS].sort());
    expect(result.needsAttention).toBe(result.overallScore < 70);
    expect(new Date(result.lastAnalyzed).toString()).not.toBe("Invalid Date");
    for (const rule of result.rules) {
      expect(rule).toEqual({
        id: expect.any(String),
        dimension: expect.any(String),
        title: expect.any(String),
        standard: expect.any(String),
        weight: expect.any(Number),
        passed: expect.any(Boolean),
        score: expect.any(Number),
        evidence: expect.any(Array),
        fix: expect.any(String),
      });
    }

    // The image without alt text is a WCAG 1.1.1 issue of that lesson, and an accessibility rule fails on it.
    const issue = result.accessibility!.issues.find((i) => i.lessonId === imageLessonId && i.wcagCriterion === "1.1.1");
    expect(issue).toMatchObject({ lessonTitle: "Plant cells", moduleId, impact: "critical" });
    expect(issue!.element).toContain("<img");
    expect(issue!.help.length).toBeGreaterThan(0);
    const failingA11y = result.rules.filter((r) => r.dimension === "accessibility" && !r.passed);
    const evidence = failingA11y.flatMap((r) => r.evidence).find((e) => e.lessonId === imageLessonId);
    expect(evidence).toMatchObject({ lessonTitle: "Plant cells", moduleId, moduleTitle: "Membranes" });

    const db = ctx.database.db;
    const [score] = await db.select().from(courseQualityScores).where(eq(courseQualityScores.courseId, courseId));
    expect(score).toMatchObject({
      overallScore: result.overallScore,
      contentStructureScore: result.scores.contentStructure,
      learningObjectivesScore: result.scores.learningObjectives,
      assessmentQualityScore: result.scores.assessmentQuality,
      engagementScore: result.scores.engagement,
      accessibilityScore: result.scores.accessibility,
      pedagogicalAlignmentScore: result.scores.pedagogicalAlignment,
    });
    const stored = score!.recommendations as { rules: { id: string; passed: boolean }[]; recommendations: string[] };
    expect(stored.recommendations).toEqual(result.recommendations);
    expect(stored.rules.map((r) => [r.id, r.passed])).toEqual(result.rules.map((r) => [r.id, r.passed]));
    const [report] = await db.select().from(accessibilityReports).where(eq(accessibilityReports.courseId, courseId));
    expect(report).toMatchObject({
      overallScore: result.accessibility!.overallScore,
      isCompliant: false,
      issues: result.accessibility!.issues,
      summary: result.accessibility!.summary,
    });
    expect(report!.reportData).toMatchObject({ standard: "WCAG 2.1 AA" });
    expect(report!.lastChecked!.toISOString()).toBe(result.lastAnalyzed);

    expect(await courseProgress(alice, courseId)).toBe(before + 10);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, "quality.analyze"),
          eq(auditLogs.resourceId, String(courseId)),
          eq(auditLogs.userId, alice.user.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: alice.user.id, outcome: "success" });
  });

  it("lists every course on the dashboard with stats; unanalysed ones with nulls", async () => {
    const carol = clientFor(ctx.app, await signUpUser(ctx.app));
    const empty = expectStatus(await carol.get("/api/quality/dashboard"), 200);
    expect(empty).toEqual({
      stats: { totalCourses: 0, analyzedCourses: 0, averageScore: 0, coursesNeedingAttention: 0 },
      overview: [],
    });

    const { courseId: built } = await buildCourse(carol, "Built");
    const emptyCourse = await createCourse(carol, "Empty");
    const never = await createCourse(carol, "Never analysed");
    const a = await analyze(carol, built);
    const b = await analyze(carol, emptyCourse);

    const dashboard = expectStatus(await carol.get("/api/quality/dashboard"), 200);
    expect(dashboard.stats).toEqual({
      totalCourses: 3,
      analyzedCourses: 2,
      averageScore: Math.round((a.overallScore + b.overallScore) / 2),
      coursesNeedingAttention: [a, b].filter((r) => r.overallScore < 70).length,
    });
    // Newest course first.
    expect(dashboard.overview.map((o: { courseTitle: string }) => o.courseTitle)).toEqual([
      "Never analysed",
      "Empty",
      "Built",
    ]);
    expect(dashboard.overview[0]).toEqual({
      courseId: never,
      courseTitle: "Never analysed",
      overallScore: null,
      grade: null,
      scores: null,
      lastAnalyzed: null,
      needsAttention: false,
      stale: false,
    });
    expect(dashboard.overview[2]).toEqual({
      courseId: built,
      courseTitle: "Built",
      overallScore: a.overallScore,
      grade: a.grade,
      scores: a.scores,
      lastAnalyzed: a.lastAnalyzed,
      needsAttention: a.needsAttention,
      stale: false,
    });
  });

  it("an empty course scores low on every dimension and needs attention", async () => {
    const courseId = await createCourse(alice, "Nothing yet");
    const result = await analyze(alice, courseId);
    for (const key of QUALITY_DIMENSION_KEYS) expect(result.scores[key], key).toBeLessThan(50);
    expect(result.grade).toEqual({ grade: "F", color: "red", label: "Needs Work" });
    expect(result.needsAttention).toBe(true);
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.accessibility).toMatchObject({ overallScore: 0, isCompliant: false, issues: [] });
  });

  it("marks a score stale after the course changes, and keeps the history oldest first", async () => {
    const { courseId, imageLessonId } = await buildCourse(alice, "History");
    const first = await analyze(alice, courseId);
    let page = expectStatus<CourseQualityDto>(await alice.get(`/api/courses/${courseId}/quality`), 200);
    expect(page.stale).toBe(false);

    expectStatus(
      await alice.patch(`/api/lessons/${imageLessonId}`, {
        contentHtml:
          '<p>The figure shows a plant cell.</p><p><img src="https://example.org/cell.png" alt="A plant cell with its wall, vacuole and chloroplasts labelled"></p>',
      }),
      200,
    );
    page = expectStatus<CourseQualityDto>(await alice.get(`/api/courses/${courseId}/quality`), 200);
    expect(page.stale).toBe(true);
    const dashboard = expectStatus(await alice.get("/api/quality/dashboard"), 200);
    expect(dashboard.overview.find((o: { courseId: number }) => o.courseId === courseId).stale).toBe(true);

    const second = await analyze(alice, courseId);
    expect(second.scores.accessibility).toBeGreaterThan(first.scores.accessibility);
    expect(second.overallScore).toBeGreaterThanOrEqual(first.overallScore);
    page = expectStatus<CourseQualityDto>(await alice.get(`/api/courses/${courseId}/quality`), 200);
    expect(page.stale).toBe(false);
    expect(page.course).toEqual({ id: courseId, title: "History" });
    expect(page.history).toEqual([
      { overallScore: first.overallScore, scores: first.scores, lastAnalyzed: first.lastAnalyzed },
      { overallScore: second.overallScore, scores: second.scores, lastAnalyzed: second.lastAnalyzed },
    ]);
    expect(page.latest).toEqual({ ...second, accessibility: page.accessibility });
    expect(page.accessibility!.issues.filter((i) => i.lessonId === imageLessonId)).toEqual([]);
  });

  it("answers the quality page of a never-analysed course with nulls", async () => {
    const courseId = await createCourse(alice, "Fresh");
    expect(expectStatus(await alice.get(`/api/courses/${courseId}/quality`), 200)).toEqual({
      course: { id: courseId, title: "Fresh" },
      latest: null,
      stale: false,
      history: [],
      accessibility: null,
    });
  });

  it("scopes everything to the owner: another user's course is a 404", async () => {
    const courseId = await createCourse(alice, "Private");
    await analyze(alice, courseId);
    expect((await bob.post(`/api/courses/${courseId}/analyze-quality`, undefined)).statusCode).toBe(404);
    const res = await bob.get(`/api/courses/${courseId}/quality`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Course not found" });
    expect((await alice.post("/api/courses/999999/analyze-quality", undefined)).statusCode).toBe(404);
    const bad = await alice.post("/api/courses/abc/analyze-quality", undefined);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    const bobsDashboard = expectStatus(await bob.get("/api/quality/dashboard"), 200);
    expect(bobsDashboard.overview.some((o: { courseId: number }) => o.courseId === courseId)).toBe(false);
    const rows = await ctx.database.db
      .select()
      .from(courseQualityScores)
      .where(eq(courseQualityScores.courseId, courseId));
    expect(rows).toHaveLength(1);
  });

  it("gives a course built from every seeded template a grade, and every failing rule names evidence", async () => {
    for (const template of TEMPLATE_SEEDS) {
      const courseId = await createCourse(alice, template.title);
      for (const module of template.content.modules) {
        await createModule(alice, courseId, {
          title: module.title,
          description: module.description,
          lessons: module.lessons,
        });
      }
      expectStatus(
        await alice.post(`/api/courses/${courseId}/objectives`, { objectives: template.content.objectives }),
        201,
      );
      const result = await analyze(alice, courseId);
      expect(["A", "B", "C", "D", "F"], template.slug).toContain(result.grade.grade);
      expect(result.rules.length, template.slug).toBeGreaterThan(0);
      for (const rule of result.rules.filter((r) => !r.passed)) {
        expect(rule.evidence.length, `${template.slug} ${rule.id}`).toBeGreaterThan(0);
        for (const e of rule.evidence) expect(e.message.length, `${template.slug} ${rule.id}`).toBeGreaterThan(0);
        expect(rule.fix.length, `${template.slug} ${rule.id}`).toBeGreaterThan(0);
      }
      // Templates carry real content: better than an empty course on structure.
      expect(result.scores.contentStructure, template.slug).toBeGreaterThanOrEqual(50);
    }
  });

  describe("accessibility settings", () => {
    it("returns the defaults when the user has saved nothing", async () => {
      const dave = clientFor(ctx.app, await signUpUser(ctx.app));
      expect(expectStatus(await dave.get("/api/accessibility/settings"), 200)).toEqual({
        highContrast: false,
        fontSize: "medium",
        reducedMotion: false,
        screenReader: false,
        keyboardNavigation: true,
      });
    });

    it("saves a partial body, keeps the other settings and is per user", async () => {
      const erin = clientFor(ctx.app, await signUpUser(ctx.app));
      expect(expectStatus(await erin.post("/api/accessibility/settings", { highContrast: true }), 200)).toEqual({
        highContrast: true,
        fontSize: "medium",
        reducedMotion: false,
        screenReader: false,
        keyboardNavigation: true,
      });
      const after = expectStatus(
        await erin.post("/api/accessibility/settings", { fontSize: "extra-large", keyboardNavigation: false }),
        200,
      );
      expect(after).toEqual({
        highContrast: true,
        fontSize: "extra-large",
        reducedMotion: false,
        screenReader: false,
        keyboardNavigation: false,
      });
      expect(expectStatus(await erin.get("/api/accessibility/settings"), 200)).toEqual(after);
      // A userId in the body is ignored; bob's settings are untouched.
      await erin.post("/api/accessibility/settings", { screenReader: true, userId: bob.user.id });
      expect(expectStatus(await bob.get("/api/accessibility/settings"), 200).screenReader).toBe(false);
      const audit = await ctx.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, "accessibility_settings.update"), eq(auditLogs.userId, erin.user.id)));
      expect(audit).toHaveLength(3);
    });

    it("answers 400 naming the field for invalid input", async () => {
      const cases: [unknown, RegExp][] = [
        [{ fontSize: "huge" }, /fontSize/],
        [{ highContrast: "yes" }, /highContrast/],
        [{ keyboardNavigation: null }, /keyboardNavigation/],
        [{}, /at least one of/],
        [{ other: true }, /at least one of/],
      ];
      for (const [body, message] of cases) {
        const res = await alice.post("/api/accessibility/settings", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toMatch(message);
      }
      const noBody = await alice.request("POST", "/api/accessibility/settings");
      expect(noBody.statusCode).toBe(400);
    });
  });
});
