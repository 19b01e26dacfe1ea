/**
 * CPU per new lesson of the quality analysis through the worker pool (issue #13), in-process:
 * `npx tsx bench/analysis-cpu.bench.ts [lessons] [rounds]`. No database or HTTP: the figure is
 * process CPU (all threads, process.cpuUsage) of analysing courses of never-seen 500-word lessons
 * (bench/support/realistic-lessons.ts) through analysis-pool.ts, after one warm-up course, and the
 * process's peak RSS. Used to compare changes quickly; bench/responsiveness.bench.ts gives the
 * issue's figure through the API. On a shared machine single runs vary by 10 % or more: compare
 * two versions by running the script in two checkouts at the same time, a few times, and taking
 * the median of the ratios (how the issue #13 speed-ups were measured).
 */
import type { CourseSnapshot } from "../common/course-snapshot.ts";
import { createAnalysisPool } from "../server/services/quality/analysis-pool.ts";
import { realisticCourse } from "./support/realistic-lessons.ts";

/** A course of `lessons` never-seen realistic lessons (20 per module; `variant` makes them new). */
const course = (id: number, lessons: number, variant: number): CourseSnapshot =>
  realisticCourse(Math.ceil(lessons / 20), 20, { id, variant });

/**
 * Analyses one warm-up course, then `rounds` courses of `lessons` new lessons each, and prints the
 * median CPU per new lesson (ms, all threads) and the peak RSS (MiB).
 * @returns the median CPU per new lesson in ms and the peak RSS in MiB
 */
export async function main(
  lessons = Number(process.argv[2] ?? 1000),
  rounds = Number(process.argv[3] ?? 3),
): Promise<{ msPerLesson: number; peakRssMiB: number }> {
  const pool = createAnalysisPool(1);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  await pool.analyze(course(1, lessons, 1000), {});
  const perLesson: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const snapshot = course(round + 2, lessons, round + 1);
    const before = process.cpuUsage();
    await pool.analyze(snapshot, {});
    const used = process.cpuUsage(before);
    perLesson.push((used.user + used.system) / 1000 / lessons);
  }
  clearInterval(sampler);
  await pool.close();
  const sorted = [...perLesson].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `analysis CPU per new lesson: median ${median.toFixed(2)} ms ` +
      `(rounds ${perLesson.map((x) => x.toFixed(2)).join(", ")}); peak RSS ${Math.round(peakRss / 2 ** 20)} MiB`,
  );
  return { msPerLesson: median, peakRssMiB: Math.round(peakRss / 2 ** 20) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
