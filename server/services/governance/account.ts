/**
 * Deleting an account (issue #15; GDPR Art. 17): the user's courses (with everything that hangs
 * off them), accessibility settings, consents, AI run records and sessions go; the audit trail
 * stays, as the privacy policy says, but anonymised: no user id, no IP address, no user agent.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLogs, courses, sessions, users } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { Executor } from "../../db/executor.ts";

/** What an anonymised audit row shows instead of the client's address. */
export const ANONYMIZED_IP = "anonymized";

/** Anonymises the audit rows matching `where`: the IP address and user agent are removed. */
export async function anonymizeAuditRows(db: Executor, where: ReturnType<typeof eq>): Promise<number> {
  const rows = await db
    .update(auditLogs)
    .set({ ipAddress: ANONYMIZED_IP, userAgent: null })
    .where(where)
    .returning({ id: auditLogs.id });
  return rows.length;
}

/**
 * Deletes the account of `userId` after checking the typed confirmation.
 * @param confirmEmail - the account's e-mail as the user typed it (trimmed, lower-cased)
 * @returns how many courses were deleted (and their ids, whose stored files the caller removes) and
 *   audit rows anonymised
 * @throws HttpError 400 "confirmEmail: ..." when the confirmation does not match; 404 when the
 *   account no longer exists
 */
export async function deleteAccount(db: Database, userId: string, confirmEmail: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, "Account not found");
    const expected = (user.email ?? "delete my account").toLowerCase();
    if (confirmEmail !== expected) {
      throw new HttpError(
        400,
        `confirmEmail: type ${user.email ? "your email address" : '"delete my account"'} exactly to confirm`,
      );
    }
    const anonymized = await anonymizeAuditRows(tx, eq(auditLogs.userId, userId));
    const removedCourses = await tx.delete(courses).where(eq(courses.userId, userId)).returning({ id: courses.id });
    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
    // Cascades: accessibility_settings, ferpa_consents, ai_runs; audit_logs.user_id becomes null.
    await tx.delete(users).where(eq(users.id, userId));
    return {
      courses: removedCourses.length,
      courseIds: removedCourses.map((c) => c.id),
      auditRowsAnonymized: anonymized,
    };
  });
}
