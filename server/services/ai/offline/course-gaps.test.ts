import { describe, expect, it } from "vitest";
import { insightsResultSchema, suggestionsResultSchema } from "../schemas.ts";
import { findCourseGaps } from "./course-gaps.ts";
import { FIXTURE_COURSES } from "./fixtures/courses.ts";
import { buildCompleteCourse, buildGappyCourse } from "./fixtures/snapshots.ts";
import { createOfflineProvider } from "./index.ts";
import { offlineInsights } from "./insights.ts";

const kinds = (gaps: ReturnType<typeof findCourseGaps>) => gaps.map((g) => g.action?.kind);

describe("course gaps -> content suggestions", () => {
  it("finds the real gaps of a gappy course, most severe first", () => {
    const course = buildGappyCourse();
    const gaps = findCourseGaps(course);
    const [first, , , videoLesson, emptyLesson] = [
      course.modules[0]!,
      0,
      0,
      course.modules[0]!.lessons[1]!,
      course.modules[0]!.lessons[2]!,
    ];

    expect(kinds(gaps)).toEqual(
      expect.arrayContaining([
        "add-objectives",
        "add-lesson",
        "add-captions",
        "add-lesson-content",
        "generate-quiz",
        "add-module-overview",
        "rebalance-schedule",
      ]),
    );
    expect(gaps.find((g) => g.action?.kind === "add-captions")).toMatchObject({
      priority: "high",
      action: { lessonId: videoLesson.id },
    });
    expect(gaps.find((g) => g.action?.lessonId === emptyLesson.id)).toMatchObject({ priority: "high" });
    expect(gaps.filter((g) => g.action?.kind === "add-lesson").map((g) => g.action?.moduleId)).toEqual(
      course.modules.slice(1).map((m) => m.id),
    );
    expect(gaps.find((g) => g.action?.moduleId === first.id && g.action.kind === "add-module-overview")?.priority).toBe(
      "low",
    );
    const order = { high: 0, medium: 1, low: 2 };
    expect(gaps.map((g) => order[g.priority])).toEqual([...gaps.map((g) => order[g.priority])].sort());
  });

  it.each(FIXTURE_COURSES.slice(0, 4).map((c) => [c.title, c] as const))(
    "%s complete: no high-priority suggestions",
    (_, fixture) => {
      const gaps = findCourseGaps(buildCompleteCourse(fixture));
      expect(gaps.filter((g) => g.priority === "high")).toEqual([]);
      expect(gaps.length).toBeLessThanOrEqual(2);
    },
  );

  it("flags unmeasurable objectives and objectives no question measures", () => {
    const course = buildCompleteCourse();
    course.objectives.push({
      id: 99,
      text: "Students will understand membranes",
      bloomLevel: null,
      generatedBy: "ai",
      orderIndex: 9,
    });
    const gaps = findCourseGaps(course);
    expect(kinds(gaps)).toEqual(expect.arrayContaining(["revise-objectives", "align-assessment"]));
  });

  it("provider answers with a schema-valid result and a low suggestion for a complete course", async () => {
    const provider = createOfflineProvider();
    const gappy = await provider.contentSuggestions({ course: buildGappyCourse(), currentProgress: 10 });
    expect(suggestionsResultSchema.parse(gappy).suggestions[0]!.priority).toBe("high");
    expect(gappy.provider).toEqual({ name: "offline" });
    const complete = await provider.contentSuggestions({ course: buildCompleteCourse(), currentProgress: 90 });
    expect(complete.suggestions.every((s) => s.priority !== "high")).toBe(true);
  });
});

describe("pedagogical insights", () => {
  it("reflects missing assessments, overload and level", () => {
    const insights = offlineInsights({
      title: "Macro",
      level: "advanced",
      duration: "2 weeks",
      moduleCount: 6,
      hasAssessments: false,
    });
    expect(insights[0]!.impact).toBe("high");
    const text = insights.map((i) => i.recommendation).join(" ");
    expect(text).toMatch(/retrieval practice/i);
    expect(text).toMatch(/6 modules in 2 week/);
    expect(text).toMatch(/advanced course/);
  });

  it("a complete course gets no high-impact insight; schema-valid", async () => {
    const course = buildCompleteCourse();
    const result = await createOfflineProvider().pedagogicalInsights({
      title: course.title,
      level: course.level,
      duration: course.duration,
      moduleCount: course.modules.length,
      hasAssessments: true,
      course,
    });
    expect(insightsResultSchema.parse(result).insights.some((i) => i.impact === "high")).toBe(false);
  });

  it("an advanced course with only low-level objectives is told to raise them", () => {
    const course = { ...buildCompleteCourse(), level: "advanced" as const };
    const insights = offlineInsights({
      title: course.title,
      level: "advanced",
      duration: "8 weeks",
      moduleCount: 2,
      hasAssessments: true,
      course,
    });
    expect(insights.find((i) => /analyze, evaluate or create/.test(i.recommendation))?.impact).toBe("high");
  });
});
