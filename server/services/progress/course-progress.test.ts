import { MIN_LESSON_WORDS } from "../../../common/course-stats.ts";
import { describe, expect, it } from "vitest";
import {
  type CourseAuthoringState,
  PROGRESS_WEIGHTS,
  computeCourseProgress,
  lessonHasContent,
} from "./course-progress.ts";

const empty: CourseAuthoringState = {
  moduleCount: 0,
  modulesWithLessons: 0,
  lessonCount: 0,
  lessonsWithContent: 0,
  objectiveCount: 0,
  assessmentCount: 0,
  qualityAnalysed: false,
};
const complete: CourseAuthoringState = {
  moduleCount: 4,
  modulesWithLessons: 4,
  lessonCount: 10,
  lessonsWithContent: 10,
  objectiveCount: 5,
  assessmentCount: 2,
  qualityAnalysed: true,
};

describe("computeCourseProgress", () => {
  it("weights add up to 100", () => {
    expect(Object.values(PROGRESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("is 0 for an empty course and 100 for a complete one", () => {
    expect(computeCourseProgress(empty)).toBe(0);
    expect(computeCourseProgress(complete)).toBe(100);
  });

  it("gives 20 for modules, and 20 more only when every module has a lesson", () => {
    expect(computeCourseProgress({ ...empty, moduleCount: 2 })).toBe(20);
    expect(computeCourseProgress({ ...empty, moduleCount: 2, modulesWithLessons: 1, lessonCount: 1 })).toBe(20);
    expect(computeCourseProgress({ ...empty, moduleCount: 2, modulesWithLessons: 2, lessonCount: 2 })).toBe(40);
  });

  it("gives objectives a share up to 3", () => {
    expect(computeCourseProgress({ ...empty, objectiveCount: 1 })).toBe(7);
    expect(computeCourseProgress({ ...empty, objectiveCount: 2 })).toBe(13);
    expect(computeCourseProgress({ ...empty, objectiveCount: 3 })).toBe(20);
    expect(computeCourseProgress({ ...empty, objectiveCount: 12 })).toBe(20);
  });

  it("gives lessons with content their share of 20", () => {
    const base = { ...empty, moduleCount: 1, modulesWithLessons: 1, lessonCount: 4 };
    expect(computeCourseProgress({ ...base, lessonsWithContent: 0 })).toBe(40);
    expect(computeCourseProgress({ ...base, lessonsWithContent: 1 })).toBe(45);
    expect(computeCourseProgress({ ...base, lessonsWithContent: 4 })).toBe(60);
  });

  it("gives 10 for an assessment and 10 for a quality analysis", () => {
    expect(computeCourseProgress({ ...empty, assessmentCount: 1 })).toBe(10);
    expect(computeCourseProgress({ ...empty, qualityAnalysed: true })).toBe(10);
  });

  it("reaches the publish threshold of 80 only with substantial work", () => {
    expect(computeCourseProgress({ ...complete, qualityAnalysed: false, assessmentCount: 0 })).toBe(80);
    expect(computeCourseProgress({ ...complete, objectiveCount: 0, qualityAnalysed: false })).toBe(70);
  });

  it("clamps inconsistent input to 0-100", () => {
    expect(computeCourseProgress({ ...complete, lessonsWithContent: 99 })).toBe(100);
    expect(computeCourseProgress({ ...empty, lessonsWithContent: -3, lessonCount: 1 })).toBe(0);
  });
});

describe("lessonHasContent", () => {
  it("needs a videoUrl for a video lesson", () => {
    expect(lessonHasContent({ type: "video", contentHtml: "<p>notes</p>", videoUrl: null })).toBe(false);
    expect(lessonHasContent({ type: "video", contentHtml: "", videoUrl: "https://v.example/1" })).toBe(true);
  });

  it("needs real text (MIN_LESSON_WORDS words, placeholders not counted) or media for other lessons (issue #11)", () => {
    expect(lessonHasContent({ type: "text", contentHtml: "", videoUrl: null })).toBe(false);
    expect(lessonHasContent({ type: "text", contentHtml: "<p> &nbsp; </p><br>", videoUrl: null })).toBe(false);
    expect(lessonHasContent({ type: "text", contentHtml: "<h2>Intro</h2>", videoUrl: null })).toBe(false);
    const words = (n: number) =>
      `<p>${Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join(" ")}.</p>`;
    expect(lessonHasContent({ type: "text", contentHtml: words(MIN_LESSON_WORDS), videoUrl: null })).toBe(true);
    expect(lessonHasContent({ type: "text", contentHtml: words(MIN_LESSON_WORDS - 1), videoUrl: null })).toBe(false);
    const stub =
      "<h2>Introduction to osmosis</h2><p>This lesson introduces osmosis as part of cell biology.</p>" +
      "<p>By the end of this lesson you should be able to:</p><ul><li>Define the key terms of osmosis.</li>" +
      "<li>Explain where osmosis fits in cell biology.</li></ul><ul><li>Worked example</li><li>Your turn: a similar problem</li></ul>" +
      "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p><p>TBD</p>";
    expect(lessonHasContent({ type: "text", contentHtml: stub, videoUrl: null })).toBe(false);
    expect(
      lessonHasContent({ type: "assessment", contentHtml: "<p>Assessment: Unit 1 quiz</p>", videoUrl: null }),
    ).toBe(true);
    expect(
      lessonHasContent({ type: "assessment", contentHtml: "<h2>Check your understanding</h2>", videoUrl: null }),
    ).toBe(false);
    expect(
      lessonHasContent({ type: "assessment", contentHtml: '<img src="https://x/y.png" alt="y">', videoUrl: null }),
    ).toBe(true);
  });
});
