/**
 * Offline AI engine benchmark: times each call (objectives, suggestions, insights, quiz,
 * activities, outline) on a 20-module course built from the fixture lesson texts, N runs each,
 * and prints p50/p95 in ms. Baselines in the same run: the cold first call (wink-nlp model
 * load) against the warm p50, and a quiz on one module against a quiz over all 20 modules.
 * Target: p95 < 200 ms per call. Run: `npx tsx bench/ai.bench.ts [runs]`.
 */
import { pathToFileURL } from "node:url";
import type { CourseSnapshot } from "../common/course-snapshot.ts";
import { FIXTURE_COURSES } from "../server/services/ai/offline/fixtures/courses.ts";
import { buildLesson, buildModule } from "../server/services/ai/offline/fixtures/snapshots.ts";
import { createOfflineProvider } from "../server/services/ai/offline/index.ts";

const MODULES = 20;
const TARGET_P95_MS = 200;

/** A 20-module course: each module reuses a fixture module's real lesson text (two lessons). */
export function buildBenchCourse(): CourseSnapshot {
  const sources = FIXTURE_COURSES.flatMap((c) => c.modules);
  const modules = Array.from({ length: MODULES }, (_, i) => {
    const source = sources[i % sources.length]!;
    return buildModule({
      title: `${source.title} (${i + 1})`,
      description: source.description,
      orderIndex: i,
      lessons: [
        buildLesson({ title: `${source.title}: reading`, contentHtml: source.html, orderIndex: 0 }),
        buildLesson({
          title: `${source.title}: notes`,
          contentHtml: source.html.split("</p>")[0] + "</p>",
          orderIndex: 1,
        }),
      ],
    });
  });
  return {
    id: 1,
    title: "Foundations of Science and Society",
    description: FIXTURE_COURSES.map((c) => c.description).join(" "),
    duration: "15 weeks",
    level: "intermediate",
    modules,
    objectives: [
      {
        id: 1,
        text: "Students will be able to explain cellular respiration",
        bloomLevel: "understand",
        generatedBy: "ai",
        orderIndex: 0,
      },
      {
        id: 2,
        text: "Students will be able to analyze monetary policy",
        bloomLevel: "analyze",
        generatedBy: "ai",
        orderIndex: 1,
      },
    ],
    assessments: [],
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * Runs the benchmark and prints a table of p50/p95 per call.
 * @param runs - timed runs per call (default: the first CLI argument, else 30)
 * @returns the figures in ms, and `passed`: whether every call met the p95 target (bench/run.ts reads it)
 */
export async function main(runs = Number(process.argv[2] ?? 30)) {
  const ai = createOfflineProvider();
  const course = buildBenchCourse();
  const allText = course.modules.flatMap((m) => m.lessons.map((l) => l.contentHtml)).join("\n");
  const first = course.modules[0]!;
  const objectivesInput = {
    courseTitle: course.title,
    courseDescription: course.description ?? "",
    level: course.level,
    lessonText: allText,
  };

  const coldStart = performance.now();
  await ai.generateObjectives(objectivesInput);
  const coldMs = performance.now() - coldStart;

  const calls: [string, () => Promise<unknown>][] = [
    ["objectives (20-module text)", () => ai.generateObjectives(objectivesInput)],
    ["suggestions", () => ai.contentSuggestions({ course, currentProgress: 40 })],
    [
      "insights",
      () =>
        ai.pedagogicalInsights({
          title: course.title,
          level: course.level,
          duration: course.duration,
          moduleCount: course.modules.length,
          hasAssessments: false,
          course,
        }),
    ],
    [
      "quiz (1 module)",
      () =>
        ai.generateQuiz({
          moduleTitle: first.title,
          moduleDescription: first.description ?? "",
          lessonText: first.lessons.map((l) => l.contentHtml).join("\n"),
          objectives: course.objectives,
        }),
    ],
    [
      "quiz (all 20 modules)",
      () =>
        ai.generateQuiz({
          moduleTitle: course.title,
          moduleDescription: "",
          lessonText: allText,
          objectives: course.objectives,
        }),
    ],
    ["activities (1 module)", () => ai.activityIdeas({ course, moduleId: first.id })],
    ["activities (whole course)", () => ai.activityIdeas({ course })],
    [
      "outline",
      () =>
        ai.courseOutline({
          title: course.title,
          description: course.description ?? "",
          level: "beginner",
          duration: "8 weeks",
        }),
    ],
  ];

  const results: Record<string, { p50: number; p95: number }> = {};
  for (const [name, fn] of calls) results[name] = await time(fn, runs);

  console.log(`Offline AI engine, ${MODULES}-module course, ${runs} runs per call (ms)`);
  console.log(`${"call".padEnd(28)}${"p50".padStart(9)}${"p95".padStart(9)}  target p95 < ${TARGET_P95_MS}`);
  for (const [name, r] of Object.entries(results)) {
    const ok = r.p95 < TARGET_P95_MS ? "ok" : "SLOW";
    console.log(`${name.padEnd(28)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}  ${ok}`);
  }
  const warm = results["objectives (20-module text)"]!.p50;
  const quizOne = results["quiz (1 module)"]!.p50;
  const quizAll = results["quiz (all 20 modules)"]!.p50;
  console.log(
    `\ncold first call (model load + objectives): ${coldMs.toFixed(1)} ms = ${(coldMs / warm).toFixed(1)}x warm p50`,
  );
  console.log(`quiz over 20 modules vs 1 module (p50): ${(quizAll / quizOne).toFixed(1)}x`);
  const passed = Object.values(results).every((r) => r.p95 < TARGET_P95_MS);
  return { coldMs, results, passed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
