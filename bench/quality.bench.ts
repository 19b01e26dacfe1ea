/**
 * Quality analysis benchmark (issue #5). Plain script: `npx tsx bench/quality.bench.ts`, or call
 * `main()` from bench/run.ts.
 *
 * 1. One course of 20 modules x 10 lessons (realistic lesson HTML: headings, paragraphs, a list, an
 *    image with alt text, a link): analyzeCourseQuality timed over several runs, with axe-core and
 *    with our own checks only (the baseline), p50/p95 in ms.
 * 2. "Analyze All": 100 such courses analysed one after another, total ms.
 * Target: under 1 s per course including axe.
 */
import type { CourseSnapshot } from "../common/course-snapshot.ts";
import { closeLessonDocument } from "../server/services/accessibility/index.ts";
import { analyzeCourseQuality } from "../server/services/quality/index.ts";

const MODULES = 20;
const LESSONS_PER_MODULE = 10;
const RUNS = 10;
const COURSES = 100;
const TARGET_MS = 1000;

function lessonHtml(courseId: number, m: number, l: number): string {
  return [
    `<h2>Topic ${m + 1}.${l + 1}: Sampling and measurement</h2>`,
    `<p>In this lesson you learn how researchers choose a sample and measure what they study. A good sample represents the population, and a good measure is valid and reliable. Course ${courseId}.</p>`,
    "<h3>Key ideas</h3>",
    "<ul><li>Random sampling gives every member an equal chance.</li><li>Stratified sampling keeps groups in proportion.</li><li>Reliability means the measure gives the same result twice.</li></ul>",
    `<p><img src="https://example.org/figures/m${m}l${l}.png" alt="Diagram comparing random and stratified samples"></p>`,
    '<p>Read the <a href="https://example.org/readings/sampling">chapter on sampling methods</a>, then try the practice exercise and discuss your answer with a classmate.</p>',
  ].join("");
}

/** A 20-module x 10-lesson course with objectives and mapped quizzes. */
export function buildBenchCourse(courseId: number): CourseSnapshot {
  let lessonId = courseId * 10_000;
  const modules = Array.from({ length: MODULES }, (_, m) => ({
    id: courseId * 100 + m,
    title: m === 0 ? "Getting Started" : `Week ${m + 1}: Sampling and measurement`,
    description:
      "This module explains one step of a research study, shows a worked example, and ends with a short practice quiz so that you can check your progress.",
    orderIndex: m,
    color: "#6366F1",
    lessons: Array.from({ length: LESSONS_PER_MODULE }, (_, l) => ({
      id: lessonId++,
      title: `Lesson ${m + 1}.${l + 1}`,
      type: l === 3 ? ("video" as const) : l === 9 ? ("assessment" as const) : ("text" as const),
      contentHtml: l === 3 || l === 9 ? "" : lessonHtml(courseId, m, l),
      videoUrl: l === 3 ? "https://videos.example.org/v.mp4" : null,
      captionsUrl: l === 3 ? "https://videos.example.org/v.vtt" : null,
      durationMinutes: l === 3 ? 8 : 15,
      orderIndex: l,
    })),
  }));
  const objectives = [
    "Students will be able to apply random sampling to a survey.",
    "Students will be able to compare stratified and random sampling.",
    "Students will be able to evaluate the reliability of a measure.",
  ].map((text, i) => ({
    id: courseId * 10 + i,
    text,
    bloomLevel: null,
    generatedBy: "instructor" as const,
    orderIndex: i,
  }));
  const assessments = modules.map((module, i) => ({
    id: courseId * 100 + i,
    title: `Quiz ${i + 1}`,
    type: i === MODULES - 1 ? "project" : "quiz",
    moduleId: module.id,
    questions: [
      {
        id: `c${courseId}q${i}`,
        type: "multiple_choice" as const,
        stem: "Which sample is stratified?",
        options: ["A", "B"],
        correctAnswer: "A",
        feedback: "A keeps the groups in proportion.",
        objectiveIds: [objectives[i % objectives.length]!.id],
      },
    ],
  }));
  return {
    id: courseId,
    title: `Research Methods ${courseId}`,
    description:
      "This course is for first-year students who are new to research. Over twenty weeks you learn to plan a study, choose a sample, measure well and judge the evidence, with practice every week.",
    duration: "20 weeks",
    level: "intermediate",
    modules,
    objectives,
    assessments,
  };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function timeRuns(course: CourseSnapshot, axe: boolean): Promise<{ first: number; p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await analyzeCourseQuality(course, { axe });
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { first: times[0]!, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Runs the benchmark and prints the figures; returns them for bench/run.ts. */
export async function main() {
  const course = buildBenchCourse(1);
  const lessons = MODULES * LESSONS_PER_MODULE;
  const check = await analyzeCourseQuality(course);
  console.log(
    `quality: course of ${MODULES} modules x ${LESSONS_PER_MODULE} lessons (${lessons} lessons): score ${check.overallScore} (${check.grade.grade}), ${check.accessibility.issues.length} accessibility issue(s)`,
  );

  const withAxe = await timeRuns(course, true);
  const ownOnly = await timeRuns(course, false);
  console.log(
    `quality: analyzeCourseQuality with axe    x${RUNS}: p50 ${ms(withAxe.p50)}, p95 ${ms(withAxe.p95)} (first ${ms(withAxe.first)}) target < ${TARGET_MS} ms: ${withAxe.p95 < TARGET_MS ? "OK" : "SLOW"}`,
  );
  console.log(
    `quality: analyzeCourseQuality own checks x${RUNS}: p50 ${ms(ownOnly.p50)}, p95 ${ms(ownOnly.p95)} (baseline)`,
  );
  console.log(`quality: axe costs ${(withAxe.p50 / ownOnly.p50).toFixed(1)}x the own-checks-only baseline (p50)`);

  const courses = Array.from({ length: COURSES }, (_, i) => buildBenchCourse(i + 2));
  const start = performance.now();
  for (const c of courses) await analyzeCourseQuality(c);
  const total = performance.now() - start;
  console.log(
    `quality: Analyze All ${COURSES} courses (${COURSES * lessons} lessons): total ${ms(total)}, ${ms(total / COURSES)} per course`,
  );
  closeLessonDocument();
  return { withAxe, ownOnly, analyzeAllMs: total, perCourseMs: total / COURSES };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
