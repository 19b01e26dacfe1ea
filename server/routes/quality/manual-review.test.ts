import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANUAL_REVIEW_CRITERIA, type ManualReviewDto } from "../../../common/manual-review.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import { type UserClient, clientFor, createCourse, expectStatus } from "../modules/editor-test-helpers.ts";

describe.each(testDatabases())("manual-check list API on $name", (kind) => {
  let ctx: TestContext;
  let alice: UserClient;
  let bob: UserClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = clientFor(ctx.app, await signUpUser(ctx.app));
    bob = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers 401 when signed out", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/courses/1/manual-review" })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "PUT", url: "/api/courses/1/manual-review/1.3.3", payload: { confirmed: true } }))
        .statusCode,
    ).toBe(401);
  });

  it("lists every criterion unconfirmed, then keeps a confirmation until it is withdrawn", async () => {
    const courseId = await createCourse(alice, "Rocky Shores");
    const fresh = expectStatus<ManualReviewDto>(await alice.get(`/api/courses/${courseId}/manual-review`), 200);
    expect(fresh).toMatchObject({ confirmed: 0, total: MANUAL_REVIEW_CRITERIA.length });
    expect(fresh.items.map((i) => i.criterion)).toEqual(MANUAL_REVIEW_CRITERIA.map((c) => c.criterion));

    const ticked = expectStatus<ManualReviewDto>(
      await alice.put(`/api/courses/${courseId}/manual-review/1.3.3`, { confirmed: true }),
      200,
    );
    const item = ticked.items.find((i) => i.criterion === "1.3.3")!;
    expect(item).toMatchObject({ confirmed: true, name: "Sensory Characteristics" });
    expect(Date.parse(item.confirmedAt!)).not.toBeNaN();
    // Confirming again keeps the first date; the list reads the same after a new request.
    await alice.put(`/api/courses/${courseId}/manual-review/1.3.3`, { confirmed: true });
    const again = expectStatus<ManualReviewDto>(await alice.get(`/api/courses/${courseId}/manual-review`), 200);
    expect(again.confirmed).toBe(1);
    expect(again.items.find((i) => i.criterion === "1.3.3")!.confirmedAt).toBe(item.confirmedAt);

    const untouched = expectStatus<ManualReviewDto>(
      await alice.put(`/api/courses/${courseId}/manual-review/1.3.3`, { confirmed: false }),
      200,
    );
    expect(untouched.confirmed).toBe(0);
  });

  it("is a 404 for another user's course or a missing one, and changes nothing", async () => {
    const courseId = await createCourse(alice, "Kelp Forests");
    expectStatus(await bob.get(`/api/courses/${courseId}/manual-review`), 404);
    expectStatus(await bob.put(`/api/courses/${courseId}/manual-review/2.4.6`, { confirmed: true }), 404);
    expectStatus(await alice.get("/api/courses/999999/manual-review"), 404);
    const list = expectStatus<ManualReviewDto>(await alice.get(`/api/courses/${courseId}/manual-review`), 200);
    expect(list.confirmed).toBe(0);
  });

  it("answers 400 naming the field for an unknown criterion or a bad body", async () => {
    const courseId = await createCourse(alice, "Estuaries");
    const unknown = await alice.put(`/api/courses/${courseId}/manual-review/9.9.9`, { confirmed: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/criterion/);
    for (const body of [{}, { confirmed: "yes" }, { confirmed: null }]) {
      const bad = await alice.put(`/api/courses/${courseId}/manual-review/1.3.3`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/confirmed/);
    }
  });

  it("goes with the course when the course is deleted", async () => {
    const courseId = await createCourse(alice, "Mangroves");
    await alice.put(`/api/courses/${courseId}/manual-review/3.1.2`, { confirmed: true });
    expectStatus(await alice.del(`/api/courses/${courseId}`), 204);
    expectStatus(await alice.get(`/api/courses/${courseId}/manual-review`), 404);
  });
});
