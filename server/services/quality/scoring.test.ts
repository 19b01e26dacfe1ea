import { describe, expect, it } from "vitest";
import { dimensionScore, dimensionScores, gradeFor, overallScore, recommendationsFor } from "./scoring.ts";
import type { RuleOutcome } from "./types.ts";

const outcome = (overrides: Partial<RuleOutcome>): RuleOutcome => ({
  id: "x",
  dimension: "engagement",
  title: "t",
  standard: "s",
  weight: 1,
  passed: true,
  score: 1,
  evidence: [],
  fix: "fix",
  ...overrides,
});

describe("gradeFor", () => {
  it.each([
    [100, "A", "green", "Excellent"],
    [90, "A", "green", "Excellent"],
    [89, "B", "green", "Excellent"],
    [80, "B", "green", "Excellent"],
    [79, "C", "yellow", "Good"],
    [70, "C", "yellow", "Good"],
    [69, "D", "red", "Needs Work"],
    [60, "D", "red", "Needs Work"],
    [59, "F", "red", "Needs Work"],
    [0, "F", "red", "Needs Work"],
  ] as const)("%i -> %s %s %s", (score, grade, color, label) => {
    expect(gradeFor(score)).toEqual({ grade, color, label });
  });
});

describe("dimensionScore", () => {
  it("is the weighted pass rate with partial credit, 0-100 rounded", () => {
    expect(dimensionScore([outcome({ weight: 3, score: 1 }), outcome({ weight: 1, score: 0 })])).toBe(75);
    expect(dimensionScore([outcome({ weight: 2, score: 0.5 }), outcome({ weight: 1, score: 1 })])).toBe(67);
    expect(dimensionScore([])).toBe(0);
    expect(dimensionScore([outcome({ score: Number.NaN })])).toBe(0);
  });

  it("groups outcomes by dimension; a dimension without rules scores 0", () => {
    const scores = dimensionScores([
      outcome({ dimension: "engagement", score: 0.5 }),
      outcome({ dimension: "accessibility" }),
    ]);
    expect(scores).toEqual({
      contentStructure: 0,
      learningObjectives: 0,
      assessmentQuality: 0,
      engagement: 50,
      accessibility: 100,
      pedagogicalAlignment: 0,
    });
  });
});

describe("overallScore", () => {
  it("is the rounded mean of the six", () => {
    expect(
      overallScore({
        contentStructure: 100,
        learningObjectives: 90,
        assessmentQuality: 80,
        engagement: 70,
        accessibility: 60,
        pedagogicalAlignment: 53,
      }),
    ).toBe(76); // 453 / 6 = 75.5 -> 76
  });
});

describe("recommendationsFor", () => {
  it("lists fixes of failing rules, highest weight first, each once", () => {
    const outcomes = [
      outcome({ passed: false, score: 0.5, weight: 1, fix: "light" }),
      outcome({ passed: true, weight: 3, fix: "passing" }),
      outcome({ passed: false, score: 0, weight: 3, fix: "heavy" }),
      outcome({ passed: false, score: 0, weight: 1, fix: "light" }),
      outcome({ passed: false, score: 0.2, weight: 2, fix: "middle" }),
    ];
    expect(recommendationsFor(outcomes)).toEqual(["heavy", "middle", "light"]);
  });
});
