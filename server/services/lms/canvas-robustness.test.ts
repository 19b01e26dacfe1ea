/**
 * Canvas import robustness (issue #12 "Robustness"): lists read to the end or reported as
 * truncated, looping `next` links, one broken or oversized item, a server that never answers.
 * All against the fake Canvas, which speaks the documented protocol (Link rel="next", per_page).
 */
import { afterEach, describe, expect, it } from "vitest";
import { CanvasConnector } from "./canvas.ts";
import { MAX_LIST_PAGES } from "./http-pagination.ts";
import { MAX_RESPONSE_BYTES } from "./http.ts";
import {
  startFakeCanvas,
  type FakeCanvasCourse,
  type FakeCanvasOptions,
  type FakeServer,
} from "./test-support/fake-canvas.ts";
import { LmsError, type LmsConnectorOptions } from "./types.ts";

const TOKEN = "canvas-robust-token-0987654321";

function course(moduleCount: number, itemsPerModule: number, omitItems = false): FakeCanvasCourse {
  const c: FakeCanvasCourse = {
    id: 5,
    name: "Robust course",
    modules: [],
    pages: {},
    quizzes: {},
    assignments: {},
    discussions: {},
  };
  for (let m = 0; m < moduleCount; m++) {
    const items = Array.from({ length: itemsPerModule }, (_, i) => ({
      id: m * 100_000 + i + 1,
      type: "SubHeader" as const,
      title: `Heading ${m + 1}.${i + 1}`,
    }));
    c.modules.push({ id: m + 1, name: `Week ${m + 1}`, position: m + 1, items, omitItems });
  }
  return c;
}

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(
  fake: Partial<FakeCanvasOptions> & Pick<FakeCanvasOptions, "courses">,
  connector: Partial<LmsConnectorOptions> = {},
) {
  server = await startFakeCanvas({ token: TOKEN, ...fake });
  return new CanvasConnector({
    baseUrl: server.baseUrl,
    accessToken: TOKEN,
    allowPrivateHosts: true,
    retryBaseDelayMs: 5,
    timeoutMs: 5000,
    ...connector,
  });
}

async function failure(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LmsError);
  return error as LmsError;
}

describe("Canvas pagination without a silent cap", () => {
  it("imports all 10,000 items of a module read 10 per page (1,000 pages)", async () => {
    const canvas = await setup({ courses: [course(1, 10_000, true)], maxPerPage: 10 });
    const imported = await canvas.fetchCourse("5");
    const lessons = imported.modules[0]?.lessons ?? [];
    expect(lessons).toHaveLength(10_000);
    expect(new Set(lessons.map((l) => l.title)).size).toBe(10_000);
    expect(lessons.at(-1)?.title).toBe("Heading 1.10000");
    expect(imported.warnings).toEqual([]);
    const itemPages = server?.requests.filter((r) => r.path.startsWith("/api/v1/courses/5/modules/1/items")) ?? [];
    expect(itemPages).toHaveLength(1_000);
    expect(MAX_LIST_PAGES).toBeGreaterThanOrEqual(1_000);
  }, 60_000);

  it("past the maximum, keeps what was read and says the list was truncated and where", async () => {
    const canvas = await setup({ courses: [course(1, 100, true)], maxPerPage: 10 }, { maxListPages: 3 });
    const imported = await canvas.fetchCourse("5");
    expect(imported.modules[0]?.lessons).toHaveLength(30);
    expect(imported.warnings).toEqual([
      'Canvas: the list of items of module "Week 1" was truncated at 3 pages (30 items read); the rest was not imported.',
    ]);
  });

  it("a next link that never ends stops at the maximum with a warning", async () => {
    const canvas = await setup(
      {
        courses: [course(2, 1)],
        rewriteNext: (url, page) => {
          const next = new URL(url.href);
          next.searchParams.set("page", String(page + 1));
          return next.href;
        },
      },
      { maxListPages: 20 },
    );
    const imported = await canvas.fetchCourse("5");
    expect(imported.modules.map((m) => m.title)).toEqual(["Week 1", "Week 2"]);
    expect(imported.warnings).toEqual([
      "Canvas: the list of modules was truncated at 20 pages (2 items read); the rest was not imported.",
    ]);
  });

  it("a next link back to page 1 stops with a warning and duplicates no module", async () => {
    const canvas = await setup({
      courses: [course(3, 2)],
      maxPerPage: 2,
      rewriteNext: (url, page, next) => {
        if (url.pathname !== "/api/v1/courses/5/modules" || page !== 2) return next;
        const first = new URL(url.href);
        first.searchParams.set("page", "1");
        return first.href;
      },
    });
    const imported = await canvas.fetchCourse("5");
    expect(imported.modules.map((m) => m.title)).toEqual(["Week 1", "Week 2", "Week 3"]);
    expect(imported.warnings).toEqual([
      'Canvas: the list of modules sent a "next" link back to a page already read (after 3 pages, 3 items); reading stopped there and nothing was imported twice.',
    ]);
  });

  it("a next link to the very page just read stops at once", async () => {
    const canvas = await setup({ courses: [course(3, 1)], maxPerPage: 2, rewriteNext: (url) => url.href });
    const list = await canvas.fetchCourse("5");
    expect(list.modules.map((m) => m.title)).toEqual(["Week 1", "Week 2"]);
    expect(list.warnings[0]).toMatch(/"next" link back to a page already read \(after 1 pages, 2 items\)/);
  });
});

