/**
 * Canvas course files in lesson HTML (issue #12; Canvas doc/api files.md "Get file"): which links
 * name a Canvas file, and how one is fetched. Canvas writes them as
 * `https://<canvas>/courses/123/files/456/preview`, `/courses/123/files/456/download?wrap=1`,
 * `/files/456/download` and `data-api-endpoint="https://<canvas>/api/v1/courses/123/files/456"`.
 * A file is read with GET /api/v1/courses/:course_id/files/:id (or /api/v1/files/:id), whose
 * `url` is then downloaded (Canvas redirects it to its file store; http.ts getFile follows without
 * the token), `display_name` names it and `size` lets a too-large file be refused unread.
 */
import { formatBytes } from "./http-body.ts";
import type { LmsHttpClient } from "./http.ts";
import { urlOnLms, type FileRecogniser, type RestFileRef } from "./rest-files.ts";
import { LmsError } from "./types.ts";

/** The fields of a Canvas File object we read. */
export interface CanvasFileMeta {
  id?: number | string;
  display_name?: string;
  filename?: string;
  "content-type"?: string;
  url?: string;
  size?: number;
}

/** A Canvas file path below the site root: `[api/v1/][courses/:cid/]files/:id[/preview|download|...]`. */
const CANVAS_FILE_PATH =
  /^\/(?:api\/v1\/)?(?:courses\/(\d+)\/)?files\/(\d+)(?:\/(?:preview|download|view|file_preview))?\/?$/;

/**
 * The path of `url` below the base URL's path ("/courses/1/files/2" for a Canvas under
 * https://host/canvas/ too).
 */
function pathBelowBase(http: LmsHttpClient, url: URL): string {
  const prefix = http.baseUrl.pathname;
  return prefix !== "/" && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length - 1) : url.pathname;
}

/**
 * Recognises links to Canvas files on the import's Canvas site (same origin, or root-relative).
 * @returns a recogniser for RestFiles: `canvas:<file id>` refs
 */
export function canvasFileRecogniser(http: LmsHttpClient): FileRecogniser {
  return (reference) => {
    const url = urlOnLms(http, reference);
    const match = url ? CANVAS_FILE_PATH.exec(pathBelowBase(http, url)) : null;
    return match ? canvasFileRef(http, match[2]!, match[1] ?? null) : null;
  };
}

/**
 * A Canvas file to fetch.
 * @param fileId - the Canvas file id
 * @param courseId - the course the link names, or null (then GET /api/v1/files/:id)
 * @param known - the File object when it was read already (a File module item)
 */
export function canvasFileRef(
  http: LmsHttpClient,
  fileId: string,
  courseId: string | null,
  known?: CanvasFileMeta,
): RestFileRef {
  const ref: RestFileRef = {
    key: `canvas:${fileId}`,
    label: `Canvas file ${fileId}`,
    name: known?.display_name ?? known?.filename,
    fetch: async (maxBytes) => {
      const path = courseId
        ? `/api/v1/courses/${encodeURIComponent(courseId)}/files/${encodeURIComponent(fileId)}`
        : `/api/v1/files/${encodeURIComponent(fileId)}`;
      const meta = known ?? (await http.getJson<CanvasFileMeta | null>(path)).data;
      ref.name = meta?.display_name ?? meta?.filename ?? ref.name;
      if (!meta?.url) {
        throw new LmsError("bad_response", "Canvas gave no download URL for it; the file may be locked or hidden");
      }
      if (typeof meta.size === "number" && meta.size > maxBytes) {
        throw new LmsError(
          "bad_response",
          `it is ${formatBytes(meta.size)}, larger than the ${formatBytes(maxBytes)} limit per file`,
        );
      }
      const file = await http.getFile(meta.url, maxBytes);
      return { name: ref.name ?? ref.label, contentType: meta["content-type"] ?? file.contentType, data: file.data };
    },
  };
  return ref;
}
