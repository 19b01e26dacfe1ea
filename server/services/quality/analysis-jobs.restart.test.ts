/**
 * Durable Analyze All survives a crash (issue #13): the real server (server/index.ts, as
 * `npm start` runs it) on PostgreSQL is killed with SIGKILL in the middle of Analyze All over 50
 * courses and started again; the job finishes, progress is readable throughout, and no course has
 * more than one stored score. Needs the PostgreSQL cluster of the global setup (required under CI).
 */
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { AnalysisJobDto } from "../../../common/quality.ts";
import { restartableServer } from "../../test/restartable-server.ts";

const COURSES = 50;
const url = inject("postgresUrl");

describe.skipIf(!url)("Analyze All across a server crash (PostgreSQL)", () => {
  const server = restartableServer(url ?? "", "cw_restart");
  const base = () => server.base();

  afterAll(() => server.close());

  it("finishes the job after a kill -9 and a restart, each course analysed once", async () => {
    await server.start();
    const headers = { "content-type": "application/json", origin: base() };
    const cookie = await server.signUp({ email: "crash@example.edu", firstName: "Grace", lastName: "Hopper" });
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
    await server.kill();

    await server.start();
    for (let i = 0; i < 600 && job.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await call(`/api/quality/jobs/${started.id}`)).json()) as AnalysisJobDto;
      seen.push(job.done);
    }
    expect(job).toMatchObject({ status: "done", total: COURSES, done: COURSES, failed: 0 });
    // Progress only ever went up, across the crash.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const check = new pg.Client({ connectionString: server.databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ course_id: number; n: string }>(
      "select c.id as course_id, count(s.id) as n from courses c left join course_quality_scores s on s.course_id = c.id group by c.id",
    );
    await check.end();
    expect(rows).toHaveLength(COURSES);
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
  }, 180_000);
});
