/**
 * The user's own activity trail (issue #15): their audit_logs rows, newest first, in keyset pages,
 * with a sentence for each action.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { ActivityEntry, ActivityPage, activityQuerySchema } from "../../../common/governance.ts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { auditLogs } from "../../db/schema.ts";

/** Verbs for the audited actions ("course.create" -> "Created course"). */
const ACTION_WORDS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  reorder: "Reordered",
  login: "Signed in",
  logout: "Signed out",
  register: "Created the account",
  connect: "Connected to",
  import: "Imported",
  import_cartridge: "Imported a Common Cartridge as",
  export_cartridge: "Exported as a Common Cartridge:",
  analyze: "Analyzed the quality of",
  consent: "Recorded a consent:",
};

type Row = typeof auditLogs.$inferSelect;

/** One sentence for an audit row, e.g. 'Created course "Cell Biology"' or 'Signed in (failed)'. */
export function summarize(row: Row): string {
  const [resourceName, verb = ""] = row.action.includes(".") ? row.action.split(".", 2) : [row.resource, row.action];
  const details = (row.details ?? {}) as Record<string, unknown>;
  const word = ACTION_WORDS[verb ?? ""] ?? row.action;
  const title = typeof details.title === "string" ? ` "${details.title}"` : "";
  const subject = resourceName === "auth" || resourceName === "session" ? "" : ` ${resourceName?.replace(/_/g, " ")}`;
  const failed = row.outcome === "success" ? "" : " (failed)";
  return `${word}${subject}${title}${failed}`.replace(/\s+/g, " ").trim();
}

function present(row: Row): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    summary: summarize(row),
    resource: row.resource,
    resourceId: row.resourceId,
    timestamp: row.timestamp.toISOString(),
    ipAddress: row.ipAddress,
    outcome: row.outcome,
  };
}

/** A page of `userId`'s activity, newest first, filtered by resource and outcome. */
export async function listActivity(
  db: Database,
  userId: string,
  query: z.output<typeof activityQuerySchema>,
): Promise<ActivityPage> {
  const filters: SQL[] = [eq(auditLogs.userId, userId)];
  if (query.before) filters.push(lt(auditLogs.id, query.before));
  if (query.resource) filters.push(eq(auditLogs.resource, query.resource));
  if (query.outcome) filters.push(eq(auditLogs.outcome, query.outcome));
  const rows = await db
    .select()
    .from(auditLogs)
    .where(and(...filters))
    .orderBy(desc(auditLogs.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { entries: page.map(present), nextBefore: rows.length > query.limit ? page.at(-1)!.id : null };
}
