import { describe, expect, it } from "vitest";
import { buildContext, buildCourse, buildLesson, buildModule } from "../test-helpers.ts";
import {
  balancedModulesRule,
  courseDescriptionRule,
  gettingStartedRule,
  moduleCountRule,
  moduleLessonsRule,
  moduleOverviewRule,
} from "./structure.ts";

const ctx = buildContext();
const modules = (n: number) => Array.from({ length: n }, (_, i) => buildModule({ title: `Module ${i + 1}` }));

describe("structure.module-count", () => {
  it("passes with one module per week", () => {
    const result = moduleCountRule.check(buildCourse({ duration: "8 weeks", modules: modules(8) }), ctx);
    expect(result).toMatchObject({ passed: true, score: 1 });
  });
  it("fails with too few modules, with partial credit", () => {
    const result = moduleCountRule.check(buildCourse({ duration: "4-6 weeks", modules: modules(2) }), ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence[0]!.message).toBe("2 modules; a course of 4-6 weeks needs at least 4.");
    expect(result.fix).toMatch(/at least 4 modules/);
  });
});

describe("structure.module-overview", () => {
  it("passes when every module has a 20+ word description", () => {
    expect(moduleOverviewRule.check(buildCourse({ modules: modules(2) }), ctx).passed).toBe(true);
  });
  it("fails and names the modules with short overviews", () => {
    const short = buildModule({ title: "Week 2", description: "Regression." });
    const result = moduleOverviewRule.check(buildCourse({ modules: [buildModule(), short] }), ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence).toEqual([
      { message: 'Module "Week 2" has an overview of 1 word (needs at least 20).', moduleId: short.id },
    ]);
    expect(result.fix).toMatch(/at least 20 words/);
  });
});

describe("structure.module-lessons", () => {
  it("passes when every module has a lesson", () => {
    expect(moduleLessonsRule.check(buildCourse({ modules: modules(3) }), ctx).passed).toBe(true);
  });
  it("fails on an empty module", () => {
    const empty = buildModule({ title: "Empty", lessons: [] });
    const result = moduleLessonsRule.check(buildCourse({ modules: [buildModule(), empty] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([{ message: 'Module "Empty" has no lessons.', moduleId: empty.id }]);
    expect(result.fix).toMatch(/at least one lesson/);
  });
});

describe("structure.balanced-modules", () => {
  const withLessons = (n: number, title = "M") =>
    buildModule({ title, lessons: Array.from({ length: n }, () => buildLesson()) });
  it("passes when sizes are within 3x the median", () => {
    expect(
      balancedModulesRule.check(buildCourse({ modules: [withLessons(2), withLessons(3), withLessons(6)] }), ctx).passed,
    ).toBe(true);
  });
  it("fails on a module over 3x the median", () => {
    const big = withLessons(10, "Huge");
    const result = balancedModulesRule.check(buildCourse({ modules: [withLessons(2), withLessons(2), big] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      { message: 'Module "Huge" has 10 lessons, more than 3x the median of 2.', moduleId: big.id },
    ]);
    expect(result.fix).toMatch(/split/i);
  });
  it("fails with fewer than two modules to compare", () => {
    expect(balancedModulesRule.check(buildCourse({ modules: [withLessons(3)] }), ctx).score).toBe(0);
  });
});

describe("structure.getting-started", () => {
  it("passes with a Getting Started module or a Welcome first lesson", () => {
    expect(
      gettingStartedRule.check(buildCourse({ modules: [buildModule({ title: "Getting Started" })] }), ctx).passed,
    ).toBe(true);
    const first = buildModule({ title: "Week 1", lessons: [buildLesson({ title: "Welcome to the course" })] });
    const result = gettingStartedRule.check(buildCourse({ modules: [first] }), ctx);
    expect(result.passed).toBe(true);
    expect(result.evidence[0]).toMatchObject({ lessonId: first.lessons[0]!.id });
  });
  it("fails when the course opens with content", () => {
    const first = buildModule({ title: "Regression", lessons: [buildLesson({ title: "Least squares" })] });
    const result = gettingStartedRule.check(buildCourse({ modules: [first] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      { message: 'The course opens with "Regression" / "Least squares", not an orientation.', moduleId: first.id },
    ]);
    expect(result.fix).toMatch(/Getting Started/);
  });
});

describe("structure.course-description", () => {
  const long =
    "This course introduces survey research methods, data collection, sampling, questionnaire design, analysis and reporting, with weekly practice and a final project that brings the steps together in one study of its own";
  it("passes with 30+ words naming the audience", () => {
    expect(
      courseDescriptionRule.check(buildCourse({ description: `${long} for first-year students.` }), ctx).passed,
    ).toBe(true);
  });
  it("gives half credit without an audience, none when short and vague", () => {
    const result = courseDescriptionRule.check(buildCourse({ description: `${long}.` }), ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence[1]!.message).toBe("Does not say who the course is for.");
    expect(result.fix).toMatch(/who it is for/);
    expect(courseDescriptionRule.check(buildCourse({ description: "Stats." }), ctx).score).toBe(0);
  });
});
