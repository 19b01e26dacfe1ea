/**
 * The `requireUser` guard: routes behind it run only for a signed-in user, who comes from the
 * session (never from the body, DESIGN.md §3). Others get 401 {"message":"Unauthorized"}.
 */
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "./session-store.ts";

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

declare module "fastify" {
  interface Session {
    userId?: string;
    /** When the user signed in (ms since epoch): the session ends {@link SESSION_MAX_AGE_MS} later. */
    signedInAt?: number;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * Loads the session's user, or null when signed out, the account no longer exists, or the
 * session is older than its absolute lifetime (then it is ended here). The user normally came
 * with the session row (session-store.ts `loadedUser`); only a session started in this request
 * costs a query.
 */
export async function loadSessionUser(db: Database, request: FastifyRequest): Promise<SessionUser | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const signedInAt = request.session.signedInAt ?? 0;
  if (Date.now() - signedInAt > SESSION_MAX_AGE_MS) {
    await request.session.destroy();
    return null;
  }
  const loaded = request.session.loadedUser;
  if (loaded !== undefined) return loaded?.id === userId ? loaded : null;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}

/**
 * Signs the browser of `request` in as `userId` (local sign-in, sign-up, single sign-on): a new
 * session id first, which prevents session fixation (OWASP Session Management Cheat Sheet), and
 * drops whatever the old session held; then the user on the session and on the audit row.
 */
export async function startUserSession(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  // The new session keeps the old cookie's lifetime; a pending single sign-on's is short.
  request.session.cookie.maxAge = SESSION_TTL_MS;
  request.session.userId = userId;
  request.session.signedInAt = Date.now();
  request.session.touchedAt = request.session.signedInAt;
  request.audit.userId = userId;
  request.audit.resourceId = userId;
}

/** Builds the onRequest guard for a database. Sets `request.user` or answers 401. */
export function requireUser(db: Database) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const user = await loadSessionUser(db, request);
    if (!user) return reply.status(401).send({ message: "Unauthorized" });
    request.user = user;
  };
}

/** The signed-in user of a guarded route. @throws Error when used on a route without the guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("currentUser() called on a route without requireUser");
  return request.user;
}
