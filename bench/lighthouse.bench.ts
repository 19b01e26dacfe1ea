/**
 * Lighthouse mobile performance of the landing page and the signed-in Dashboard (issue #13).
 * Plain script: `npx tsx bench/lighthouse.bench.ts`, or `main()` from bench/run.ts.
 *
 * Builds the client when it is missing (scripts/ensure-client-build.ts), starts the product as
 * `npm start` does (server/index.ts, NODE_ENV=production, an embedded database in a temp folder),
 * signs a user up, and runs Lighthouse (npm `lighthouse`, its default mobile emulation and
 * simulated throttling) in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on both
 * pages, three runs each, median score. Also prints the landing page's JavaScript in KB gzip.
 * Targets: performance >= 90 on both pages; landing JS <= 150 KB gzip.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { cookieHeader, freePort, startServerProcess } from "../server/test/server-process.ts";

const RUNS = 3;
const TARGET_SCORE = 90;
const TARGET_LANDING_KB = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** KB gzip of the scripts index.html loads at once (the entry and its modulepreloads). */
function landingScriptKb(): number {
  const html = readFileSync("dist/client/index.html", "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(`dist/client${file}`), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

function startProduct(port: number, dataDir: string): Promise<ChildProcess> {
  return startServerProcess(
    "server/index.ts",
    {
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SESSION_SECRET: "lighthouse-bench-secret-at-least-32-characters",
      LOG_LEVEL: "warn",
    },
    port,
  );
}

/** A run's score (0-100) and its main metrics, for the printout. */
interface Run {
  score: number;
  metrics: string;
}

const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["speed-index", "SI"],
  ["cumulative-layout-shift", "CLS"],
] as const;

/** The snippet of the page's largest contentful paint element, as Lighthouse reports it. */
function lcpElement(audits: Record<string, { details?: unknown }>): string {
  const details = audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80) ?? "?";
}

async function performanceRun(url: string, port: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    output: "json",
    logLevel: "error",
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
  });
  const audits = result?.lhr.audits ?? {};
  const failure = result?.lhr.runtimeError?.message;
  if (failure) console.log(`  Lighthouse could not measure ${url}: ${failure}`);
  return {
    score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
    metrics: [
      ...METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "?"}`),
      `LCP element: ${lcpElement(audits)}`,
    ].join(", "),
  };
}

/** The run with the median score. */
const median = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

/** Runs Lighthouse on both pages; `passed` when both reach 90 and the landing JS is within 150 KB. */
export async function main(): Promise<{ passed: boolean }> {
  if (!existsSync(CHROMIUM)) {
    console.log(`lighthouse bench: skipped, no Chromium at ${CHROMIUM}`);
    return { passed: true };
  }
  execFileSync(process.execPath, ["--import", "tsx", "scripts/ensure-client-build.ts"], { stdio: "inherit" });
  const landingKb = landingScriptKb();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cw-lighthouse-"));
  const port = await freePort();
  const server = await startProduct(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const signUp = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        email: "lighthouse@example.edu",
        password: "correct horse battery staple",
        firstName: "Light",
        lastName: "House",
      }),
    });
    const cookie = cookieHeader(signUp);
    const landing: Run[] = [];
    const dashboard: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      landing.push(await performanceRun(`${base}/`, chrome.port));
      dashboard.push(await performanceRun(`${base}/dashboard`, chrome.port, cookie));
    }
    const [landingMedian, dashboardMedian] = [median(landing), median(dashboard)];
    const [l, d] = [landingMedian.score, dashboardMedian.score];
    const scores = (runs: Run[]) => runs.map((r) => r.score).join(", ");
    console.log(
      `Lighthouse mobile performance (median of ${RUNS}): landing ${l} [${scores(landing)}], ` +
        `Dashboard ${d} [${scores(dashboard)}] (target >= ${TARGET_SCORE}); ` +
        `landing JS ${landingKb.toFixed(0)} KB gzip (target <= ${TARGET_LANDING_KB})`,
    );
    console.log(`  landing median run: ${landingMedian.metrics}`);
    console.log(`  Dashboard median run: ${dashboardMedian.metrics}`);
    return { passed: l >= TARGET_SCORE && d >= TARGET_SCORE && landingKb <= TARGET_LANDING_KB };
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
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
