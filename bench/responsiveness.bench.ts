/**
 * Responsiveness during a big quality analysis (issue #13). Plain script:
 * `npx tsx bench/responsiveness.bench.ts`, or `main()` from bench/run.ts.
 *
 * As the issue measured it: the server as `npm start` runs it (a child process, NODE_ENV=production)
 * on a throwaway PostgreSQL cluster. A course of 1,000 lessons of about 500 words (headings,
 * paragraphs, a list, a table, images) is analysed through the API (`POST
 * /api/courses/:id/analyze-quality`) while a probe request (`GET /api/courses/:id`) is sent every
 * 20 ms. The server's RSS (all its threads, from /proc/<pid>/status) is sampled every 20 ms.
 * Measured twice in the same run, on fresh servers:
 * - baseline: ANALYSIS_THREADS=0, the analysis on the main thread (as before issue #13);
 * - product: the default worker pool (analysis-pool.ts).
 * Prints probe p50/p99, analysis time, CPU time of the server and peak RSS for both, and the
 * ratios. Targets: probe p99 under 50 ms during the analysis, RSS under 400 MiB.
 * Throughput (issue #13: 2x today per core) is the server's CPU per lesson for a second course of
 * new lessons (cold: the per-lesson memo of accessibility findings has never seen them) and for
 * that course analysed again unchanged (warm: the memo answers), printed against the baseline's
 * cold figure and the issue's 7 ms per lesson.
 * Needs `initdb` and `pg_ctl` on PATH (skipped otherwise).
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "../server/db/client.ts";
import type { DatabaseHandle } from "../server/db/client.ts";
import { courses, lessons, modules } from "../server/db/schema.ts";
import { hasPostgresBinaries, startPostgresCluster } from "../server/test/postgres-cluster.ts";
import { cookieHeader, freePort, startServerProcess } from "../server/test/server-process.ts";
import { lessonHtml } from "./support/realistic-lessons.ts";

const MODULES = 50;
const LESSONS_PER_MODULE = 20;
const LESSONS = MODULES * LESSONS_PER_MODULE;
const PROBE_EVERY_MS = 20;
const TARGET_P99_MS = 50;
const TARGET_RSS_MIB = 400;
/** The issue's figure for today: quality analysis CPU per 500-word lesson on the main thread, ms. */
const ISSUE_MS_PER_LESSON = 7;

async function seedCourse(database: DatabaseHandle, userId: string, variant: number): Promise<number> {
  const { db } = database;
  const [course] = await db
    .insert(courses)
    .values({ userId, title: "Epidemiology at scale", description: "A large course.", duration: "15 weeks" })
    .returning({ id: courses.id });
  for (let m = 0; m < MODULES; m++) {
    const [module] = await db
      .insert(modules)
      .values({
        courseId: course!.id,
        title: `Week ${m + 1}`,
        description: "Study designs and their biases.",
        orderIndex: m,
      })
      .returning({ id: modules.id });
    await db.insert(lessons).values(
      Array.from({ length: LESSONS_PER_MODULE }, (_, l) => ({
        moduleId: module!.id,
        orderIndex: l,
        title: `Lesson ${m + 1}.${l + 1}`,
        type: "text",
        contentHtml: lessonHtml(m, l, variant),
        durationMinutes: 20,
      })),
    );
  }
  return course!.id;
}

/** Rounds of baseline + product (BENCH_ROUNDS, default 1); each figure is the median over rounds. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

/** The median of each figure over several measurements. */
function medians(list: Measurement[]): Measurement {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(list[0]!) as (keyof Measurement)[];
  return Object.fromEntries(keys.map((key) => [key, median(list.map((m) => m[key]))])) as unknown as Measurement;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface Measurement {
  probeP50: number;
  probeP99: number;
  probes: number;
  analysisMs: number;
  /** CPU time of the server process (all threads) during the analysis, ms. */
  cpuMs: number;
  /**
   * CPU time of the server for the analysis of a second course of the same size whose lessons
   * it has never seen, without probes, ms: the throughput figure (JIT warm, per-lesson memo cold).
   */
  coldCpuMs: number;
  /** The same second course analysed again unchanged (per-lesson memo warm), ms. */
  warmCpuMs: number;
  peakRssMiB: number;
}

/** Resident memory of a process and all its threads, MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** User + system CPU time of a process and all its threads, ms (Linux /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Runs `POST /api/courses/:id/analyze-quality` to the end: a course over ANALYZE_WAIT_MAX_WORDS
 * answers 202 with a job (issue #13), which is polled every 100 ms at its Location until done.
 *
 * @throws when the analysis answers anything but 200/202 or the job reports failed lessons
 */
async function analyzeToEnd(base: string, courseId: number, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${base}/api/courses/${courseId}/analyze-quality`, { method: "POST", headers });
  if (response.status === 200) return void (await response.arrayBuffer());
  if (response.status !== 202) throw new Error(`analysis failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  const location = `${base}${response.headers.get("location")}`;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const job = (await (await fetch(location, { headers })).json()) as { status: string; failed: number };
    if (job.status !== "done") continue;
    if (job.failed > 0) throw new Error(`analysis job ended with ${job.failed} failed course(s)`);
    return;
  }
}

