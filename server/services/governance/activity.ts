/**
 * The user's own activity trail (issue #15): their audit_logs rows, newest first, in keyset pages,
 * with a sentence for each action.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { ActivityEntry, ActivityPage, activityQuerySchema } from "../../../common/governance.ts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { auditLogs } from "../../db/schema.ts";

/** Whole sentences for actions that are not "<resource> <verb>ed". */
const SENTENCES: Record<string, (details: Record<string, unknown>) => string> = {
  "auth.login": () => "Signed in",
  "auth.oidc.callback": () => "Signed in with your organisation account",
  "auth.logout": () => "Signed out",
  "auth.register": () => "Account created",
  "accessibility_settings.update": () => "Accessibility settings updated",
  "consent.update": (d) =>
    d.granted ? "Consent given to read LMS course content" : "Consent to read LMS course content revoked",
  "lms.connect": () => "Connected to an LMS",
  "lms.import": () => "Course imported from an LMS",
  "lms.import_cartridge": () => "Course imported from a Common Cartridge",
  "course.export_cartridge": () => "Course exported as a Common Cartridge",
  "quality.analyze": () => "Course quality analyzed",
  "suggestion.apply": (d) =>
    typeof d.title === "string" ? `AI suggestion applied: ${d.title}` : "AI suggestion applied",
  "account.export": () => "Your data downloaded",
  "account.delete": () => "Account deleted",
  "ai.objectives": () => "AI learning objectives generated",
  "ai.suggestions": () => "AI content suggestions generated",
  "ai.insights": () => "AI pedagogical insights generated",
  "ai.quiz": () => "AI quiz questions generated",
  "ai.activities": () => "AI activity ideas generated",
  "ai.outline": () => "AI course outline generated",
};

/** Past tenses of the editing verbs. */
const PAST: Record<string, string> = { create: "created", update: "updated", delete: "deleted", reorder: "reordered" };

type Row = typeof auditLogs.$inferSelect;

/**
 * One sentence for an audit row in the Dashboard's style (SPEC §2 'Course "X" updated'):
 * 'Course "Cell Biology" created', 'Module updated', 'Signed in (failed)'.
 */
export function summarize(row: Row): string {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const [resource = row.resource, verb = ""] = row.action.split(".", 2);
  const sentence = SENTENCES[row.action];
  const title = typeof details.title === "string" ? ` "${details.title}"` : "";
  const name = resource.replace(/_/g, " ");
  const text = sentence
    ? sentence(details)
    : PAST[verb]
      ? `${name.charAt(0).toUpperCase()}${name.slice(1)}${title} ${PAST[verb]}`
      : row.action;
  return row.outcome === "success" ? text : `${text} (failed)`;
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
