/**
 * Transfer size and caching (issue #13): br/gzip by Accept-Encoding, a year's immutable caching
 * for content-hashed assets, revalidation for index.html, and no-store for API JSON.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { eq } from "drizzle-orm";
import { type DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { signUpUser, testDatabases } from "../test/harness.ts";

describe("compression and cache headers", () => {
  let clientDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify("x".repeat(5000))});\n`;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "cw-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      `<!doctype html><html><head><title>Coursewright</title></head><body>${"<!-- -->".repeat(300)}</body></html>`,
    );
    // A Vite build manifest: the entry, a chunk both share, and the signed-in app's lazy chunk.
    mkdirSync(path.join(clientDir, ".vite"));
    writeFileSync(
      path.join(clientDir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-B3xQ9a_Z.js", isEntry: true, imports: ["_shared.js"] },
        "_shared.js": { file: "assets/shared-C1aaaaaa.js" },
        "_dashboard-only.js": { file: "assets/dashboard-only-D2bbbbbb.js" },
        "src/signed-in-app.tsx": {
          file: "assets/signed-in-app-E3cccccc.js",
          isDynamicEntry: true,
          imports: ["index.html", "_shared.js", "_dashboard-only.js"],
        },
      }),
    );
    writeFileSync(path.join(clientDir, "assets", "index-B3xQ9a_Z.js"), script);
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    database = await testDatabases()[0]!.open();
    await database.migrate();
    app = await buildApp(loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent" }), {
      database,
      sessionSecret: "caching-secret-that-is-at-least-32-characters-long",
      clientDir,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends hashed assets brotli-compressed with a year's immutable caching", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/assets/index-B3xQ9a_Z.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("revalidates index.html and unhashed files, and sends gzip to a client without brotli", async () => {
    const page = await app.inject({ method: "GET", url: "/dashboard", headers: { "accept-encoding": "gzip" } });
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers["content-encoding"]).toBe("gzip");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("marks API JSON no-store and compresses large answers", async () => {
    const user = await signUpUser(app);
    const res = await app.inject({
      method: "GET",
      url: "/api/templates",
      headers: { cookie: user.cookie, "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-encoding"]).toBe("gzip");
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: user.cookie } });
    expect(me.headers["cache-control"]).toBe("no-store");
    expect(me.headers["content-encoding"]).toBeUndefined(); // under 1 KiB: not worth it
  });

  it("puts the user in the page for the first render, and preloads the signed-in app only for a signed-in user", async () => {
    const bootOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="cw-boot">(.*?)<\/script>/.exec(html)![1]!) as {
        user: { id: string; firstName: string } | null;
      };
    const signedOut = await app.inject({ method: "GET", url: "/" });
    expect(bootOf(signedOut.body)).toEqual({ user: null });
    expect(signedOut.body).not.toContain("modulepreload");

    const user = await signUpUser(app);
    const hostile = "</script><script>alert(1)</script>";
    await database.db.update(users).set({ firstName: hostile }).where(eq(users.id, user.id));
    const signedIn = await app.inject({ method: "GET", url: "/dashboard", headers: { cookie: user.cookie } });
    expect(bootOf(signedIn.body).user).toMatchObject({ id: user.id, firstName: hostile });
    expect(signedIn.body).not.toContain("<script>alert(1)");
    // The lazy chunk and what only it imports; not the entry or what the entry already loads.
    const preloads = [...signedIn.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(["/assets/signed-in-app-E3cccccc.js", "/assets/dashboard-only-D2bbbbbb.js"]);
  });
});
