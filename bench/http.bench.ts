/**
 * HTTP throughput against a plain baseline (issue #13). Plain script: `npx tsx bench/http.bench.ts`,
 * or `main()` from bench/run.ts.
 *
 * One throwaway PostgreSQL cluster; two servers as child processes on it:
 * - product: Coursewright as `npm start` runs it (server/index.ts, NODE_ENV=production);
 * - baseline: Express 5 + express-session/connect-pg-simple + node-postgres with the same SQL, JSON
 *   and zod validation (bench/support/express-baseline.ts).
 * autocannon drives GET /api/courses (a user with 50 courses), GET /api/courses/:id and
 * POST /api/courses (a second user) with 20 connections for 4 s each, three rounds, the order of
 * the two servers alternating per round; prints the median requests/s and product/baseline
 * ratios. Target >= 1.0x on each. Needs `initdb` and `pg_ctl` on PATH (skipped otherwise).
 */
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { hasPostgresBinaries, startPostgresCluster } from "../server/test/postgres-cluster.ts";
import { cookieHeader, freePort, startServerProcess } from "../server/test/server-process.ts";

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 20;
const COURSES = 50;
const SECRET = "bench-session-secret-that-is-at-least-32-characters";

async function productUser(base: string, email: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "correct horse battery staple", firstName: "Bench", lastName: "User" }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, cookie: cookieHeader(response) };
}

async function baselineCookie(base: string, userId: string): Promise<string> {
  const response = await fetch(`${base}/bench/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId }),
  });
  return cookieHeader(response);
}

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Cookie per server. */
  cookie: { product: string; baseline: string };
}

async function requestsPerSecond(base: string, target: Target, cookie: string, origin: string): Promise<number> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie, "content-type": "application/json", origin },
    ...(target.body && { body: target.body }),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.log(`  ${target.name}: ${bad} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the comparison; `passed` is true when the product reaches the baseline on every endpoint. */
export async function main(): Promise<{ passed: boolean }> {
  if (!hasPostgresBinaries()) {
    console.log("http bench: skipped, initdb / pg_ctl not on PATH");
    return { passed: true };
  }
  const cluster = await startPostgresCluster();
  const servers: ChildProcess[] = [];
  try {
    const [productPort, baselinePort] = [await freePort(), await freePort()];
    const product = `http://127.0.0.1:${productPort}`;
    const baseline = `http://127.0.0.1:${baselinePort}`;
    const env = { DATABASE_URL: cluster.url, SESSION_SECRET: SECRET, NODE_ENV: "production" };
    servers.push(await startServerProcess("server/index.ts", env, productPort, "/api/courses"));
    const reader = await productUser(product, "reader@example.edu");
    const writer = await productUser(product, "writer@example.edu");
    let courseId = 0;
    for (let i = 0; i < COURSES; i++) {
      const response = await fetch(`${product}/api/courses`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: reader.cookie, origin: product },
        body: JSON.stringify({ title: `Course ${i + 1}`, description: "A course for the throughput bench." }),
      });
      courseId = ((await response.json()) as { id: number }).id;
    }
    servers.push(await startServerProcess("bench/support/express-baseline.ts", env, baselinePort, "/api/courses"));
    const targets: Target[] = [
      {
        name: "GET /api/courses/:id",
        method: "GET",
        path: `/api/courses/${courseId}`,
        cookie: { product: reader.cookie, baseline: await baselineCookie(baseline, reader.id) },
      },
      {
        name: `GET /api/courses (${COURSES} courses)`,
        method: "GET",
        path: "/api/courses",
        cookie: { product: reader.cookie, baseline: await baselineCookie(baseline, reader.id) },
      },
      {
        name: "POST /api/courses",
        method: "POST",
        path: "/api/courses",
        body: JSON.stringify({ title: "Bench course", description: "Created by the bench.", level: "beginner" }),
        cookie: { product: writer.cookie, baseline: await baselineCookie(baseline, writer.id) },
      },
    ];
    let passed = true;
    for (const target of targets) {
      const runs = { product: [] as number[], baseline: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (["product", "baseline"] as const) : (["baseline", "product"] as const);
        for (const which of order) {
          const base = which === "product" ? product : baseline;
          runs[which].push(await requestsPerSecond(base, target, target.cookie[which], base));
        }
      }
      const p = median(runs.product);
      const b = median(runs.baseline);
      passed &&= p >= b;
      console.log(
        `${target.name}: product ${Math.round(p)} req/s, baseline ${Math.round(b)} req/s, ` +
          `product/baseline ${(p / b).toFixed(2)}x (target >= 1.00x; medians of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s)`,
      );
    }
    return { passed };
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.stop();
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
