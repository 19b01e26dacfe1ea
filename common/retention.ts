/**
 * Retention figures (issue #15), kept apart from the zod schemas of governance.ts so that pages
 * stating them (privacy policy, terms, landing) do not download zod (issue #13).
 */

/** Days in a year, for turning the policy's months and years into retention days. */
export const DAYS_PER_YEAR = 365;

/**
 * Retention of what the database keeps beyond the user's own courses (SPEC §3
 * data_retention_policies; seeded from these rows, enforced by the retention job):
 * - audit_logs: kept 7 years (privacy policy: audit trails "up to 7 years"); their technical
 *   data (IP address, user agent) is removed after 12 months ("technical logs up to 12 months").
 * - ai_runs: technical records of AI calls (no prompt or answer text), 12 months.
 * - sessions: until they expire (7 days idle, 30 days at most); 0 = as soon as expired.
 * - rate_limit_counters: 1 day after their window ended.
 */
export const RETENTION_POLICIES = [
  { resourceType: "audit_logs", retentionPeriodDays: 7 * DAYS_PER_YEAR, anonymizeAfterDays: DAYS_PER_YEAR },
  { resourceType: "ai_runs", retentionPeriodDays: DAYS_PER_YEAR, anonymizeAfterDays: null },
  { resourceType: "sessions", retentionPeriodDays: 0, anonymizeAfterDays: null },
  { resourceType: "rate_limit_counters", retentionPeriodDays: 1, anonymizeAfterDays: null },
] as const satisfies readonly {
  resourceType: string;
  retentionPeriodDays: number;
  anonymizeAfterDays: number | null;
}[];

export type RetentionResourceType = (typeof RETENTION_POLICIES)[number]["resourceType"];

/** The figures the policy pages state, derived from {@link RETENTION_POLICIES}. */
export const RETENTION_FIGURES = {
  /** Technical logs (IP addresses, user agents, AI call records): months. */
  technicalLogMonths: 12,
  /** Audit trails: years. */
  auditTrailYears: RETENTION_POLICIES[0].retentionPeriodDays / DAYS_PER_YEAR,
} as const;
