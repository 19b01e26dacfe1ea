/**
 * Test factories for CourseSnapshot and its parts (buildCourse, buildModule, buildLesson, ...) in
 * the style of small per-test fixtures, plus a well-built reference course. Test-only.
 */
import type {
  AssessmentSnapshot,
  CourseSnapshot,
  LessonSnapshot,
  ModuleSnapshot,
  ObjectiveSnapshot,
  QuestionSnapshot,
} from "../../../common/course-snapshot.ts";
import type { AccessibilityReport } from "../accessibility/types.ts";
import type { RuleContext } from "./types.ts";

let nextId = 1000;
const id = () => nextId++;

/** A text lesson with a short accessible paragraph, unless overridden. */
export function buildLesson(overrides: Partial<LessonSnapshot> = {}): LessonSnapshot {
  return {
    id: id(),
    title: "Lesson",
    type: "text",
    contentHtml: "<p>Lesson text.</p>",
    videoUrl: null,
    captionsUrl: null,
    durationMinutes: null,
    orderIndex: 0,
    ...overrides,
  };
}

/** A module with a 20+ word overview and the given lessons (order indexes set from their position). */
export function buildModule(overrides: Partial<ModuleSnapshot> = {}): ModuleSnapshot {
  const lessons = (overrides.lessons ?? [buildLesson()]).map((l, i) => ({ ...l, orderIndex: i }));
  return {
    id: id(),
    title: "Module",
    description:
      "This module introduces the main ideas of the topic, shows worked examples, and ends with a short activity so that you can check your progress.",
    orderIndex: 0,
    color: "#6366F1",
    ...overrides,
    lessons,
  };
}

/** An objective; its bloomLevel is left null (rules classify the text). */
export function buildObjective(text: string, overrides: Partial<ObjectiveSnapshot> = {}): ObjectiveSnapshot {
  return { id: id(), text, bloomLevel: null, generatedBy: "instructor", orderIndex: 0, ...overrides };
}

/** A multiple-choice question with feedback, mapped to the given objectives. */
export function buildQuestion(objectiveIds: number[], overrides: Partial<QuestionSnapshot> = {}): QuestionSnapshot {
  return {
    id: `q${id()}`,
    type: "multiple_choice",
    stem: "Which option is correct?",
    options: ["A", "B", "C", "D"],
    correctAnswer: "A",
    feedback: "A is correct because it follows from the definition.",
    objectiveIds,
    ...overrides,
  };
}

/** A quiz with no questions, unless overridden. */
export function buildAssessment(overrides: Partial<AssessmentSnapshot> = {}): AssessmentSnapshot {
  return { id: id(), title: "Quiz", type: "quiz", moduleId: null, questions: [], ...overrides };
}

/** A course with the given parts (module order indexes set from their position); empty by default. */
export function buildCourse(overrides: Partial<CourseSnapshot> = {}): CourseSnapshot {
  const modules = (overrides.modules ?? []).map((m, i) => ({ ...m, orderIndex: i }));
  const objectives = (overrides.objectives ?? []).map((o, i) => ({ ...o, orderIndex: i }));
  return {
    id: id(),
    title: "Course",
    description: "",
    duration: "",
    level: "beginner",
    assessments: [],
    ...overrides,
    modules,
    objectives,
  };
}

