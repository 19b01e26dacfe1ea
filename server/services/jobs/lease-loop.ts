/**
 * The job machinery shared by durable jobs (issue #13): a loop that claims the next unit of work
 * from a database-backed queue with a lease, keeps the lease while it works, and sweeps when idle.
 * Analyze All / large-course analysis (quality/analysis-job-runner.ts) and LMS / cartridge imports
 * (lms/import-job-runner.ts) each run one loop per instance over their own table.
 *
 * A queue's `claim` must take a unit whose lease is free or ran out (`FOR UPDATE SKIP LOCKED`), so
 * an instance that died leaves its unit to the next one; `run` must make its outcome and "done"
 * commit together, so a unit that two instances ran is stored once.
 */
import type { FastifyBaseLogger } from "fastify";

/** How often an idle loop looks for units another instance created or left behind when it died, ms. */
export const SWEEP_EVERY_MS = 15_000;

/** A database-backed queue of units of work. */
export interface LeasedQueue<T> {
  /** For log lines, e.g. "analysis job". */
  name: string;
  /** Takes the next unit with a lease of `leaseMs`; null when there is none. */
  claim(leaseMs: number): Promise<T | null>;
  /** Does the unit's work (it must not throw for a failure it can record). */
  run(unit: T): Promise<void>;
  /** Pushes the unit's lease `leaseMs` from now. */
  renew(unit: T, leaseMs: number): Promise<void>;
  /** Runs when the queue is empty (e.g. closes jobs whose units are gone). */
  sweep?(): Promise<void>;
}

/** A running loop: `wake()` after creating work here, `stop()` on shutdown (waits for the current unit). */
export interface JobRunner {
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs `work` while renewing a lease every third of `leaseMs`.
 * @returns what `work` returns
 */
export async function withLease<R>(
  renew: () => Promise<void>,
  leaseMs: number,
  log: FastifyBaseLogger,
  work: () => Promise<R>,
): Promise<R> {
  const timer = setInterval(() => {
    renew().catch((err: unknown) => log.warn({ err }, "job: lease renewal failed"));
  }, leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Starts a loop over `queue`: one unit at a time in this instance.
 * @param leaseMs - how long a claimed unit is this instance's (renewed every third of it)
 */
export function startLeaseLoop<T>(queue: LeasedQueue<T>, log: FastifyBaseLogger, leaseMs: number): JobRunner {
  let running = true;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(resolve, SWEEP_EVERY_MS);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (running) {
      woken = false;
      let claimed: T | null = null;
      try {
        claimed = await queue.claim(leaseMs);
      } catch (err) {
        log.error({ err }, `${queue.name}: could not claim work`);
      }
      if (claimed === null) {
        await queue.sweep?.().catch((err: unknown) => log.error({ err }, `${queue.name}: sweep failed`));
        if (running) await sleep();
        continue;
      }
      const unit = claimed;
      try {
        await withLease(
          () => queue.renew(unit, leaseMs),
          leaseMs,
          log,
          () => queue.run(unit),
        );
      } catch (err) {
        log.error({ err }, `${queue.name}: work failed and could not be recorded`);
      }
    }
  })();

  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
