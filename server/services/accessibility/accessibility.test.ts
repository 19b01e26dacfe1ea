import { afterAll, describe, expect, it } from "vitest";
import { buildCourse, buildLesson, buildModule } from "../quality/test-helpers.ts";
import {
  accessibilityScore,
  buildAccessibilityReport,
  checkLessonAccessibility,
  closeLessonDocument,
  dedupeIssues,
  type AccessibilityIssue,
  type LessonToCheck,
} from "./index.ts";

afterAll(() => closeLessonDocument());

let nextId = 1;
function lesson(html: string, overrides: Partial<LessonToCheck> = {}): LessonToCheck {
  return {
    id: nextId++,
    title: "Lesson",
    type: "text",
    contentHtml: html,
    videoUrl: null,
    captionsUrl: null,
    moduleId: 7,
    ...overrides,
  };
}

const CLEAN_HTML =
  '<h2>Sampling</h2><p>A sample is a part of a population. <a href="https://example.org/reading">Week 2 reading on sampling</a></p>' +
  '<ul><li>Random samples</li><li>Stratified samples</li></ul><img src="https://example.org/a.png" alt="Diagram of a stratified sample">' +
  "<h3>Example</h3><table><tr><th>Group</th><th>Size</th></tr><tr><td>A</td><td>10</td></tr></table>" +
  '<p><span style="color:#333333;background-color:#ffffff">Readable text.</span></p>';

async function issuesOf(html: string, overrides: Partial<LessonToCheck> = {}) {
  const { issues } = await checkLessonAccessibility([lesson(html, overrides)]);
  return issues;
}

const criteria = (issues: AccessibilityIssue[]) => issues.map((i) => `${i.wcagCriterion} ${i.ruleId}`);

