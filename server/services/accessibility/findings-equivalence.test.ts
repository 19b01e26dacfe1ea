import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { loadCalibrationSet } from "../quality/calibration/calibration-set.ts";
import { analyzeCourseQuality } from "../quality/analyze-course-quality.ts";
import { cachedLessonCount, clearFindingsCache } from "./findings-cache.ts";
import { representativeLessons } from "./fixtures/representative-lessons.ts";
import { checkLessonAccessibility } from "./report.ts";
import type { AccessibilityIssue } from "./types.ts";

/**
 * The findings the code gave before the per-lesson memo and the other issue #13 speed-ups
 * (written by the unchanged analyser at commit a6dc83a): every change for speed must give exactly these.
 */
const golden = JSON.parse(
  readFileSync(new URL("./fixtures/representative-findings.json", import.meta.url), "utf8"),
) as {
  lessonsChecked: number;
  issues: AccessibilityIssue[];
  analyses: { course: string; overallScore: number; scores: unknown; accessibility: unknown }[];
};

const lessons = representativeLessons();

describe("accessibility findings are the same as before the speed-ups", () => {
  beforeEach(() => clearFindingsCache());

  it("the set is representative: every kind of finding of our checks and of the axe rules that fire", () => {
    const kinds = new Set(golden.issues.map((i) => `${i.source}:${i.ruleId}`));
    expect(golden.lessonsChecked).toBe(330);
    expect(kinds.size).toBeGreaterThanOrEqual(17);
    expect(kinds).toContain("axe:td-has-header");
    expect(kinds).toContain("coursewright:img-alt-missing");
  });

  it("a cold check without the memo, at the default and odd batch sizes", async () => {
    for (const lessonsPerDocument of [undefined, 1, 7]) {
      const result = await checkLessonAccessibility(lessons, { cache: false, lessonsPerDocument });
      expect(result).toEqual({ issues: golden.issues, lessonsChecked: golden.lessonsChecked });
    }
    expect(cachedLessonCount()).toBe(0);
  });

  it("a cold check filling the memo, a warm one from it, and a half-warm one", async () => {
    const cold = await checkLessonAccessibility(lessons);
    expect(cold.issues).toEqual(golden.issues);
    expect(cachedLessonCount()).toBeGreaterThan(200);
    expect((await checkLessonAccessibility(lessons)).issues).toEqual(golden.issues);

    clearFindingsCache();
    await checkLessonAccessibility(lessons.filter((_, i) => i % 2 === 0));
    expect((await checkLessonAccessibility(lessons, { lessonsPerDocument: 3 })).issues).toEqual(golden.issues);
  });

  it("the calibration courses' analyses: scores and accessibility reports", async () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const cases = loadCalibrationSet("eval/quality-calibration/courses");
    for (const pass of ["cold", "warm"]) {
      const analyses = [];
      for (const c of cases) {
        const a = await analyzeCourseQuality(c.course, { now });
        analyses.push({
          course: c.course.title,
          overallScore: a.overallScore,
          scores: a.scores,
          accessibility: {
            overallScore: a.accessibility.overallScore,
            summary: a.accessibility.summary,
            issues: a.accessibility.issues,
          },
        });
      }
      expect(analyses, pass).toEqual(golden.analyses);
    }
  });

  it("re-checks a lesson whose content changed, and keeps axe-off results apart", async () => {
    const lesson = { ...lessons[0]!, contentHtml: "<p>Plain text about sampling.</p>" };
    expect((await checkLessonAccessibility([lesson])).issues).toEqual([]);
    const changed = { ...lesson, contentHtml: `${lesson.contentHtml}<img src="https://e.org/x.png">` };
    expect((await checkLessonAccessibility([changed])).issues).toMatchObject([
      { ruleId: "img-alt-missing", lessonId: lesson.id, lessonTitle: lesson.title },
    ]);

    const axeFound = golden.issues.find((i) => i.source === "axe")!;
    const table = lessons.find((l) => l.id === axeFound.lessonId && l.title === axeFound.lessonTitle)!;
    const withAxe = await checkLessonAccessibility([table]);
    const ownOnly = await checkLessonAccessibility([table], { axe: false });
    expect(withAxe.issues.some((i) => i.source === "axe")).toBe(true);
    expect(ownOnly.issues.some((i) => i.source === "axe")).toBe(false);
  });

  it("attaches the ids and title of the lesson asking, not of the lesson that filled the memo", async () => {
    const first = { ...lessons[0]!, id: 1, moduleId: 11, title: "First", contentHtml: '<img src="a.png">' };
    const copy = { ...first, id: 2, moduleId: 22, title: "Copy" };
    await checkLessonAccessibility([first]);
    expect((await checkLessonAccessibility([copy])).issues).toMatchObject([
      { lessonId: 2, moduleId: 22, lessonTitle: "Copy", ruleId: "img-alt-missing" },
    ]);
  });
});
