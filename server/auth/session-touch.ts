/**
 * Sliding expiry without a write per request (issue #13): @fastify/session's `rolling` saved the
 * session row on every signed-in request (1.5-1.9x the CPU of a plain server). Instead the app
 * runs with `rolling: false` and this hook marks a signed-in session for saving (its cookie and
 * row get a new 7-day expiry) at most once per {@link SESSION_TOUCH_INTERVAL_MS}.
 */
import type { FastifyRequest } from "fastify";

/** How often an active session's expiry is pushed forward: once a minute. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

declare module "fastify" {
  interface Session {
    /** When the expiry was last pushed forward (ms since epoch). */
    touchedAt?: number;
  }
}

/** onRequest hook (after the session plugin's): touches a signed-in session when a minute has passed. */
export async function touchActiveSession(request: FastifyRequest): Promise<void> {
  const session = request.session;
  if (!session?.userId) return;
  const now = Date.now();
  if (now - (session.touchedAt ?? 0) < SESSION_TOUCH_INTERVAL_MS) return;
  session.touchedAt = now; // changes the data, so the plugin saves the row and re-sends the cookie
  session.touch();
}