describe("checkLessonAccessibility", () => {
  it("finds nothing in a clean lesson", async () => {
    expect(await issuesOf(CLEAN_HTML)).toEqual([]);
  });

  it("reports a missing alt as 1.1.1 critical, once although axe and our check both see it", async () => {
    const issues = await issuesOf('<p>Chart:</p><img src="https://example.org/chart.png">');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ wcagCriterion: "1.1.1", impact: "critical", moduleId: 7, lessonTitle: "Lesson" });
    expect(issues[0]!.element).toContain("chart.png");
  });

  it("reports a file-name alt (and a camera name) as 1.1.1", async () => {
    const issues = await issuesOf('<img src="a.png" alt="diagram-final.PNG"><img src="b.jpg" alt="IMG_1234">');
    expect(criteria(issues)).toEqual(["1.1.1 img-alt-filename", "1.1.1 img-alt-filename"]);
  });

  it("reports alt text over 125 characters as minor 1.1.1", async () => {
    const issues = await issuesOf(`<img src="a.png" alt="${"long words ".repeat(15)}">`);
    expect(issues).toMatchObject([{ wcagCriterion: "1.1.1", ruleId: "img-alt-too-long", impact: "minor" }]);
  });

  it("reports an empty link as 2.4.4 serious", async () => {
    const issues = await issuesOf('<p>See <a href="https://example.org/x"></a></p>');
    expect(issues.some((i) => i.wcagCriterion === "2.4.4" && i.impact === "serious")).toBe(true);
  });

  it('reports "click here" and a bare URL as link text under 2.4.4', async () => {
    const issues = await issuesOf(
      '<p><a href="https://example.org/a">Click here</a> or <a href="https://example.org/b">https://example.org/b</a></p>',
    );
    expect(criteria(issues)).toEqual(["2.4.4 link-text-vague", "2.4.4 link-text-url"]);
    expect(issues[0]!.help).toContain("Click here");
  });

  it("reports a skipped heading level as 1.3.1", async () => {
    const issues = await issuesOf("<h2>Topic</h2><p>Text</p><h4>Detail</h4><p>More</p>");
    expect(issues).toMatchObject([{ wcagCriterion: "1.3.1", ruleId: "heading-order", element: "<h4>Detail</h4>" }]);
  });

  it("reports #999 on #fff as a 1.4.3 contrast failure, but not for large bold text at 3:1+", async () => {
    const issues = await issuesOf('<p><span style="color:#999;background-color:#fff">Faint text</span></p>');
    expect(issues).toMatchObject([{ wcagCriterion: "1.4.3", ruleId: "color-contrast-inline", impact: "serious" }]);
    expect(issues[0]!.help).toMatch(/2\.8\d:1.*4\.5:1/);
    // #767676 on white is 4.54:1: passes; #949494 is ~3.03:1: passes only as large text (an h2 is 24px).
    expect(await issuesOf('<p><span style="color:#767676">Just enough</span></p>')).toEqual([]);
    expect(await issuesOf('<h2><span style="color:#949494">Large heading</span></h2>')).toEqual([]);
  });

  it("inherits colours from ancestors for contrast", async () => {
    const issues = await issuesOf(
      '<p style="background-color:#000000"><span style="color:#333333">Dark on dark</span></p>',
    );
    expect(criteria(issues)).toEqual(["1.4.3 color-contrast-inline"]);
  });

  it("reports a table without header cells as 1.3.1", async () => {
    const issues = await issuesOf("<table><tr><td>A</td><td>1</td></tr><tr><td>B</td><td>2</td></tr></table>");
    expect(criteria(issues)).toEqual(["1.3.1 table-headers"]);
  });

  it("reports a video lesson without captions as 1.2.2 critical", async () => {
    const issues = await issuesOf("", { type: "video", videoUrl: "https://videos.example.org/w1.mp4" });
    expect(issues).toMatchObject([
      {
        wcagCriterion: "1.2.2",
        ruleId: "video-captions-missing",
        impact: "critical",
        element: "video: https://videos.example.org/w1.mp4",
      },
    ]);
    expect(await issuesOf("", { type: "video", videoUrl: "https://v/x.mp4", captionsUrl: "https://v/x.vtt" })).toEqual(
      [],
    );
  });

  it("flags an embedded player without a captions hint for review (1.2.2 moderate)", async () => {
    const frame = '<iframe src="https://www.youtube.com/embed/abc" title="Lecture 1"></iframe>';
    expect(await issuesOf(frame)).toMatchObject([
      { wcagCriterion: "1.2.2", impact: "moderate", source: "coursewright" },
    ]);
    expect(await issuesOf(`${frame}<p>Captions are available in the player.</p>`)).toEqual([]);
  });

  it("keeps axe-only findings with their criterion from axe's tags (iframe without title -> 4.1.2)", async () => {
    const issues = await issuesOf('<iframe src="https://player.vimeo.com/video/1?texttrack=en"></iframe>');
    expect(issues).toMatchObject([{ source: "axe", ruleId: "frame-title", wcagCriterion: "4.1.2" }]);
  });

  it("files each issue under its own lesson when many lessons are checked together", async () => {
    const lessons = [lesson(CLEAN_HTML), lesson('<img src="x.png">'), lesson(CLEAN_HTML), lesson("<h3>Skipped</h3>")];
    const { issues, lessonsChecked } = await checkLessonAccessibility(lessons);
    expect(lessonsChecked).toBe(4);
    expect(issues.map((i) => [i.lessonId, i.wcagCriterion])).toEqual([
      [lessons[1]!.id, "1.1.1"],
      [lessons[3]!.id, "1.3.1"],
    ]);
  });

  it("finds the same issues whatever the batch of lessons per document", async () => {
    const html = [
      CLEAN_HTML,
      '<img src="x.png"><a href="https://e.org/a">click here</a>',
      '<iframe src="https://player.vimeo.com/video/1"></iframe><h4>Skipped</h4>',
      "<table><tr><td>1</td><td>2</td></tr></table>",
      '<p><span style="color:#999;background-color:#fff">Faint</span></p>',
    ];
    const lessons = Array.from({ length: 12 }, (_, i) => lesson(html[i % html.length]!, { id: i + 1 }));
    const whole = await checkLessonAccessibility(lessons, { lessonsPerDocument: 1000 });
    expect(whole.issues.length).toBeGreaterThan(12);
    for (const lessonsPerDocument of [1, 5]) {
      expect(await checkLessonAccessibility(lessons, { lessonsPerDocument })).toEqual(whole);
    }
  });

  it("finds the same problems with jsdom's own getComputedStyle as with the fast one", async () => {
    const html =
      '<img src="a.png"><a href="https://e.org"></a><iframe src="https://player.vimeo.com/video/1"></iframe>';
    const fast = await checkLessonAccessibility([lesson(html, { id: 1 })], { styleEngine: "fast" });
    const slow = await checkLessonAccessibility([lesson(html, { id: 1 })], { styleEngine: "jsdom" });
    expect(criteria(fast.issues)).toEqual(criteria(slow.issues));
  });

  it("runs our checks alone with axe: false", async () => {
    const issues = (
      await checkLessonAccessibility([lesson('<iframe src="https://player.vimeo.com/video/1"></iframe>')], {
        axe: false,
      })
    ).issues;
    expect(issues.every((i) => i.source === "coursewright")).toBe(true);
  });

  it("skips empty text lessons", async () => {
    expect(await checkLessonAccessibility([lesson("")])).toEqual({ issues: [], lessonsChecked: 0 });
  });
});

