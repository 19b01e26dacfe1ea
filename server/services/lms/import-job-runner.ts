/**
 * Runs import jobs (import-jobs.ts, issue #13): queued cartridge imports and jobs left behind by a
 * dead instance on the shared lease loop (services/jobs/lease-loop.ts), and LMS imports at once on
 * the instance that holds their access token. Progress is recorded as it goes: the connector's
 * "Reading items: 40 of 120", then "Saving 12 modules and 200 lessons".
 */
import type { FastifyBaseLogger } from "fastify";
import type { ImportJobOutcome } from "../../../common/import-jobs.ts";
import { LMS_NAMES } from "../../../common/lms.ts";
import type { Database } from "../../db/client.ts";
import { count } from "../../../common/plural.ts";
import type { FileStorage } from "../files/storage.ts";
import { type JobRunner, startLeaseLoop, withLease } from "../jobs/lease-loop.ts";
import { CartridgeError, LmsError, createLmsConnector, importCommonCartridge } from "./index.ts";
import { duplicateBody, presentImport } from "./import-outcome.ts";
import { type ImportJobRow, claimImportJob, finishImportJob, progressRecorder, renewImportJob } from "./import-jobs.ts";
import { saveImportedCourse, type SaveImportOptions } from "./save-import.ts";
import type { ImportedCourse, ImportProgress } from "./types.ts";

/** What the import runner needs. */
export interface ImportRunnerDeps {
  db: Database;
  fileStorage: FileStorage;
  /** LMS_ALLOW_PRIVATE_HOSTS. */
  allowPrivateHosts: boolean;
  log: FastifyBaseLogger;
  leaseMs: number;
}

/** The import runner: the lease loop for queued jobs, plus `runLms` for an LMS job created here. */
export interface ImportJobRunner extends JobRunner {
  /** Runs an LMS job with the request's token, in the background; the token is forgotten after. */
  runLms(job: ImportJobRow, accessToken: string): void;
}

/** The message of an LMS job whose instance stopped: its token went with it. */
export const INTERRUPTED_MESSAGE =
  "The server restarted during this import. Access tokens are never stored, so start the import again.";

class NotMine extends Error {}

const PHASES: Record<ImportProgress["phase"], string> = {
  course: "Reading the course",
  modules: "Reading the modules",
  items: "Reading items",
};

const failed = (httpStatus: number, message: string, extra: { existingCourseId?: number } = {}): ImportJobOutcome => ({
  kind: "failed",
  httpStatus,
  message,
  ...extra,
});

/** Reads the course a job imports: the stored cartridge, or the LMS with the token. */
async function readSource(
  deps: ImportRunnerDeps,
  job: ImportJobRow,
  accessToken: string | undefined,
  progress: (phase: string, done: number, total: number) => void,
): Promise<{ imported: ImportedCourse; options: Partial<SaveImportOptions> } | ImportJobOutcome> {
  if (job.source === "common_cartridge") {
    const file = job.uploadKey ? await deps.fileStorage.get(job.uploadKey) : null;
    if (!file) return failed(410, "The uploaded cartridge is no longer stored. Upload it again.");
    progress("Reading the cartridge", 0, 0);
    const { resourceReport, sourceQuestionCount, ...imported } = await importCommonCartridge(file);
    return { imported, options: { resourceReport, sourceQuestionCount, fileStorage: deps.fileStorage } };
  }
  if (accessToken === undefined || job.baseUrl === null) return failed(503, INTERRUPTED_MESSAGE);
  progress(`Connecting to ${LMS_NAMES[job.source]}`, 0, 0);
  const connector = createLmsConnector(job.source, {
    baseUrl: job.baseUrl,
    accessToken,
    allowPrivateHosts: deps.allowPrivateHosts,
  });
  const imported = await connector.fetchCourse(job.sourceName, (p) => progress(PHASES[p.phase], p.done, p.total));
  return { imported, options: {} };
}

/**
 * Runs one job to its end and records the outcome: the course (done), or why not (failed: the
 * LMS's or the cartridge's own status and message, 409 for a duplicate).
 */
export async function runImportJob(deps: ImportRunnerDeps, job: ImportJobRow, accessToken?: string): Promise<void> {
  const { db, log } = deps;
  const progress = progressRecorder(db, job);
  let outcome: ImportJobOutcome | null = null;
  try {
    const source = await readSource(deps, job, accessToken, progress);
    if ("kind" in source) outcome = source;
    else {
      const { imported } = source;
      const lessons = imported.modules.reduce((n, m) => n + m.lessons.length, 0);
      progress(`Saving ${count(imported.modules.length, "module")} and ${count(lessons, "lesson")}`, 0, 0);
      const result = await saveImportedCourse(db, imported, {
        ...source.options,
        userId: job.userId,
        mode: job.mode === "update" || job.mode === "copy" ? job.mode : undefined,
        sourceName: job.source === "common_cartridge" ? job.sourceName : undefined,
        beforeCommit: async (tx, saved) => {
          const course = presentImport(saved);
          const httpStatus = saved.kind === "created" ? 201 : 200;
          if (!(await finishImportJob(tx, job, { kind: "imported", httpStatus, course }, course.id)))
            throw new NotMine();
        },
      });
      if (result.kind === "duplicate") {
        const body = duplicateBody(result);
        outcome = failed(409, body.message, { existingCourseId: body.existingCourseId });
      }
    }
  } catch (error) {
    if (error instanceof NotMine) return;
    if (error instanceof LmsError || error instanceof CartridgeError) outcome = failed(error.httpStatus, error.message);
    else {
      log.error({ err: error, importJobId: job.id }, "import job failed");
      outcome = failed(500, "The import failed on the server. Try again; if it keeps failing, report it.");
    }
  }
  // A job another run took over (its lease ran out) is left to that run, upload included.
  if (outcome && !(await finishImportJob(db, job, outcome, null))) return;
  // The upload is kept until its job ended (a restart resumes from it).
  if (job.uploadKey) await deps.fileStorage.remove(job.uploadKey).catch(() => undefined);
}

/** Starts the import runner of this instance. */
export function startImportJobRunner(deps: ImportRunnerDeps): ImportJobRunner {
  const renew = (job: ImportJobRow, leaseMs: number) => renewImportJob(deps.db, job, leaseMs);
  const loop = startLeaseLoop(
    {
      name: "import job",
      claim: (lease) => claimImportJob(deps.db, lease),
      run: (job) => runImportJob(deps, job),
      renew,
    },
    deps.log,
    deps.leaseMs,
  );
  return {
    ...loop,
    runLms(job, accessToken) {
      void withLease(
        () => renew(job, deps.leaseMs),
        deps.leaseMs,
        deps.log,
        () => runImportJob(deps, job, accessToken),
      ).catch((err: unknown) => deps.log.error({ err, importJobId: job.id }, "import job could not be recorded"));
    },
  };
}
