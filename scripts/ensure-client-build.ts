/**
 * `npm start` step: builds the client with Vite when dist/client is missing or older than any
 * source file of client/, common/ or the Vite config, so a fresh clone serves the UI at once.
 * Always a production build, whatever NODE_ENV says.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = path.join(root, "dist/client/index.html");

/** Newest modification time (ms since epoch) of the files under `target`, skipping tests. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether the built client is missing or older than its sources. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ["client", "common", "vite.config.ts", "package-lock.json"].map((p) =>
    newestMtime(path.join(root, p)),
  );
  return Math.max(...sources) > built;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (clientBuildIsStale()) {
    console.log("Building the client (vite build)...");
    const { build } = await import("vite");
    // Always React's production build: Vite takes process.env.NODE_ENV from the environment when it
    // is set, and the e2e server runs with NODE_ENV=test, which bundled React's development build
    // (landing JS 160 KB gzip instead of ~80) into the dist/client that `npm start` then served.
    process.env.NODE_ENV = "production";
    await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn", mode: "production" });
    console.log("Client built into dist/client.");
  }
}