describe("dedupeIssues", () => {
  const base: AccessibilityIssue = {
    wcagCriterion: "1.1.1",
    ruleId: "img-alt-missing",
    impact: "serious",
    lessonId: 1,
    moduleId: 1,
    lessonTitle: "L",
    element: '<img src="a.png">',
    help: "h",
    source: "coursewright",
  };
  it("keeps one issue per lesson, element and criterion, the most severe", () => {
    const axe = { ...base, ruleId: "image-alt", impact: "critical" as const, source: "axe" as const };
    expect(dedupeIssues([base, axe])).toEqual([axe]);
    expect(dedupeIssues([base, { ...base, wcagCriterion: "4.1.2" }])).toHaveLength(2);
    expect(dedupeIssues([base, { ...base, lessonId: 2 }])).toHaveLength(2);
  });
});

describe("accessibilityScore", () => {
  const issue = (lessonId: number, impact: AccessibilityIssue["impact"]) =>
    ({ lessonId, impact }) as AccessibilityIssue;
  it("is 100 for clean lessons and 0 when nothing was checked", () => {
    expect(accessibilityScore([], 5)).toBe(100);
    expect(accessibilityScore([], 0)).toBe(0);
  });
  it("takes a lesson to 0 at 10 penalty points (critical 10, serious 5, moderate 2, minor 1)", () => {
    expect(accessibilityScore([issue(1, "critical")], 1)).toBe(0);
    expect(accessibilityScore([issue(1, "serious")], 1)).toBe(50);
    expect(accessibilityScore([issue(1, "moderate"), issue(1, "minor")], 1)).toBe(70);
    expect(accessibilityScore([issue(1, "critical"), issue(1, "critical")], 2)).toBe(50);
    expect(accessibilityScore([issue(1, "critical")], 4)).toBe(75);
  });
});

describe("buildAccessibilityReport", () => {
  it("scores an empty course 0 and not compliant", async () => {
    const report = await buildAccessibilityReport(buildCourse(), { now: new Date("2026-03-01T10:00:00Z") });
    expect(report).toEqual({
      overallScore: 0,
      isCompliant: false,
      issues: [],
      summary: { critical: 0, serious: 0, moderate: 0, minor: 0, lessonsChecked: 0 },
      lastChecked: "2026-03-01T10:00:00.000Z",
    });
  });

  it("summarises issues by impact and fails compliance on a critical one", async () => {
    const bad = buildLesson({ type: "video", contentHtml: "", videoUrl: "https://v/1.mp4" });
    const good = buildLesson({ contentHtml: CLEAN_HTML });
    const module = buildModule({ lessons: [good, bad] });
    const report = await buildAccessibilityReport(buildCourse({ modules: [module] }));
    expect(report.summary).toEqual({ critical: 1, serious: 0, moderate: 0, minor: 0, lessonsChecked: 2 });
    expect(report.overallScore).toBe(50);
    expect(report.isCompliant).toBe(false);
    expect(report.issues[0]).toMatchObject({ lessonId: bad.id, moduleId: module.id });
  });

  it("is compliant with a score of 100 for clean content", async () => {
    const report = await buildAccessibilityReport(
      buildCourse({ modules: [buildModule({ lessons: [buildLesson({ contentHtml: CLEAN_HTML })] })] }),
    );
    expect(report).toMatchObject({ overallScore: 100, isCompliant: true, issues: [] });
  });
});
