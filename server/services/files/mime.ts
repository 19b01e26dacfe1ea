/**
 * MIME types of course files by file name extension (IANA media types), and how a browser is
 * told to show them. We never trust a Content-Type an upload or a cartridge declares.
 */
import { UPLOAD_IMAGE_TYPES } from "../../../common/course-files.ts";

const BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  bmp: "image/bmp",
  ico: "image/vnd.microsoft.icon",
  pdf: "application/pdf",
  txt: "text/plain",
  csv: "text/csv",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  zip: "application/zip",
};

/** The MIME type for a file name, `application/octet-stream` when the extension is unknown. */
export function mimeTypeOf(fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? "application/octet-stream";
}

/** Whether the file is an image (shown by `<img>`). */
export function isImageType(mimeType: string): boolean {
  return mimeType.startsWith("image/");
}

/**
 * The image type the bytes actually are (PNG, JPEG, GIF, WebP signatures), or null.
 * Source: the formats' magic numbers (PNG spec §5.2, JFIF SOI marker, GIF87a/89a, RIFF....WEBP).
 */
export function sniffImageType(data: Buffer): (typeof UPLOAD_IMAGE_TYPES)[number] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  const head = data.subarray(0, 12).toString("latin1");
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "image/gif";
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return "image/webp";
  return null;
}

/**
 * A file name safe to store and send: the last path segment, control characters and quotes
 * replaced, at most 200 characters; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback = "file"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are unsafe in file names and headers
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]+/g, "_").trim();
  return (cleaned || fallback).slice(-200);
}

/**
 * The Content-Disposition for serving a file (RFC 6266, RFC 5987 `filename*`): `inline` for
 * images and PDFs, which the browser shows, `attachment` for anything else, which it downloads.
 */
export function contentDisposition(fileName: string, mimeType: string): string {
  const kind = isImageType(mimeType) || mimeType === "application/pdf" ? "inline" : "attachment";
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
