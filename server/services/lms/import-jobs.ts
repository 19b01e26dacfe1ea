/**
 * Durable LMS and Common Cartridge imports (issue #13): an `import_jobs` row per import, with its
 * progress and outcome, claimed with a lease like analysis jobs (services/jobs/lease-loop.ts).
 *
 * - A cartridge is stored (FileStorage key `uploads/...`) before its job is queued, so any
 *   instance can run it and a restart resumes it; the upload is removed when the job ends.
 * - An LMS (Canvas/Blackboard REST) job runs at once on the instance that took the request: the
 *   access token lives only in that run's memory (README: tokens are never stored). If that
 *   instance dies, the job's lease runs out and whichever instance claims it fails it with a
 *   message asking to import again.
 * - The job is marked done in the transaction that saves the course (saveImportedCourse's
 *   `beforeCommit`), and only while it is still this run's (status running, same attempt): a job
 *   run twice (a lease that ran out) creates its course once.
 */
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { ImportJobDto, ImportJobOutcome } from "../../../common/import-jobs.ts";
import { RECENT_IMPORT_JOBS } from "../../../common/import-jobs.ts";
import type { ImportMode, LmsTypeName } from "../../../common/lms.ts";
import type { Database } from "../../db/client.ts";
import type { Executor } from "../../db/executor.ts";
import { importJobs } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { type FileStorage, uploadKey } from "../files/storage.ts";

/** A job row. */
export type ImportJobRow = typeof importJobs.$inferSelect;

/** The API shape of a job; `brief` leaves the course's report and warnings out (the list). */
export function presentImportJob(row: ImportJobRow, brief = false): ImportJobDto {
  let outcome: ImportJobOutcome | null = row.outcome ?? null;
  if (brief && outcome?.kind === "imported") {
    const { report: _report, warnings: _warnings, ...course } = outcome.course;
    outcome = { ...outcome, course };
  }
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    sourceName: row.sourceName,
    phase: row.phase,
    progress: { done: row.progressDone, total: row.progressTotal },
    courseId: row.courseId,
    outcome,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Stores an uploaded cartridge and queues its import.
 * @param fileName - the upload's name (shown in the list), or "" when it had none
 */
export async function queueCartridgeImport(
  db: Database,
  storage: FileStorage,
  userId: string,
  file: Buffer,
  fileName: string,
): Promise<ImportJobRow> {
  const key = uploadKey();
  await storage.put(key, file, "application/zip");
  try {
    const [row] = await db
      .insert(importJobs)
      .values({ userId, source: "common_cartridge", sourceName: fileName || "cartridge.imscc", uploadKey: key })
      .returning();
    return row!;
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** What an LMS import job reads: never the token. */
export interface LmsImportRequest {
  lmsType: LmsTypeName;
  baseUrl: string;
  courseId: string;
  mode?: ImportMode;
}

/** Creates an LMS import job already running on this instance, with a lease of `leaseMs`. */
export async function startLmsImportJob(
  db: Database,
  userId: string,
  request: LmsImportRequest,
  leaseMs: number,
): Promise<ImportJobRow> {
  const [row] = await db
    .insert(importJobs)
    .values({
      userId,
      source: request.lmsType,
      sourceName: request.courseId,
      baseUrl: request.baseUrl,
      mode: request.mode ?? null,
      status: "running",
      phase: "Connecting",
      attempts: 1,
      lockedUntil: new Date(Date.now() + leaseMs),
    })
    .returning();
  return row!;
}

/** One of the user's jobs. @throws HttpError 404 "Import job not found" unless it is theirs */
export async function loadImportJob(db: Executor, userId: string, jobId: number): Promise<ImportJobDto> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.userId, userId)));
  if (!row) throw notFound("Import job");
  return presentImportJob(row);
}

/** The user's {@link RECENT_IMPORT_JOBS} latest jobs, newest first, without reports. */
export async function listImportJobs(db: Executor, userId: string): Promise<ImportJobDto[]> {
  const rows = await db
    .select()
    .from(importJobs)
    .where(eq(importJobs.userId, userId))
    .orderBy(desc(importJobs.id))
    .limit(RECENT_IMPORT_JOBS);
  return rows.map((row) => presentImportJob(row, true));
}

/**
 * Claims the next queued job, or a running one whose lease ran out (its instance died); null when
 * there is none.
 */
export async function claimImportJob(db: Database, leaseMs: number): Promise<ImportJobRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        or(eq(importJobs.status, "queued"), and(eq(importJobs.status, "running"), lt(importJobs.lockedUntil, now))),
      )
      .orderBy(importJobs.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(importJobs)
      .set({
        status: "running",
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${importJobs.attempts} + 1`,
      })
      .where(eq(importJobs.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

/** Pushes a running job's lease `leaseMs` from now. */
export async function renewImportJob(db: Database, job: ImportJobRow, leaseMs: number): Promise<void> {
  await db
    .update(importJobs)
    .set({ lockedUntil: new Date(Date.now() + leaseMs) })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.attempts, job.attempts)));
}

/** The condition "this job is still this run's": running, and not claimed again since. */
export function stillMine(job: ImportJobRow) {
  return and(eq(importJobs.id, job.id), eq(importJobs.status, "running"), eq(importJobs.attempts, job.attempts));
}

/**
 * Ends a job with its outcome (only while it is still this run's).
 * @returns whether this run ended it
 */
export async function finishImportJob(
  db: Executor,
  job: ImportJobRow,
  outcome: ImportJobOutcome,
  courseId: number | null,
): Promise<boolean> {
  const ended = await db
    .update(importJobs)
    .set({
      status: outcome.kind === "imported" ? "done" : "failed",
      phase: outcome.kind === "imported" ? "Imported" : "Failed",
      outcome,
      courseId,
      lockedUntil: null,
      finishedAt: new Date(),
    })
    .where(stillMine(job))
    .returning({ id: importJobs.id });
  return ended.length > 0;
}

/**
 * A progress recorder for a run: stores the phase and counts, at most every `everyMs` within a
 * phase (a new phase is stored at once), one write at a time; a failed write is dropped.
 */
export function progressRecorder(db: Database, job: ImportJobRow, everyMs = 250) {
  let chain: Promise<unknown> = Promise.resolve();
  let lastPhase = "";
  let lastAt = 0;
  return (phase: string, done: number, total: number) => {
    const now = Date.now();
    if (phase === lastPhase && now - lastAt < everyMs && done < total) return;
    lastPhase = phase;
    lastAt = now;
    chain = chain
      .then(() => db.update(importJobs).set({ phase, progressDone: done, progressTotal: total }).where(stillMine(job)))
      .catch(() => undefined);
  };
}
