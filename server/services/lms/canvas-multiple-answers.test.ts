/**
 * Canvas REST multiple answers questions (LMS.md: quiz_questions, question_type
 * multiple_answers_question, answers[].answer_weight 100 = correct) become our multiple-answer
 * type, read through a fake Canvas server speaking the real API.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CanvasConnector } from "./canvas.ts";
import { mapCanvasQuestion } from "./canvas-questions.ts";
import { prepareImportedQuestions } from "./save-import.ts";
import { startFakeCanvas, type FakeServer } from "./test-support/fake-canvas.ts";

const TOKEN = "canvas-secret-token-multiple-answers";

const multipleAnswers = {
  question_type: "multiple_answers_question",
  question_text: "<p>Which are <b>prime</b>?</p>",
  answers: [
    { answer_text: "2", answer_weight: 100 },
    { answer_text: "4", answer_weight: 0 },
    { answer_html: "<p>7</p>", answer_weight: 100 },
  ],
  correct_comments: "2 and 7 have no other divisors.",
};

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe("Canvas multiple answers questions", () => {
  it("map to multiple answer with every weight-100 answer correct, flagged as a scoring change", () => {
    expect(mapCanvasQuestion(multipleAnswers)).toEqual({
      question: {
        type: "multiple_answer",
        stem: "Which are prime?",
        options: ["2", "4", "7"],
        correctAnswer: "",
        correctAnswers: ["2", "7"],
        feedback: "2 and 7 have no other divisors.",
      },
      converted: false,
      scoringChanged: true,
    });
  });

  it("are imported as multiple answer, no longer short answer, with one warning naming the scoring", async () => {
    server = await startFakeCanvas({
      token: TOKEN,
      courses: [
        {
          id: 42,
          name: "Numbers",
          modules: [
            { id: 1, name: "Week 1", position: 1, items: [{ id: 11, type: "Quiz", title: "Primes", content_id: 7 }] },
          ],
          pages: {},
          assignments: {},
          discussions: {},
          quizzes: {
            7: {
              title: "Primes",
              description: "<p>Five minutes.</p>",
              questions: [multipleAnswers, { ...multipleAnswers, question_text: "Which are odd?" }],
            },
          },
        },
      ],
    });
    const canvas = new CanvasConnector({
      baseUrl: server.baseUrl,
      accessToken: TOKEN,
      allowPrivateHosts: true,
      retryBaseDelayMs: 5,
      timeoutMs: 2000,
    });
    const imported = await canvas.fetchCourse("42");
    const [quiz] = imported.assessments;
    expect(quiz?.questions.map((q) => [q.type, q.correctAnswers])).toEqual([
      ["multiple_answer", ["2", "7"]],
      ["multiple_answer", ["2", "7"]],
    ]);
    expect(imported.warnings).toContain(
      'Quiz "Primes": 2 multiple answers question(s) were imported as multiple answer scored all or nothing; Canvas gives partial credit for them.',
    );
    expect(imported.warnings.join("\n")).not.toMatch(/short answer/);
    // What the warning calls imported is saved.
    const saveWarnings: string[] = [];
    const saved = prepareImportedQuestions("Primes", quiz?.questions ?? [], saveWarnings);
    expect(saved.map((q) => q.correctAnswers)).toEqual([
      ["2", "7"],
      ["2", "7"],
    ]);
    expect(saveWarnings).toEqual([]);
  });

  it("without a correct answer are dropped on save with the no-answer-key warning", () => {
    const { question } = mapCanvasQuestion({
      ...multipleAnswers,
      answers: multipleAnswers.answers.map((a) => ({ ...a, answer_weight: 0 })),
    });
    const warnings: string[] = [];
    expect(prepareImportedQuestions("Primes", [question], warnings)).toEqual([]);
    expect(warnings).toEqual([
      '1 question in "Primes" was not imported because they have no answer key. Add them by hand with an answer key, or as essay questions.',
    ]);
  });
});