/** An accessibility report with the given overrides (default: one clean lesson, score 100). */
export function buildAccessibilityReport(overrides: Partial<AccessibilityReport> = {}): AccessibilityReport {
  return {
    overallScore: 100,
    isCompliant: true,
    issues: [],
    summary: { critical: 0, serious: 0, moderate: 0, minor: 0, lessonsChecked: 1 },
    lastChecked: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A rule context around a clean accessibility report. */
export function buildContext(report: Partial<AccessibilityReport> = {}): RuleContext {
  return { accessibility: buildAccessibilityReport(report) };
}

const TOPICS = [
  {
    title: "Describing Data with Descriptive Statistics",
    body: "Descriptive statistics summarize survey data. The mean, the median and the spread tell you where most values sit and how far they range.",
  },
  {
    title: "Sampling Methods and Research Questions",
    body: "Sampling methods decide who answers your survey. A good sample matches the research questions you want to answer.",
  },
  {
    title: "Correlation Between Variables",
    body: "Correlation shows how two variables move together. A strong relationship does not prove that one variable causes the other.",
  },
  {
    title: "Building Regression Models",
    body: "Regression models use one variable to estimate another. You fit a line, check the errors, and use the model to forecast outcomes.",
  },
  {
    title: "Judging Data Visualizations",
    body: "Data visualizations can help or mislead. Good charts show the quality of the data, label the axes, and start scales at zero.",
  },
  {
    title: "Drawing Research Conclusions",
    body: "Research conclusions must follow from statistical evidence. Ask whether the sample, the method and the effect size support the claim.",
  },
  {
    title: "Course Project: A Small Study",
    body: "In the project you run a small study from start to finish. You collect survey data, analyze it, and present your research conclusions.",
  },
];

function lessonHtml(title: string, body: string): string {
  return [
    `<h2>${title}</h2>`,
    `<p>${body} Read the short notes below and then try the activity at the end.</p>`,
    "<ul><li>Read the worked example.</li><li>Watch the short video.</li><li>Complete the practice quiz.</li></ul>",
    `<img src="https://example.org/figures/chart.png" alt="Bar chart of the worked example for ${title}">`,
    `<h3>Activity</h3><p>Discuss the example with a classmate and write two sentences about what you found. See the <a href="https://example.org/readings">week reading list</a> for more.</p>`,
  ].join("");
}

/**
 * A well-built course: 8 weeks, intermediate, 8 modules (Getting Started first) with overviews,
 * each mixing a text lesson, a captioned 8-minute video and a practice lesson; 6 measurable
 * objectives (apply / analyze / evaluate); a practice check, quizzes and a final project whose
 * questions are mapped to objectives and carry feedback; accessible lesson HTML. Scores A.
 */
export function buildWellBuiltCourse(): CourseSnapshot {
  const objectives = [
    "Students will be able to apply descriptive statistics to summarize survey data.",
    "Students will be able to compare sampling methods for different research questions.",
    "Students will be able to analyze the correlation between two variables.",
    "Students will be able to apply regression models to forecast outcomes.",
    "Students will be able to evaluate the quality of data visualizations.",
    "Students will be able to evaluate research conclusions against statistical evidence.",
  ].map((text) => buildObjective(text));

  const welcome = buildModule({
    title: "Getting Started",
    description:
      "Welcome to the course. This module explains how the course works, where to find the readings and videos, how you will be assessed, and what to do in your first week.",
    lessons: [
      buildLesson({
        title: "Welcome and Course Tour",
        contentHtml: lessonHtml("Welcome", "This course teaches you to work with survey data step by step."),
        durationMinutes: 20,
      }),
      buildLesson({
        title: "Meet Your Instructor",
        type: "video",
        videoUrl: "https://videos.example.org/welcome.mp4",
        captionsUrl: "https://videos.example.org/welcome.vtt",
        durationMinutes: 5,
      }),
      buildLesson({ title: "Practice: Readiness Check", type: "assessment", contentHtml: "", durationMinutes: 10 }),
    ],
  });
  const topicModules = TOPICS.map((topic, i) =>
    buildModule({
      title: `Week ${i + 2}: ${topic.title}`,
      description: `In this module you study ${topic.title.toLowerCase()}. You read short notes, watch a worked example on video, and finish with a practice quiz that checks your progress.`,
      lessons: [
        buildLesson({ title: topic.title, contentHtml: lessonHtml(topic.title, topic.body), durationMinutes: 30 }),
        buildLesson({
          title: `${topic.title}: Worked Example`,
          type: "video",
          videoUrl: `https://videos.example.org/week${i + 2}.mp4`,
          captionsUrl: `https://videos.example.org/week${i + 2}.vtt`,
          durationMinutes: 8,
        }),
        buildLesson({
          title: `Practice Quiz: ${topic.title}`,
          type: "assessment",
          contentHtml: "",
          durationMinutes: 15,
        }),
      ],
    }),
  );
  const modules = [welcome, ...topicModules];
  const [o1, o2, o3, o4, o5, o6] = objectives.map((o) => o.id) as [number, number, number, number, number, number];
  // Earlier modules assess apply/analyze objectives, later ones evaluate: Bloom levels rise.
  const quizObjectives = [[o1], [o2], [o3], [o4], [o5], [o6]];
  const assessments: AssessmentSnapshot[] = [
    buildAssessment({
      title: "Readiness Check",
      type: "practice",
      moduleId: welcome.id,
      questions: [buildQuestion([o1])],
    }),
    ...quizObjectives.map((ids, i) =>
      buildAssessment({
        title: `Quiz ${i + 1}`,
        type: "quiz",
        moduleId: topicModules[i]!.id,
        questions: [buildQuestion(ids), buildQuestion(ids)],
      }),
    ),
    buildAssessment({
      title: "Final Project",
      type: "project",
      moduleId: topicModules[6]!.id,
      questions: [buildQuestion([o5, o6], { type: "short_answer", stem: "Critique the conclusions of the study." })],
    }),
  ];
  return buildCourse({
    title: "Introduction to Data Analysis",
    description:
      "This course is for students in the social sciences who want to work confidently with survey data. Over eight weeks you learn to describe, compare, model and judge data, and you finish with a small research project of your own.",
    duration: "8 weeks",
    level: "intermediate",
    modules,
    objectives,
    assessments,
  });
}
