/**
 * The retention job (issue #15): applies data_retention_policies, seeded from
 * RETENTION_POLICIES in common/governance.ts (the figures the privacy policy states), by
 * deleting what is past its retention period and anonymising what is past `anonymizeAfterDays`,
 * in batches, and records each run in the audit trail (action "retention.run").
 *
 * One run at a time across all app instances: a run holds the transaction-scoped advisory lock
 * {@link RETENTION_LOCK_KEY}; an instance that cannot take it skips (`{ skipped: true }`).
 */
import { and, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { RETENTION_POLICIES, type RetentionResourceType } from "../../../common/governance.ts";
import type { Database } from "../../db/client.ts";
import { aiRuns, auditLogs, dataRetentionPolicies, rateLimitCounters, sessions } from "../../db/schema.ts";
import type { Executor } from "../../db/executor.ts";
import { ANONYMIZED_IP } from "./account.ts";

/** Key of the advisory lock held during a run (an arbitrary constant, unique in this app). */
export const RETENTION_LOCK_KEY = 740_015;

/** Rows deleted or anonymised per statement, so no run holds huge locks or builds huge WAL at once. */
export const RETENTION_BATCH_SIZE = 1_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one run did, per resource type. */
export interface RetentionRun {
  skipped: boolean;
  deleted: Partial<Record<RetentionResourceType, number>>;
  anonymized: Partial<Record<RetentionResourceType, number>>;
}

/** Inserts the policies of RETENTION_POLICIES that the table does not hold yet (by resource type). */
export async function seedRetentionPolicies(db: Executor): Promise<void> {
  const existing = await db.select({ resourceType: dataRetentionPolicies.resourceType }).from(dataRetentionPolicies);
  const have = new Set(existing.map((r) => r.resourceType));
  const missing = RETENTION_POLICIES.filter((p) => !have.has(p.resourceType));
  if (missing.length === 0) return;
  await db
    .insert(dataRetentionPolicies)
    .values(
      missing.map((p) => ({
        resourceType: p.resourceType,
        retentionPeriodDays: p.retentionPeriodDays,
        anonymizeAfterDays: p.anonymizeAfterDays,
        autoDeleteEnabled: true,
      })),
    )
    .onConflictDoNothing();
}

/** Deletes, batch by batch, the ids `select` finds; returns how many went. */
async function inBatches(select: () => Promise<number[]>, remove: (ids: number[]) => Promise<unknown>) {
  let total = 0;
  for (;;) {
    const ids = await select();
    if (ids.length === 0) return total;
    await remove(ids);
    total += ids.length;
    if (ids.length < RETENTION_BATCH_SIZE) return total;
  }
}

/** The ids of the next batch of `table` rows matching `where`. */
function nextBatch(tx: Executor, table: typeof auditLogs | typeof aiRuns, where: SQL | undefined) {
  return async () =>
    (await tx.select({ id: table.id }).from(table).where(where).limit(RETENTION_BATCH_SIZE)).map((r) => r.id);
}

async function applyPolicy(
  tx: Executor,
  type: string,
  cutoff: Date,
  anonymizeCutoff: Date | null,
  run: RetentionRun,
): Promise<void> {
  const key = type as RetentionResourceType;
  if (type === "audit_logs") {
    run.deleted[key] = await inBatches(nextBatch(tx, auditLogs, lt(auditLogs.timestamp, cutoff)), (ids) =>
      tx.delete(auditLogs).where(inArray(auditLogs.id, ids)),
    );
    if (anonymizeCutoff) {
      const due = and(lt(auditLogs.timestamp, anonymizeCutoff), ne(auditLogs.ipAddress, ANONYMIZED_IP));
      run.anonymized[key] = await inBatches(nextBatch(tx, auditLogs, due), (ids) =>
        tx.update(auditLogs).set({ ipAddress: ANONYMIZED_IP, userAgent: null }).where(inArray(auditLogs.id, ids)),
      );
    }
  } else if (type === "ai_runs") {
    run.deleted[key] = await inBatches(nextBatch(tx, aiRuns, lt(aiRuns.createdAt, cutoff)), (ids) =>
      tx.delete(aiRuns).where(inArray(aiRuns.id, ids)),
    );
  } else if (type === "sessions") {
    run.deleted[key] = (
      await tx.delete(sessions).where(lt(sessions.expire, cutoff)).returning({ sid: sessions.sid })
    ).length;
  } else if (type === "rate_limit_counters") {
    run.deleted[key] = (
      await tx
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.resetAt, cutoff))
        .returning({ key: rateLimitCounters.key })
    ).length;
  }
}

/**
 * Runs the retention policies once, as of `now` (tests move the clock forward).
 * @param options.whileLocked - awaited while the lock is held (tests hold a run open to show that
 *   a second instance skips)
 * @returns what was deleted and anonymised, or `{ skipped: true }` when another run holds the lock
 */
export async function runRetention(
  db: Database,
  options: { now?: Date; whileLocked?: () => Promise<void> } = {},
): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const run: RetentionRun = { skipped: false, deleted: {}, anonymized: {} };
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}::bigint) as locked`);
    const locked = (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return { ...run, skipped: true };
    await options.whileLocked?.();
    await seedRetentionPolicies(tx);
    const policies = await tx
      .select()
      .from(dataRetentionPolicies)
      .where(eq(dataRetentionPolicies.autoDeleteEnabled, true));
    for (const policy of policies) {
      const cutoff = new Date(now.getTime() - policy.retentionPeriodDays * DAY_MS);
      const anonymizeCutoff =
        policy.anonymizeAfterDays === null ? null : new Date(now.getTime() - policy.anonymizeAfterDays * DAY_MS);
      await applyPolicy(tx, policy.resourceType, cutoff, anonymizeCutoff, run);
    }
    await tx.insert(auditLogs).values({
      userId: null,
      action: "retention.run",
      resource: "data_retention",
      ipAddress: "server",
      outcome: "success",
      timestamp: now,
      details: { deleted: run.deleted, anonymized: run.anonymized },
    });
    return run;
  });
}

/**
 * Runs {@link runRetention} every `intervalMs` (default hourly, first run a minute after start)
 * on every instance; the lock makes all but one skip. Returns a stop function.
 */
export function scheduleRetention(
  db: Database,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  intervalMs = 60 * 60 * 1000,
): () => void {
  const tick = () =>
    runRetention(db).then(
      (run) => {
        if (!run.skipped) log.info({ deleted: run.deleted, anonymized: run.anonymized }, "retention run");
      },
      (err: unknown) => log.error({ err }, "retention run failed"),
    );
  const first = setTimeout(tick, Math.min(60_000, intervalMs));
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
