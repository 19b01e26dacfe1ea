/**
 * A fake Canvas server for tests and the bench (node:http on 127.0.0.1 only). It speaks the
 * protocol LMS.md documents: Bearer auth with 401 + WWW-Authenticate for a bad token, per_page
 * pagination with RFC 8288 Link headers (absolute URLs), modules that may omit `items`, pages,
 * quizzes + questions, assignments, discussions, files (fake-canvas-files.ts: the Files API and
 * downloads, optionally redirected to a file store on another origin), `{"errors":[{"message"}]}`
 * error bodies.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveCanvasFile, type FakeCanvasFile } from "./fake-canvas-files.ts";

export interface FakeCanvasItem {
  id: number;
  type: "Page" | "Quiz" | "Assignment" | "Discussion" | "SubHeader" | "ExternalUrl" | "ExternalTool" | "File";
  title: string;
  page_url?: string;
  content_id?: number;
  external_url?: string;
}

export interface FakeCanvasModule {
  id: number;
  name: string;
  position: number;
  items: FakeCanvasItem[];
  /** Leave `items` out of the modules listing (Canvas does so for big modules). */
  omitItems?: boolean;
}

export interface FakeCanvasCourse {
  id: number;
  name: string;
  public_description?: string;
  total_students?: number;
  start_at?: string | null;
  modules: FakeCanvasModule[];
  pages: Record<string, { title: string; body: string }>;
  /** `assignment_id`: the assignment of a graded quiz (Canvas's Quiz object). */
  quizzes: Record<
    number,
    { title: string; description: string; quiz_type?: string; questions: unknown[]; assignment_id?: number }
  >;
  assignments: Record<number, { name: string; description: string }>;
  /** `assignment_id`: the assignment of a graded discussion (Canvas's DiscussionTopic object). */
  discussions: Record<number, { title: string; message: string; assignment_id?: number }>;
  /** Course files by id (GET /api/v1/courses/:id/files/:id; `/files/:id/download`). */
  files?: Record<number, FakeCanvasFile>;
}

export interface FakeCanvasOptions {
  token: string;
  courses: FakeCanvasCourse[];
  /** Server-side cap on per_page (Canvas: 100). Small values force many pages. */
  maxPerPage?: number;
  /** Delay before every response, in ms. */
  delayMs?: number;
  /** Prefix every JSON body with `while(1);`. */
  whilePrefix?: boolean;
  /**
   * Changes the `rel="next"` link of a list page (a misbehaving server: a link back to page 1, a
   * link that never ends). Gets the page's URL, its page number and the next link we would send
   * (null on the last page); returns the link to send, or null for none.
   */
  rewriteNext?: (url: URL, page: number, next: string | null) => string | null;
  /**
   * Answer a request yourself: return true when handled. Runs after the auth check unless
   * `beforeAuth` is set.
   */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => boolean | Promise<boolean>;
  /**
   * Where `/files/:id/download` redirects (302) to fetch the bytes, like Canvas's file store on
   * another host (startFakeFileStore); unset = the bytes come from the Canvas origin itself.
   */
  fileStoreUrl?: string;
}

