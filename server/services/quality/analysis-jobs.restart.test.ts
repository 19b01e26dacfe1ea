/**
 * Durable Analyze All survives a crash (issue #13): the real server (server/index.ts, as
 * `npm start` runs it) on PostgreSQL is killed with SIGKILL in the middle of Analyze All over 50
 * courses and started again; the job finishes, progress is readable throughout, and no course has
 * more than one stored score. Needs the PostgreSQL cluster of the global setup (required under CI).
 */
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { AnalysisJobDto } from "../../../common/quality.ts";
import { cookieHeader, freePort, startServerProcess } from "../../test/server-process.ts";

const COURSES = 50;
const url = inject("postgresUrl");

describe.skipIf(!url)("Analyze All across a server crash (PostgreSQL)", () => {
  const dbName = `cw_restart_${process.pid}_${Date.now()}`;
  const databaseUrl = url ? url.replace(/\/postgres$/, `/${dbName}`) : "";
  let server: ChildProcess | null = null;
  let port = 0;
  const base = () => `http://127.0.0.1:${port}`;

  async function start() {
    port = await freePort();
    server = await startServerProcess(
      "server/index.ts",
      {
        DATABASE_URL: databaseUrl,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        SESSION_SECRET: "restart-test-secret-that-is-long-enough-32",
        ANALYSIS_JOB_LEASE_MS: "2000",
      },
      port,
      "/api/user",
    );
  }

  afterAll(async () => {
    server?.kill("SIGKILL");
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it("finishes the job after a kill -9 and a restart, each course analysed once", async () => {
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    await start();

    const headers = { "content-type": "application/json", origin: base() };
    const signUp = await fetch(`${base()}/api/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        email: "crash@example.edu",
        password: "correct horse battery staple",
        firstName: "Grace",
        lastName: "Hopper",
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = cookieHeader(signUp);
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${base()}${path}`, { ...init, headers: { ...headers, cookie } });
    for (let i = 0; i < COURSES; i++) {
      const created = await call("/api/courses", {
        method: "POST",
        body: JSON.stringify({ title: `Course ${i + 1}`, description: "A course to analyse." }),
      });
      expect(created.status).toBe(201);
    }

    const startResponse = await call("/api/quality/analyze-all", { method: "POST", body: "{}" });
    const started = (await startResponse.json()) as AnalysisJobDto;
    expect(startResponse.status, JSON.stringify(started)).toBe(202);
    expect(started).toMatchObject({ status: "running", total: COURSES });
    const seen: number[] = [];
    let job = started;
    while (job.done < 5) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await (await call(`/api/quality/jobs/${started.id}`)).json()) as AnalysisJobDto;
      seen.push(job.done);
    }
    expect(job.done).toBeLessThan(COURSES);
    server!.kill("SIGKILL");
    await new Promise((resolve) => server!.once("exit", resolve));

    await start();
    for (let i = 0; i < 600 && job.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await call(`/api/quality/jobs/${started.id}`)).json()) as AnalysisJobDto;
      seen.push(job.done);
    }
    expect(job).toMatchObject({ status: "done", total: COURSES, done: COURSES, failed: 0 });
    // Progress only ever went up, across the crash.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ course_id: number; n: string }>(
      "select c.id as course_id, count(s.id) as n from courses c left join course_quality_scores s on s.course_id = c.id group by c.id",
    );
    await check.end();
    expect(rows).toHaveLength(COURSES);
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
  }, 180_000);
});
