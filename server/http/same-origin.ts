/**
 * Refuses state-changing requests from another origin (OWASP CSRF Prevention Cheat Sheet,
 * "Fetch Metadata" and "Verifying Origin with standard headers"). Browsers send
 * `Sec-Fetch-Site` on every request and `Origin` on POSTs (as "null" under a no-referrer
 * policy); non-browser clients send neither and are let through, since without the browser's
 * ambient cookies they are no CSRF risk.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request comes from the page's own origin (or from a non-browser client). */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** onRequest hook answering 403 for a cross-origin state-changing request. */
export async function refuseCrossOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!isSameOrigin(request)) {
    return reply.status(403).send({ message: "Cross-origin request refused." });
  }
}
