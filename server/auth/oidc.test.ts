import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLogs, sessions, users } from "../db/schema.ts";
import { type TestContext, createTestContext, sessionCookie, testDatabases } from "../test/harness.ts";
import { oidcUserId } from "./oidc-users.ts";
import { hashPassword } from "./passwords.ts";
import { type FakeIdp, startFakeIdp } from "./test-support/fake-idp.ts";

const REDIRECT_URL = "http://localhost:5000/api/callback";
const CLIENT = { clientId: "coursewright", clientSecret: "fake-idp-client-secret" };

function oidcEnv(idp: FakeIdp, client: { clientId: string; clientSecret?: string } = CLIENT): Record<string, string> {
  return {
    OIDC_ISSUER_URL: idp.issuer,
    OIDC_CLIENT_ID: client.clientId,
    ...(client.clientSecret ? { OIDC_CLIENT_SECRET: client.clientSecret } : {}),
    OIDC_REDIRECT_URL: REDIRECT_URL,
  };
}

/** The browser's part: GET /api/login, follow it to the provider, and come back with what it gave. */
async function startSignIn(ctx: TestContext) {
  const login = await ctx.app.inject({ method: "GET", url: "/api/login" });
  expect(login.statusCode).toBe(302);
  const authorizeUrl = new URL(String(login.headers.location));
  const cookie = sessionCookie(login);
  const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get("location")!);
  return { authorizeUrl, cookie, back };
}