export interface FakeServer {
  baseUrl: string;
  /** Every request: path + query and the Authorization header it carried. */
  requests: Array<{ path: string; authorization: string | undefined }>;
  /** Most requests seen in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts an HTTP server on 127.0.0.1 (random port) with a request handler; tracks concurrency. */
export async function startServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void>,
  delayMs = 0,
): Promise<FakeServer> {
  let inFlight = 0;
  const state: FakeServer = { baseUrl: "", requests: [], maxInFlight: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const url = new URL(req.url ?? "/", state.baseUrl);
    state.requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    void (async () => {
      if (delayMs) await sleep(delayMs);
      await handler(req, res, url);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** Sends JSON (optionally `while(1);`-prefixed). */
export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  prefix = false,
) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end((prefix ? "while(1);" : "") + JSON.stringify(body));
}

/** `$CANVAS_ORIGIN$` in a fixture's HTML becomes this server's origin (Canvas writes absolute links to itself). */
function withOrigin(html: string, url: URL): string {
  return html.replaceAll("$CANVAS_ORIGIN$", url.origin);
}

/** Starts the fake Canvas. */
export async function startFakeCanvas(options: FakeCanvasOptions): Promise<FakeServer> {
  const maxPerPage = options.maxPerPage ?? 100;
  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, headers, options.whilePrefix);

  /** One page of `all`; `view` maps each item on the page only (big lists stay cheap to serve). */
  const paginate = <T>(
    res: http.ServerResponse,
    url: URL,
    all: T[],
    view: (item: T, index: number) => unknown = (item) => item,
  ) => {
    const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 10) || 10, maxPerPage);
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const link = (p: number, rel: string) => {
      const u = new URL(url.href);
      u.searchParams.set("page", String(p));
      u.searchParams.set("per_page", String(perPage));
      return `<${u.href}>; rel="${rel}"`;
    };
    const links = [link(page, "current"), link(1, "first"), link(lastPage, "last")];
    let next = page < lastPage ? link(page + 1, "next") : null;
    if (options.rewriteNext) {
      const href = options.rewriteNext(url, page, next === null ? null : (/<([^>]*)>/.exec(next)?.[1] ?? null));
      next = href === null ? null : `<${href}>; rel="next"`;
    }
    if (next) links.splice(1, 0, next);
    if (page > 1) links.push(link(page - 1, "prev"));
    const start = (page - 1) * perPage;
    const slice = all.slice(start, page * perPage).map((item, i) => view(item, start + i));
    json(res, 200, slice, { Link: links.join(",") });
  };

  const notFound = (res: http.ServerResponse) =>
    json(res, 404, { errors: [{ message: "The specified resource does not exist." }] });

  return startServer(async (req, res, url) => {
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { "Content-Type": "application/json", "WWW-Authenticate": 'Bearer realm="canvas-lms"' });
      res.end(JSON.stringify({ errors: [{ message: "Invalid access token." }] }));
      return;
    }
    if (options.intercept && (await options.intercept(req, res, url))) return;
    const p = url.pathname;
    if (serveCanvasFile(options.courses, res, url, options.fileStoreUrl)) return;
    if (p === "/api/v1/users/self") return json(res, 200, { id: 7, name: "Ada Teacher", short_name: "Ada" });
    if (p === "/api/v1/courses")
      return paginate(
        res,
        url,
        options.courses.map(
          ({ modules: _m, pages: _p, quizzes: _q, assignments: _a, discussions: _d, files: _f, ...c }) => ({
            ...c,
            term: { start_at: null },
          }),
        ),
      );
    const m = /^\/api\/v1\/courses\/(\d+)(\/.*)?$/.exec(p);
    const course = m ? options.courses.find((c) => String(c.id) === m[1]) : undefined;
    if (!m || !course) return notFound(res);
    const rest = m[2] ?? "";
    if (rest === "")
      return json(res, 200, {
        id: course.id,
        name: course.name,
        public_description: course.public_description ?? null,
      });
    if (rest === "/modules") {
      const withItems = url.searchParams.getAll("include[]").includes("items");
      return paginate(
        res,
        url,
        course.modules.map((mod) => ({
          id: mod.id,
          name: mod.name,
          position: mod.position,
          items_count: mod.items.length,
          items_url: `${url.origin}/api/v1/courses/${course.id}/modules/${mod.id}/items`,
          ...(withItems && !mod.omitItems
            ? { items: mod.items.map((item, i) => ({ ...item, position: i + 1, module_id: mod.id })) }
            : {}),
        })),
      );
    }
    let r = /^\/modules\/(\d+)\/items$/.exec(rest);
    if (r) {
      const mod = course.modules.find((x) => String(x.id) === r?.[1]);
      return mod
        ? paginate(res, url, mod.items, (item, i) => ({ ...item, position: i + 1, module_id: mod.id }))
        : notFound(res);
    }
    r = /^\/pages\/([^/]+)$/.exec(rest);
    if (r) {
      const page = course.pages[decodeURIComponent(r[1] ?? "")];
      const body = page ? withOrigin(page.body, url) : undefined;
      return page ? json(res, 200, { url: r[1], title: page.title, body, published: true }) : notFound(res);
    }
    r = /^\/quizzes\/(\d+)(\/questions)?$/.exec(rest);
    if (r) {
      const quiz = course.quizzes[Number(r[1])];
      if (!quiz) return notFound(res);
      if (r[2]) return paginate(res, url, quiz.questions);
      return json(res, 200, {
        id: Number(r[1]),
        title: quiz.title,
        description: withOrigin(quiz.description, url),
        quiz_type: quiz.quiz_type ?? "assignment",
        assignment_id: quiz.assignment_id ?? null,
      });
    }
    r = /^\/assignments\/(\d+)$/.exec(rest);
    if (r) {
      const a = course.assignments[Number(r[1])];
      return a
        ? json(res, 200, { id: Number(r[1]), ...a, description: withOrigin(a.description, url) })
        : notFound(res);
    }
    r = /^\/discussion_topics\/(\d+)$/.exec(rest);
    if (r) {
      const d = course.discussions[Number(r[1])];
      return d ? json(res, 200, { id: Number(r[1]), ...d, message: withOrigin(d.message, url) }) : notFound(res);
    }
    return notFound(res);
  }, options.delayMs);
}

/** A course of `moduleCount` modules and `itemCount` items: pages with HTML and every 10th item a quiz. */
export function buildLargeCanvasCourse(moduleCount: number, itemCount: number): FakeCanvasCourse {
  const course: FakeCanvasCourse = {
    id: 1,
    name: "Big course",
    modules: [],
    pages: {},
    quizzes: {},
    assignments: {},
    discussions: {},
  };
  for (let m = 0; m < moduleCount; m++)
    course.modules.push({ id: 100 + m, name: `Week ${m + 1}`, position: m + 1, items: [] });
  for (let i = 0; i < itemCount; i++) {
    const mod = course.modules[i % moduleCount];
    if (!mod) continue;
    if (i % 10 === 9) {
      course.quizzes[i] = {
        title: `Quiz ${i}`,
        description: "<p>Check yourself.</p>",
        questions: [
          {
            question_type: "multiple_choice_question",
            question_text: `<p>Question for item ${i}?</p>`,
            answers: [
              { answer_text: "Yes", answer_weight: 100 },
              { answer_text: "No", answer_weight: 0 },
            ],
          },
        ],
      };
      mod.items.push({ id: 1000 + i, type: "Quiz", title: `Quiz ${i}`, content_id: i });
    } else {
      course.pages[`page-${i}`] = {
        title: `Page ${i}`,
        body: `<h2>Page ${i}</h2><p>Some <strong>content</strong> for page ${i}.</p>`,
      };
      mod.items.push({ id: 1000 + i, type: "Page", title: `Page ${i}`, page_url: `page-${i}` });
    }
  }
  return course;
}
