import { describe, expect, it } from "vitest";
import { buildContext, buildCourse, buildModule, buildObjective } from "../test-helpers.ts";
import {
  modulesCoveredRule,
  learnerPerspectiveRule,
  levelFitRule,
  measurableObjectivesRule,
  objectiveCountRule,
  uniqueObjectivesRule,
} from "./objectives.ts";

const ctx = buildContext();
const objectives = (...texts: string[]) => texts.map((t) => buildObjective(t));

describe("objectives.count", () => {
  it("passes with 3", () => {
    expect(
      objectiveCountRule.check(buildCourse({ objectives: objectives("Define a", "Explain b", "Apply c") }), ctx).passed,
    ).toBe(true);
  });
  it("fails with fewer, partial credit", () => {
    const result = objectiveCountRule.check(buildCourse({ objectives: objectives("Define a") }), ctx);
    expect(result.passed).toBe(false);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result.evidence[0]!.message).toBe("1 learning objective (needs at least 3).");
    expect(result.fix).toMatch(/at least 3/);
  });
});

describe("objectives.measurable-verbs", () => {
  it("passes when every objective starts with a Bloom verb", () => {
    const course = buildCourse({ objectives: objectives("Students will be able to analyze data", "Evaluate claims") });
    expect(measurableObjectivesRule.check(course, ctx).passed).toBe(true);
  });
  it("fails on understand/know and names the objective", () => {
    const [good, bad, vague] = objectives("Analyze data", "Students will understand statistics", "Statistics overview");
    const result = measurableObjectivesRule.check(buildCourse({ objectives: [good!, bad!, vague!] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result.evidence).toEqual([
      {
        message:
          '"Students will understand statistics" starts with "understand", which cannot be observed or measured.',
        objectiveId: bad!.id,
      },
      { message: '"Statistics overview" does not start with a measurable action verb.', objectiveId: vague!.id },
    ]);
    expect(result.fix).toMatch(/instead of "understand"/);
  });
});

describe("objectives.level-fit", () => {
  it("passes an advanced course with analyze/evaluate/create objectives", () => {
    const course = buildCourse({ level: "advanced", objectives: objectives("Evaluate models", "Design a study") });
    expect(levelFitRule.check(course, ctx).passed).toBe(true);
  });
  it("fails an advanced course with only remember/understand objectives", () => {
    const course = buildCourse({
      level: "advanced",
      objectives: objectives("Define terms", "Explain ideas", "List steps"),
    });
    const result = levelFitRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence[0]!.message).toBe(
      "Bloom levels (remember 2, understand 1) include none of analyze, evaluate, create for a advanced course.",
    );
    expect(result.fix).toMatch(/analyze \/ evaluate \/ create/);
  });
  it("uses the stored level when the verb is unknown", () => {
    const course = buildCourse({
      level: "beginner",
      objectives: [buildObjective("Master the basics", { bloomLevel: "apply" })],
    });
    expect(levelFitRule.check(course, ctx).passed).toBe(true);
  });
});

describe("objectives.learner-perspective", () => {
  it("passes objectives that name the learner or start with a verb", () => {
    const course = buildCourse({ objectives: objectives("Learners will build a model", "Compare methods") });
    expect(learnerPerspectiveRule.check(course, ctx).passed).toBe(true);
  });
  it("fails course-centred statements", () => {
    const [bad] = objectives("This course covers regression");
    const result = learnerPerspectiveRule.check(buildCourse({ objectives: [bad!] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      {
        message: '"This course covers regression" describes the course, not what learners will do.',
        objectiveId: bad!.id,
      },
    ]);
    expect(result.fix).toMatch(/Students will be able to/);
  });
});

describe("objectives.no-duplicates", () => {
  it("passes distinct objectives", () => {
    expect(
      uniqueObjectivesRule.check(buildCourse({ objectives: objectives("Analyze data", "Analyze text") }), ctx).passed,
    ).toBe(true);
  });
  it("fails repeats, ignoring case and punctuation", () => {
    const [, repeat] = objectives("Analyze data.", "analyze  DATA");
    const course = buildCourse({ objectives: [buildObjective("Analyze data."), repeat!] });
    const result = uniqueObjectivesRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      { message: '"analyze  DATA" repeats an earlier objective.', objectiveId: repeat!.id },
    ]);
    expect(result.fix).toMatch(/Remove or merge/);
  });
});

describe("objectives.module-coverage", () => {
  it("names the modules no objective covers, after the orientation module", () => {
    const welcome = buildModule({ title: "Getting Started", description: "How the course works." });
    const centre = buildModule({ title: "Measures of centre", description: "The median and the mean." });
    const charts = buildModule({ title: "Charts", description: "Histograms and box plots." });
    const course = buildCourse({
      modules: [welcome, centre, charts],
      objectives: [buildObjective("Students will be able to compare the median and the mean of a data set.")],
    });
    const result = modulesCoveredRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0.5 });
    expect(result.evidence).toEqual([
      { message: 'No learning objective covers module "Charts".', moduleId: charts.id },
    ]);
  });
});
