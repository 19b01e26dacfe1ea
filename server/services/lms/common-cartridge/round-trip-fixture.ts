/**
 * A course with everything a cartridge must carry (issue #12 round trip): every question type
 * (with Bloom levels, feedback, "<" and "&" in texts), an assignment with instructions, a
 * discussion, a project without lesson, an assignment and an exam outside modules, an assignment
 * with questions, a lesson with an image, objectives with Bloom levels, duration, level and
 * module colours. Used by the round-trip tests.
 */
import type { CourseSnapshot, LessonSnapshot } from "../../../../common/course-snapshot.ts";

const lesson = (id: number, fields: Partial<LessonSnapshot> & Pick<LessonSnapshot, "title" | "type">) => ({
  id,
  contentHtml: "",
  videoUrl: null,
  captionsUrl: null,
  durationMinutes: null,
  orderIndex: 0,
  ...fields,
});

const q = { objectiveIds: [] as number[] };

export const roundTripCourse: CourseSnapshot = {
  id: 7,
  title: "Cell biology: <structure> & function",
  description: "How cells work, for first-year students.",
  duration: "12 weeks",
  level: "advanced",
  objectives: [
    {
      id: 1,
      text: "Identify the organelles of a eukaryotic cell",
      bloomLevel: "remember",
      generatedBy: "instructor",
      orderIndex: 0,
    },
    {
      id: 2,
      text: "Analyze how membrane transport <in & out> keeps a cell alive",
      bloomLevel: "analyze",
      generatedBy: "ai",
      orderIndex: 1,
    },
    { id: 3, text: "Write a short lab report", bloomLevel: null, generatedBy: "template", orderIndex: 2 },
  ],
  modules: [
    {
      id: 21,
      title: "The cell",
      description: "Parts & their jobs.",
      orderIndex: 0,
      color: "#0EA5E9",
      lessons: [
        lesson(1, {
          title: "A labelled cell",
          type: "text",
          contentHtml:
            '<p>Look at the diagram.</p>\n<p><img src="https://example.org/img/cell.png" alt="A eukaryotic cell with its nucleus labelled" width="400" /></p>',
          durationMinutes: 15,
        }),
        lesson(2, {
          title: "Check yourself",
          type: "assessment",
          contentHtml: "<p>Five questions, no notes.</p>",
          durationMinutes: 10,
          orderIndex: 1,
        }),
        lesson(3, {
          title: "Lab report",
          type: "assessment",
          contentHtml: "<h2>Task</h2>\n<p>Write up <strong>your</strong> microscope lab &amp; attach photos.</p>",
          durationMinutes: 120,
          orderIndex: 2,
        }),
      ],
    },
    {
      id: 22,
      title: "Membranes",
      description: null,
      orderIndex: 1,
      color: "#F59E0B",
      lessons: [
        lesson(4, {
          title: "Talk it through",
          type: "assessment",
          contentHtml: "<p>Which transport surprised you, and why?</p>",
          durationMinutes: 30,
        }),
        lesson(5, {
          title: "Transport in 4 minutes",
          type: "video",
          videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          durationMinutes: 4,
          orderIndex: 1,
        }),
      ],
    },
  ],
  assessments: [
    {
      id: 100,
      title: "Cell quiz",
      type: "quiz",
      moduleId: 21,
      questions: [
        {
          ...q,
          id: "a",
          type: "multiple_choice",
          stem: "Use <b> & é: which organelle makes ATP?",
          options: ["Nucleus", "Mitochondrion <main>", "Golgi & ER"],
          correctAnswer: "Mitochondrion <main>",
          feedback: "The <i>powerhouse</i> & more.",
          bloomLevel: "remember",
          objectiveIds: [1],
        },
        {
          ...q,
          id: "ma",
          type: "multiple_answer",
          stem: "Which of these have a membrane? Select all that apply.",
          options: ["Nucleus", "Ribosome", "Mitochondrion <main>", "Golgi & ER"],
          correctAnswer: "",
          correctAnswers: ["Nucleus", "Mitochondrion <main>", "Golgi & ER"],
          feedback: "Ribosomes have no membrane.",
          bloomLevel: "understand",
          objectiveIds: [1],
        },
        {
          ...q,
          id: "b",
          type: "true_false",
          stem: "Plant cells have walls; animal cells don't.",
          options: ["True", "False"],
          correctAnswer: "True",
          bloomLevel: "understand",
        },
        {
          ...q,
          id: "c",
          type: "short_answer",
          stem: "Name the cell's control centre.",
          options: [],
          correctAnswer: "nucleus | the nucleus",
          feedback: "It holds the DNA.",
        },
        {
          ...q,
          id: "d",
          type: "essay",
          stem: "Explain diffusion vs. active transport (a < b).",
          options: [],
          correctAnswer: "Mentions the gradient & ATP; e.g. Na+/K+ pump.",
          feedback: "Compare energy use.",
          bloomLevel: "analyze",
          objectiveIds: [2, 1],
        },
        { ...q, id: "e", type: "essay", stem: "What was hardest?", options: [], correctAnswer: "Notes only" },
        { ...q, id: "f", type: "essay", stem: "Any other comments?", options: [], correctAnswer: "" },
      ],
    },
    { id: 101, title: "Microscope lab report", type: "assignment", moduleId: 21, questions: [] },
    { id: 102, title: "Membrane discussion", type: "discussion", moduleId: 22, questions: [] },
    // In a module but opened by no lesson, and outside every module.
    { id: 103, title: "Poster project", type: "project", moduleId: 22, questions: [] },
    { id: 104, title: "Reading response", type: "assignment", moduleId: null, questions: [] },
    {
      id: 105,
      title: "Final exam",
      type: "exam",
      moduleId: null,
      questions: [
        {
          ...q,
          id: "g",
          type: "true_false",
          stem: "Ribosomes make proteins.",
          options: ["True", "False"],
          correctAnswer: "True",
        },
      ],
    },
    // An assignment with questions stays a quiz (a CC assignment cannot hold questions).
    {
      id: 106,
      title: "Worksheet",
      type: "assignment",
      moduleId: 22,
      questions: [{ ...q, id: "h", type: "short_answer", stem: "2 + 2?", options: [], correctAnswer: "4" }],
    },
  ],
};
