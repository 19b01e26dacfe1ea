/**
 * A fake Blackboard Learn server for tests (node:http on 127.0.0.1). Protocol per LMS.md:
 * Bearer tokens, `{results, paging: {nextPage}}` with a relative nextPage and offset/limit,
 * contents + children?recursive=true, content attachments and Content Collection files
 * (fake-blackboard-files.ts), `{status, message}` error bodies, 429 with X-Rate-Limit-Reset.
 */
import type http from "node:http";
import { serveBlackboardFile, type FakeBbFiles } from "./fake-blackboard-files.ts";
import { sendJson, startServer, type FakeServer } from "./fake-canvas.ts";

export interface FakeBbContent {
  id: string;
  parentId?: string;
  title: string;
  position: number;
  body?: string;
  description?: string;
  hasChildren?: boolean;
  contentHandler: { id: string; url?: string; assessmentId?: string; file?: { fileName: string } };
}

export interface FakeBlackboardOptions extends FakeBbFiles {
  token: string;
  courses: Array<{ id: string; courseId: string; name: string; description?: string }>;
  /** Course id -> every content item (top level has no parentId). */
  contents: Record<string, FakeBbContent[]>;
  /** Server-side page size cap. */
  maxLimit?: number;
  /**
   * Changes `paging.nextPage` of a list page (a misbehaving server: a link back to the first
   * page). Gets the page's URL and the nextPage we would send (undefined on the last page).
   */
  rewriteNextPage?: (url: URL, nextPage: string | undefined) => string | undefined;
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => boolean | Promise<boolean>;
}

const API = "/learn/api/public/v1";

/** Starts the fake Blackboard Learn. */
export function startFakeBlackboard(options: FakeBlackboardOptions): Promise<FakeServer> {
  const error = (res: http.ServerResponse, status: number, message: string) =>
    sendJson(res, status, { status, message });
  const page = (res: http.ServerResponse, url: URL, all: unknown[]) => {
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 100) || 100, options.maxLimit ?? 200);
    const offset = Number(url.searchParams.get("offset") ?? 0) || 0;
    const results = all.slice(offset, offset + limit);
    let nextPage: string | undefined;
    if (offset + limit < all.length) {
      const next = new URLSearchParams(url.searchParams);
      next.set("offset", String(offset + limit));
      next.set("limit", String(limit));
      nextPage = `${url.pathname}?${next.toString()}`;
    }
    if (options.rewriteNextPage) nextPage = options.rewriteNextPage(url, nextPage);
    sendJson(res, 200, { results, ...(nextPage ? { paging: { nextPage } } : {}) });
  };
  /**
   * Every item below `parentId`, depth first. Like a server with inconsistent data it lists an item
   * that names its own folder (or an ancestor) as parent, but expands each parent id only once.
   */
  const descendants = (items: FakeBbContent[], parentId: string, expanded = new Set<string>()): FakeBbContent[] => {
    if (expanded.has(parentId)) return [];
    expanded.add(parentId);
    return items.filter((c) => c.parentId === parentId).flatMap((c) => [c, ...descendants(items, c.id, expanded)]);
  };

  return startServer(async (req, res, url) => {
    if (req.headers.authorization !== `Bearer ${options.token}`) return error(res, 401, "Bearer token is invalid");
    if (options.intercept && (await options.intercept(req, res, url))) return;
    const p = url.pathname;
    if (serveBlackboardFile(options, res, url)) return;
    if (p === `${API}/users/me`)
      return sendJson(res, 200, { id: "_9_1", userName: "ada", name: { given: "Ada", family: "Lovelace" } });
    if (p === `${API}/users/me/courses`) {
      return page(
        res,
        url,
        options.courses.map((course) => ({ userId: "_9_1", courseId: course.id, course })),
      );
    }
    const m = /^\/learn\/api\/public\/v1\/courses\/([^/]+)(\/contents(?:\/([^/]+)\/children)?)?$/.exec(p);
    const id = m ? decodeURIComponent(m[1] ?? "") : "";
    const course = options.courses.find((c) => c.id === id || `courseId:${c.courseId}` === id);
    if (!m || !course) return error(res, 404, `Could not find object with ID: ${id}`);
    if (!m[2]) return sendJson(res, 200, course);
    const items = options.contents[course.id] ?? [];
    if (!m[3])
      return page(
        res,
        url,
        items.filter((c) => !c.parentId),
      );
    const parent = decodeURIComponent(m[3]);
    if (!items.some((c) => c.id === parent)) return error(res, 404, `Could not find object with ID: ${parent}`);
    const recursive = url.searchParams.get("recursive") === "true";
    return page(res, url, recursive ? descendants(items, parent) : items.filter((c) => c.parentId === parent));
  });
}
