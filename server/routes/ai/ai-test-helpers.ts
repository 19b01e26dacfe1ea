/** Shared set-up of the AI API tests: two fixture courses with real lesson text, and two users. */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { aiRuns } from "../../db/schema.ts";
import { FIXTURE_COURSES } from "../../services/ai/offline/fixtures/courses.ts";
import { type TestContext, type TestDatabaseKind, createTestContext, signUpUser } from "../../test/harness.ts";
import { type UserClient, clientFor, createModule, expectStatus } from "../modules/editor-test-helpers.ts";

export const [CELLS, ECONOMICS] = [FIXTURE_COURSES[0]!, FIXTURE_COURSES[1]!];
type Fixture = typeof CELLS;
/** Creates a course from a fixture (its modules with their real lesson text) and returns ids. */
export async function createFixtureCourse(client: UserClient, fixture: Fixture) {
  const course = expectStatus(
    await client.post("/api/courses", {
      title: fixture.title,
      description: fixture.description,
      duration: fixture.duration,
      level: fixture.level,
    }),
    201,
  );
  const modules = [];
  for (const m of fixture.modules) {
    modules.push(
      await createModule(client, course.id, {
        title: m.title,
        description: m.description,
        lessons: [{ title: `${m.title}: reading`, contentHtml: m.html }],
      }),
    );
  }
  return { courseId: course.id as number, moduleIds: modules.map((m) => m.id as number) };
}

export const objectivesBody = (fixture: Fixture) => ({
  courseTitle: fixture.title,
  courseDescription: fixture.description,
  level: fixture.level,
});

export const AI_CALLS = [
  "/api/ai/generate-objectives",
  "/api/ai/content-suggestions",
  "/api/ai/pedagogical-insights",
  "/api/ai/generate-quiz",
  "/api/ai/activity-ideas",
  "/api/ai/course-outline",
] as const;

/** What the AI suites share; filled in by `beforeAll`. */
export interface AiTestState {
  ctx: TestContext;
  alice: UserClient;
  bob: UserClient;
  cells: Awaited<ReturnType<typeof createFixtureCourse>>;
  economics: Awaited<ReturnType<typeof createFixtureCourse>>;
  /** The user's newest ai_runs row. */
  lastRun: (userId: string) => Promise<typeof aiRuns.$inferSelect | undefined>;
}

/** Registers the set-up and tear-down of an AI suite in the calling describe block. */
export function useAiTestState(kind: TestDatabaseKind): AiTestState {
  const state = {} as AiTestState;
  beforeAll(async () => {
    state.ctx = await createTestContext(kind);
    state.alice = clientFor(state.ctx.app, await signUpUser(state.ctx.app));
    state.bob = clientFor(state.ctx.app, await signUpUser(state.ctx.app));
    state.cells = await createFixtureCourse(state.alice, CELLS);
    state.economics = await createFixtureCourse(state.alice, ECONOMICS);
    state.lastRun = async (userId) =>
      (await state.ctx.database.db.select().from(aiRuns).where(eq(aiRuns.userId, userId)).orderBy(desc(aiRuns.id)))[0];
  });
  afterAll(() => state.ctx?.close());
  return state;
}
