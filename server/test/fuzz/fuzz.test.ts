/**
 * Fuzz suite (issue #14): thousands of malformed requests to every route the app registers, on
 * PGlite and on PostgreSQL, signed in and not. Any 5xx fails the suite, and the log written
 * meanwhile must hold no password hash, session id, e-mail address or access token.
 *
 * `npm run test:fuzz` runs it alone; FUZZ_REQUESTS (per database, default 5000) and FUZZ_SEED
 * (default: a fixed seed, so CI runs are repeatable) change the run.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, loggerOptions } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { sessionCookie, testDatabases } from "../harness.ts";
import {
  Picker,
  mutateBody,
  randomIdParam,
  randomPayload,
  randomQuery,
  seededRandom,
  validBodies,
} from "./generators.ts";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PASSWORD = "fuzzing is a long passphrase";
const LMS_TOKEN = "fuzz-token-8f2c1d9e7a6b5c4d";

interface Route {
  method: string;
  url: string;
}

/** Every method + path the app serves, read from Fastify's route tree (HEAD is GET's twin). */
export function listRoutes(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join("");
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, url });
    }
  }
  return routes;
}

/** A log sink that keeps every line in memory. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { lines, stream };
}

interface Fixture {
  cookie: string;
  email: string;
  ids: number[];
  courseId: number;
  moduleId: number;
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { email, password: PASSWORD } });
  return sessionCookie(res);
}

/** A signed-in user with a course, a module, a lesson, an objective and an assessment. */
async function createFixture(app: FastifyInstance, email: string, cookie: string): Promise<Fixture> {
  const send = async (method: "POST", url: string, payload: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie } });
    if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const course = await send("POST", "/api/courses", { title: "Fuzz course", description: "A course to fuzz." });
  const module = await send("POST", `/api/courses/${course.id}/modules`, {
    title: "Module one",
    lessons: [{ title: "Lesson one", type: "text", contentHtml: "<p>Some text.</p>" }],
  });
  await send("POST", `/api/courses/${course.id}/objectives`, { text: "Students will be able to explain fuzzing." });
  await send("POST", "/api/assessments", { courseId: course.id, title: "Quiz", type: "quiz", questions: [] });
  const ids = [course.id, module.id, ...Array.from({ length: 3 }, (_, i) => module.id + i + 1)];
  return { cookie, email, ids, courseId: course.id, moduleId: module.id };
}

for (const kind of testDatabases()) {
  describe(`fuzz (${kind.name})`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const log = memoryLog();
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();

    beforeAll(async () => {
      database = await kind.open();
      await database.migrate();
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent", LOGIN_RATE_LIMIT_MAX: "100000" });
      app = await buildApp(config, {
        database,
        sessionSecret: "fuzz-secret-that-is-at-least-32-characters-long",
        clientDir: null,
        logger: { ...loggerOptions("debug"), stream: log.stream },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it(`answers ${REQUESTS} malformed requests across every route without a 5xx`, { timeout: 600_000 }, async () => {
      const pick = new Picker(seededRandom(SEED));
      const routes = listRoutes(app);
      expect(routes.length).toBeGreaterThan(30);
      const email = `fuzz-${kind.name}@example.edu`;
      const reg = await app.inject({
        method: "POST",
        url: "/api/register",
        payload: { email, password: PASSWORD, firstName: "Fuzz", lastName: "Tester" },
      });
      expect(reg.statusCode).toBe(201);
      let fixture = await createFixture(app, email, sessionCookie(reg));
      const secrets = [PASSWORD, LMS_TOKEN, email, fixture.cookie.split("=")[1]!.split(".")[0]!];

      for (let i = 0; i < REQUESTS; i++) {
        if (i > 0 && i % 250 === 0) {
          const cookie = await signIn(app, email);
          secrets.push(cookie.split("=")[1]!.split(".")[0]!);
          fixture = await createFixture(app, email, cookie);
        }
        const route = pick.one(routes);
        const url = route.url.replace(/:id/g, () => randomIdParam(pick, fixture.ids)) + randomQuery(pick);
        const valid = validBodies(fixture)[`${route.method} ${route.url}`];
        const { payload, contentType } =
          route.method === "GET" || route.method === "DELETE"
            ? {}
            : valid && pick.chance(0.6)
              ? { payload: JSON.stringify(mutateBody(pick, valid())), contentType: "application/json" }
              : randomPayload(pick);
        const headers: Record<string, string> = {};
        if (pick.chance(0.9)) headers.cookie = fixture.cookie;
        if (contentType) headers["content-type"] = contentType;
        if (pick.chance(0.05)) headers.authorization = `Bearer ${LMS_TOKEN}`;
        const res = await app.inject({ method: route.method as "GET", url, payload, headers });
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) {
          failures.push(`${route.method} ${url} ${contentType ?? ""} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (route.url === "/api/logout" && headers.cookie) {
          // Signing out ends the fuzzer's session; sign in again so the rest stays signed in.
          fixture = { ...fixture, cookie: await signIn(app, email) };
          secrets.push(fixture.cookie.split("=")[1]!.split(".")[0]!);
        }
        expect(res.body).not.toMatch(/\n\s+at .+:\d+:\d+/); // never a stack trace
      }

      console.log(`fuzz (${kind.name}): ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(sent).toBe(REQUESTS);
      expect(failures, `seed ${SEED}:\n${failures.slice(0, 20).join("\n")}`).toEqual([]);

      const text = log.lines.join("");
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toContain("$argon2");
      for (const secret of secrets) expect(text, "a secret reached the log").not.toContain(secret);
    });
  });
}
