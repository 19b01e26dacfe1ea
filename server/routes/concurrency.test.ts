/**
 * Parallel writers (issue #14): many requests that append to the same course or module at once
 * keep positions 0..n-1 (no duplicates, no gaps), and deleting a course while others write into
 * it answers 404, never 500. On PostgreSQL the requests really run at once (a pool of 10
 * connections); on PGlite they are serialised by its single connection.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { type TestContext, type TestUser, createTestContext, signUpUser, testDatabases } from "../test/harness.ts";

const PARALLEL = 50;

for (const kind of testDatabases()) {
  describe(`parallel writes (${kind.name})`, () => {
    let ctx: TestContext;
    let user: TestUser;

    beforeAll(async () => {
      ctx = await createTestContext(kind);
      user = await signUpUser(ctx.app);
    });
    afterAll(() => ctx?.close());

    const send = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

    async function newCourse(): Promise<number> {
      const res = await send("POST", "/api/courses", {
        title: "Parallel course",
        description: "Written to by many requests at once.",
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    }

    const positions = (rows: { orderIndex: number }[]) => rows.map((r) => r.orderIndex).sort((a, b) => a - b);
    const permutation = (n: number) => Array.from({ length: n }, (_, i) => i);

    it(`${PARALLEL} parallel module, lesson and objective creations keep a 0..n-1 order`, async () => {
      const courseId = await newCourse();
      const modules = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          send("POST", `/api/courses/${courseId}/modules`, { title: `M${i}` }),
        ),
      );
      expect(modules.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(201));
      const moduleId = modules[0]!.json().id as number;

      const [lessons, objectives] = await Promise.all([
        Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            send("POST", `/api/modules/${moduleId}/lessons`, { title: `L${i}`, type: "text", contentHtml: "<p>x</p>" }),
          ),
        ),
        Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            send("POST", `/api/courses/${courseId}/objectives`, {
              text: `Students will be able to explain topic ${i}.`,
            }),
          ),
        ),
      ]);
      expect([...lessons, ...objectives].map((r) => r.statusCode)).toEqual(Array(2 * PARALLEL).fill(201));

      const storedModules = (await send("GET", `/api/courses/${courseId}/modules`)).json() as {
        id: number;
        orderIndex: number;
        lessons: { orderIndex: number }[];
      }[];
      expect(positions(storedModules)).toEqual(permutation(PARALLEL));
      const withLessons = storedModules.find((m) => m.id === moduleId)!;
      expect(positions(withLessons.lessons)).toEqual(permutation(PARALLEL));
      const storedObjectives = (await send("GET", `/api/courses/${courseId}/objectives`)).json() as {
        orderIndex: number;
      }[];
      expect(positions(storedObjectives)).toEqual(permutation(PARALLEL));
    });

    it("deleting a course while modules, objectives and assessments are added answers 404 to the late writers, never 500", async () => {
      for (let round = 0; round < 3; round++) {
        const courseId = await newCourse();
        const writes = Array.from({ length: 20 }, (_, i) =>
          i % 3 === 0
            ? send("POST", `/api/courses/${courseId}/modules`, {
                title: `M${i}`,
                lessons: [{ title: "L", type: "text" }],
              })
            : i % 3 === 1
              ? send("POST", `/api/courses/${courseId}/objectives`, {
                  text: `Students will be able to define term ${i}.`,
                })
              : send("POST", "/api/assessments", { courseId, title: `Quiz ${i}`, type: "quiz", questions: [] }),
        );
        const results = await Promise.all([
          ...writes.slice(0, 10),
          send("DELETE", `/api/courses/${courseId}`),
          ...writes.slice(10),
        ]);
        const statuses = results.map((r) => r.statusCode);
        expect(
          statuses.filter((s) => s >= 500),
          JSON.stringify(results.filter((r) => r.statusCode >= 500).map((r) => r.body)),
        ).toEqual([]);
        expect(statuses.every((s) => s === 201 || s === 204 || s === 404)).toBe(true);
        expect((await send("GET", `/api/courses/${courseId}`)).statusCode).toBe(404);
      }
    });
  });
}

// The retry wraps PostgreSQL's transactions (PGlite has one connection: no deadlock can happen there).
for (const kind of testDatabases().filter((k) => k.name === "postgres")) {
  describe("transaction retries (postgres)", () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await kind.open();
    });
    afterAll(() => database?.close());

    it("runs a transaction again after a deadlock or serialization failure", async () => {
      let attempts = 0;
      const result = await database.db.transaction(async () => {
        attempts++;
        if (attempts < 3)
          throw Object.assign(new Error("deadlock detected"), { code: attempts === 1 ? "40P01" : "40001" });
        return "done";
      });
      expect(result).toBe("done");
      expect(attempts).toBe(3);
      let other = 0;
      await expect(
        database.db.transaction(async () => {
          other++;
          throw Object.assign(new Error("unique"), { code: "23505" });
        }),
      ).rejects.toThrow("unique");
      expect(other).toBe(1); // only deadlocks and serialization failures are retried
    });
  });
}
