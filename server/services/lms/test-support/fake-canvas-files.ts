/**
 * Course files of the fake Canvas (Canvas doc/api files.md "Get file"): the File object at
 * GET /api/v1/courses/:course_id/files/:id and /api/v1/files/:id (`id`, `display_name`,
 * `filename`, `content-type`, `size`, `url`), and the download at `url`
 * (`/files/:id/download?download_frd=1&verifier=...`), which answers the bytes or, like Canvas,
 * redirects to a file store on another host ({@link startFakeFileStore}) that needs no token.
 */
import type http from "node:http";
import { sendJson, startServer, type FakeServer } from "./fake-canvas.ts";

export interface FakeCanvasFile {
  display_name: string;
  contentType: string;
  data: Buffer;
  /** The size the File object declares (default: the bytes' length). */
  size?: number;
  /** Answer the download with this status instead of the bytes (e.g. 403). */
  downloadStatus?: number;
}

interface CourseWithFiles {
  id: number;
  files?: Record<number, FakeCanvasFile>;
}

function findFile(courses: readonly CourseWithFiles[], id: string, courseId?: string): FakeCanvasFile | undefined {
  const candidates = courseId ? courses.filter((c) => String(c.id) === courseId) : courses;
  return candidates.map((c) => c.files?.[Number(id)]).find(Boolean);
}

function sendBytes(res: http.ServerResponse, file: FakeCanvasFile): void {
  if (file.downloadStatus) {
    sendJson(res, file.downloadStatus, { errors: [{ message: "user not authorized to perform that action" }] });
    return;
  }
  res.writeHead(200, { "Content-Type": file.contentType, "Content-Length": String(file.data.length) });
  res.end(file.data);
}

/**
 * Answers a Files API or download request of the fake Canvas (after its auth check).
 * @returns true when handled (404 body for a file it does not have)
 */
export function serveCanvasFile(
  courses: readonly CourseWithFiles[],
  res: http.ServerResponse,
  url: URL,
  fileStoreUrl?: string,
): boolean {
  const api = /^\/api\/v1\/(?:courses\/(\d+)\/)?files\/(\d+)$/.exec(url.pathname);
  const download = /^\/files\/(\d+)\/download$/.exec(url.pathname);
  if (!api && !download) return false;
  const id = (api ? api[2] : download?.[1])!;
  const file = findFile(courses, id, api?.[1]);
  if (!file) {
    sendJson(res, 404, { errors: [{ message: "The specified resource does not exist." }] });
    return true;
  }
  if (api) {
    sendJson(res, 200, {
      id: Number(id),
      display_name: file.display_name,
      filename: file.display_name.replace(/\s+/g, "_"),
      "content-type": file.contentType,
      size: file.size ?? file.data.length,
      url: `${url.origin}/files/${id}/download?download_frd=1&verifier=v${id}`,
    });
  } else if (fileStoreUrl) {
    res.writeHead(302, { Location: `${fileStoreUrl}/blobs/${id}?signature=s${id}` });
    res.end();
  } else sendBytes(res, file);
  return true;
}

/** A file store on its own origin (what Canvas redirects downloads to): serves `/blobs/:id` without auth. */
export function startFakeFileStore(courses: readonly CourseWithFiles[]): Promise<FakeServer> {
  return startServer(async (_req, res, url) => {
    const id = /^\/blobs\/(\d+)$/.exec(url.pathname)?.[1];
    const file = id ? findFile(courses, id) : undefined;
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("NoSuchKey");
      return;
    }
    sendBytes(res, file);
  });
}
