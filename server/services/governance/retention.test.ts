import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION_POLICIES } from "../../../common/governance.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { aiRuns, auditLogs, dataRetentionPolicies, rateLimitCounters, sessions, users } from "../../db/schema.ts";
import { testDatabases } from "../../test/harness.ts";
import { runRetention, seedRetentionPolicies } from "./retention.ts";

const DAY = 24 * 60 * 60 * 1000;

for (const kind of testDatabases()) {
  describe(`retention job (${kind.name})`, () => {
    let database: DatabaseHandle;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);

    beforeAll(async () => {
      database = await kind.open();
      await database.migrate();
      const { db } = database;
      await db.insert(users).values({ id: "u1", email: "u1@example.edu" });
      await db.insert(auditLogs).values(
        [10, 364, 366, 2554, 2556].map((days) => ({
          userId: "u1",
          action: `probe.${days}`,
          resource: "probe",
          ipAddress: "203.0.113.5",
          userAgent: "Firefox",
          outcome: "success",
          timestamp: ago(days),
        })),
      );
      await db.insert(aiRuns).values(
        [10, 366].map((days) => ({
          userId: "u1",
          kind: "quiz",
          provider: "offline",
          durationMs: 5,
          createdAt: ago(days),
        })),
      );
      await db.insert(sessions).values([
        { sid: "expired", sess: {}, expire: ago(1) },
        { sid: "live", sess: {}, expire: new Date(now.getTime() + DAY) },
      ]);
      await db.insert(rateLimitCounters).values([
        { key: "old", count: 3, resetAt: ago(2) },
        { key: "recent", count: 3, resetAt: ago(0.5) },
      ]);
    });
    afterAll(() => database?.close());

    const probes = async () =>
      (
        await database.db.select().from(auditLogs).where(eq(auditLogs.resource, "probe")).orderBy(asc(auditLogs.id))
      ).map((r) => ({ action: r.action, ipAddress: r.ipAddress, userAgent: r.userAgent }));

    it("seeds the policies the privacy policy states, once", async () => {
      await seedRetentionPolicies(database.db);
      await seedRetentionPolicies(database.db);
      const rows = await database.db.select().from(dataRetentionPolicies);
      expect(rows).toHaveLength(RETENTION_POLICIES.length);
      expect(rows.find((r) => r.resourceType === "audit_logs")).toMatchObject({
        retentionPeriodDays: 2555,
        anonymizeAfterDays: 365,
        autoDeleteEnabled: true,
      });
    });

    it("deletes exactly what is past its period and anonymises audit rows older than a year", async () => {
      const run = await runRetention(database.db, { now });
      expect(run).toEqual({
        skipped: false,
        deleted: { audit_logs: 1, ai_runs: 1, sessions: 1, rate_limit_counters: 1 },
        anonymized: { audit_logs: 2 },
      });
      const kept = { ipAddress: "203.0.113.5", userAgent: "Firefox" };
      const anonymous = { ipAddress: "anonymized", userAgent: null };
      expect(await probes()).toEqual([
        { action: "probe.10", ...kept },
        { action: "probe.364", ...kept },
        { action: "probe.366", ...anonymous },
        { action: "probe.2554", ...anonymous },
      ]);
      expect((await database.db.select().from(aiRuns)).map((r) => r.createdAt)).toEqual([ago(10)]);
      expect((await database.db.select().from(sessions)).map((s) => s.sid)).toEqual(["live"]);
      expect((await database.db.select().from(rateLimitCounters)).map((c) => c.key)).toEqual(["recent"]);
      const [record] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, "retention.run"));
      expect(record).toMatchObject({ userId: null, outcome: "success", details: { deleted: run.deleted } });
    });

    it("with the clock moved forward two years, acts on what has become due and nothing else", async () => {
      const later = new Date(now.getTime() + 2 * 365 * DAY);
      const run = await runRetention(database.db, { now: later });
      expect(run.deleted.audit_logs).toBe(1); // probe.2554 is now 7 years and 2 months old
      expect(run.anonymized.audit_logs).toBe(3); // probe.10, probe.364 and the first run's record
      expect((await probes()).map((p) => [p.action, p.ipAddress])).toEqual([
        ["probe.10", "anonymized"],
        ["probe.364", "anonymized"],
        ["probe.366", "anonymized"],
      ]);
      expect(await database.db.select().from(aiRuns)).toEqual([]);
    });
  });
}

// Two app instances share one PostgreSQL server; PGlite is embedded in one process, so only one runs.
for (const kind of testDatabases().filter((k) => k.name === "postgres")) {
  describe("retention job across instances (postgres)", () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await kind.open();
      await database.migrate();
    });
    afterAll(() => database?.close());

    it("never runs twice at once: a second instance skips while one holds the lock", async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = runRetention(database.db, {
        whileLocked: async () => {
          entered();
          await held;
        },
      });
      await inside;
      const second = await runRetention(database.db);
      expect(second.skipped).toBe(true);
      release();
      expect((await first).skipped).toBe(false);
      expect((await runRetention(database.db)).skipped).toBe(false);
    });
  });
}
