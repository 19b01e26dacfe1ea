import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectivesResultSchema, suggestionsResultSchema } from "../../../common/ai-schemas.ts";
import { aiRuns } from "../../db/schema.ts";
import { type FakeEndpoint, completion, startFakeOpenAi, status } from "../../services/ai/test-support/fake-openai.ts";
import { type TestContext, createTestContext, signUpUser, testDatabases } from "../../test/harness.ts";
import {
  type UserClient,
  clientFor,
  createCourse,
  createModule,
  expectStatus,
} from "../modules/editor-test-helpers.ts";
import { timedAiCall } from "./timed-ai-call.ts";

const KEY = "sk-route-test-key";
const OBJECTIVES = {
  objectives: [
    "Students will be able to explain how the plasma membrane regulates transport",
    "Students will be able to compare passive and active transport",
  ],
};

describe.each(testDatabases())("AI API with an OpenAI-compatible LLM on $name", (kind) => {
  let fake: FakeEndpoint;
  let mode: "ok" | "fail" = "ok";
  let ctx: TestContext;
  let alice: UserClient;

  beforeAll(async () => {
    fake = await startFakeOpenAi((_, body, res) => {
      if (mode === "fail") return status(res, 500);
      const schemaName = JSON.stringify(body.response_format ?? {});
      if (schemaName.includes("suggestions")) {
        return completion(
          res,
          JSON.stringify({
            suggestions: [{ title: "Add a quiz", description: "No assessment yet.", priority: "high" }],
          }),
        );
      }
      return completion(res, JSON.stringify(OBJECTIVES));
    });
    ctx = await createTestContext(kind, { AI_BASE_URL: fake.baseUrl, AI_API_KEY: KEY, AI_MODEL: "test-model" });
    alice = clientFor(
      ctx.app,
      await signUpUser(ctx.app, { email: "prof.jane.doe@uni.example.edu", firstName: "Jane", lastName: "Doefield" }),
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const lastRun = async () =>
    (await ctx.database.db.select().from(aiRuns).where(eq(aiRuns.userId, alice.user.id)).orderBy(desc(aiRuns.id)))[0];

  it("sends the call to the configured endpoint and returns its validated answer", async () => {
    mode = "ok";
    const before = fake.requests.length;
    const body = expectStatus(
      await alice.post("/api/ai/generate-objectives", {
        courseTitle: "Introduction to Cell Biology",
        courseDescription: "Membranes, organelles and the cell cycle.",
        level: "beginner",
        count: 2,
      }),
      200,
    );
    expect(objectivesResultSchema.parse(body)).toEqual(body);
    expect(body).toEqual({ ...OBJECTIVES, provider: { name: "openai-compatible", model: "test-model" } });
    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.raw).toContain("Introduction to Cell Biology");
    expect(await lastRun()).toMatchObject({
      kind: "objectives",
      provider: "openai-compatible",
      model: "test-model",
      fellBack: false,
    });
  });

  it("sends course content but nothing that identifies the user", async () => {
    mode = "ok";
    const courseId = await createCourse(alice, "Cell Biology");
    await createModule(alice, courseId, {
      title: "Membranes",
      lessons: [{ title: "Reading", contentHtml: "<p>The phospholipid bilayer separates the cytoplasm.</p>" }],
    });
    const body = expectStatus(
      await alice.post("/api/ai/content-suggestions", { courseTitle: "Cell Biology", courseId }),
      200,
    );
    expect(suggestionsResultSchema.parse(body)).toEqual(body);
    expect(body.provider.name).toBe("openai-compatible");
    const raw = fake.requests.at(-1)!.raw;
    expect(raw).toContain("phospholipid bilayer");
    for (const secret of [alice.user.id, alice.user.email, "Jane", "Doefield"]) expect(raw).not.toContain(secret);
  });

  it("falls back to the offline engine when the endpoint answers 500, and says so", async () => {
    mode = "fail";
    const body = expectStatus(
      await alice.post("/api/ai/generate-objectives", {
        courseTitle: "Introduction to Cell Biology",
        courseDescription: "Membranes, organelles and the cell cycle.",
        level: "beginner",
      }),
      200,
    );
    expect(objectivesResultSchema.parse(body)).toEqual(body);
    expect(body.provider).toMatchObject({ name: "offline", fellBack: true });
    expect(body.provider.fallbackReason).toMatch(/HTTP 500/);
    expect(body.provider.fallbackReason).not.toContain(KEY);
    expect(body.objectives.length).toBeGreaterThan(0);
    expect(await lastRun()).toMatchObject({ kind: "objectives", provider: "offline", fellBack: true });
  });
});

describe("timedAiCall", () => {
  it("returns the answer with its duration", async () => {
    const { result, durationMs } = await timedAiCall(async () => "answer", "offline");
    expect(result).toBe("answer");
    expect(durationMs).toBeGreaterThanOrEqual(0);
  });

  it("turns an unexpected provider error into a 502 naming the AI provider, and reports it", async () => {
    const seen: unknown[] = [];
    const boom = new Error("socket hang up");
    await expect(
      timedAiCall(
        async () => {
          throw boom;
        },
        "openai-compatible",
        (e) => seen.push(e),
      ),
    ).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/AI provider \(openai-compatible\)/) });
    expect(seen).toEqual([boom]);
  });
});
