/**
 * Responsiveness during a big quality analysis (issue #13). Plain script:
 * `npx tsx bench/responsiveness.bench.ts`, or `main()` from bench/run.ts.
 *
 * A course of 1,000 lessons of about 500 words (headings, paragraphs, a list, a table, images)
 * is analysed through the API (`POST /api/courses/:id/analyze-quality`) while a probe request
 * (`GET /api/courses/:id`) is sent every 20 ms. Measured twice in the same run:
 * - baseline: the analysis on the main thread (as before issue #13);
 * - product: the analysis in the worker pool (analysis-pool.ts).
 * Prints probe p50/p99 latency, the analysis time and the peak RSS for both, and the ratios.
 * Target: probe p99 under 50 ms during the analysis, RSS under 400 MiB.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { type DatabaseHandle, openDatabase } from "../server/db/client.ts";
import { courses, lessons, modules } from "../server/db/schema.ts";
import { closeLessonDocument } from "../server/services/accessibility/index.ts";
import { analyzeCourseQuality } from "../server/services/quality/analyze-course-quality.ts";

const MODULES = 50;
const LESSONS_PER_MODULE = 20;
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
  peakRssMiB: number;
}

async function measure(label: string, inProcess: boolean): Promise<Measurement> {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent" }), {
      database,
      sessionSecret: "bench-secret-that-is-at-least-32-characters-long",
      clientDir: null,
      logger: false,
      ...(inProcess && { analyze: analyzeCourseQuality }),
    });
    await app.ready();
    const signUp = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: { email: "bench@example.edu", password: "correct horse battery staple", firstName: "B", lastName: "B" },
    });
    if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const courseId = await seedCourse(database, (signUp.json() as { id: string }).id);
    const probe = () => app!.inject({ method: "GET", url: `/api/courses/${courseId}`, headers: { cookie } });
    await probe(); // warm

    let running = true;
    const latencies: number[] = [];
    let peakRss = process.memoryUsage().rss;
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        await probe();
        latencies.push(performance.now() - started);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const started = performance.now();
    const analysis = await app.inject({
      method: "POST",
      url: `/api/courses/${courseId}/analyze-quality`,
      headers: { cookie },
    });
    const analysisMs = performance.now() - started;
    running = false;
    await prober;
    if (analysis.statusCode !== 200) throw new Error(`analysis failed: ${analysis.statusCode} ${analysis.body}`);
    const result: Measurement = {
      probeP50: percentile(latencies, 50),
      probeP99: percentile(latencies, 99),
      probes: latencies.length,
      analysisMs,
      peakRssMiB: peakRss / 1024 / 1024,
    };
    console.log(
      `${label}: analysis of ${MODULES * LESSONS_PER_MODULE} lessons ${Math.round(analysisMs)} ms; ` +
        `probe p50 ${result.probeP50.toFixed(1)} ms, p99 ${result.probeP99.toFixed(1)} ms over ${result.probes} probes; ` +
        `peak RSS ${Math.round(result.peakRssMiB)} MiB`,
    );
    return result;
  } finally {
    await app?.close();
    await database.close();
    closeLessonDocument();
  }
}

/** Runs baseline then product; returns whether the product meets the p99 and RSS targets. */
export async function main(): Promise<{ passed: boolean }> {
  const baseline = await measure("baseline (analysis on the main thread)", true);
  const product = await measure("product (analysis in worker threads)", false);
  console.log(
    `probe p99 product/baseline: ${(product.probeP99 / baseline.probeP99).toFixed(3)}x ` +
      `(${product.probeP99.toFixed(1)} vs ${baseline.probeP99.toFixed(1)} ms; target < ${TARGET_P99_MS} ms); ` +
      `analysis time product/baseline: ${(product.analysisMs / baseline.analysisMs).toFixed(2)}x; ` +
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
