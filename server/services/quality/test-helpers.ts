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
/**
 * Short readings of real text (40+ words each), one per default lesson in turn, so default lessons
 * count as written and do not repeat one another (repeated text is not a lesson's own).
 */
export const DEFAULT_LESSON_TEXTS = [
  "The median is the middle value of a sorted list, so one extreme answer barely moves it. The mean adds every value and divides by their number, so a single very large income can pull it far above what most people in the sample earn.",
  "The range is the distance between the smallest and the largest value. It is quick to compute, but it depends entirely on the two most unusual answers, so report the interquartile range as well when a few responses sit far from the rest. Quartiles split the sorted values into four equal groups.",
  "A frequency table counts how often each answer occurs. Turn the counts into percentages of the valid answers, state how many people skipped the question, and keep the categories in their natural order when the answers are ranked, from never to always. Bar charts of the percentages are easier to read than the raw counts.",
  "The standard deviation measures the typical distance of the values from the mean. Two classes with the same mean exam mark can differ widely: in one most students score close to the mean, in the other the marks spread from very low to very high.",
  "A histogram shows the shape of a distribution. A long tail to the right, as with incomes or waiting times, tells you that the mean will sit above the median and that the median is the better summary of a typical value. A tail to the left pulls the mean below the median instead.",
  "Outliers are values far from the rest of the data. Check first whether an outlier is a typing error; if it is a real observation, keep it, report it, and show how the summary changes with and without it so readers can judge. Never delete an inconvenient value without saying so.",
  "A box plot draws the median, the quartiles and the most extreme values that are not outliers. Placing box plots for several groups side by side is a fast way to compare where their typical values lie and how widely they spread. The whiskers end at the last value inside the fences.",
  "Percentiles tell you the share of values below a given point. A student at the ninetieth percentile scored higher than ninety per cent of the class, which says nothing about how many marks separate that student from the top. Growth charts for children use percentiles in the same way.",
];
let nextText = 0;

