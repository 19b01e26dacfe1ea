/**
 * Consent to read course content from an LMS (issue #15; SPEC §3 ferpa_consents). Every decision
 * is a new row, so the history stays when consent is revoked; the newest row of a type decides,
 * and a granted consent lapses after {@link CONSENT_VALID_DAYS} days.
 */
import { and, desc, eq } from "drizzle-orm";
import {
  CONSENT_TYPES,
  CONSENT_VALID_DAYS,
  type ConsentRecord,
  type ConsentStatus,
  type ConsentType,
} from "../../../common/governance.ts";
import type { Database } from "../../db/client.ts";
import { ferpaConsents } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The message of the 403 an LMS call answers without consent. */
export const LMS_CONSENT_REQUIRED =
  "Before connecting to an LMS, agree to let Coursewright read your course content (LMS Integration page, 'Allow reading course content'). You can revoke this at any time.";

type ConsentRow = typeof ferpaConsents.$inferSelect;

function present(row: ConsentRow): ConsentRecord {
  return {
    id: row.id,
    consentType: row.consentType as ConsentType,
    granted: row.granted,
    timestamp: row.timestamp.toISOString(),
    ipAddress: row.ipAddress,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

function inForce(row: ConsentRow | undefined, now: Date): boolean {
  return !!row && row.granted && (!row.expiresAt || row.expiresAt.getTime() > now.getTime());
}

/** Records a decision (granted or revoked) with the client's address; returns the new status. */
export async function recordConsent(
  db: Database,
  userId: string,
  decision: { consentType: ConsentType; granted: boolean; ipAddress: string },
  now = new Date(),
): Promise<ConsentStatus> {
  await db.insert(ferpaConsents).values({
    userId,
    consentType: decision.consentType,
    granted: decision.granted,
    ipAddress: decision.ipAddress,
    timestamp: now,
    expiresAt: decision.granted ? new Date(now.getTime() + CONSENT_VALID_DAYS * DAY_MS) : null,
  });
  return consentStatus(db, userId, now);
}

/** Every decision of the user, newest first, and which consents are in force at `now`. */
export async function consentStatus(db: Database, userId: string, now = new Date()): Promise<ConsentStatus> {
  const rows = await db
    .select()
    .from(ferpaConsents)
    .where(eq(ferpaConsents.userId, userId))
    .orderBy(desc(ferpaConsents.timestamp), desc(ferpaConsents.id));
  const active = Object.fromEntries(
    CONSENT_TYPES.map((type) => {
      const newest = rows.find((r) => r.consentType === type);
      return [type, inForce(newest, now) ? present(newest!) : null];
    }),
  ) as ConsentStatus["active"];
  return { active, history: rows.map(present) };
}

/**
 * @throws HttpError 403 {@link LMS_CONSENT_REQUIRED} unless the user's newest decision on
 *   `consentType` grants it and has not expired.
 */
export async function assertConsent(db: Database, userId: string, consentType: ConsentType, now = new Date()) {
  const [newest] = await db
    .select()
    .from(ferpaConsents)
    .where(and(eq(ferpaConsents.userId, userId), eq(ferpaConsents.consentType, consentType)))
    .orderBy(desc(ferpaConsents.timestamp), desc(ferpaConsents.id))
    .limit(1);
  if (!inForce(newest, now)) throw new HttpError(403, LMS_CONSENT_REQUIRED);
}
