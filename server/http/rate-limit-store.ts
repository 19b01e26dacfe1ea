/**
 * Request limits that hold across app instances (issue #14; DESIGN §1 "any instance can serve
 * any request"): fixed-window counters in the `rate_limit_counters` table, incremented in one
 * atomic upsert on the database's clock. With N instances behind a load balancer an attacker gets
 * the limit once, not N times (the in-memory store of @fastify/rate-limit counted per process).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema.ts";

/** A counter after an increment: hits in the current window and ms until it resets. */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/** Roughly one increment in this many also deletes windows that ended over an hour ago. */
const SWEEP_EVERY = 200;

/**
 * Adds one hit to `key` in its current window of `windowMs` (a new window starts when the last
 * one has ended) and returns the state after it.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number): Promise<CounterState> {
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  const result = await db.execute<{ count: number; ttl_ms: number }>(sql`
    insert into rate_limit_counters (key, count, reset_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
      reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
    returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::integer as ttl_ms`);
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < now() - interval '1 hour'`);
  }
  const row = (result as unknown as { rows: { count: number; ttl_ms: number }[] }).rows[0]!;
  return { count: Number(row.count), ttlMs: Number(row.ttl_ms) };
}

/** Forgets `key` (e.g. an account's failed sign-ins after a successful one). */
export async function resetCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/**
 * A store for @fastify/rate-limit (its `store` option; interface FastifyRateLimitStore) backed by
 * {@link incrementCounter}. Each route's counters are kept apart by a key prefix, as the
 * plugin's Redis store does.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      readonly prefix = "rl:",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      incrementCounter(db, `${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /**
     * The store of one route or of one `rateLimit()` scope. At run time the plugin passes its merged
     * parameters, whose `routeInfo` is the route's options (empty for a scope), not the typed shape.
     */
    child(params: object) {
      const info = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const { method, url } = info ?? {};
      const route = url ? `${Array.isArray(method) ? method.join(",") : method}${url}` : "scope";
      return new DatabaseRateLimitStore({}, `${this.prefix}${route}:`);
    }
  };
}