describe("Canvas per-item failure isolation", () => {
  function withPages(): FakeCanvasCourse {
    const c = course(1, 0);
    const mod = c.modules[0]!;
    for (const [i, slug] of ["intro", "huge", "broken", "outro"].entries()) {
      mod.items.push({ id: 50 + i, type: "Page", title: `Page ${slug}`, page_url: slug });
      c.pages[slug] = { title: slug, body: `<p>${slug}</p>` };
    }
    c.pages.huge = { title: "huge", body: `<p>${"x".repeat(25 * 1024 * 1024)}</p>` };
    return c;
  }

  it("a 25 MB page and a 500 for one page are reported by name; the rest is imported", async () => {
    const canvas = await setup({
      courses: [withPages()],
      intercept: (_req, res, url) => {
        if (!url.pathname.endsWith("/pages/broken")) return false;
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ errors: [{ message: "Internal error" }] }));
        return true;
      },
    });
    const imported = await canvas.fetchCourse("5");
    const lessons = imported.modules[0]?.lessons ?? [];
    expect(lessons.map((l) => [l.title, l.contentHtml])).toEqual([
      ["Page intro", "<p>intro</p>"],
      ["Page huge", ""],
      ["Page broken", ""],
      ["Page outro", "<p>outro</p>"],
    ]);
    expect(MAX_RESPONSE_BYTES).toBe(20 * 1024 * 1024);
    expect(imported.warnings).toHaveLength(2);
    expect(imported.warnings[0]).toMatch(
      /^"Page huge" \(Page\) could not be read from Canvas .*larger than the 20 MiB/,
    );
    expect(imported.warnings[1]).toMatch(
      /^"Page broken" \(Page\) could not be read from Canvas \(HTTP 500, upstream down\)/,
    );
  }, 30_000);

  it("one page that never answers times out alone and is reported; the rest is imported", async () => {
    const canvas = await setup(
      { courses: [withPages()], intercept: (_req, _res, url) => url.pathname.endsWith("/pages/huge") },
      { timeoutMs: 300 },
    );
    const imported = await canvas.fetchCourse("5");
    expect(imported.modules[0]?.lessons.map((l) => l.contentHtml)).toEqual([
      "<p>intro</p>",
      "",
      "<p>broken</p>",
      "<p>outro</p>",
    ]);
    expect(imported.warnings).toEqual([expect.stringMatching(/^"Page huge" \(Page\) .*did not answer within 0.3 s/)]);
  });

  it("an expired token mid-import still fails the whole import (401)", async () => {
    const canvas = await setup({
      courses: [withPages()],
      intercept: (_req, res, url) => {
        if (!url.pathname.endsWith("/pages/broken")) return false;
        res.writeHead(401, { "Content-Type": "application/json", "WWW-Authenticate": 'Bearer realm="canvas-lms"' });
        res.end(JSON.stringify({ errors: [{ message: "Invalid access token." }] }));
        return true;
      },
    });
    expect(await failure(canvas.fetchCourse("5"))).toMatchObject({ kind: "invalid_token", httpStatus: 401 });
  });
});

describe("Canvas import deadline", () => {
  it("a server that never answers fails with timeout (504) at the deadline, not at the per-request timeout", async () => {
    const canvas = await setup({ courses: [course(1, 1)], intercept: () => true }, { importDeadlineMs: 1000 });
    const started = Date.now();
    const error = await failure(canvas.fetchCourse("5"));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error).toMatchObject({ kind: "timeout", httpStatus: 504 });
    expect(error.message).toMatch(/^Canvas did not answer within 1 s, the longest an import may take/);
  });

  it("a server that answers the course but hangs on every item fails at the deadline too", async () => {
    const c = course(1, 0);
    c.modules[0]!.items = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      type: "Page" as const,
      title: `P${i}`,
      page_url: `p${i}`,
    }));
    const canvas = await setup(
      { courses: [c], intercept: (_req, _res, url) => url.pathname.includes("/pages/") },
      { importDeadlineMs: 1000 },
    );
    const error = await failure(canvas.fetchCourse("5"));
    expect(error).toMatchObject({ kind: "timeout", httpStatus: 504 });
    expect(error.message).toContain("within 1 s");
  });
});
