/**
 * Governance (issue #15): what the privacy policy promises, as data both sides read. Consent to
 * read LMS course content (FERPA), retention figures, the account's own activity trail, and the
 * request bodies of the account endpoints.
 */
import { z } from "zod";
import { MAX_ID } from "./schema-helpers.ts";

export { RETENTION_FIGURES, RETENTION_POLICIES, type RetentionResourceType } from "./retention.ts";

// --- consent ----------------------------------------------------------------------------------

/** Kinds of consent the product asks for. `lms_course_content`: reading course content from an LMS. */
export const CONSENT_TYPES = ["lms_course_content"] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** How long a consent lasts before it is asked for again: one year, in days. */
export const CONSENT_VALID_DAYS = 365;

/** Body of `POST /api/consents`: give (`granted: true`) or revoke (`false`) one consent. */
export const consentRequestSchema = z.object({
  consentType: z.enum(CONSENT_TYPES, { error: () => `consentType must be one of ${CONSENT_TYPES.join(", ")}` }),
  granted: z.boolean({ error: () => "granted must be true or false" }),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** One recorded decision (ferpa_consents row) as the API returns it; dates are ISO 8601. */
export interface ConsentRecord {
  id: number;
  consentType: ConsentType;
  granted: boolean;
  timestamp: string;
  ipAddress: string;
  expiresAt: string | null;
}

/** `GET /api/consents`: whether each consent is in force now, and every decision, newest first. */
export interface ConsentStatus {
  active: Record<ConsentType, ConsentRecord | null>;
  history: ConsentRecord[];
}

// --- account ----------------------------------------------------------------------------------

/** Body of `DELETE /api/account`: the account's e-mail typed again, as confirmation. */
export const deleteAccountSchema = z.object({
  confirmEmail: z
    .string({ error: () => "Type your email address to confirm." })
    .trim()
    .toLowerCase()
    .min(1, "Type your email address to confirm."),
});

// --- activity ---------------------------------------------------------------------------------

/** Outcomes of an audited request. */
export const ACTIVITY_OUTCOMES = ["success", "failure"] as const;

/** Rows per page of the activity trail. */
export const ACTIVITY_PAGE_SIZE = 25;

/** Query of `GET /api/activity`: a keyset page (older than `before`), optionally filtered. */
export const activityQuerySchema = z.object({
  before: z.coerce
    .number({ error: () => "before must be a number" })
    .int("before must be a whole number")
    .positive("before must be a positive integer")
    .max(MAX_ID, `before must be at most ${MAX_ID}`)
    .optional(),
  limit: z.coerce
    .number({ error: () => "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(ACTIVITY_PAGE_SIZE),
  resource: z
    .string()
    .trim()
    .max(50, "resource must be at most 50 characters")
    .regex(/^[a-z_]*$/, "resource must be a resource name such as course")
    .optional(),
  outcome: z.enum(ACTIVITY_OUTCOMES, { error: () => "outcome must be success or failure" }).optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** One line of the user's activity trail. */
export interface ActivityEntry {
  id: number;
  action: string;
  /** What happened, in words: "Created course “Cell Biology”". */
  summary: string;
  resource: string;
  resourceId: string | null;
  timestamp: string;
  ipAddress: string;
  outcome: string;
}

/** `GET /api/activity`: a page of entries, newest first; `nextBefore` asks for the next page. */
export interface ActivityPage {
  entries: ActivityEntry[];
  nextBefore: number | null;
}
