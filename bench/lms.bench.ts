/**
 * LMS import bench (issue #6): a fake Canvas on 127.0.0.1 with 20 modules and 200 items (pages
 * with HTML, every 10th a quiz with questions), each response delayed 50 ms, imported with
 * `fetchCourse` at concurrency 4 and at concurrency 1 in the same run.
 * Target: concurrency 4 at least 3x faster than 1, and under 10 s.
 *
 * Run alone: `npx tsx bench/lms.bench.ts`; bench/run.ts calls `main()`.
 */
import { pathToFileURL } from "node:url";
import { CanvasConnector } from "../server/services/lms/canvas.ts";
import { buildLargeCanvasCourse, startFakeCanvas } from "../server/services/lms/test-support/fake-canvas.ts";

export interface LmsBenchResult {
  /** Wall time of the import at concurrency 4, in ms. */
  concurrentMs: number;
  /** Wall time of the import at concurrency 1, in ms. */
  sequentialMs: number;
  /** sequentialMs / concurrentMs. */
  speedup: number;
  /** HTTP requests one import makes. */
  requests: number;
  lessons: number;
  /** Whether the targets (>= 3x, concurrent < 10 s) were met. */
  passed: boolean;
}

const TOKEN = "bench-token";
const DELAY_MS = 50;

/**
 * Runs the bench and prints one line per measurement.
 * @returns timings in ms and whether the targets were met
 */
export async function main(): Promise<LmsBenchResult> {
  const course = buildLargeCanvasCourse(20, 200);
  const server = await startFakeCanvas({ token: TOKEN, courses: [course], delayMs: DELAY_MS });
  try {
    const timeImport = async (concurrency: number) => {
      const connector = new CanvasConnector({
        baseUrl: server.baseUrl,
        accessToken: TOKEN,
        allowPrivateHosts: true,
        concurrency,
      });
      const before = server.requests.length;
      const started = performance.now();
      const imported = await connector.fetchCourse(String(course.id));
      const ms = performance.now() - started;
      const lessons = imported.modules.reduce((n, m) => n + m.lessons.length, 0);
      return { ms, lessons, requests: server.requests.length - before };
    };
    const concurrent = await timeImport(4);
    const sequential = await timeImport(1);
    const speedup = sequential.ms / concurrent.ms;
    const result: LmsBenchResult = {
      concurrentMs: Math.round(concurrent.ms),
      sequentialMs: Math.round(sequential.ms),
      speedup: Math.round(speedup * 100) / 100,
      requests: concurrent.requests,
      lessons: concurrent.lessons,
      passed: speedup >= 3 && concurrent.ms < 10_000,
    };
    console.log(`lms: Canvas import, 20 modules / 200 items, ${result.requests} requests, ${DELAY_MS} ms per response`);
    console.log(`lms:   concurrency 4: ${result.concurrentMs} ms`);
    console.log(`lms:   concurrency 1: ${result.sequentialMs} ms`);
    console.log(
      `lms:   speed-up ${result.speedup}x (target >= 3x, concurrency 4 under 10 000 ms): ${result.passed ? "PASS" : "FAIL"}`,
    );
    return result;
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (result) => process.exit(result.passed ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
