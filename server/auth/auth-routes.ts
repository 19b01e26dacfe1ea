/**
 * Sign-in (DESIGN.md §3 "Sign-in"): the sign-in / sign-up page, sign-in, sign-up, sign-out, and
 * the current user (SPEC §7 /api/user, /api/auth/user).
 *
 * With OpenID Connect configured (config.ts `oidc`), `GET /api/login` sends the browser to the
 * provider instead and `GET /api/callback` completes the sign-in (oidc-routes.ts). Local accounts
 * that already exist keep working through `GET /api/login?mode=password` and `POST /api/login`
 * (e.g. an administrator created before single sign-on was turned on); `POST /api/register`
 * answers 403, since new accounts come from the provider.
 *
 * Errors never say which accounts exist beyond "this email is taken" on sign-up: a wrong email
 * and a wrong password give the same message and take the same time.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signInSchema, signUpSchema } from "../../common/auth-schemas.ts";
import type { OidcConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { type SessionUser, loadSessionUser, startUserSession } from "./guard.ts";
import { type LoginMode, renderLoginPage, renderSignOutPage } from "./login-page.ts";
import { createOidcRelyingParty } from "./oidc-relying-party.ts";
import { oidcCallbackRoutes, redirectToProvider } from "./oidc-routes.ts";
import { incrementCounter, resetCounter } from "../http/rate-limit-store.ts";
import { passwordProblem } from "./password-policy.ts";
import { dummyHash, hashPassword, verifyPassword } from "./passwords.ts";

/** Where a browser lands after signing in or up, unless it came with a `returnTo`. */
const AFTER_SIGN_IN = "/dashboard";

/**
 * The page to return to after signing in (issue #9: a signed-out visit to /course/1 comes back to
 * it): a path on this site only, so the parameter cannot send anyone elsewhere (no "//host",
 * no scheme, no backslash, no API route); otherwise the Dashboard.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 2048) return AFTER_SIGN_IN;
  // eslint-disable-next-line no-control-regex -- control characters must never reach a Location header
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f]/.test(value) || value.startsWith("/api/")) return AFTER_SIGN_IN;
  return value;
}
const WRONG_CREDENTIALS = "Incorrect email or password.";
const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
const SIGN_UP_CLOSED = "New accounts are created by signing in with your organisation account.";

/**
 * Per-account throttle (issue #14; NIST SP 800-63B §5.2.2 "Rate Limiting"): at most this many
 * failed sign-ins for one e-mail address in {@link ACCOUNT_WINDOW_MS}, from any address and any
 * app instance, on top of the per-address limit. A success clears the count. Unknown addresses
 * are counted the same way, so the answer says nothing about which accounts exist.
 */
export const ACCOUNT_FAILED_SIGN_IN_MAX = 10;
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

function wantsHtml(request: FastifyRequest): boolean {
  return !String(request.headers["content-type"] ?? "").includes("application/json");
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "Please check the form.";
}

function publicUser(u: SessionUser): SessionUser {
  return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: u.profileImageUrl };
}

/**
 * Registers the authentication routes. `loginRateLimitMax` attempts per IP per minute (with single
 * sign-on, also for `GET /api/login` and `GET /api/callback`). `oidc` null = local accounts only.
 * Makes no request to the identity provider: discovery waits for the first sign-in.
 */
