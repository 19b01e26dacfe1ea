/**
 * Which links are videos (LMS.md "Mapping we use": ExternalUrl / external link / web link to a video
 * host -> video lesson) and how to embed them (the iframe hosts the sanitiser allows).
 */

const VIDEO_HOSTS = ["youtube.com", "youtu.be", "youtube-nocookie.com", "vimeo.com"];
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;

/**
 * Parses a link the way authors type it: "youtube.com/watch?v=x" gets https:// in front.
 * @returns the URL, or null when it is not an http(s) URL
 */
export function parseLink(link: string | null | undefined): URL | null {
  if (!link) return null;
  const trimmed = link.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, "")}`);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** Whether a link points at a video host (YouTube, Vimeo) or a video file (.mp4, .webm, ...). */
export function isVideoUrl(link: string | null | undefined): boolean {
  const url = parseLink(link);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) || VIDEO_FILE.test(url.pathname);
}

/** Whether a MIME type is a video type (Canvas File `content-type`). */
export function isVideoContentType(contentType: string | null | undefined): boolean {
  return /^video\//i.test(contentType ?? "");
}

/**
 * The embeddable player URL for a YouTube or Vimeo link (https://www.youtube.com/embed/ID,
 * https://player.vimeo.com/video/ID), or null for other links.
 */
export function toEmbedUrl(link: string | null | undefined): string | null {
  const url = parseLink(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = url.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (id && /^[\w-]+$/.test(id)) return `https://www.youtube.com/embed/${id}`;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeoId = /\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1];
    if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  }
  return null;
}

/** The first YouTube/Vimeo iframe src in some HTML, or null ("a page with an embedded video"). */
export function findEmbeddedVideo(html: string): string | null {
  const re = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1] && toEmbedUrl(m[1])) return m[1];
  }
  return null;
}