async function measure(label: string, databaseUrl: string, env: Record<string, string>): Promise<Measurement> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServerProcess(
    "server/index.ts",
    {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "bench-secret-that-is-at-least-32-characters-long",
      NODE_ENV: "production",
      ...env,
    },
    port,
    "/api/auth/session",
  );
  const database = await openDatabase({ databaseUrl, dataDir: null });
  try {
    const signUp = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        email: `bench-${port}@example.edu`,
        password: "correct horse battery staple",
        firstName: "B",
        lastName: "B",
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${await signUp.text()}`);
    const cookie = cookieHeader(signUp);
    const userId = ((await signUp.json()) as { id: string }).id;
    const courseId = await seedCourse(database, userId, 0);
    const secondCourseId = await seedCourse(database, userId, 1);
    const headers = { cookie, origin: base };
    const probe = () => fetch(`${base}/api/courses/${courseId}`, { headers }).then((r) => r.arrayBuffer());
    await probe(); // warm
    const pid = server.pid!;

    let running = true;
    const latencies: number[] = [];
    const rssBefore = rssMiB(pid);
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(pid))), PROBE_EVERY_MS);
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        await probe();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    await analyzeToEnd(base, courseId, headers);
    const analysisMs = performance.now() - started;
    const cpu = cpuMs(pid) - cpuBefore;
    running = false;
    await prober;
    // Throughput: a course of new lessons (cold), then the same course again (warm), no probes.
    const analysisCpu = async (id: number) => {
      const before = cpuMs(pid);
      await analyzeToEnd(base, id, headers);
      return cpuMs(pid) - before;
    };
    const coldCpu = await analysisCpu(secondCourseId);
    const warmCpu = await analysisCpu(secondCourseId);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssMiB(pid));
    const result: Measurement = {
      probeP50: percentile(latencies, 50),
      probeP99: percentile(latencies, 99),
      probes: latencies.length,
      analysisMs,
      cpuMs: cpu,
      coldCpuMs: coldCpu,
      warmCpuMs: warmCpu,
      peakRssMiB: peakRss,
    };
    console.log(
      `${label}: analysis of ${MODULES * LESSONS_PER_MODULE} lessons ${Math.round(analysisMs)} ms ` +
        `(server CPU ${Math.round(cpu)} ms); probe p50 ${result.probeP50.toFixed(1)} ms, ` +
        `p99 ${result.probeP99.toFixed(1)} ms over ${result.probes} probes; analysis CPU of new lessons ` +
        `${Math.round(coldCpu)} ms, unchanged lessons again ${Math.round(warmCpu)} ms; ` +
        `RSS ${Math.round(rssBefore)} MiB before, peak ${Math.round(peakRss)} MiB`,
    );
    return result;
  } finally {
    await database.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

/** Runs baseline then product; returns whether the product meets the p99 and RSS targets. */
export async function main(): Promise<{ passed: boolean }> {
  if (!hasPostgresBinaries()) {
    console.log("responsiveness bench: skipped, initdb / pg_ctl not on PATH");
    return { passed: true };
  }
  const cluster = await startPostgresCluster();
  const runs: { baseline: Measurement[]; product: Measurement[] } = { baseline: [], product: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (["baseline", "product"] as const) : (["product", "baseline"] as const);
      for (const which of order) {
        runs[which].push(
          which === "baseline"
            ? await measure("baseline (analysis on the main thread)", cluster.url, { ANALYSIS_THREADS: "0" })
            : await measure("product (analysis in worker threads)", cluster.url, {}),
        );
      }
    }
  } finally {
    cluster.stop();
  }
  const baseline = medians(runs.baseline);
  const product = medians(runs.product);
  if (ROUNDS > 1) console.log(`medians of ${ROUNDS} rounds, the order alternating per round:`);
  const perLesson = (ms: number) => (ms / LESSONS).toFixed(2);
  console.log(
    `probe p99 product/baseline: ${(product.probeP99 / baseline.probeP99).toFixed(3)}x ` +
      `(${product.probeP99.toFixed(1)} vs ${baseline.probeP99.toFixed(1)} ms; target < ${TARGET_P99_MS} ms); ` +
      `analysis time product/baseline: ${(product.analysisMs / baseline.analysisMs).toFixed(2)}x; ` +
      `peak RSS product ${Math.round(product.peakRssMiB)} MiB (target < ${TARGET_RSS_MIB} MiB)`,
  );
  console.log(
    `analysis CPU per lesson, new lessons: product ${perLesson(product.coldCpuMs)} ms, ` +
      `baseline ${perLesson(baseline.coldCpuMs)} ms (throughput per core product/baseline ` +
      `${(baseline.coldCpuMs / product.coldCpuMs).toFixed(2)}x, against the issue's ${ISSUE_MS_PER_LESSON} ms ` +
      `${((ISSUE_MS_PER_LESSON * LESSONS) / product.coldCpuMs).toFixed(2)}x)`,
  );
  console.log(
    `analysis CPU per lesson, unchanged lessons re-analysed: product ${perLesson(product.warmCpuMs)} ms, ` +
      `baseline ${perLesson(baseline.warmCpuMs)} ms (against the baseline's new lessons ` +
      `${(baseline.coldCpuMs / product.warmCpuMs).toFixed(2)}x, against the issue's ${ISSUE_MS_PER_LESSON} ms ` +
      `${((ISSUE_MS_PER_LESSON * LESSONS) / product.warmCpuMs).toFixed(2)}x)`,
  );
  return { passed: product.probeP99 < TARGET_P99_MS && product.peakRssMiB < TARGET_RSS_MIB };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (r) => process.exit(r.passed ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
