import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "@common/ai-schemas";
import type { Assessment } from "@common/assessment-schemas";
import type { CourseModule, LearningObjective, Lesson } from "@common/editor-schemas";
import { lessonHasContent as serverLessonHasContent } from "../../../../../server/services/progress/course-progress.ts";
import { activityLessonHtml, providerLabel, questionProblem, toAssessmentQuestion } from "./ai-mappers";
import { lessonHasContent } from "@common/course-stats";
import { developmentProgress, missingForFullProgress } from "./development-progress";

const lesson = (over: Partial<Lesson>): Lesson => ({
  id: 1,
  moduleId: 1,
  title: "L",
  type: "text",
  contentHtml: "",
  videoUrl: null,
  captionsUrl: null,
  durationMinutes: null,
  orderIndex: 0,
  ...over,
});
const module = (lessons: Lesson[]): CourseModule => ({
  id: 1,
  courseId: 1,
  title: "M",
  description: null,
  orderIndex: 0,
  color: "#6366F1",
  lmsModuleId: null,
  // As the server lists them: with `hasContent` (issue #13).
  lessons: lessons.map((l) => ({ ...l, hasContent: lessonHasContent(l) })),
});
const objective = { id: 1, courseId: 1, text: "x", orderIndex: 0, generatedBy: "ai", bloomLevel: null };

describe("developmentProgress", () => {
  it("is all zero for an empty course", () => {
    expect(developmentProgress([], [], []).map((b) => b.percent)).toEqual([0, 0, 0]);
  });

  it("computes real shares from modules, lessons, objectives and assessments", () => {
    const modules = [
      module([
        lesson({ contentHtml: `<p>${"Real lesson text. ".repeat(15)}</p>` }),
        lesson({ contentHtml: "<p> </p>" }),
      ]),
      module([]),
      module([lesson({ type: "video", videoUrl: "https://example.org/v.mp4" })]),
    ];
    const bars = developmentProgress(modules, [objective as LearningObjective], [{ questions: [{}] } as Assessment]);
    expect(bars.map((b) => [b.label, b.percent])).toEqual([
      ["Structure", 67],
      ["Content", 67],
      ["Objectives & assessment", 67],
    ]);
    expect(bars[0]!.detail).toBe("2 of 3 modules have lessons");
  });
});

describe("missingForFullProgress (issue #11)", () => {
  it("names each missing part of the progress formula, and nothing for a complete course", () => {
    expect(missingForFullProgress([], [], [], null)).toEqual([
      "Add a module",
      "Write 3 more learning objectives",
      "Add an assessment with at least one question",
      "Run a quality check",
    ]);
    const written = lesson({ contentHtml: `<p>${"Real lesson text. ".repeat(15)}</p>` });
    const stub = lesson({ contentHtml: "<ul><li>Worked example</li></ul>" });
    expect(
      missingForFullProgress([module([written, stub]), module([])], [objective as LearningObjective], [], "B"),
    ).toEqual([
      "Write 2 more learning objectives",
      "Add lessons to 1 module",
      "Write 1 lesson: 40+ words of real text, media, or a video link",
      "Add an assessment with at least one question",
    ]);
    const three = [objective, objective, objective] as LearningObjective[];
    expect(missingForFullProgress([module([written])], three, [{ questions: [{}] } as Assessment], "A")).toEqual([]);
  });
});

describe("lessonHasContent", () => {
  it("agrees with the server's formula", () => {
    const cases = [
      lesson({ contentHtml: "" }),
      lesson({ contentHtml: "<p>&nbsp;</p>" }),
      lesson({ contentHtml: '<p><img src="a.png" alt="a"></p>' }),
      lesson({ contentHtml: "<p>Hello</p>" }),
      lesson({ contentHtml: `<p>${"Real lesson text. ".repeat(15)}</p>` }),
      lesson({ contentHtml: "<ul><li>Worked example</li><li>Your turn: a similar problem</li></ul>" }),
      lesson({ type: "video", videoUrl: null }),
      lesson({ type: "video", videoUrl: "https://example.org/v" }),
    ];
    for (const l of cases) expect(lessonHasContent(l)).toBe(serverLessonHasContent(l));
  });
});

describe("AI mappers", () => {
  it("names the provider", () => {
    expect(providerLabel({ name: "offline" })).toBe("Offline engine");
    expect(providerLabel({ name: "openai-compatible", model: "llama-3.1-8b" })).toBe(
      "llama-3.1-8b via OpenAI-compatible API",
    );
  });

  const generated: QuizQuestion = {
    type: "multiple_choice",
    stem: "Where does the Calvin cycle take place?",
    options: ["stroma", "thylakoid", "nucleus", "cytoplasm"],
    correctAnswer: "stroma",
    feedback: "The lesson says so.",
    objectiveIds: [4],
    bloomLevel: "remember",
    sourceSentence: "The Calvin cycle takes place in the stroma.",
  };

  it("turns a generated question into an assessment question without its source sentence", () => {
    const q = toAssessmentQuestion(generated);
    expect(q).not.toHaveProperty("sourceSentence");
    expect(q).toMatchObject({ type: "multiple_choice", correctAnswer: "stroma", objectiveIds: [4] });
    expect(questionProblem(generated)).toBeNull();
  });

  it("flags a question the assessment schema refuses", () => {
    expect(questionProblem({ ...generated, options: ["a", "b", "c", "d", "e", "f", "stroma"] })).toMatch(/options/);
    expect(questionProblem({ ...generated, type: "true_false", options: ["Yes", "No"], correctAnswer: "Yes" })).toMatch(
      /true\/false/,
    );
  });

  it("escapes an activity's description in the lesson HTML", () => {
    const html = activityLessonHtml({
      title: "Debate",
      description: "Argue <b>for</b> & against",
      durationMinutes: 20,
      bloomLevel: "evaluate",
    });
    expect(html).toContain("Argue &lt;b&gt;for&lt;/b&gt; &amp; against");
    expect(html).toContain("20 minutes");
    expect(html).toContain("Evaluate");
  });
});
