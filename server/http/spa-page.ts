/**
 * The single-page app's HTML (issue #13), with what the first render needs so that it does not
 * wait for more round trips:
 * - a JSON data block `<script type="application/json" id="cw-boot">` with the signed-in user
 *   (or null), the answer `GET /api/auth/session` would give; the client seeds its query cache with
 *   it (client/src/lib/boot-data.ts). A data block is never executed, so CSP `script-src 'self'`
 *   still holds;
 * - for a signed-in user, `<link rel="modulepreload">` for the signed-in app's lazy chunk and the
 *   chunks it imports (from Vite's build manifest), fetched in parallel with the entry instead of
 *   after it has run.
 * Under Lighthouse's mobile throttling each saved round trip is about 150 ms of RTT plus transfer.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SessionUser } from "../auth/guard.ts";

/** The module whose chunk a signed-in visit needs at once (client/src/App.tsx's lazy import). */
const SIGNED_IN_MODULE = "src/signed-in-app.tsx";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** What the client reads from the data block: `user` is null when signed out. */
export interface BootData {
  user: SessionUser | null;
}

/**
 * The files (as `/assets/...` URLs) a signed-in first render needs beyond the entry and its static
 * imports: the chunk of {@link SIGNED_IN_MODULE} and its static imports, depth first. Empty when the
 * manifest or the module is missing (a build without `build.manifest`).
 */
export function signedInPreloads(manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[] } {
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const needed = new Set<string>();
  walk(SIGNED_IN_MODULE, needed);
  const keys = [...needed].filter((key) => !loaded.has(key));
  return {
    scripts: keys.map((key) => `/${manifest[key]!.file}`),
    styles: keys.flatMap((key) => (manifest[key]!.css ?? []).map((file) => `/${file}`)),
  };
}

/** JSON that is safe inside a `<script>` element: no "</script>", no "<!--", no U+2028/2029 surprises. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Reads the built index.html and the Vite manifest once.
 * @param clientDir - the built client (dist/client), holding index.html and .vite/manifest.json
 * @returns `render(boot)`: the page for one request
 * @throws when index.html cannot be read
 */
export function createSpaPage(clientDir: string): { render(boot: BootData): string } {
  const template = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>)
    : {};
  const { scripts, styles } = signedInPreloads(manifest);
  const signedInHints = [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join("");
  return {
    render(boot) {
      const data = `<script type="application/json" id="cw-boot">${scriptSafeJson(boot)}</script>`;
      const hints = boot.user ? signedInHints : "";
      return template.replace("</head>", `${hints}${data}</head>`);
    },
  };
}