export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Database; loginRateLimitMax: number; oidc: OidcConfig | null },
) {
  const { db } = opts;
  const rateLimit = { max: opts.loginRateLimitMax, timeWindow: "1 minute" };
  const rp = opts.oidc ? createOidcRelyingParty(opts.oidc) : null;

  function fail(request: FastifyRequest, reply: FastifyReply, status: number, mode: LoginMode, error: string) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const keep = (k: string) => (typeof body[k] === "string" ? (body[k] as string) : undefined);
    request.audit.details = { reason: error };
    if (!wantsHtml(request)) return reply.status(status).send({ message: error });
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .send(
        renderLoginPage({
          mode,
          sso: rp !== null,
          error,
          values: { email: keep("email"), firstName: keep("firstName"), lastName: keep("lastName") },
          returnTo: safeReturnTo(body.returnTo),
        }),
      );
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser, status = 200) {
    await startUserSession(request, user.id);
    const returnTo = safeReturnTo((request.body as Record<string, unknown> | undefined)?.returnTo);
    if (wantsHtml(request)) return reply.redirect(returnTo, 303);
    return reply.status(status).send(publicUser(user));
  }

  app.get("/api/login", { config: rp ? { rateLimit } : {} }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(query.returnTo);
    if (await loadSessionUser(db, request)) return reply.redirect(returnTo, 303);
    const requested = query.mode;
    if (rp && requested !== "password") return redirectToProvider(rp, request, reply);
    const mode: LoginMode = requested === "signup" ? "signup" : "signin";
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderLoginPage({ mode, sso: rp !== null, returnTo }));
  });

  app.post(
    "/api/login",
    { config: { rateLimit, audit: { action: "auth.login", resource: "session" } } },
    async (request, reply) => {
      const parsed = signInSchema.safeParse(request.body ?? {});
      if (!parsed.success) return fail(request, reply, 400, "signin", firstIssue(parsed.error));
      const { email, password } = parsed.data;
      const accountKey = `sign-in-failures:${email}`;
      const attempts = await incrementCounter(db, accountKey, ACCOUNT_WINDOW_MS);
      if (attempts.count > ACCOUNT_FAILED_SIGN_IN_MAX) {
        const minutes = Math.max(1, Math.ceil(attempts.ttlMs / 60_000));
        reply.header("retry-after", String(Math.ceil(attempts.ttlMs / 1000)));
        return fail(
          request,
          reply,
          429,
          "signin",
          `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
      const [row] = await db.select().from(users).where(eq(users.email, email));
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash()), password);
      if (!row || !row.passwordHash || !ok) return fail(request, reply, 401, "signin", WRONG_CREDENTIALS);
      await resetCounter(db, accountKey);
      return startSession(request, reply, row);
    },
  );

  app.post(
    "/api/register",
    { config: { rateLimit, audit: { action: "auth.register", resource: "user" } } },
    async (request, reply) => {
      if (rp) return fail(request, reply, 403, "signin", SIGN_UP_CLOSED);
      const parsed = signUpSchema.safeParse(request.body ?? {});
      if (!parsed.success) return fail(request, reply, 400, "signup", firstIssue(parsed.error));
      const { email, password, firstName, lastName } = parsed.data;
      const weak = passwordProblem(password, { email, firstName, lastName });
      if (weak) return fail(request, reply, 400, "signup", weak);
      const passwordHash = await hashPassword(password);
      const [created] = await db
        .insert(users)
        .values({ id: crypto.randomUUID(), email, firstName, lastName, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) return fail(request, reply, 409, "signup", EMAIL_TAKEN);
      return startSession(request, reply, created, 201);
    },
  );

  if (rp) await app.register(oidcCallbackRoutes, { db, rp, rateLimit });

  registerSessionRoutes(app, db);
}

/** Sign-out and the "who am I" reads (SPEC §7 /api/auth/user, /api/user; /api/auth/session). */
function registerSessionRoutes(app: FastifyInstance, db: Database): void {
  // Signing out is a POST (issue #14): a GET that ended the session let any page sign a visitor
  // out with a link or an <img>. GET shows a confirmation page whose form posts here.
  app.get("/api/logout", async (request, reply) => {
    if (!request.session.userId) return reply.redirect("/", 303);
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(renderSignOutPage());
  });

  app.post(
    "/api/logout",
    { config: { audit: { action: "auth.logout", resource: "session" } } },
    async (request, reply) => {
      if (request.session.userId) await request.session.destroy();
      if (wantsHtml(request)) return reply.redirect("/", 303);
      return reply.status(204).send();
    },
  );

  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await loadSessionUser(db, request);
    if (!user) return reply.status(401).send({ message: "Unauthorized" });
    return publicUser(user);
  };
  app.get("/api/auth/user", me);
  // The client's sign-in check (issue #9): signed out is an expected state, not an error, so it is
  // a 200 with null here (a 401 shows as an error in the browser console on every landing visit).
  app.get("/api/auth/session", async (request, reply) => {
    const user = await loadSessionUser(db, request);
    reply.header("cache-control", "no-store");
    return { user: user ? publicUser(user) : null };
  });
  app.get("/api/user", me);
}
