/**
 * Refuses state-changing requests from another origin (OWASP CSRF Prevention Cheat Sheet,
 * "Verifying Origin with standard headers"). Browsers send `Origin` on cross-site POSTs and
 * `Sec-Fetch-Site` on every request; non-browser clients send neither and are let through,
 * since without ambient cookies they are no CSRF risk.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request comes from the page's own origin (or from a non-browser client). */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== "null") {
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false;
    }
  }
  if (origin === "null") return false;
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/** onRequest hook answering 403 for a cross-origin state-changing request. */
export async function refuseCrossOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!isSameOrigin(request)) {
    return reply.status(403).send({ message: "Cross-origin request refused." });
  }
}
