import { describe, expect, it } from "vitest";
import type { AccessibilityIssue } from "../../accessibility/types.ts";
import { buildContext, buildCourse } from "../test-helpers.ts";
import { noBlockingIssuesRule, wcagContentRule } from "./accessibility.ts";

const issue: AccessibilityIssue = {
  wcagCriterion: "1.2.2",
  ruleId: "video-captions-missing",
  impact: "critical",
  lessonId: 5,
  moduleId: 2,
  lessonTitle: "Lecture 1",
  element: "video: https://v/1.mp4",
  help: "This video lesson has no captions.",
  source: "coursewright",
};
const course = buildCourse();

describe("accessibility.wcag-content", () => {
  it("passes at 90+ and takes the report's score as credit", () => {
    expect(wcagContentRule.check(course, buildContext({ overallScore: 95 }))).toMatchObject({
      passed: true,
      score: 0.95,
    });
  });
  it("fails below 90 and lists the issues", () => {
    const ctx = buildContext({
      overallScore: 50,
      issues: [issue],
      summary: { critical: 1, serious: 0, moderate: 0, minor: 0, lessonsChecked: 2 },
    });
    const result = wcagContentRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence[0]!.message).toBe(
      "Accessibility score 50/100 over 2 lessons: 1 critical, 0 serious, 0 moderate, 0 minor issues.",
    );
    expect(result.evidence[1]).toEqual({
      message: 'WCAG 1.2.2 (critical) in "Lecture 1": This video lesson has no captions.',
      lessonId: 5,
      moduleId: 2,
    });
    expect(result.fix).toMatch(/captions/);
  });
  it("fails with no content to check", () => {
    const ctx = buildContext({
      overallScore: 0,
      summary: { critical: 0, serious: 0, moderate: 0, minor: 0, lessonsChecked: 0 },
    });
    expect(wcagContentRule.check(course, ctx)).toMatchObject({ passed: false, score: 0 });
  });
});

describe("accessibility.no-blocking-issues", () => {
  it("passes with only moderate issues", () => {
    const ctx = buildContext({ issues: [{ ...issue, impact: "moderate" }] });
    expect(noBlockingIssuesRule.check(course, ctx).passed).toBe(true);
  });
  it("fails on a critical issue, with it as evidence", () => {
    const result = noBlockingIssuesRule.check(course, buildContext({ issues: [issue] }));
    expect(result).toMatchObject({ passed: false, score: 0, evidence: [{ lessonId: 5, moduleId: 2 }] });
    expect(result.fix).toMatch(/critical and serious/);
  });
});
