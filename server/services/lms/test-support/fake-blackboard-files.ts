/**
 * Files of the fake Blackboard Learn (the Learn REST reference, "Using cURL to access content
 * attachments"): GET .../contents/{contentId}/attachments answers `{results: [{id, fileName,
 * mimeType}]}`; .../attachments/{attachmentId}/download redirects (302) to the file in the Content
 * Collection, `/bbcswebdav/...`, which answers the bytes with a Content-Disposition.
 */
import type http from "node:http";
import { sendJson } from "./fake-canvas.ts";

/** A file in the Content Collection, by its path after `/bbcswebdav/` (e.g. `xid-100_1`). */
export interface FakeBbFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** An attachment of a content item; `xid` names its file in the Content Collection (none: the download is a 404). */
export interface FakeBbAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  xid?: string;
}

export interface FakeBbFiles {
  /** Content Collection files by path after `/bbcswebdav/`. */
  files?: Record<string, FakeBbFile>;
  /** Attachments by content id. */
  attachments?: Record<string, FakeBbAttachment[]>;
}

const ATTACHMENTS =
  /^\/learn\/api\/public\/v1\/courses\/[^/]+\/contents\/([^/]+)\/attachments(?:\/([^/]+)\/download)?$/;

/**
 * Answers an attachments or Content Collection request (after the auth check).
 * @returns true when handled
 */
export function serveBlackboardFile(options: FakeBbFiles, res: http.ServerResponse, url: URL): boolean {
  const notFound = (id: string) => sendJson(res, 404, { status: 404, message: `Could not find object with ID: ${id}` });
  const collection = /^\/bbcswebdav\/(.+)$/.exec(url.pathname);
  if (collection) {
    const file = options.files?.[decodeURIComponent(collection[1]!)];
    if (!file) notFound(collection[1]!);
    else {
      res.writeHead(200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      });
      res.end(file.data);
    }
    return true;
  }
  const match = ATTACHMENTS.exec(url.pathname);
  if (!match) return false;
  const contentId = decodeURIComponent(match[1]!);
  const list = options.attachments?.[contentId];
  if (!list) {
    notFound(contentId);
    return true;
  }
  if (!match[2]) {
    sendJson(res, 200, { results: list.map(({ xid: _xid, ...attachment }) => attachment) });
    return true;
  }
  const attachment = list.find((a) => a.id === decodeURIComponent(match[2]!));
  if (!attachment?.xid || !options.files?.[attachment.xid]) notFound(match[2]!);
  else {
    res.writeHead(302, { Location: `/bbcswebdav/${attachment.xid}` });
    res.end();
  }
  return true;
}
