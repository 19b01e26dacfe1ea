import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImportJobDto } from "../../../common/import-jobs.ts";
import { importJobs } from "../../db/schema.ts";
import { uploadKey } from "../../services/files/storage.ts";
import { INTERRUPTED_MESSAGE } from "../../services/lms/import-job-runner.ts";
import {
  buildLargeCanvasCourse,
  startFakeCanvas,
  type FakeServer,
} from "../../services/lms/test-support/fake-canvas.ts";
import { zipDirectory } from "../../services/lms/test-support/zip-fixtures.ts";
import { createTestContext, signUpLmsUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import { CANVAS_TOKEN, FIXTURE_MAIN, multipart, userCourseCount } from "./lms-test-helpers.ts";

const ITEMS = 60;

describe.each(testDatabases())("LMS and cartridge imports as jobs on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let alice: UserClient;
  let bob: UserClient;
  let cartridge: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true", ANALYSIS_JOB_LEASE_MS: "1000" });
    // Slow answers, so the import is seen in progress.
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: [buildLargeCanvasCourse(6, ITEMS)], delayMs: 15 });
    alice = clientFor(ctx.app, await signUpLmsUser(ctx.app));
    bob = clientFor(ctx.app, await signUpLmsUser(ctx.app));
    cartridge = await zipDirectory(FIXTURE_MAIN);
  });
  afterAll(async () => {
    await canvas.close();
    await ctx.close();
  });

  const asyncUpload = (client: UserClient, file: Buffer, fileName = "course.imscc") => {
    const body = multipart(file, fileName);
    return ctx.app.inject({
      method: "POST",
      url: "/api/lms/import-cartridge",
      headers: { ...body.headers, cookie: client.user.cookie, prefer: "respond-async" },
      payload: body.payload,
    });
  };
  const asyncCanvasImport = (client: UserClient, body: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/lms/import-course",
      headers: { cookie: client.user.cookie, prefer: "respond-async" },
      payload: { lmsType: "canvas", baseUrl: canvas.baseUrl, accessToken: CANVAS_TOKEN, courseId: "1", ...body },
    });

  /** Polls a job until it ends, keeping every state seen. */
  async function poll(client: UserClient, id: number): Promise<ImportJobDto[]> {
    const seen: ImportJobDto[] = [];
    for (let i = 0; i < 1000; i++) {
      const job = expectStatus<ImportJobDto>(await client.get(`/api/lms/import-jobs/${id}`), 200);
      seen.push(job);
      if (job.status === "done" || job.status === "failed") return seen;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`import job ${id} did not end`);
  }

  it("imports a cartridge in the background: 202, Location, progress, the course and its report", async () => {
    const res = await asyncUpload(alice, cartridge, "biology.imscc");
    const job = expectStatus<ImportJobDto>(res, 202);
    expect(res.headers.location).toBe(`/api/lms/import-jobs/${job.id}`);
    expect(res.headers["preference-applied"]).toBe("respond-async");
    expect(job).toMatchObject({ source: "common_cartridge", sourceName: "biology.imscc", outcome: null });
    const seen = await poll(alice, job.id);
    const last = seen.at(-1)!;
    expect(last.status, JSON.stringify(last.outcome)).toBe("done");
    if (last.outcome?.kind !== "imported") throw new Error("not imported");
    expect(last.outcome.httpStatus).toBe(201);
    expect(last.outcome.course.counts.lessons).toBeGreaterThan(0);
    expect(last.outcome.course.report).toBeDefined();
    expect(last.courseId).toBe(last.outcome.course.id);
    expectStatus(await alice.get(`/api/courses/${last.courseId}/import-report`), 200);
    // The stored upload is removed once the job ended (just after its end is committed).
    const [row] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    await vi.waitFor(async () => expect(await ctx.fileStorage.get(row!.uploadKey!)).toBeNull());
    // Other users see neither the job nor it in their list; the owner's list has it without the report.
    expectStatus(await bob.get(`/api/lms/import-jobs/${job.id}`), 404);
    expect(expectStatus<ImportJobDto[]>(await bob.get("/api/lms/import-jobs"), 200)).toEqual([]);
    const list = expectStatus<ImportJobDto[]>(await alice.get("/api/lms/import-jobs"), 200);
    expect(list[0]!.id).toBe(job.id);
    if (list[0]!.outcome?.kind !== "imported") throw new Error("not imported");
    expect(list[0]!.outcome.course.report).toBeUndefined();
  });

  it("reads a Canvas course with 'Reading items: N of 60' progress, then the same duplicate rule", async () => {
    const res = await asyncCanvasImport(alice);
    const job = expectStatus<ImportJobDto>(res, 202);
    expect(job).toMatchObject({ source: "canvas", sourceName: "1", status: "running" });
    const seen = await poll(alice, job.id);
    const reading = seen.filter((j) => j.phase === "Reading items");
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.every((j) => j.progress.total === ITEMS && j.progress.done <= ITEMS)).toBe(true);
    const done = reading.map((j) => j.progress.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const last = seen.at(-1)!;
    expect(last.status).toBe("done");
    if (last.outcome?.kind !== "imported") throw new Error("not imported");
    expect(last.outcome.course.lmsType).toBe("canvas");
    // The token is not stored anywhere in the job.
    const [row] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(JSON.stringify(row)).not.toContain(CANVAS_TOKEN);
    // Imported before: 409 at once, as without the header; with mode "copy", a job again.
    const again = expectStatus(await asyncCanvasImport(alice), 409);
    expect(again.existingCourseId).toBe(last.courseId);
    const copy = expectStatus<ImportJobDto>(await asyncCanvasImport(alice, { mode: "copy" }), 202);
    const copied = (await poll(alice, copy.id)).at(-1)!;
    expect(copied.status).toBe("done");
    expect(copied.courseId).not.toBe(last.courseId);
  });

  it("records an LMS failure as the job's outcome with the LMS's status and message", async () => {
    const job = expectStatus<ImportJobDto>(await asyncCanvasImport(bob, { accessToken: "wrong-token" }), 202);
    const last = (await poll(bob, job.id)).at(-1)!;
    expect(last.status).toBe("failed");
    expect(last.outcome).toMatchObject({ kind: "failed", httpStatus: 401 });
    expect(last.courseId).toBeNull();
  });

  it("resumes a cartridge job whose instance died, creates its course once, and fails an orphaned LMS job", async () => {
    const db = ctx.database.db;
    const before = await userCourseCount(db, bob.user.id);
    // As a dead instance leaves them: claimed (running), lease run out, one with its upload stored.
    const key = uploadKey();
    await ctx.fileStorage.put(key, cartridge, "application/zip");
    const past = new Date(Date.now() - 60_000);
    const [orphan] = await db
      .insert(importJobs)
      .values({
        userId: bob.user.id,
        source: "common_cartridge",
        sourceName: "left.imscc",
        uploadKey: key,
        status: "running",
        attempts: 1,
        lockedUntil: past,
        phase: "Saving 3 modules and 9 lessons",
      })
      .returning();
    const [lms] = await db
      .insert(importJobs)
      .values({
        userId: bob.user.id,
        source: "canvas",
        sourceName: "1",
        baseUrl: canvas.baseUrl,
        status: "running",
        attempts: 1,
        lockedUntil: past,
      })
      .returning();
    // A new upload wakes this instance's runner, which takes the older jobs first.
    const fresh = expectStatus<ImportJobDto>(await asyncUpload(bob, cartridge), 202);
    const resumed = (await poll(bob, orphan!.id)).at(-1)!;
    expect(resumed.status, JSON.stringify(resumed.outcome)).toBe("done");
    const interrupted = (await poll(bob, lms!.id)).at(-1)!;
    expect(interrupted.outcome).toMatchObject({ kind: "failed", message: INTERRUPTED_MESSAGE });
    expect((await poll(bob, fresh.id)).at(-1)!.status).toBe("done");
    // Two cartridge jobs, two courses: the resumed one was created once.
    expect(await userCourseCount(db, bob.user.id)).toBe(before + 2);
    const [row] = await db.select().from(importJobs).where(eq(importJobs.id, orphan!.id));
    expect(row!.attempts).toBe(2);
  });
});
