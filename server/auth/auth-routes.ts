/**
 * Local accounts (DESIGN.md §3 "Sign-in"): the sign-in / sign-up page, sign-in, sign-up,
 * sign-out, and the current user (SPEC §7 /api/user, /api/auth/user).
 *
 * Errors never say which accounts exist beyond "this email is taken" on sign-up: a wrong email
 * and a wrong password give the same message and take the same time.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signInSchema, signUpSchema } from "../../common/auth-schemas.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { type SessionUser, loadSessionUser } from "./guard.ts";
import { type LoginMode, renderLoginPage } from "./login-page.ts";
import { dummyHash, hashPassword, verifyPassword } from "./passwords.ts";

/** Where a browser lands after signing in or up. */
const AFTER_SIGN_IN = "/dashboard";
const WRONG_CREDENTIALS = "Incorrect email or password.";
const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";

function wantsHtml(request: FastifyRequest): boolean {
  return !String(request.headers["content-type"] ?? "").includes("application/json");
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "Please check the form.";
}

function publicUser(u: SessionUser): SessionUser {
  return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: u.profileImageUrl };
}

/** Registers the authentication routes. `loginRateLimitMax` attempts per IP per minute. */
export async function authRoutes(app: FastifyInstance, opts: { db: Database; loginRateLimitMax: number }) {
  const { db } = opts;
  const rateLimit = { max: opts.loginRateLimitMax, timeWindow: "1 minute" };

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
          error,
          values: { email: keep("email"), firstName: keep("firstName"), lastName: keep("lastName") },
        }),
      );
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser, status = 200) {
    // A new session id on sign-in prevents session fixation (OWASP Session Management).
    await request.session.regenerate();
    request.session.userId = user.id;
    request.audit.userId = user.id;
    request.audit.resourceId = user.id;
    if (wantsHtml(request)) return reply.redirect(AFTER_SIGN_IN, 303);
    return reply.status(status).send(publicUser(user));
  }

  app.get("/api/login", async (request, reply) => {
    if (await loadSessionUser(db, request)) return reply.redirect(AFTER_SIGN_IN, 303);
    const mode: LoginMode = (request.query as Record<string, unknown>)?.mode === "signup" ? "signup" : "signin";
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(renderLoginPage({ mode }));
  });

  app.post(
    "/api/login",
    { config: { rateLimit, audit: { action: "auth.login", resource: "session" } } },
    async (request, reply) => {
      const parsed = signInSchema.safeParse(request.body ?? {});
      if (!parsed.success) return fail(request, reply, 400, "signin", firstIssue(parsed.error));
      const { email, password } = parsed.data;
      const [row] = await db.select().from(users).where(eq(users.email, email));
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash()), password);
      if (!row || !row.passwordHash || !ok) return fail(request, reply, 401, "signin", WRONG_CREDENTIALS);
      return startSession(request, reply, row);
    },
  );

  app.post(
    "/api/register",
    { config: { rateLimit, audit: { action: "auth.register", resource: "user" } } },
    async (request, reply) => {
      const parsed = signUpSchema.safeParse(request.body ?? {});
      if (!parsed.success) return fail(request, reply, 400, "signup", firstIssue(parsed.error));
      const { email, password, firstName, lastName } = parsed.data;
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

  app.get(
    "/api/logout",
    { config: { audit: { action: "auth.logout", resource: "session", always: true } } },
    async (request, reply) => {
      if (request.session.userId) await request.session.destroy();
      return reply.redirect("/", 303);
    },
  );

  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await loadSessionUser(db, request);
    if (!user) return reply.status(401).send({ message: "Unauthorized" });
    return publicUser(user);
  };
  app.get("/api/auth/user", me);
  app.get("/api/user", me);
}
