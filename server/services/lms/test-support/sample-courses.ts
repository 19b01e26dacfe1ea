/**
 * Sample LMS courses for the API tests, the end-to-end spec and manual runs: three Canvas courses
 * (pages with HTML, a video, a quiz with an essay question, an assignment, a discussion) and one
 * Blackboard course, in the shapes the fake servers serve.
 */
import type { FakeCanvasCourse } from "./fake-canvas.ts";
import type { FakeBbContent, FakeBlackboardOptions } from "./fake-blackboard.ts";

/** Canvas courses: Biology 101 (id 42, the rich one), Chemistry 201 (43), History of Science (44). */
export function sampleCanvasCourses(): FakeCanvasCourse[] {
  return [
    {
      id: 42,
      name: "Biology 101",
      public_description: "Cells, genetics and <b>evolution</b> for first-year students.",
      total_students: 31,
      start_at: "2025-01-13T08:00:00Z",
      modules: [
        {
          id: 1,
          name: "Week 1: Cells",
          position: 1,
          items: [
            { id: 11, type: "SubHeader", title: "Read first" },
            { id: 12, type: "Page", title: "What is a cell?", page_url: "cells" },
            { id: 13, type: "ExternalUrl", title: "Cell tour (video)", external_url: "https://vimeo.com/123456" },
          ],
        },
        {
          id: 2,
          name: "Week 2: Division",
          position: 2,
          items: [
            { id: 21, type: "Page", title: "Mitosis", page_url: "mitosis" },
            { id: 22, type: "Discussion", title: "Introduce yourself", content_id: 5 },
            { id: 23, type: "Assignment", title: "Lab report", content_id: 6 },
            { id: 24, type: "Quiz", title: "Quiz 1", content_id: 7 },
          ],
        },
      ],
      pages: {
        cells: {
          title: "What is a cell?",
          body: '<h2>Cells</h2><p onclick="steal()">Cells are the <em>smallest</em> units of life.</p><script>alert(1)</script>',
        },
        mitosis: {
          title: "Mitosis",
          body: '<p>Watch:</p><iframe src="https://www.youtube.com/embed/abc123" title="Mitosis"></iframe>',
        },
      },
      quizzes: {
        7: {
          title: "Quiz 1",
          description: "<p>Ten minutes.</p>",
          questions: [
            {
              question_type: "multiple_choice_question",
              question_text: "<p>Which organelle makes ATP?</p>",
              answers: [
                { answer_text: "Nucleus", answer_weight: 0 },
                { answer_text: "Mitochondrion", answer_weight: 100 },
              ],
            },
            {
              question_type: "true_false_question",
              question_text: "Cells divide.",
              answers: [
                { answer_text: "True", answer_weight: 100 },
                { answer_text: "False", answer_weight: 0 },
              ],
            },
            { question_type: "essay_question", question_text: "Discuss the cell theory.", answers: [] },
          ],
        },
      },
      assignments: { 6: { name: "Lab report", description: "<p>Write up your microscope lab.</p>" } },
      discussions: { 5: { title: "Introduce yourself", message: "<p>Tell us about you.</p>" } },
    },
    {
      id: 43,
      name: "Chemistry 201",
      public_description: "Reaction mechanisms for chemistry majors.",
      total_students: 18,
      start_at: "2025-02-03T08:00:00Z",
      modules: [
        {
          id: 31,
          name: "Bonds",
          position: 1,
          items: [
            { id: 311, type: "Page", title: "Covalent bonds", page_url: "covalent" },
            { id: 312, type: "Page", title: "Ionic bonds", page_url: "ionic" },
          ],
        },
      ],
      pages: {
        covalent: { title: "Covalent bonds", body: "<p>Atoms share electron pairs.</p>" },
        ionic: { title: "Ionic bonds", body: "<p>Atoms transfer electrons.</p>" },
      },
      quizzes: {},
      assignments: {},
      discussions: {},
    },
    {
      id: 44,
      name: "History of Science",
      total_students: 0,
      start_at: null,
      modules: [
        {
          id: 41,
          name: "Antiquity",
          position: 1,
          items: [{ id: 411, type: "Page", title: "Greek astronomy", page_url: "greek" }],
        },
      ],
      pages: { greek: { title: "Greek astronomy", body: "<p>Aristarchus proposed a heliocentric model.</p>" } },
      quizzes: {},
      assignments: {},
      discussions: {},
    },
  ];
}

const folder = "resource/x-bb-folder";

/** One Blackboard course (`_10_1`, "Statistics 110") with two folders (modules). */
export function sampleBlackboardCourses(): Pick<FakeBlackboardOptions, "courses" | "contents"> {
  const contents: FakeBbContent[] = [
    { id: "_2_1", title: "Week 1", position: 1, hasChildren: true, contentHandler: { id: folder } },
    {
      id: "_3_1",
      parentId: "_2_1",
      title: "Reading",
      position: 0,
      body: "<p>Read <em>chapter 1</em></p><script>x()</script>",
      contentHandler: { id: "resource/x-bb-document" },
    },
    {
      id: "_4_1",
      parentId: "_2_1",
      title: "Lecture",
      position: 1,
      contentHandler: { id: "resource/x-bb-externallink", url: "https://youtu.be/xyz987" },
    },
    { id: "_8_1", title: "Week 2", position: 2, hasChildren: true, contentHandler: { id: folder } },
    {
      id: "_9_1",
      parentId: "_8_1",
      title: "Problem set",
      position: 0,
      body: "<p>Solve the problems.</p>",
      contentHandler: { id: "resource/x-bb-assignment" },
    },
  ];
  return {
    courses: [{ id: "_10_1", courseId: "STAT110", name: "Statistics 110", description: "Probability and data" }],
    contents: { _10_1: contents },
  };
}
