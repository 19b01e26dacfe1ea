/** Download names and headers for an exported Common Cartridge. */

/**
 * A download file name for a course: the title with characters unsafe in file names replaced,
 * at most 100 characters, plus `.imscc` ("Cell Biology: Intro" -> "Cell Biology- Intro.imscc").
 */
export function cartridgeFileName(title: string): string {
  const base = title
    // eslint-disable-next-line no-control-regex -- control characters are unsafe in file names
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.-]+|[.]+$/g, "")
    .slice(0, 100)
    .trim();
  return `${base || "course"}.imscc`;
}

/**
 * A Content-Disposition header value for `fileName` (RFC 6266 / RFC 5987): an ASCII `filename`
 * fallback plus the UTF-8 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