function callback(ctx: TestContext, back: URL, cookie?: string) {
  return ctx.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function signInThroughProvider(ctx: TestContext) {
  const { cookie, back } = await startSignIn(ctx);
  const res = await callback(ctx, back, cookie);
  expect(res.statusCode, res.body).toBe(302);
  return { res, cookie: sessionCookie(res) };
}

function me(ctx: TestContext, cookie: string) {
  return ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
}

describe.each(testDatabases())("single sign-on (OpenID Connect) on $name", (kind) => {
  let idp: FakeIdp;
  let ctx: TestContext;
  beforeAll(async () => {
    idp = await startFakeIdp(CLIENT);
    ctx = await createTestContext(kind, oidcEnv(idp));
  });
  afterAll(async () => {
    await ctx?.close();
    await idp?.close();
  });
  beforeEach(() => {
    idp.authorizeError = null;
    idp.nonceOverride = null;
    idp.discoveryStatus = null;
  });

  it("sends GET /api/login to the provider with PKCE S256, state and nonce, and signs in on the callback", async () => {
    idp.user = {
      sub: "ada-1815",
      email: "Ada.Lovelace@Example.edu",
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
      picture: "https://idp.example.edu/ada.png",
    };
    const { authorizeUrl, cookie, back } = await startSignIn(ctx);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${idp.issuer}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe(CLIENT.clientId);
    expect(q.get("redirect_uri")).toBe(REDIRECT_URL);
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("nonce")).toMatch(/^[\w-]{20,}$/);
    // The verifier stays on the server: only its challenge went to the provider.
    const pendingSid = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    const [pending] = await ctx.database.db.select().from(sessions).where(eq(sessions.sid, pendingSid));
    const kept = (pending!.sess as { oidc: { state: string; nonce: string; codeVerifier: string } }).oidc;
    expect(kept.state).toBe(q.get("state"));
    expect(kept.nonce).toBe(q.get("nonce"));
    expect(authorizeUrl.href).not.toContain(kept.codeVerifier);
    expect(pending!.expire.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    expect(back.origin + back.pathname).toBe(REDIRECT_URL);
    const res = await callback(ctx, back, cookie);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/dashboard");
    expect(idp.tokenErrors).toEqual([]);
    expect(idp.lastClientAuth).toBe("client_secret_basic");

    const signedIn = sessionCookie(res);
    expect(signedIn).not.toBe(cookie); // a new session id: no fixation
    expect((await me(ctx, cookie)).statusCode).toBe(401);
    const user = await me(ctx, signedIn);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({
      id: oidcUserId(idp.issuer, "ada-1815"),
      email: "ada.lovelace@example.edu",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://idp.example.edu/ada.png",
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.json().id));
    expect(row!.passwordHash).toBeNull();
    const sid = decodeURIComponent(signedIn.split("=")[1]!).split(".")[0]!;
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(session!.expire.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);

    const audit = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.action, "auth.oidc.callback"));
    const success = audit.find((r) => r.userId === user.json().id);
    expect(success).toMatchObject({ outcome: "success", resource: "session" });
    expect(success!.details).toMatchObject({ statusCode: 302, issuer: idp.issuer, created: true });
    const everything = JSON.stringify(audit);
    expect(everything).not.toContain(back.searchParams.get("code")!);
    expect(everything).not.toContain(kept.state);
    expect(everything).not.toContain(kept.codeVerifier);
  });

  it("keeps the same user id on the next sign-in, refreshes the profile, and the user's courses stay theirs", async () => {
    idp.user = { sub: "grace-1906", email: "grace@example.edu", given_name: "Grace", family_name: "Murray" };
    const first = await signInThroughProvider(ctx);
    const id = (await me(ctx, first.cookie)).json().id;
    expect(id).toBe(oidcUserId(idp.issuer, "grace-1906"));
    const course = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: first.cookie },
      payload: { title: "Compilers", description: "From COBOL on" },
    });
    expect(course.statusCode).toBe(201);

    idp.user = { sub: "grace-1906", email: "grace.hopper@example.edu", given_name: "Grace", family_name: "Hopper" };
    const second = await signInThroughProvider(ctx);
    const again = await me(ctx, second.cookie);
    expect(again.json()).toMatchObject({ id, email: "grace.hopper@example.edu", lastName: "Hopper" });
    const list = await ctx.app.inject({ method: "GET", url: "/api/courses", headers: { cookie: second.cookie } });
    expect(list.json().map((c: { title: string }) => c.title)).toContain("Compilers");
    expect(await ctx.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    // Discovery ran once, on the first sign-in, and was cached since.
    expect(idp.discoveryRequests).toBe(1);
  });

  it("refuses a tampered state with 400, starts no session, and the pending sign-in cannot be replayed", async () => {
    idp.user = { sub: "mallory", email: "mallory@example.edu" };
    const { cookie, back } = await startSignIn(ctx);
    const tampered = new URL(back);
    tampered.searchParams.set("state", "forged-state");
    const res = await callback(ctx, tampered, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("state mismatch");
    expect(res.body).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(res.headers.location).toBeUndefined();

    const replay = await callback(ctx, back, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain("expired or was already used");
    expect((await me(ctx, cookie)).statusCode).toBe(401);
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, oidcUserId(idp.issuer, "mallory"))),
    ).toEqual([]);
    const failures = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.oidc.callback"), eq(auditLogs.outcome, "failure")));
    expect(failures.map((r) => (r.details as { reason?: string }).reason)).toEqual(
      expect.arrayContaining(["state_mismatch", "no_pending_sign_in"]),
    );
  });

  it("answers 400 for a callback this browser did not start", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/callback?code=abc&state=xyz" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Please start again");
    expect(res.body).toContain('href="/api/login"');
  });

  it("shows a clear 403 when the provider answers error=access_denied", async () => {
    idp.authorizeError = "access_denied";
    const { cookie, back } = await startSignIn(ctx);
    expect(back.searchParams.get("error")).toBe("access_denied");
    const res = await callback(ctx, back, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("Sign-in was cancelled or refused at the identity provider (access_denied");
    expect((await me(ctx, cookie)).statusCode).toBe(401);
  });

  it("rejects an ID token whose nonce is not the one this sign-in sent (502 naming the provider)", async () => {
    idp.user = { sub: "eve", email: "eve@example.edu" };
    idp.nonceOverride = "a-nonce-from-another-sign-in";
    const { cookie, back } = await startSignIn(ctx);
    const res = await callback(ctx, back, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain(`The answer of the identity provider at ${idp.issuer} could not be verified`);
    expect(res.body).toContain("nonce");
    expect((await me(ctx, cookie)).statusCode).toBe(401);
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, oidcUserId(idp.issuer, "eve"))),
    ).toEqual([]);
  });

  it("refuses a code from another browser's sign-in: PKCE fails at the token endpoint (502)", async () => {
    idp.user = { sub: "victim", email: "victim@example.edu" };
    const victim = await startSignIn(ctx);
    idp.user = { sub: "attacker", email: "attacker@example.edu" };
    const attacker = await startSignIn(ctx);
    // The attacker's code injected into the victim's callback, with the victim's own state.
    const injected = new URL(victim.back);
    injected.searchParams.set("code", attacker.back.searchParams.get("code")!);
    const res = await callback(ctx, injected, victim.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain(`The identity provider at ${idp.issuer} refused to complete the sign-in (invalid_grant`);
    expect(idp.tokenErrors.at(-1)).toBe("PKCE verifier does not match");
    expect((await me(ctx, victim.cookie)).statusCode).toBe(401);
  });

  it("refuses an email that belongs to a local account, without merging, and keeps password sign-in", async () => {
    const localId = crypto.randomUUID();
    await ctx.database.db.insert(users).values({
      id: localId,
      email: "linus@example.edu",
      firstName: "Local",
      lastName: "Account",
      passwordHash: await hashPassword("correct horse battery"),
    });
    idp.user = { sub: "linus-sso", email: "Linus@example.edu", given_name: "Someone", family_name: "Else" };
    const { cookie, back } = await startSignIn(ctx);
    const res = await callback(ctx, back, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(
      "An account with this email address already exists in Coursewright. Sign in with its password instead.",
    );
    expect(res.body).toContain('href="/api/login?mode=password"');
    expect((await me(ctx, cookie)).statusCode).toBe(401);
    const [local] = await ctx.database.db.select().from(users).where(eq(users.id, localId));
    expect(local).toMatchObject({ firstName: "Local", lastName: "Account" });
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, oidcUserId(idp.issuer, "linus-sso"))),
    ).toEqual([]);

    const page = await ctx.app.inject({ method: "GET", url: "/api/login?mode=password" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/api/login"');
    expect(page.body).not.toContain("Create an account");
    const password = await ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "linus@example.edu", password: "correct horse battery" },
    });
    expect(password.statusCode).toBe(200);
    expect(password.json().id).toBe(localId);
  });

  it("closes local sign-up: new accounts come from the provider", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { email: "new@example.edu", password: "correct horse battery", firstName: "N", lastName: "U" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("New accounts are created by signing in with your organisation account.");
    const signup = await ctx.app.inject({ method: "GET", url: "/api/login?mode=signup" });
    expect(signup.statusCode).toBe(302);
    expect(String(signup.headers.location)).toContain(`${idp.issuer}/authorize`);
  });
});

