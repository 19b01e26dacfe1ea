/**
 * @fastify/session store backed by the `sessions` table (SPEC §3: sid, sess json, expire), so any
 * app instance can serve any request (DESIGN.md §1).
 */
import type { SessionStore } from "@fastify/session";
import type { Session } from "fastify";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { preparedQuery } from "../db/prepared.ts";
import { sessions, users } from "../db/schema.ts";
import type { SessionUser } from "./guard.ts";

/** Lifetime of a session without activity: 7 days, in ms. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Absolute lifetime of a session however active it is (issue #14; OWASP Session Management Cheat
 * Sheet "Absolute Timeout"): 30 days after sign-in the user signs in again.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function expiryOf(session: Session): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + SESSION_TTL_MS);
}

declare module "fastify" {
  interface Session {
    /**
     * The session's user as it is in the database now: loaded with the session row in one query
     * (issue #13: a signed-in request costs one round trip for the session and its user, not two),
     * `null` when the account no longer exists, absent for a session created in this request.
     * Never stored: `set` drops it.
     */
    loadedUser?: SessionUser | null;
  }
}

/**
 * Creates the store. Expired rows are never returned and are deleted by the retention job.
 * `get` also loads the user named by the session's `userId` (see `Session.loadedUser`).
 */
/** A session row with the user its `userId` names (null columns when none), by sid: one query per request. */
function sessionWithUser(db: Database) {
  return db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("session_with_user");
}

export function createSessionStore(db: Database): SessionStore {
  return {
    set(sid, session, callback) {
      const { loadedUser: _loadedUser, ...sess } = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      const expire = expiryOf(session);
      db.insert(sessions)
        .values({ sid, sess, expire })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
        .then(() => callback(), callback);
    },
    get(sid, callback) {
      preparedQuery(db, "session_with_user", sessionWithUser)
        .execute({ sid })
        .then((rows) => {
          const row = rows[0];
          if (!row || row.expire.getTime() <= Date.now()) return callback(null, null);
          const { userId, email, firstName, lastName, profileImageUrl } = row;
          const loadedUser = userId === null ? null : { id: userId, email, firstName, lastName, profileImageUrl };
          callback(null, { ...(row.sess as Session), loadedUser } as Session);
        }, callback);
    },
    destroy(sid, callback) {
      db.delete(sessions)
        .where(eq(sessions.sid, sid))
        .then(() => callback(), callback);
    },
  };
}
