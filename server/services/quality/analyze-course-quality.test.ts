import { afterAll, describe, expect, it } from "vitest";
import { closeLessonDocument } from "../accessibility/index.ts";
import { analyzeCourseQuality } from "./analyze-course-quality.ts";
import { ALL_RULES } from "./rules/index.ts";
import {
  buildAccessibilityReport,
  buildCourse,
  buildLesson,
  buildModule,
  buildWellBuiltCourse,
} from "./test-helpers.ts";
import { QUALITY_DIMENSIONS, type QualityRule } from "./types.ts";

afterAll(() => closeLessonDocument());

describe("analyzeCourseQuality", () => {
  it("scores an empty course low on every dimension (no vacuous passes)", async () => {
    const result = await analyzeCourseQuality(buildCourse({ duration: "8 weeks" }));
    for (const dimension of QUALITY_DIMENSIONS) expect(result.scores[dimension]).toBeLessThan(40);
    expect(result.overallScore).toBeLessThan(40);
    expect(result).toMatchObject({ grade: { grade: "F", color: "red", label: "Needs Work" }, needsAttention: true });
    expect(result.accessibility.summary.lessonsChecked).toBe(0);
  });

  it("scores the well-built course A, with no accessibility issues", async () => {
    const result = await analyzeCourseQuality(buildWellBuiltCourse());
    const failing = result.rules.filter((r) => !r.passed).map((r) => r.id);
    expect(failing).toEqual([]);
    expect(result.overallScore).toBeGreaterThanOrEqual(90);
    expect(result.grade).toEqual({ grade: "A", color: "green", label: "Excellent" });
    expect(result.needsAttention).toBe(false);
    expect(result.recommendations).toEqual([]);
    expect(result.accessibility).toMatchObject({ overallScore: 100, isCompliant: true, issues: [] });
  });

  it("reports every rule with its standard, and recommendations from the failures, heaviest first", async () => {
    const course = buildCourse({
      modules: [buildModule({ title: "Week 1", lessons: [buildLesson({ contentHtml: '<img src="x.png">' })] })],
    });
    const result = await analyzeCourseQuality(course);
    expect(result.rules.map((r) => r.id)).toEqual(ALL_RULES.map((r) => r.id));
    for (const rule of result.rules) {
      expect(rule.standard).not.toBe("");
      expect(rule.fix).not.toBe("");
      expect(rule.score).toBeGreaterThanOrEqual(0);
      expect(rule.score).toBeLessThanOrEqual(1);
    }
    const failingWeights = result.rules.filter((r) => !r.passed).map((r) => r.weight);
    expect(result.recommendations.length).toBeGreaterThan(0);
    const firstFix = result.rules.find((r) => r.fix === result.recommendations[0])!;
    expect(firstFix.weight).toBe(Math.max(...failingWeights));
    expect(result.accessibility.summary.critical).toBe(1);
  });

  it("reuses a given accessibility report and runs the given rules only", async () => {
    const throwing: QualityRule = {
      id: "engagement.broken",
      dimension: "engagement",
      title: "Broken",
      weight: 1,
      standard: "test",
      check: () => {
        throw new Error("boom");
      },
    };
    const result = await analyzeCourseQuality(buildCourse(), {
      accessibility: buildAccessibilityReport({ overallScore: 42 }),
      rules: [throwing],
    });
    expect(result.accessibility.overallScore).toBe(42);
    expect(result.rules).toEqual([
      expect.objectContaining({
        id: "engagement.broken",
        passed: false,
        score: 0,
        evidence: [{ message: "The check could not run: boom" }],
      }),
    ]);
  });

  it("has unique rule ids prefixed by their dimension", () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prefix = {
      contentStructure: "structure.",
      learningObjectives: "objectives.",
      assessmentQuality: "assessment.",
      engagement: "engagement.",
      accessibility: "accessibility.",
      pedagogicalAlignment: "pedagogy.",
    };
    for (const rule of ALL_RULES) expect(rule.id.startsWith(prefix[rule.dimension])).toBe(true);
  });
});
