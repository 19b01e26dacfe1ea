/** Small request helpers and factories for the course editor's API tests (modules, lessons, ...). */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { TestUser } from "../../test/harness.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Requests as one signed-in user. */
export interface UserClient {
  user: TestUser;
  request(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

/** A client that sends the user's session cookie. */
export function clientFor(app: FastifyInstance, user: TestUser): UserClient {
  const request = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie: user.cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
  return {
    user,
    request,
    get: (url) => request("GET", url),
    post: (url, payload) => request("POST", url, payload),
    patch: (url, payload) => request("PATCH", url, payload),
    put: (url, payload) => request("PUT", url, payload),
    del: (url) => request("DELETE", url),
  };
}

/** Asserts the status and returns the JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked by the assertions
export function expectStatus<T = any>(res: LightMyRequestResponse, status: number): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

/** Creates a course and returns its id. */
export async function createCourse(client: UserClient, title = "Cell Biology"): Promise<number> {
  return expectStatus(await client.post("/api/courses", { title, description: "An introductory course" }), 201).id;
}

/** Creates a module (with optional lessons) and returns it. */
export async function createModule(client: UserClient, courseId: number, body: Record<string, unknown> = {}) {
  return expectStatus(await client.post(`/api/courses/${courseId}/modules`, { title: "Module", ...body }), 201);
}

/** The course's stored progress. */
export async function courseProgress(client: UserClient, courseId: number): Promise<number> {
  return expectStatus(await client.get(`/api/courses/${courseId}`), 200).progress;
}

/** A lesson body with enough real text (50 words) to count as written content (MIN_LESSON_WORDS, issue #11). */
export const REAL_LESSON =
  "<p>Osmosis is the diffusion of water across a selectively permeable membrane, from the side with the lower " +
  "solute concentration to the side with the higher one. Cells placed in a hypertonic solution lose water and " +
  "shrink, while cells placed in a hypotonic solution gain water and may burst unless a cell wall resists the pressure.</p>";
