/**
 * Who a single sign-on user is in Coursewright (DESIGN.md §3 "Sign-in"): a stable `users.id`
 * derived from the provider's issuer and the user's subject, and a profile refreshed from the
 * claims on every sign-in. Accounts are never merged by email: an email that already belongs to
 * another account refuses the sign-in instead (a provider's email claim is not proof that the
 * person owns the local account with that address).
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { SessionUser } from "./guard.ts";

/**
 * Namespace of the UUID v5 ids of single sign-on users. Fixed forever: changing it would give
 * every SSO user a new id and orphan their courses.
 */
export const OIDC_USER_ID_NAMESPACE = "3f0d7c52-8a4e-4b61-9a57-2c1e5d0b8f94";

/**
 * A name-based UUID, version 5 (SHA-1), as RFC 9562 §5.5 defines it.
 * @param name - any text, hashed as UTF-8
 * @param namespace - a UUID in its 36-character form
 * @returns the lower-case 36-character UUID
 */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `users.id` of the person `sub` at the provider `issuer`. OpenID Connect Core §5.7: only
 * `iss` + `sub` together identify a user stably; email and names may change. The same pair always
 * gives the same id, so no extra column or migration is needed; local accounts use random (v4)
 * UUIDs, which never equal a v5 one.
 * @param issuer - the ID token's `iss`, exactly as the provider writes it
 * @param sub - the ID token's `sub`
 */
export function oidcUserId(issuer: string, sub: string): string {
  return uuidV5(JSON.stringify([issuer, sub]), OIDC_USER_ID_NAMESPACE);
}

/** The profile fields that claims provide; `undefined` = the claim was absent, keep what we had. */
export interface OidcProfile {
  email: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  profileImageUrl: string | undefined;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * Maps OpenID Connect standard claims (Core §5.1) to our profile: `email` (trimmed, lower-cased,
 * like local sign-up), `given_name` / `family_name`, else `name` split at its first space (Entra ID
 * sends only `name` by default), and `picture` when it is an https URL (the CSP allows only those
 * images). Names are cut at 100 characters, as on the sign-up form.
 */
export function profileFromClaims(claims: Record<string, unknown>): OidcProfile {
  const email = text(claims.email, 254)?.toLowerCase();
  let firstName = text(claims.given_name, 100);
  let lastName = text(claims.family_name, 100);
  const name = text(claims.name, 201);
  if (firstName === undefined && lastName === undefined && name) {
    const space = name.indexOf(" ");
    firstName = (space < 0 ? name : name.slice(0, space)).slice(0, 100);
    lastName =
      space < 0
        ? undefined
        : name
            .slice(space + 1)
            .trim()
            .slice(0, 100) || undefined;
  }
  const picture = text(claims.picture, 2048);
  return {
    email: email?.includes("@") ? email : undefined,
    firstName,
    lastName,
    profileImageUrl: picture?.startsWith("https://") ? picture : undefined,
  };
}

/** What signing in a provider's user came to. */
export type OidcUserResult =
  | { kind: "signed-in"; user: SessionUser; created: boolean }
  /** The claimed email belongs to another account; `localAccount` = that one has a password. */
  | { kind: "email-taken"; localAccount: boolean };

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Finds or creates the user `sub` at `issuer` and refreshes their profile from `claims`
 * ({@link profileFromClaims}); `passwordHash` stays null. A claim absent this time keeps the stored
 * value.
 * @returns the user, or "email-taken" when another account (local or from another issuer) already
 *   has the claimed email: nothing is changed then.
 */
export async function upsertOidcUser(
  db: Database,
  issuer: string,
  sub: string,
  claims: Record<string, unknown>,
): Promise<OidcUserResult> {
  const id = oidcUserId(issuer, sub);
  const profile = profileFromClaims(claims);
  if (profile.email) {
    const [owner] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, profile.email));
    if (owner && owner.id !== id) return { kind: "email-taken", localAccount: owner.passwordHash !== null };
  }
  const changes = Object.fromEntries(
    Object.entries(profile).filter(([, v]) => v !== undefined),
  ) as Partial<OidcProfile>;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  try {
    const [row] = existing
      ? await db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning()
      : await db
          .insert(users)
          .values({ id, ...changes })
          .onConflictDoUpdate({ target: users.id, set: { ...changes, updatedAt: new Date() } })
          .returning();
    const user: SessionUser = {
      id: row!.id,
      email: row!.email,
      firstName: row!.firstName,
      lastName: row!.lastName,
      profileImageUrl: row!.profileImageUrl,
    };
    return { kind: "signed-in", user, created: !existing };
  } catch (err) {
    // Another request took the email between the check and the write.
    if (isUniqueViolation(err)) return { kind: "email-taken", localAccount: false };
    throw err;
  }
}
