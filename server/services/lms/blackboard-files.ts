/**
 * Blackboard Learn files of a REST import (issue #12; LMS.md "Blackboard Learn REST API"; the
 * Learn REST reference and its "Using cURL to access content attachments" guide):
 * - links and images in content bodies that point into the Content Collection, `/bbcswebdav/...`
 *   (Ultra's BbML writes `@X@EmbeddedFile.requestUrlStub@X@bbcswebdav/xid-123_1`), fetched with the
 *   token on the Blackboard origin;
 * - the attachments of `resource/x-bb-file` items: GET .../contents/{contentId}/attachments
 *   (`{results: [{id, fileName, mimeType}]}`), each downloaded with
 *   GET .../contents/{contentId}/attachments/{attachmentId}/download (Blackboard redirects to the file).
 */
import { isItemFailure } from "./describe-failure.ts";
import type { LmsHttpClient } from "./http.ts";
import {
  dispositionFileName,
  urlOnLms,
  type FileRecogniser,
  type FetchedFile,
  type RestFileRef,
} from "./rest-files.ts";
import { LmsError } from "./types.ts";

/** Ultra's placeholder for the site root in BbML bodies. */
const EMBEDDED_STUB = /^@X@EmbeddedFile\.(?:requestUrlStub|location)@X@\/?/i;

/** One attachment of a content item (Blackboard's Attachment object). */
export interface BbAttachment {
  id: string;
  fileName?: string;
  mimeType?: string;
}

/** The name in a URL's last path segment, decoded ("xid-123_1", "notes.pdf"). */
function lastSegment(url: URL): string {
  const segment = url.pathname.split("/").filter(Boolean).pop() ?? "file";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a file and refuses Blackboard's sign-in page in its place (a Content Collection link the
 * token may not read redirects there).
 */
async function download(http: LmsHttpClient, pathOrUrl: string, maxBytes: number, name: string): Promise<FetchedFile> {
  const file = await http.getFile(pathOrUrl, maxBytes);
  if (/^\/webapps\/login\b/i.test(file.url.pathname)) {
    throw new LmsError("missing_permission", "Blackboard answered with its sign-in page: the token may not read it");
  }
  const fromHeader = dispositionFileName(file.headers.get("content-disposition"));
  return { name: fromHeader ?? name, contentType: file.contentType, data: file.data };
}

/**
 * Recognises Content Collection links (`/bbcswebdav/...`) on the import's Blackboard site.
 * @returns a recogniser for RestFiles: `bb:<path>` refs
 */
export function blackboardFileRecogniser(http: LmsHttpClient): FileRecogniser {
  return (reference) => {
    const url = urlOnLms(http, reference.replace(EMBEDDED_STUB, "/"));
    if (!url || !/\/bbcswebdav\//i.test(url.pathname)) return null;
    const label = lastSegment(url);
    return { key: `bb:${url.pathname}`, label, fetch: (maxBytes) => download(http, url.href, maxBytes, label) };
  };
}

/**
 * The attachments of each `resource/x-bb-file` item, as files to fetch (one request per item).
 * An item whose list cannot be read is left out of the map and named in `warnings`.
 * @param coursePath - `/learn/api/public/v1/courses/{courseId}`
 * @throws LmsError for failures of the whole connection (see isItemFailure)
 */
export async function readFileAttachments(
  http: LmsHttpClient,
  coursePath: string,
  items: ReadonlyArray<{ id: string; title?: string }>,
  warnings: string[],
): Promise<Map<string, RestFileRef[]>> {
  const lists = await Promise.all(
    items.map(async (item) => {
      const contentPath = `${coursePath}/contents/${encodeURIComponent(item.id)}`;
      try {
        const { data } = await http.getJson<{ results?: BbAttachment[] } | null>(`${contentPath}/attachments`);
        return (data?.results ?? []).map((attachment) => attachmentRef(http, contentPath, attachment));
      } catch (error) {
        if (!isItemFailure(error, http)) throw error;
        const status = error.upstreamStatus ? `HTTP ${error.upstreamStatus}: ` : "";
        warnings.push(
          `File "${item.title?.trim() || item.id}" was not copied from Blackboard: its attachments could not be listed (${status}${error.message.replace(/\.$/, "")}).`,
        );
        return null;
      }
    }),
  );
  const map = new Map<string, RestFileRef[]>();
  items.forEach((item, i) => {
    const list = lists[i];
    if (list) map.set(item.id, list);
  });
  return map;
}

function attachmentRef(http: LmsHttpClient, contentPath: string, attachment: BbAttachment): RestFileRef {
  const name = attachment.fileName?.trim() || `attachment ${attachment.id}`;
  const path = `${contentPath}/attachments/${encodeURIComponent(attachment.id)}/download`;
  return {
    key: `bb-attachment:${contentPath}:${attachment.id}`,
    label: name,
    name,
    fetch: async (maxBytes) => {
      const file = await download(http, path, maxBytes, name);
      return { ...file, name, contentType: attachment.mimeType ?? file.contentType };
    },
  };
}
