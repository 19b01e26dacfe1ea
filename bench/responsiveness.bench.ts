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
 * Needs `initdb` and `pg_ctl` on PATH (skipped otherwise).
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "../server/db/client.ts";
import type { DatabaseHandle } from "../server/db/client.ts";
import { courses, lessons, modules } from "../server/db/schema.ts";
import { hasPostgresBinaries, startPostgresCluster } from "../server/test/postgres-cluster.ts";
import { cookieHeader, freePort, startServerProcess } from "../server/test/server-process.ts";

const MODULES = 50;
const LESSONS_PER_MODULE = 20;
const LESSONS = MODULES * LESSONS_PER_MODULE;
const PROBE_EVERY_MS = 20;
const TARGET_P99_MS = 50;
const TARGET_RSS_MIB = 400;

const SENTENCES = [
  "Epidemiologists compare how often a disease occurs in groups that differ in one exposure.",
  "A cohort study follows people forward in time from exposure to outcome.",
  "A case-control study starts from people with the disease and looks back at their exposures.",
  "Confounding happens when a third factor is linked to both the exposure and the outcome.",
  "Randomisation spreads known and unknown confounders evenly between the groups.",
  "The relative risk divides the risk in the exposed group by the risk in the unexposed group.",
  "An odds ratio approximates the relative risk when the outcome is rare.",
  "Bias is a systematic error that pushes every estimate in the same direction.",
];

/** A lesson of about 500 words: headings, paragraphs, a list, a table and two images. */
function lessonHtml(m: number, l: number): string {
  const paragraph = (k: number) =>
    `<p>${Array.from({ length: 6 }, (_, i) => SENTENCES[(m + l + k + i) % SENTENCES.length]).join(" ")}</p>`;
  return [
    `<h2>Lesson ${m + 1}.${l + 1}: study designs</h2>`,
    paragraph(0),
    paragraph(1),
    `<p><img src="/files/m${m}l${l}-cohort.png" alt="Timeline of a cohort study from exposure to outcome"></p>`,
    "<h3>Key terms</h3>",
    "<ul><li>Cohort: a group followed over time.</li><li>Exposure: what might cause the outcome.</li><li>Outcome: the disease or event counted.</li><li>Confounder: a factor linked to both.</li></ul>",
    paragraph(2),
    "<table><caption>Two-by-two table</caption><thead><tr><th scope='col'>Group</th><th scope='col'>Disease</th><th scope='col'>No disease</th></tr></thead><tbody><tr><th scope='row'>Exposed</th><td>30</td><td>70</td></tr><tr><th scope='row'>Unexposed</th><td>10</td><td>90</td></tr></tbody></table>",
    paragraph(3),
    `<p><img src="/files/m${m}l${l}-table.png" alt="Bar chart of risk in exposed and unexposed groups"></p>`,
    paragraph(4),
    '<p>Read the <a href="https://example.org/epi/designs">chapter on study designs</a> before the quiz.</p>',
  ].join("");
}

async function seedCourse(database: DatabaseHandle, userId: string): Promise<number> {
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
        contentHtml: lessonHtml(m, l),
        durationMinutes: 20,
      })),
    );
  }
  return course!.id;
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
  /** CPU time of the server for a second, warm analysis without probes, ms: the throughput figure. */
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
    const courseId = await seedCourse(database, ((await signUp.json()) as { id: string }).id);
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
    const analysis = await fetch(`${base}/api/courses/${courseId}/analyze-quality`, { method: "POST", headers });
    const analysisMs = performance.now() - started;
    const cpu = cpuMs(pid) - cpuBefore;
    running = false;
    await prober;
    clearInterval(sampler);
    if (analysis.status !== 200) throw new Error(`analysis failed: ${analysis.status} ${await analysis.text()}`);
    // Throughput: the same analysis again, warm and without probes, timed by the server's CPU.
    const warmCpuBefore = cpuMs(pid);
    const again = await fetch(`${base}/api/courses/${courseId}/analyze-quality`, { method: "POST", headers });
    if (again.status !== 200) throw new Error(`analysis failed: ${again.status} ${await again.text()}`);
    const warmCpu = cpuMs(pid) - warmCpuBefore;
    peakRss = Math.max(peakRss, rssMiB(pid));
    const result: Measurement = {
      probeP50: percentile(latencies, 50),
      probeP99: percentile(latencies, 99),
      probes: latencies.length,
      analysisMs,
      cpuMs: cpu,
      warmCpuMs: warmCpu,
      peakRssMiB: peakRss,
    };
    console.log(
      `${label}: analysis of ${MODULES * LESSONS_PER_MODULE} lessons ${Math.round(analysisMs)} ms ` +
        `(server CPU ${Math.round(cpu)} ms); probe p50 ${result.probeP50.toFixed(1)} ms, ` +
        `p99 ${result.probeP99.toFixed(1)} ms over ${result.probes} probes; warm analysis CPU ${Math.round(warmCpu)} ms; ` +
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
  let baseline: Measurement;
  let product: Measurement;
  try {
    baseline = await measure("baseline (analysis on the main thread)", cluster.url, { ANALYSIS_THREADS: "0" });
    product = await measure("product (analysis in worker threads)", cluster.url, {});
  } finally {
    cluster.stop();
  }
  console.log(
    `probe p99 product/baseline: ${(product.probeP99 / baseline.probeP99).toFixed(3)}x ` +
      `(${product.probeP99.toFixed(1)} vs ${baseline.probeP99.toFixed(1)} ms; target < ${TARGET_P99_MS} ms); ` +
      `analysis time product/baseline: ${(product.analysisMs / baseline.analysisMs).toFixed(2)}x; ` +
      `warm analysis CPU per lesson: product ${(product.warmCpuMs / LESSONS).toFixed(2)} ms, ` +
      `baseline ${(baseline.warmCpuMs / LESSONS).toFixed(2)} ms (throughput per core ` +
      `${(baseline.warmCpuMs / product.warmCpuMs).toFixed(2)}x); ` +
      `peak RSS product ${Math.round(product.peakRssMiB)} MiB (target < ${TARGET_RSS_MIB} MiB)`,
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
