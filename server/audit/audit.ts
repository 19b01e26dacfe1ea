/**
 * Audit trail (SPEC §3 audit_logs): every state-changing request (POST, PUT, PATCH, DELETE, and
 * routes marked `config.audit.always` such as GET /api/logout) writes one row with the user, the
 * action, the resource, the client's address and user agent, the outcome and details. Details
 * never hold request bodies, query strings or headers, so no password or token reaches the table.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { preparedQuery } from "../db/prepared.ts";
import { auditLogs } from "../db/schema.ts";
import { jsonSafe } from "../http/unsafe-text.ts";

/** How a route names itself in the audit trail. */
export interface AuditRouteConfig {
  /** e.g. "course.create" */
  action: string;
  /** e.g. "course" */
  resource: string;
  /** Audit this route even though its method is GET. */
  always?: boolean;
}

/** What a handler adds to its request's audit row. */
export interface AuditContext {
  userId: string | null;
  resourceId?: string;
  details?: Record<string, unknown>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig;
  }
  interface FastifyRequest {
    audit: AuditContext;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type AuditRow = typeof auditLogs.$inferInsert;

/** Most rows written in one INSERT. */
const MAX_BATCH_ROWS = 200;

/** Batches up to this many rows go through a prepared INSERT (one per size); larger ones are built each time. */
const MAX_PREPARED_ROWS = 32;

const AUDIT_COLUMNS = [
  "userId",
  "action",
  "resource",
  "resourceId",
  "ipAddress",
  "userAgent",
  "outcome",
  "details",
] as const;

/** The values of row `i` of a prepared audit INSERT, as placeholders. */
function placeholderRow(i: number) {
  const p = (column: (typeof AUDIT_COLUMNS)[number]) => sql.placeholder(`${column}${i}`);
  return {
    userId: p("userId"),
    action: p("action"),
    resource: p("resource"),
    resourceId: p("resourceId"),
    ipAddress: p("ipAddress"),
    userAgent: p("userAgent"),
    outcome: p("outcome"),
    details: p("details"),
  };
}

/**
 * Inserts audit rows. Batches of up to {@link MAX_PREPARED_ROWS} rows use a prepared INSERT for
 * their size (issue #13: drizzle building the SQL of every audit INSERT was about a tenth of the
 * CPU of a POST); the statement has a placeholder per column per row, so values never enter SQL.
 */
function insertAuditRows(db: Database, rows: AuditRow[]): Promise<unknown> {
  if (rows.length > MAX_PREPARED_ROWS) return db.insert(auditLogs).values(rows);
  const name = `insert_audit_rows_${rows.length}`;
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const column of AUDIT_COLUMNS) values[`${column}${i}`] = row[column] ?? null;
  });
  return preparedQuery(db, name, (d) =>
    d
      .insert(auditLogs)
      .values(rows.map((_, i) => placeholderRow(i)))
      .prepare(name),
  ).execute(values);
}

/**
 * Group commit for audit rows (issue #13): a row is written at once when no write is under way;
 * rows that arrive while one is under way wait for it and then go together in one multi-row
 * INSERT. Each caller's promise settles when its own row's INSERT has finished, so a response is
 * still sent only after its audit row is stored, and under load N requests cost one round trip
 * instead of N. A failed batch is retried row by row; a row that still fails goes to `onFailure`.
 * Never rejects.
 */
export function createAuditWriter(db: Database, onFailure: (err: unknown, rows: AuditRow[]) => void) {
  let queue: { row: AuditRow; done: () => void }[] = [];
  let draining: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH_ROWS);
      queue = queue.slice(batch.length);
      const rows = batch.map((entry) => entry.row);
      try {
        await insertAuditRows(db, rows);
      } catch (err) {
        // One bad row must not cost the others: retried one by one.
        if (rows.length === 1) onFailure(err, rows);
        else for (const row of rows) await insertAuditRows(db, [row]).catch((e: unknown) => onFailure(e, [row]));
      }
      for (const entry of batch) entry.done();
    }
    draining = null;
  }

  return {
    /** Resolves once the row is stored (or reported to `onFailure`). */
    write(row: AuditRow): Promise<void> {
      const stored = new Promise<void>((done) => queue.push({ row, done }));
      draining ??= drain();
      return stored;
    },
    /** Resolves when every row handed in so far is written. */
    async idle(): Promise<void> {
      while (draining) await draining;
    },
  };
}

function fallbackAction(request: FastifyRequest): AuditRouteConfig {
  const pattern = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  const resource = pattern.split("/").filter((s) => s && s !== "api" && !s.startsWith(":"))[0] ?? "unknown";
  return { action: `${request.method} ${pattern}`, resource };
}

async function auditPlugin(app: FastifyInstance, opts: { db: Database }) {
  // The user's change already happened (or failed on its own); rows that could not be written go
  // to the log instead, so a request during a database outage still leaves a trace. Details hold
  // no secrets (see the module comment); the user agent is left out.
  const writer = createAuditWriter(opts.db, (err, rows) => {
    for (const { userAgent: _userAgent, ...trace } of rows)
      app.log.error({ err, audit: trace }, "audit log write failed");
  });
  app.addHook("onClose", () => writer.idle());
  app.decorateRequest("audit", null as unknown as AuditContext);
  app.addHook("onRequest", async (request) => {
    request.audit = { userId: request.session?.userId ?? null };
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const config = request.routeOptions.config?.audit;
    if (!STATE_CHANGING.has(request.method) && !config?.always) return payload;
    const { action, resource } = config ?? fallbackAction(request);
    const context: AuditContext = request.audit ?? { userId: request.session?.userId ?? null };
    const params = (request.params ?? {}) as Record<string, unknown>;
    const resourceId = context.resourceId ?? (params.id !== undefined ? String(params.id) : null);
    const row = {
      userId: context.userId,
      action,
      resource,
      resourceId: resourceId === null ? null : (jsonSafe(resourceId) as string),
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"]
        ? (jsonSafe(request.headers["user-agent"].slice(0, 512)) as string)
        : null,
      outcome: reply.statusCode < 400 ? "success" : "failure",
      details: jsonSafe({ statusCode: reply.statusCode, ...context.details }) as Record<string, unknown>,
    };
    await writer.write(row);
    return payload;
  });
}

/** Registers the audit hooks on the whole app. */
export default fp(auditPlugin, { name: "audit" });
