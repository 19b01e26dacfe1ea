import { describe, expect, it } from "vitest";
import { buildContext, buildCourse, buildLesson, buildModule, buildWellBuiltCourse } from "../test-helpers.ts";
import { lessonTextFacts, originalTextRule, realContentRule } from "./content.ts";

const ctx = buildContext();

const PROSE = [
  "Hand hygiene is the single most effective way to prevent infections that patients acquire in hospital.",
  "Alcohol-based rub kills most bacteria and enveloped viruses within twenty to thirty seconds, but it does not remove visible dirt or the spores of Clostridioides difficile.",
  "Wash with soap and water when your hands are visibly soiled, after caring for a patient with diarrhoea, and before you eat.",
  "The World Health Organization names five moments for hand hygiene: before touching a patient, before a clean or aseptic procedure, after a risk of exposure to body fluid, after touching a patient, and after touching the patient's surroundings.",
  "Gloves do not replace hand hygiene; clean your hands before you put gloves on and after you take them off, because gloves can carry microscopic tears.",
  "Keep nails short and remove rings and watches at the start of a shift so that the rub reaches every surface of the hands and wrists.",
].join(" ");

/** The stub an accepted outline leaves (the kind the issue reports as scoring B). */
const OUTLINE_STUB =
  "<h2>Worked example</h2><p>Work through an example that uses the key idea.</p><h2>Your turn</h2><p>TBD</p>";

describe("structure.real-content", () => {
  it("passes lessons of real prose", () => {
    const result = realContentRule.check(buildWellBuiltCourse(), ctx);
    expect(result.passed).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(0.8);
  });

  it("fails an accepted outline: placeholder text is not a lesson's text", () => {
    const stub = buildLesson({ title: "Hand hygiene", contentHtml: OUTLINE_STUB });
    const course = buildCourse({ modules: [buildModule({ lessons: [stub] })] });
    const result = realContentRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0 });
    expect(result.evidence[0]).toMatchObject({
      message: '"Hand hygiene" has 0 words of its own teaching text; placeholder phrases are not counted.',
      lessonId: stub.id,
    });
  });

  it("gives partial credit for short lessons and full credit from 150 words", () => {
    const sixtyWords =
      "Sharps injuries happen most often while recapping needles or clearing up after a procedure. Never recap a used needle by hand. Drop it into a puncture-proof sharps container that stands within reach, and close the container when it is three quarters full. Report every needlestick at once, because post-exposure treatment for HIV works best when it starts within two hours.";
    const short = buildLesson({ title: "Short", contentHtml: `<p>${sixtyWords}</p>` });
    const full = buildLesson({ title: "Full", contentHtml: `<p>${PROSE}</p>` });
    const result = realContentRule.check(buildCourse({ modules: [buildModule({ lessons: [short, full] })] }), ctx);
    expect(sixtyWords.split(" ")).toHaveLength(60);
    expect(result.score).toBeCloseTo((60 / 150 + 1) / 2, 2);
    expect(result.passed).toBe(false);
  });

  it("needs the video of a video lesson and the assessment of an assessment lesson", () => {
    const video = buildLesson({ title: "Demo", type: "video", videoUrl: null });
    const quiz = buildLesson({ title: "Check", type: "assessment", contentHtml: "<h2>Check your understanding</h2>" });
    const result = realContentRule.check(buildCourse({ modules: [buildModule({ lessons: [video, quiz] })] }), ctx);
    expect(result.score).toBe(0);
    expect(result.evidence.map((e) => e.message)).toEqual([
      'Video lesson "Demo" has no video.',
      'Assessment lesson "Check" names no assessment and gives no instructions.',
    ]);
  });
});

describe("structure.original-text", () => {
  const generic = (topic: string) =>
    `<p>In this lesson you will learn the key concepts of ${topic}. Read the material carefully and complete the activities at the end of the lesson. Take notes on the main points so that you can review them before the quiz.</p>`;

  it("finds the same paragraph with each lesson's title swapped in", () => {
    const lessons = ["Cell Respiration", "Photosynthesis", "Protein Synthesis"].map((title) =>
      buildLesson({ title, contentHtml: generic(title) }),
    );
    const course = buildCourse({ modules: [buildModule({ lessons })] });
    const result = originalTextRule.check(course, ctx);
    expect(result).toMatchObject({ passed: false, score: 0 });
    expect(result.evidence[0]!.message).toBe('"Cell Respiration": 100 % of its text is repeated in other lessons.');
    expect(lessonTextFacts(course).map((f) => f.ownWords)).toEqual([0, 0, 0]);
  });

  it("does not count a short instruction repeated in every lesson against the lesson", () => {
    const lessons = ["Gloves", "Rings"].map((title, i) =>
      buildLesson({ title, contentHtml: `<p>${PROSE.split(". ")[i + 1]}.</p><p>Read the chapter.</p>` }),
    );
    const result = originalTextRule.check(buildCourse({ modules: [buildModule({ lessons })] }), ctx);
    expect(result.passed).toBe(true);
  });

  it("passes the well-built course", () => {
    expect(originalTextRule.check(buildWellBuiltCourse(), ctx).passed).toBe(true);
  });
});