/** A lesson: by default a text lesson with the next of DEFAULT_LESSON_TEXTS; other types default to no HTML. */
export function buildLesson(overrides: Partial<LessonSnapshot> = {}): LessonSnapshot {
  const isText = (overrides.type ?? "text") === "text";
  return {
    id: id(),
    title: "Lesson",
    type: "text",
    contentHtml:
      isText && overrides.contentHtml === undefined
        ? `<p>${DEFAULT_LESSON_TEXTS[nextText++ % DEFAULT_LESSON_TEXTS.length]}</p>`
        : "",
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
  const n = id();
  return {
    id: `q${n}`,
    type: "multiple_choice",
    stem: "Which measure of centre is least affected by one extreme value?",
    options: ["The median", "The mean", "The range", "The maximum"],
    correctAnswer: "The median",
    // Feedback differs per question: the same text under many questions reads as pasted boilerplate.
    feedback: `The median is the middle value, so one extreme value barely moves it (see example ${n}).`,
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
    body: [
      "Descriptive statistics summarize survey data. The mean, the median and the spread tell you where most values sit and how far they range.",
      "The mean adds every value and divides by the number of responses, so one extreme answer can pull it a long way. The median is the middle value once the answers are sorted, which makes it the safer summary for incomes, waiting times and other skewed measures.",
      "Spread matters as much as the centre. The range is quick to compute but depends on the two most unusual answers; the interquartile range covers the middle half of the responses; the standard deviation measures the typical distance from the mean.",
      "A frequency table is often the clearest first step for a survey question with a handful of answer options. Count each option, turn the counts into percentages of the valid answers, and report how many people skipped the question.",
    ],
  },
  {
    title: "Sampling Methods and Research Questions",
    body: [
      "Sampling methods decide who answers your survey. A good sample matches the research questions you want to answer.",
      "In a simple random sample every member of the population has the same chance of selection, which lets you estimate the sampling error. A stratified sample first divides the population into groups such as year of study, then draws randomly within each group so that small groups are not missed.",
      "Convenience samples, such as the students who happen to pass a stall, are cheap but rarely represent anyone beyond themselves. Volunteers who answer an online link tend to care more about the topic than the people who ignore it.",
      "Before you collect anything, write down the population you want to describe, the list you will sample from and the size you need. A question about all first-year students cannot be answered from a sample of one seminar group.",
    ],
  },
  {
    title: "Correlation Between Variables",
    body: [
      "Correlation shows how two variables move together. A strong relationship does not prove that one variable causes the other.",
      "Pearson's coefficient r runs from -1 to +1. Values near +1 mean that high scores on one variable go with high scores on the other; values near -1 mean that high scores go with low scores; values near zero mean no straight-line relationship.",
      "Always draw a scatter plot before you trust r. A curved pattern, two separate clusters or one outlier can produce a coefficient that describes none of the data well.",
      "When two variables rise together, look for a third variable that could drive both. Ice cream sales and drowning incidents both increase in hot weather; the temperature, not the ice cream, explains the link.",
    ],
  },
  {
    title: "Building Regression Models",
    body: [
      "Regression models use one variable to estimate another. You fit a line, check the errors, and use the model to forecast outcomes.",
      "The least-squares line chooses the slope and intercept that make the squared vertical distances from the points to the line as small as possible. The slope tells you how much the outcome changes, on average, for each one-unit change in the predictor.",
      "Residuals are the differences between the observed values and the values the line predicts. Plot them against the predictor: a random band means the straight line is adequate, while a fan or a curve warns you that the model misses part of the pattern.",
      "Forecasts are safest inside the range of the data you used. Predicting the exam score of a student who studied sixty hours from a sample where nobody studied more than twenty is extrapolation, and the line may not hold there.",
    ],
  },
  {
    title: "Judging Data Visualizations",
    body: [
      "Data visualizations can help or mislead. Good charts show the quality of the data, label the axes, and start scales at zero.",
      "Bar charts compare amounts, so their value axis must start at zero; a truncated axis turns a two per cent difference into a bar twice as tall. Line charts show change over time and may use a narrower range when the labels make that clear.",
      "Check what each chart leaves out. A map of total cases mostly shows where many people live; a rate per thousand residents answers a different and usually better question.",
      "Colour should carry meaning only when a legend or direct labels repeat it in words, because many readers cannot tell red from green. Titles should state the finding, such as which group changed most, rather than only naming the variables.",
    ],
  },
  {
    title: "Drawing Research Conclusions",
    body: [
      "Research conclusions must follow from statistical evidence. Ask whether the sample, the method and the effect size support the claim.",
      "A statistically significant result means that a difference this large would be unlikely if there were no real difference, given the assumptions of the test. It does not say that the difference is large or that it matters in practice.",
      "Report effect sizes with confidence intervals so that readers can judge the size and the precision of a finding. A difference of half a point on a hundred-point scale may be significant in a sample of ten thousand and still be irrelevant.",
      "Finally, match the strength of your wording to the design. Observational surveys support statements about association; only a randomised experiment supports a claim that one variable changes another.",
    ],
  },
  {
    title: "Course Project: A Small Study",
    body: [
      "In the project you run a small study from start to finish. You collect survey data, analyze it, and present your research conclusions.",
      "Start with one research question that your classmates could answer in under five minutes. Draft at most ten survey items, pilot them with two people, and rewrite any item that they read differently from the way you intended.",
      "Collect at least forty responses, clean the file by removing duplicates and impossible values, and keep a log of every change. Then describe each variable, look at one relationship with a scatter plot or a cross-table, and fit a simple model if the pattern supports it.",
      "Your report has four parts: the question and why it matters, the method and its limits, the results with one well-labelled chart, and a conclusion worded no more strongly than your evidence allows.",
    ],
  },
];

const WELCOME = [
  "This course teaches you to work with survey data step by step, from a single question to a short report of your own.",
  "Each week has the same rhythm: a reading of about fifteen minutes, a captioned video of under ten minutes that works one example, and a practice quiz you can retake. The weekly quiz counts for a small part of the grade; the final project counts for the most.",
  "You need a spreadsheet program and about four hours a week. If you have not used a spreadsheet before, the readiness check at the end of this module points you to two short tutorials before week two starts.",
];

function lessonHtml(title: string, body: readonly string[]): string {
  return [
    `<h2>${title}</h2>`,
    ...body.map((paragraph) => `<p>${paragraph}</p>`),
    "<p>Read the short notes below and then try the activity at the end.</p>",
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
        contentHtml: lessonHtml("Welcome", WELCOME),
        durationMinutes: 20,
      }),
      buildLesson({
        title: "Meet Your Instructor",
        type: "video",
        videoUrl: "https://videos.example.org/welcome.mp4",
        captionsUrl: "https://videos.example.org/welcome.vtt",
        durationMinutes: 5,
      }),
      buildLesson({
        title: "Practice: Readiness Check",
        type: "assessment",
        contentHtml: "<p>Assessment: Readiness Check</p>",
        durationMinutes: 10,
      }),
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
          contentHtml: `<p>Assessment: Quiz ${i + 1}</p>`,
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
