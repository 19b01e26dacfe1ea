import { describe, expect, it } from "vitest";
import {
  buildAssessment,
  buildContext,
  buildCourse,
  buildLesson,
  buildModule,
  buildQuestion,
} from "../test-helpers.ts";
import { lessonVarietyRule, moduleActivityRule, moduleVarietyRule, videoLengthRule } from "./engagement.ts";

const ctx = buildContext();
const video = (minutes: number | null, title = "Video") =>
  buildLesson({ title, type: "video", videoUrl: "https://v/x.mp4", durationMinutes: minutes });

describe("engagement.lesson-variety", () => {
  it("passes with text and video", () => {
    expect(
      lessonVarietyRule.check(buildCourse({ modules: [buildModule({ lessons: [buildLesson(), video(5)] })] }), ctx)
        .passed,
    ).toBe(true);
  });
  it("fails with text only", () => {
    const result = lessonVarietyRule.check(
      buildCourse({ modules: [buildModule({ lessons: [buildLesson(), buildLesson()] })] }),
      ctx,
    );
    expect(result).toMatchObject({ passed: false, score: 0.5, evidence: [{ message: "Lesson types used: text." }] });
    expect(result.fix).toMatch(/Mix lesson types/);
  });
});

describe("engagement.module-variety", () => {
  it("passes when under 20% of modules are single-type", () => {
    const mixed = () => buildModule({ lessons: [buildLesson(), video(5)] });
    const course = buildCourse({ modules: [mixed(), mixed(), mixed(), mixed(), mixed()] });
    expect(moduleVarietyRule.check(course, ctx).passed).toBe(true);
  });
  it("fails when too many modules use one type, naming them", () => {
    const single = buildModule({ title: "Readings", lessons: [buildLesson(), buildLesson()] });
    const course = buildCourse({ modules: [buildModule({ lessons: [buildLesson(), video(5)] }), single] });
    const result = moduleVarietyRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.score).toBeCloseTo(0.625);
    expect(result.evidence).toEqual([{ message: 'Module "Readings" uses only text lessons.', moduleId: single.id }]);
    expect(result.fix).toMatch(/two kinds of content/);
  });
});

describe("engagement.video-length", () => {
  it("passes with a median of 10 minutes or less", () => {
    const course = buildCourse({ modules: [buildModule({ lessons: [video(4), video(10), video(25)] })] });
    expect(videoLengthRule.check(course, ctx).passed).toBe(true);
  });
  it("fails with long videos and lists them", () => {
    const long = video(40, "Full lecture");
    const course = buildCourse({ modules: [buildModule({ lessons: [video(5), long, video(30)] })] });
    const result = videoLengthRule.check(course, ctx);
    expect(result.passed).toBe(false);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result.evidence[0]!.message).toBe("Median video length 30 minutes over 3 video(s).");
    expect(result.evidence[1]).toMatchObject({ message: '"Full lecture" is 40 minutes long.', lessonId: long.id });
    expect(result.fix).toMatch(/10 minutes or less/);
  });
  it("fails when no video has a known length", () => {
    expect(videoLengthRule.check(buildCourse({ modules: [buildModule({ lessons: [video(null)] })] }), ctx).passed).toBe(
      false,
    );
  });
});

describe("engagement.module-activity", () => {
  it("passes when every module has an assessment, assessment lesson or activity cue", () => {
    const m1 = buildModule({ lessons: [buildLesson({ contentHtml: "<p>Reflect on your own practice.</p>" })] });
    const m2 = buildModule({
      lessons: [buildLesson({ type: "assessment", contentHtml: "<p>Assessment: Quiz 1</p>" })],
    });
    const m3 = buildModule();
    const quiz = buildAssessment({ moduleId: m3.id, questions: [buildQuestion([])] });
    const course = buildCourse({ modules: [m1, m2, m3], assessments: [quiz] });
    expect(moduleActivityRule.check(course, ctx).passed).toBe(true);
  });
  it("does not take a template's 'Your turn' placeholder or an empty quiz for an activity", () => {
    const stub = buildModule({ lessons: [buildLesson({ contentHtml: "<h2>Worked example</h2><h2>Your turn</h2>" })] });
    const emptyQuiz = buildModule();
    const course = buildCourse({
      modules: [stub, emptyQuiz],
      assessments: [buildAssessment({ moduleId: emptyQuiz.id })],
    });
    expect(moduleActivityRule.check(course, ctx)).toMatchObject({ passed: false, score: 0 });
  });
  it("fails a read-only module", () => {
    const passive = buildModule({
      title: "Theory",
      lessons: [buildLesson({ contentHtml: "<p>Here is some theory.</p>" })],
    });
    const result = moduleActivityRule.check(buildCourse({ modules: [passive] }), ctx);
    expect(result.passed).toBe(false);
    expect(result.evidence).toEqual([
      { message: 'Module "Theory" has nothing for learners to do.', moduleId: passive.id },
    ]);
    expect(result.fix).toMatch(/activity/);
  });
});
