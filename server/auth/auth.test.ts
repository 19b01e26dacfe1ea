import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, sessions, users } from "../db/schema.ts";
import { type TestContext, createTestContext, sessionCookie, signUpUser, testDatabases } from "../test/harness.ts";

describe.each(testDatabases())("authentication on $name", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx?.close());

  const signIn = (email: string, password: string, json = true) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/login",
      ...(json
        ? { payload: { email, password } }
        : {
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload: new URLSearchParams({ email, password }).toString(),
          }),
    });

  it("serves the sign-in and sign-up page", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/login" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('action="/api/login"');
    const signup = await ctx.app.inject({ method: "GET", url: "/api/login?mode=signup" });
    expect(signup.body).toContain('action="/api/register"');
    expect(signup.body).toContain('name="firstName"');
  });

  it("signs up with an argon2id hash, and signs in with the right password only", async () => {
    const user = await signUpUser(ctx.app, { firstName: "Grace", lastName: "Hopper" });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain("correct horse battery");

    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: user.cookie } });
    expect(me.json()).toMatchObject({ id: user.id, firstName: "Grace", lastName: "Hopper", email: user.email });
    expect(me.json()).not.toHaveProperty("passwordHash");

    const ok = await signIn(user.email.toUpperCase(), "correct horse battery");
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)).toMatch(/^cw\.sid=/);

    const wrong = await signIn(user.email, "wrong password");
    const unknown = await signIn("nobody@example.edu", "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // Same message for a wrong password and an unknown email: no account enumeration.
    expect(wrong.json()).toEqual({ message: "Incorrect email or password." });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("shows the form again with the error and the typed email for a browser form post", async () => {
    const res = await signIn("someone@example.edu", "nope", false);
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain("Incorrect email or password.");
    expect(res.body).toContain('value="someone@example.edu"');
  });

  it("redirects a browser form post to the dashboard on success", async () => {
    const user = await signUpUser(ctx.app);
    const res = await signIn(user.email, "correct horse battery", false);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/dashboard");
  });

  it("refuses a taken email with a clear message", async () => {
    const user = await signUpUser(ctx.app);
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { email: user.email, password: "another password", firstName: "A", lastName: "B" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this email already exists. Sign in instead.");
  });

  it("answers 400 with the field's message for an invalid sign-up", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { email: "x@y.edu", password: "short", firstName: "A", lastName: "B" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Choose a password of at least 12 characters.");
  });

  it.each([
    ["12345678", "Choose a password of at least 12 characters."],
    ["        ", "Choose a password of at least 12 characters."],
    ["            ", "This password is too common or easy to guess."],
    ["password1234", "This password is too common or easy to guess."],
    ["123456789012", "This password is too common or easy to guess."],
    ["qwertyuiopas", "This password is too common or easy to guess."],
    ["ada.lovelace@example.edu", "Don't use your email address in your password."],
    ["my ada.lovelace pass", "Don't use your email address in your password."],
  ])("refuses the weak password %j (NIST SP 800-63B)", async (password, message) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { email: "ada.lovelace@example.edu", password, firstName: "Ada", lastName: "Lovelace" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("keeps sessions in the sessions table with an httpOnly SameSite=Lax cookie, and ends them on logout", async () => {
    const user = await signUpUser(ctx.app);
    const sid = decodeURIComponent(user.cookie.split("=")[1]!).split(".")[0]!;
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expire.getTime()).toBeGreaterThan(Date.now());

    const login = await signIn(user.email, "correct horse battery");
    const cookie = login.cookies.find((c) => c.name === "cw.sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe("lax");
    expect(cookie.secure).toBeFalsy(); // plain HTTP here; Secure is set behind HTTPS

    // GET only asks (a cross-site link or <img> must not sign anyone out); the form POSTs.
    const ask = await ctx.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: user.cookie } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<form method="post" action="/api/logout">');
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(1);
    const crossSite = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: user.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(1);

    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: user.cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/");
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
    const me = await ctx.app.inject({ method: "GET", url: "/api/user", headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: "Unauthorized" });
    const audit = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.userId, user.id));
    expect(audit.map((r) => r.action)).toContain("auth.logout");
  });

  it("ends a session 30 days after sign-in however active it was (absolute lifetime)", async () => {
    const user = await signUpUser(ctx.app);
    const sid = decodeURIComponent(user.cookie.split("=")[1]!).split(".")[0]!;
    const me = () => ctx.app.inject({ method: "GET", url: "/api/user", headers: { cookie: user.cookie } });
    expect((await me()).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    const sess = row!.sess as { signedInAt: number };
    expect(sess.signedInAt).toBeGreaterThan(Date.now() - 60_000);
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await ctx.database.db
      .update(sessions)
      .set({ sess: { ...sess, signedInAt: thirtyOneDaysAgo } })
      .where(eq(sessions.sid, sid));
    expect((await me()).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
  });

  it("writes an active session's row at most once a minute, then slides its expiry (no write per request)", async () => {
    const user = await signUpUser(ctx.app);
    const sid = decodeURIComponent(user.cookie.split("=")[1]!).split(".")[0]!;
    const row = async () => (await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0]!;
    const me = () => ctx.app.inject({ method: "GET", url: "/api/user", headers: { cookie: user.cookie } });
    const first = await row();
    for (let i = 0; i < 3; i++) {
      const res = await me();
      expect(res.statusCode).toBe(200);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(await row()).toEqual(first);

    const sess = first.sess as { touchedAt: number };
    const twoMinutesAgo = sess.touchedAt - 120_000;
    await ctx.database.db
      .update(sessions)
      .set({ sess: { ...sess, touchedAt: twoMinutesAgo } })
      .where(eq(sessions.sid, sid));
    const touched = await me();
    expect(touched.headers["set-cookie"]).toBeDefined();
    const after = await row();
    expect((after.sess as { touchedAt: number }).touchedAt).toBeGreaterThan(twoMinutesAgo);
    expect(after.expire.getTime()).toBeGreaterThanOrEqual(first.expire.getTime());
    // The user loaded with the session row is never stored in it.
    expect(after.sess).not.toHaveProperty("loadedUser");
  });

  it("reads the user with the session row: a profile change shows at once, a removed account is signed out", async () => {
    const user = await signUpUser(ctx.app);
    const me = () => ctx.app.inject({ method: "GET", url: "/api/user", headers: { cookie: user.cookie } });
    await ctx.database.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, user.id));
    expect((await me()).json()).toMatchObject({ id: user.id, firstName: "Renamed" });
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me()).statusCode).toBe(401);
  });

  it("throttles failed sign-ins per account, from any address, and a success clears the count", async () => {
    const user = await signUpUser(ctx.app);
    const fromAddress = (i: number, password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: `198.51.100.${i}`,
        payload: { email: user.email, password },
      });
    for (let i = 0; i < 9; i++) expect((await fromAddress(i, "wrong password")).statusCode).toBe(401);
    expect((await fromAddress(9, "correct horse battery")).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 10; i < 22; i++) codes.push((await fromAddress(i, "wrong password")).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
    const blocked = await fromAddress(30, "correct horse battery");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in 1[45] minutes\.$/,
    );
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("answers the session check with 200 and null when signed out, and the user when signed in", async () => {
    const out = await ctx.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ user: null });
    const user = await signUpUser(ctx.app, { firstName: "Katherine", lastName: "Johnson" });
    const signedIn = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: user.cookie },
    });
    expect(signedIn.json()).toEqual({ user: expect.objectContaining({ id: user.id, firstName: "Katherine" }) });
  });

  it("returns to the page asked for after sign-in, only within this site", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/login?returnTo=%2Fcourse%2F5%3Ftab%3Dquiz" });
    expect(page.body).toContain('<input type="hidden" name="returnTo" value="/course/5?tab=quiz">');
    expect(page.body).toContain('href="/api/login?mode=signup&amp;returnTo=%2Fcourse%2F5%3Ftab%3Dquiz"');
    const user = await signUpUser(ctx.app);
    const form = (returnTo: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ email: user.email, password: "correct horse battery", returnTo }).toString(),
      });
    expect((await form("/course/5?tab=quiz")).headers.location).toBe("/course/5?tab=quiz");
    for (const evil of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "/api/logout",
      "javascript:alert(1)",
    ]) {
      expect((await form(evil)).headers.location).toBe("/dashboard");
    }
  });

  it("refuses state-changing requests from another origin", async () => {
    const user = await signUpUser(ctx.app);
    const cross = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: user.cookie, origin: "https://evil.example", host: "localhost:5000" },
      payload: { title: "t", description: "d" },
    });
    expect(cross.statusCode).toBe(403);
    const crossSite = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: user.cookie, "sec-fetch-site": "cross-site" },
      payload: { title: "t", description: "d" },
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: user.cookie, origin: "http://localhost:5000", host: "localhost:5000" },
      payload: { title: "t", description: "d" },
    });
    expect(same.statusCode).toBe(201);
  });

  it("never writes a password into the audit trail", async () => {
    await signIn("audit-probe@example.edu", "super-secret-password-123");
    const rows = await ctx.database.db.select().from(auditLogs);
    expect(JSON.stringify(rows)).not.toContain("super-secret-password-123");
    expect(rows.some((r) => r.action === "auth.login" && r.outcome === "failure")).toBe(true);
  });
});

describe("sign-in rate limit behind a proxy (TRUST_PROXY=1)", () => {
  it("keys on the address the proxy saw, so a client-chosen X-Forwarded-For does not reset the count", async () => {
    const ctx = await createTestContext(testDatabases()[0]!, { LOGIN_RATE_LIMIT_MAX: "3", TRUST_PROXY: "1" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await ctx.app.inject({
          method: "POST",
          url: "/api/login",
          // The attacker's own header first, then the address our proxy appended.
          headers: { "x-forwarded-for": `10.9.8.${i}, 203.0.113.7` },
          payload: { email: `someone${i}@y.edu`, password: "nope" },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await ctx.close();
    }
  });
});

describe("sign-in rate limit", () => {
  it("answers 429 after the configured number of attempts per minute", async () => {
    const ctx = await createTestContext(testDatabases()[0]!, { LOGIN_RATE_LIMIT_MAX: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await ctx.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: "x@y.edu", password: "nope" },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await ctx.close();
    }
  });
});
