/**
 * Single sign-on routes (DESIGN.md §3 "Sign-in": `/api/login` goes to the OpenID Connect provider
 * when one is configured). `GET /api/login` (see auth-routes.ts) calls {@link redirectToProvider};
 * the provider sends the browser back to `GET /api/callback`, which verifies the answer, finds or
 * creates the user (oidc-users.ts) and starts a session.
 *
 * Failures answer with a small HTML page and a clear message: 400 for a stale or tampered
 * callback or an email that belongs to another account, 403 when the provider refused
 * (access_denied), 502 naming the provider when it failed or could not be verified. Tokens and
 * codes are never logged nor written to the audit trail (request logs carry the path only).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { startUserSession } from "./guard.ts";
import { renderSignInProblemPage } from "./login-page.ts";
import { OidcFailure, type OidcRelyingParty, type PendingSignIn } from "./oidc-relying-party.ts";
import { upsertOidcUser } from "./oidc-users.ts";

declare module "fastify" {
  interface Session {
    /** The single sign-on in progress in this browser (one at a time; the latest wins). */
    oidc?: PendingSignIn;
  }
}

/** Where a browser lands after signing in. */
const AFTER_SIGN_IN = "/dashboard";
/** How long the provider may take to send the browser back: 10 minutes, in ms. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

const TRY_AGAIN = { href: "/api/login", label: "Try again" };

function sendProblem(reply: FastifyReply, status: number, message: string, links = [TRY_AGAIN]) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(renderSignInProblemPage({ heading: "We couldn't sign you in", message, links }));
}

/**
 * `GET /api/login` with single sign-on: keeps a new state, nonce and PKCE verifier in the session
 * (which lives {@link PENDING_SIGN_IN_TTL_MS} until sign-in completes) and answers 302 to the
 * provider's authorization endpoint; 502 with the provider's message when discovery fails.
 */
export async function redirectToProvider(rp: OidcRelyingParty, request: FastifyRequest, reply: FastifyReply) {
  let begun: Awaited<ReturnType<OidcRelyingParty["beginSignIn"]>>;
  try {
    begun = await rp.beginSignIn();
  } catch (err) {
    if (!(err instanceof OidcFailure)) throw err;
    request.log.warn({ reason: err.reason, issuer: rp.issuer }, err.message);
    return sendProblem(reply, err.statusCode, err.message);
  }
  request.session.oidc = begun.pending;
  // A half-finished sign-in should not leave a week-long session row behind.
  request.session.cookie.maxAge = PENDING_SIGN_IN_TTL_MS;
  return reply.header("cache-control", "no-store").redirect(begun.url.href, 302);
}

/**
 * Registers `GET /api/callback`. `rateLimit`: the sign-in attempts allowed per IP address.
 * Each pending sign-in is used once: any answer, good or bad, removes it from the session.
 */
export async function oidcCallbackRoutes(
  app: FastifyInstance,
  opts: { db: Database; rp: OidcRelyingParty; rateLimit: { max: number; timeWindow: string } },
) {
  const { db, rp } = opts;

  app.get(
    "/api/callback",
    {
      config: {
        rateLimit: opts.rateLimit,
        audit: { action: "auth.oidc.callback", resource: "session", always: true },
      },
    },
    async (request, reply) => {
      const pending = request.session.oidc;
      const query = request.url.split("?")[1] ?? "";

      async function fail(status: number, reason: string, message: string, links = [TRY_AGAIN]) {
        request.audit.details = { reason, issuer: rp.issuer };
        request.log.warn({ reason, issuer: rp.issuer, statusCode: status }, `single sign-on failed: ${message}`);
        // Nothing of the failed attempt stays: a signed-out browser's session goes entirely.
        if (request.session.userId) delete request.session.oidc;
        else await request.session.destroy();
        return sendProblem(reply, status, message, links);
      }

      if (!pending || Date.now() - pending.startedAt > PENDING_SIGN_IN_TTL_MS) {
        return fail(
          400,
          "no_pending_sign_in",
          "This sign-in has expired or was already used, or this browser did not start it. Please start again.",
        );
      }
      let identity;
      try {
        identity = await rp.completeSignIn(query, pending);
      } catch (err) {
        if (!(err instanceof OidcFailure)) throw err;
        return fail(err.statusCode, err.reason, err.message);
      }
      if (identity.userInfoError) {
        request.log.warn({ issuer: rp.issuer, reason: identity.userInfoError }, "UserInfo request failed");
      }
      const result = await upsertOidcUser(db, identity.issuer, identity.sub, identity.claims);
      if (result.kind === "email-taken") {
        return result.localAccount
          ? fail(
              400,
              "email_belongs_to_local_account",
              "An account with this email address already exists in Coursewright. Sign in with its password instead.",
              [{ href: "/api/login?mode=password", label: "Sign in with your password" }],
            )
          : fail(
              400,
              "email_belongs_to_other_account",
              "This email address is already used by another Coursewright account. Ask your administrator for help.",
            );
      }
      await startUserSession(request, result.user.id);
      request.audit.details = { issuer: rp.issuer, created: result.created };
      return reply.redirect(AFTER_SIGN_IN, 302);
    },
  );
}