describe("single sign-on with a provider that is down or a public client", () => {
  const kind = testDatabases()[0]!;

  it("starts without the provider, answers 502 with its message, and retries discovery on the next sign-in", async () => {
    const idp = await startFakeIdp(CLIENT);
    idp.discoveryStatus = 503;
    const ctx = await createTestContext(kind, oidcEnv(idp));
    try {
      expect(idp.discoveryRequests).toBe(0); // lazy: nothing at start-up
      const down = await ctx.app.inject({ method: "GET", url: "/api/login" });
      expect(down.statusCode).toBe(502);
      expect(down.body).toContain(`The identity provider at ${idp.issuer} could not be reached`);
      expect(down.body).toContain("HTTP 503");
      expect(down.cookies.filter((c) => c.name === "cw.sid")).toEqual([]);

      idp.discoveryStatus = null;
      const up = await ctx.app.inject({ method: "GET", url: "/api/login" });
      expect(up.statusCode).toBe(302);
      expect(idp.discoveryRequests).toBe(2);
    } finally {
      await ctx.close();
      await idp.close();
    }
  });

  it("answers 502 naming an unreachable provider", async () => {
    const idp = await startFakeIdp(CLIENT);
    const env = oidcEnv(idp);
    await idp.close(); // nothing listens on its port any more
    const ctx = await createTestContext(kind, env);
    try {
      const res = await ctx.app.inject({ method: "GET", url: "/api/login" });
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain(`The identity provider at ${idp.issuer} could not be reached`);
      expect(res.body).toContain("ECONNREFUSED");
    } finally {
      await ctx.close();
    }
  });

  it("signs in a public client (no secret) with PKCE alone", async () => {
    const publicClient = { clientId: "coursewright-public" };
    const idp = await startFakeIdp(publicClient);
    idp.user = { sub: "pub-1", name: "Barbara Liskov", email: "barbara@example.edu" };
    const ctx = await createTestContext(kind, oidcEnv(idp, publicClient));
    try {
      const { cookie } = await signInThroughProvider(ctx);
      expect(idp.lastClientAuth).toBe("none");
      expect((await me(ctx, cookie)).json()).toMatchObject({ firstName: "Barbara", lastName: "Liskov" });
    } finally {
      await ctx.close();
      await idp.close();
    }
  });

  it("keeps the local sign-in page at GET /api/login when no OIDC_* variable is set", async () => {
    const ctx = await createTestContext(kind);
    try {
      expect(ctx.config.oidc).toBeNull();
      const page = await ctx.app.inject({ method: "GET", url: "/api/login" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('action="/api/login"');
      expect(page.body).toContain("Create an account");
      const callback = await ctx.app.inject({ method: "GET", url: "/api/callback?code=x&state=y" });
      expect(callback.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
