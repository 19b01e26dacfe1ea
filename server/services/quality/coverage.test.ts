import { describe, expect, it } from "vitest";
import { coverageMatrix, lessonsTeaching } from "./coverage.ts";
import {
  buildAssessment,
  buildCourse,
  buildLesson,
  buildModule,
  buildObjective,
  buildQuestion,
  buildWellBuiltCourse,
} from "./test-helpers.ts";

describe("coverageMatrix", () => {
  it("lists, per objective, the lessons teaching it and the questions of each assessment measuring it", () => {
    const taught = buildObjective("Students will be able to calculate a medication dose from body weight.");
    const untaught = buildObjective("Students will be able to evaluate infusion pump alarms.");
    const lesson = buildLesson({
      title: "Weight-based dosing",
      contentHtml:
        "<p>To calculate a dose from body weight, multiply the weight in kilograms by the ordered dose per kilogram, then check the result against the maximum single medication dose. Round only at the end, and ask a second nurse to check any dose for a child, because a misplaced decimal point gives ten times the dose.</p>",
    });
    const quiz = buildAssessment({
      title: "Dosing quiz",
      questions: [buildQuestion([taught.id]), buildQuestion([taught.id]), buildQuestion([])],
    });
    const empty = buildAssessment({ title: "Pump lab", type: "assignment" });
    const course = buildCourse({
      modules: [buildModule({ lessons: [lesson] })],
      objectives: [taught, untaught],
      assessments: [quiz, empty],
    });
    expect(coverageMatrix(course)).toEqual({
      assessments: [
        { id: quiz.id, title: "Dosing quiz", type: "quiz", questions: 3 },
        { id: empty.id, title: "Pump lab", type: "assignment", questions: 0 },
      ],
      objectives: [
        {
          objectiveId: taught.id,
          text: taught.text,
          taughtIn: [{ lessonId: lesson.id, title: "Weight-based dosing" }],
          questionsByAssessment: { [quiz.id]: 2 },
        },
        { objectiveId: untaught.id, text: untaught.text, taughtIn: [], questionsByAssessment: {} },
      ],
    });
  });

  it("does not take a lesson title or placeholder text for teaching", () => {
    const objective = buildObjective("Students will be able to explain cellular respiration.");
    const stub = buildLesson({ title: "Cellular respiration", contentHtml: "<h2>Worked example</h2><p>TBD</p>" });
    const course = buildCourse({ modules: [buildModule({ lessons: [stub] })], objectives: [objective] });
    expect(lessonsTeaching(course, objective)).toEqual([]);
  });

  it("finds every objective of the well-built course taught and assessed", () => {
    const { objectives } = coverageMatrix(buildWellBuiltCourse());
    expect(objectives.filter((o) => o.taughtIn.length === 0).map((o) => o.text)).toEqual([]);
    expect(objectives.filter((o) => Object.keys(o.questionsByAssessment).length === 0)).toEqual([]);
  });
});
