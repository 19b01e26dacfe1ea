import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, courses, modules } from "../../db/schema.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";

describe.each(testDatabases())("courses API on $name", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx?.close());

  const post = (cookie: string, payload: unknown) =>
    ctx.app.inject({ method: "POST", url: "/api/courses", headers: { cookie }, payload: payload as object });

  it("answers 401 Unauthorized when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/courses"],
      ["POST", "/api/courses"],
      ["GET", "/api/courses/1"],
      ["DELETE", "/api/courses/1"],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("creates a course with SPEC defaults, owned by the session user", async () => {
    const user = await signUpUser(ctx.app);
    const res = await post(user.cookie, { title: "Cell Biology", description: "Cells and their parts", progress: 55 });
    expect(res.statusCode).toBe(201);
    const course = res.json();
    expect(course).toMatchObject({
      title: "Cell Biology",
      description: "Cells and their parts",
      duration: "4 weeks",
      level: "beginner",
      progress: 0,
      userId: user.id,
    });
    expect(typeof course.id).toBe("number");
    expect(new Date(course.createdAt).toString()).not.toBe("Invalid Date");
  });

  it("answers 400 naming title and description for {}", async () => {
    const user = await signUpUser(ctx.app);
    const res = await post(user.cookie, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain("title");
    expect(body.message).toContain("description");
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["title", "description"]);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/); // no stack trace
  });

  it("answers 400 for level 'expert' and for invalid JSON", async () => {
    const user = await signUpUser(ctx.app);
    const res = await post(user.cookie, { title: "T", description: "D", level: "expert" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("level must be one of beginner, intermediate, advanced");
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("message");
  });

  it("ignores a userId in the body: the owner comes from the session", async () => {
    const alice = await signUpUser(ctx.app);
    const bob = await signUpUser(ctx.app);
    const res = await post(alice.cookie, { title: "Mine", description: "Alice's", userId: bob.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toBe(alice.id);
    const bobs = await ctx.app.inject({ method: "GET", url: "/api/courses", headers: { cookie: bob.cookie } });
    expect(bobs.json()).toEqual([]);
  });

  it("lists only the user's courses, newest first", async () => {
    const user = await signUpUser(ctx.app);
    for (const title of ["First", "Second", "Third"]) await post(user.cookie, { title, description: "d" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/courses", headers: { cookie: user.cookie } });
    expect(res.json().map((c: { title: string }) => c.title)).toEqual(["Third", "Second", "First"]);
  });

  it("gives a second user 404 for the first user's course on GET and DELETE, and never lists it", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const { id } = (await post(owner.cookie, { title: "Private", description: "Not yours" })).json();
    const get = await ctx.app.inject({ method: "GET", url: `/api/courses/${id}`, headers: { cookie: other.cookie } });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message: "Course not found" });
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/api/courses/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(del.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: "GET", url: "/api/courses", headers: { cookie: other.cookie } });
    expect(list.json().some((c: { id: number }) => c.id === id)).toBe(false);
    const still = await ctx.app.inject({ method: "GET", url: `/api/courses/${id}`, headers: { cookie: owner.cookie } });
    expect(still.statusCode).toBe(200);
  });

  it("reads and deletes the user's own course, cascading to its modules", async () => {
    const user = await signUpUser(ctx.app);
    const { id } = (await post(user.cookie, { title: "Doomed", description: "d" })).json();
    await ctx.database.db.insert(modules).values({ courseId: id, title: "M1", orderIndex: 0 });
    const got = await ctx.app.inject({ method: "GET", url: `/api/courses/${id}`, headers: { cookie: user.cookie } });
    expect(got.json().title).toBe("Doomed");
    const del = await ctx.app.inject({ method: "DELETE", url: `/api/courses/${id}`, headers: { cookie: user.cookie } });
    expect(del.statusCode).toBe(204);
    const again = await ctx.app.inject({ method: "GET", url: `/api/courses/${id}`, headers: { cookie: user.cookie } });
    expect(again.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(modules).where(eq(modules.courseId, id))).toEqual([]);
    expect(await ctx.database.db.select().from(courses).where(eq(courses.id, id))).toEqual([]);
  });

  it("answers 400 for a non-numeric id", async () => {
    const user = await signUpUser(ctx.app);
    const res = await ctx.app.inject({ method: "GET", url: "/api/courses/abc", headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("id");
  });

  it("writes an audit row for each state-changing request, success and failure", async () => {
    const user = await signUpUser(ctx.app);
    const created = await post(user.cookie, { title: "Audited", description: "d" });
    await post(user.cookie, {});
    await ctx.app.inject({
      method: "DELETE",
      url: `/api/courses/${created.json().id}`,
      headers: { cookie: user.cookie, "user-agent": "vitest-agent" },
    });
    const rows = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.userId, user.id));
    const byAction = rows.map((r) => [r.action, r.outcome]);
    expect(byAction).toEqual([
      ["auth.register", "success"],
      ["course.create", "success"],
      ["course.create", "failure"],
      ["course.delete", "success"],
    ]);
    const del = rows.find((r) => r.action === "course.delete")!;
    expect(del).toMatchObject({ resource: "course", resourceId: String(created.json().id), userAgent: "vitest-agent" });
    expect(del.ipAddress).toBeTruthy();
  });
  it("updates title, description, duration and level with the create rules; 404 for another user's course", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const created = (await post(owner.cookie, { title: "Draft", description: "d" })).json();
    const patch = (cookie: string, payload: unknown) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/courses/${created.id}`,
        headers: { cookie },
        payload: payload as object,
      });
    const res = await patch(owner.cookie, {
      title: " Cell Biology ",
      duration: "12 weeks",
      level: "advanced",
      userId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      title: "Cell Biology",
      description: "d",
      duration: "12 weeks",
      level: "advanced",
      userId: owner.id,
      progress: 0,
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    for (const [body, message] of [
      [{}, "at least one of title, description, duration, level"],
      [{ title: "" }, "title is required"],
      [{ description: "  " }, "description is required"],
      [{ level: "expert" }, "level must be one of beginner, intermediate, advanced"],
    ] as const) {
      const bad = await patch(owner.cookie, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    const foreign = await patch(other.cookie, { title: "Mine now" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Course not found" });
    const still = await ctx.app.inject({
      method: "GET",
      url: `/api/courses/${created.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(still.json().title).toBe("Cell Biology");
  });

  it("pages through the courses with ?limit= and Link headers, in the order of the whole list", async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await post(other.cookie, { title: "Not mine", description: "d" });
    for (let i = 1; i <= 7; i++) await post(user.cookie, { title: `Course ${i}`, description: "d" });
    // Two courses with the same creation time: the id breaks the tie, so none is skipped or repeated.
    await ctx.database.db
      .update(courses)
      .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(courses.userId, user.id));
    const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
    const all = (await get("/api/courses")).json<{ id: number }[]>();
    expect(all).toHaveLength(7);

    const pages: number[][] = [];
    let url: string | null = "/api/courses?limit=3";
    while (url) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      pages.push(res.json<{ id: number }[]>().map((c) => c.id));
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ""))?.[1] ?? null;
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(all.map((c) => c.id));
  });

  it("refuses a bad limit or cursor with 400 naming it", async () => {
    const user = await signUpUser(ctx.app);
    const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
    for (const [url, field] of [
      ["/api/courses?limit=0", "limit"],
      ["/api/courses?limit=101", "limit"],
      ["/api/courses?limit=ten", "limit"],
      ["/api/courses?limit=5&cursor=%3Cscript%3E", "cursor"],
      [`/api/courses?limit=5&cursor=${Buffer.from("yesterday|1").toString("base64url")}`, "cursor"],
      ["/api/courses/stats", "monthStart"],
      ["/api/courses/stats?monthStart=March", "monthStart"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });

  it("computes the Dashboard figures in SQL as the client's rules would", async () => {
    const user = await signUpUser(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await post(user.cookie, { title: `C${i}`, description: "d" })).json().id);
    const set = (id: number, values: Partial<typeof courses.$inferInsert>) =>
      ctx.database.db.update(courses).set(values).where(eq(courses.id, id));
    await set(ids[0]!, { progress: 90, qualityGrade: "B" }); // published
    await set(ids[1]!, { progress: 85, qualityGrade: "D" }); // progress enough, grade not
    await set(ids[2]!, { progress: 40, qualityGrade: "A", createdAt: new Date("2026-01-15T12:00:00Z") });
    await set(ids[3]!, { progress: 0, createdAt: new Date("2026-02-28T23:30:00Z") });
    const stats = (monthStart: string) =>
      ctx.app.inject({
        method: "GET",
        url: `/api/courses/stats?monthStart=${encodeURIComponent(monthStart)}`,
        headers: { cookie: user.cookie },
      });
    const now = new Date();
    const thisMonth = await stats(new Date(now.getFullYear(), now.getMonth(), 1).toISOString());
    expect(thisMonth.statusCode).toBe(200);
    // (90 + 85 + 40 + 0) / 4 = 53.75; courses 1 and 2 were created this month, 3 and 4 in early 2026.
    expect(thisMonth.json()).toEqual({ totalCourses: 4, averageProgress: 54, published: 1, createdThisMonth: 2 });
    // The client's own midnight: 2026-02-28T23:30Z is already March 1st in UTC+1.
    expect((await stats("2026-03-01T00:00:00+01:00")).json().createdThisMonth).toBe(3);
    expect((await stats("2026-03-01T00:00:00Z")).json().createdThisMonth).toBe(2);
    const empty = await signUpUser(ctx.app);
    const none = await ctx.app.inject({
      method: "GET",
      url: "/api/courses/stats?monthStart=2026-02-01T00:00:00Z",
      headers: { cookie: empty.cookie },
    });
    expect(none.json()).toEqual({ totalCourses: 0, averageProgress: 0, published: 0, createdThisMonth: 0 });

    // The figures' edges (they were unit tests of the client's own helpers, which the Dashboard no
    // longer uses): 12.5 rounds to 13, progress 80 with grade C is published and 79 with an A is
    // not, and a course created last year is not "this month".
    const edges = await signUpUser(ctx.app);
    const [e1, e2] = [
      (await post(edges.cookie, { title: "E1", description: "d" })).json().id as number,
      (await post(edges.cookie, { title: "E2", description: "d" })).json().id as number,
    ];
    await set(e1, { progress: 10, qualityGrade: "A", createdAt: new Date("2025-03-15T12:00:00Z") });
    await set(e2, { progress: 15, qualityGrade: "C" });
    const edgeStats = async () =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/courses/stats?monthStart=${encodeURIComponent(new Date(now.getFullYear(), now.getMonth(), 1).toISOString())}`,
          headers: { cookie: edges.cookie },
        })
      ).json();
    expect(await edgeStats()).toEqual({ totalCourses: 2, averageProgress: 13, published: 0, createdThisMonth: 1 });
    await set(e1, { progress: 79 });
    await set(e2, { progress: 80 });
    expect(await edgeStats()).toMatchObject({ published: 1 });
  });
});
