/**
 * Input a user can type never costs a 500 (issue #14 finding 3), failing queries log no values
 * (finding 2), and course size limits answer 400 naming the limit (finding 9).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_LIMITS } from "../../common/constants.ts";
import { modules } from "../db/schema.ts";
import { type TestContext, type TestUser, createTestContext, signUpUser, testDatabases } from "../test/harness.ts";
import { redactDatabaseText, serializeError } from "./errors.ts";
import { findUnsafeText } from "./unsafe-text.ts";

describe("findUnsafeText", () => {
  it("names the first field holding a NUL or a lone surrogate, keys included", () => {
    expect(findUnsafeText({ title: "ok", lessons: [{ title: "a\u0000" }] })).toBe("lessons.0.title");
    expect(findUnsafeText({ "bad\ud800key": 1 })).toBe("bad\ud800key");
    expect(findUnsafeText("\udc00")).toBe("body");
    expect(findUnsafeText({ emoji: "😀 é 漢字", n: 3, b: null })).toBeNull();
  });
});

describe.each(testDatabases())("hardening on $name", (kind) => {
  let ctx: TestContext;
  let user: TestUser;
  let courseId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    user = await signUpUser(ctx.app);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { cookie: user.cookie },
      payload: { title: "Limits", description: "A course near its limits." },
    });
    courseId = res.json().id;
  });
  afterAll(() => ctx?.close());

  const send = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: string | object,
    contentType?: string,
  ) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { cookie: user.cookie, ...(contentType && { "content-type": contentType }) },
    });

  it.each([
    ["GET", "/api/courses/2147483648", /^id must be at most 2147483647/],
    ["DELETE", "/api/modules/99999999999999999999", /id must be at most 2147483647/],
    ["PATCH", "/api/lessons/%00", /^id /],
  ] as const)("answers 400 for the id in %s %s", async (method, url, message) => {
    const res = await send(method, url, method === "PATCH" ? { title: "x" } : undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it("answers 400 naming the field for NUL characters and lone surrogates anywhere in a body", async () => {
    const nul = await send("POST", "/api/courses", { title: "Nul\u0000", description: "d" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([
      { field: "title", message: expect.stringMatching(/^title contains a character/) },
    ]);
    const surrogate = await send(
      "POST",
      "/api/lms/import-course",
      '{"lmsType":"canvas","courseId":"\\ud800"}',
      "application/json",
    );
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toMatch(/^courseId contains a character that cannot be stored/);
    const nested = await send("POST", `/api/courses/${courseId}/modules`, {
      title: "M",
      lessons: [{ title: "L", type: "text", contentHtml: "<p>\u0000</p>" }],
    });
    expect(nested.json().message).toMatch(/^lessons\.0\.contentHtml contains/);
  });

  it("answers 400 for a multipart upload without a boundary or cut short", async () => {
    const noBoundary = await send("POST", "/api/lms/import-cartridge", "--x\r\n", "multipart/form-data");
    expect(noBoundary.statusCode).toBe(400);
    const cut = await send(
      "POST",
      "/api/lms/import-cartridge",
      '--b\r\nContent-Disposition: form-data; name="file"; filename="c.imscc"\r\n\r\nPK',
      "multipart/form-data; boundary=b",
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/^file: /);
  });

  it(`refuses module ${COURSE_LIMITS.modulesPerCourse + 1} of a course with a 400 naming the limit`, async () => {
    const max = COURSE_LIMITS.modulesPerCourse;
    await ctx.database.db
      .insert(modules)
      .values(Array.from({ length: max }, (_, i) => ({ courseId, title: `M${i}`, orderIndex: i })));
    const res = await send("POST", `/api/courses/${courseId}/modules`, { title: "One too many" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`A course can have at most ${max} modules (it has ${max}).`);
  });

  it("logs a failing query without its parameters or the row's values", async () => {
    const error = await ctx.database.db
      .execute(sql`select ${"alice@example.edu"}::integer as n, ${"$argon2id$v=19$secret-hash"} as h`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("22P02");
    expect(logged).not.toContain("alice@example.edu");
    expect(logged).not.toContain("$argon2id");
  });
});

describe("redactDatabaseText", () => {
  it("removes Drizzle's params line and unique-violation key values", () => {
    expect(
      redactDatabaseText("Failed query: insert into users\nparams: a@b.edu,$argon2id$x\n    at f (x.ts:1:1)"),
    ).toBe("Failed query: insert into users\nparams: [redacted]\n    at f (x.ts:1:1)");
    expect(redactDatabaseText("Key (email)=(a@b.edu) already exists.")).toBe(
      "Key (email)=([redacted]) already exists.",
    );
  });
});
