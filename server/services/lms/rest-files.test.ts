/**
 * RestFiles and LmsHttpClient.getFile (issue #12): file downloads follow Canvas's redirect to its
 * file store without the token, the SSRF guard refuses a redirect or file URL to a private address
 * and an https -> http drop, each such file is reported alone, a hung download times out alone,
 * and the import deadline still ends the whole import. The network edge is a fake fetch; DNS is
 * a fake lookup, so the guard runs as in production.
 */
import { describe, expect, it } from "vitest";
import { canvasFileRecogniser } from "./canvas-files.ts";
import { LmsHttpClient } from "./http.ts";
import { RestFiles, dispositionFileName, fileMimeType } from "./rest-files.ts";
import { solidPng } from "./test-support/cartridge-with-images.ts";
import { LmsError } from "./types.ts";

const PNG = solidPng(1, 1, [0, 0, 0]);
const HOSTS: Record<string, string> = {
  "canvas.example.edu": "93.184.216.34",
  "files.example.com": "93.184.216.35",
  "internal.example": "10.0.0.5",
};

type Route = () => Response | Promise<Response>;

/** A client whose fetch answers from `routes` (by URL) and records every request. */
function client(routes: Record<string, Route>, options: { timeoutMs?: number } = {}) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetchImpl = (async (input: URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: input.href, authorization: headers.get("authorization") });
    const route = routes[input.href];
    if (!route) return new Response(JSON.stringify({ errors: [{ message: "not found" }] }), { status: 404 });
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      void Promise.resolve(route()).then(resolve);
    });
  }) as typeof fetch;
  const http = new LmsHttpClient({
    baseUrl: "https://canvas.example.edu/",
    accessToken: "secret-token",
    lmsName: "Canvas",
    describeError: (r) =>
      new LmsError(r.status === 404 ? "not_found" : "bad_response", `HTTP ${r.status}`, { upstreamStatus: r.status }),
    lookup: async (host) => (HOSTS[host] ? [{ address: HOSTS[host], family: 4 }] : []),
    fetch: fetchImpl,
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  return { http, calls };
}

const meta = (id: number, url: string) => () =>
  Response.json({ id, display_name: `file${id}.png`, "content-type": "image/png", size: PNG.length, url });
const redirect = (location: string) => () => new Response(null, { status: 302, headers: { Location: location } });
const png = () => new Response(new Uint8Array(PNG), { headers: { "Content-Type": "image/png" } });
const api = (id: number) => `https://canvas.example.edu/api/v1/courses/1/files/${id}`;
const download = (id: number) => `https://canvas.example.edu/files/${id}/download`;

describe("RestFiles with Canvas", () => {
  it("follows the redirect to the file store without the token and refuses private hosts and https -> http", async () => {
    const { http, calls } = client({
      [api(1)]: meta(1, download(1)),
      [download(1)]: redirect("https://files.example.com/blob/1?sig=x"),
      "https://files.example.com/blob/1?sig=x": png,
      [api(2)]: meta(2, download(2)),
      [download(2)]: redirect("https://internal.example/secret"),
      [api(3)]: meta(3, download(3)),
      [download(3)]: redirect("http://files.example.com/blob/3"),
      [api(4)]: meta(4, "https://169.254.169.254/latest/meta-data/"),
    });
    const files = new RestFiles(http, "Canvas", canvasFileRecogniser(http));
    const html = files.rewrite(
      [1, 2, 3, 4].map((id) => `<img src="/courses/1/files/${id}/preview" alt="Figure ${id}">`).join(""),
      "Lesson A",
    );
    expect(html).toBe(
      [1, 2, 3, 4].map((id) => `<img src="https://course-file.invalid/${id}" alt="Figure ${id}">`).join(""),
    );
    await files.fetchAll();

    expect(files.files.map((f) => [f.name, f.mimeType, f.data.equals(PNG)])).toEqual([
      ["file1.png", "image/png", true],
    ]);
    expect(files.problems).toHaveLength(3);
    expect(files.problems[0]).toMatch(
      /^File "file2.png" \(used in "Lesson A"\) was not copied from Canvas \(.*internal\.example/,
    );
    expect(files.problems[1]).toMatch(/^File "file3.png" .*another site \(files\.example\.com\)/);
    expect(files.problems[2]).toMatch(/^File "file4.png" .*169\.254\.169\.254/);
    // Nothing reached the private hosts; the token went to Canvas only.
    expect(calls.some((c) => /internal\.example|169\.254/.test(c.url) || c.url.startsWith("http:"))).toBe(false);
    for (const call of calls) {
      expect(call.authorization).toBe(
        call.url.startsWith("https://canvas.example.edu/") ? "Bearer secret-token" : null,
      );
    }
  });

  it("a download that never answers times out alone; the import deadline still ends the import", async () => {
    const hang: Route = () => new Promise<Response>(() => undefined);
    const routes = {
      [api(1)]: meta(1, download(1)),
      [download(1)]: png,
      [api(2)]: meta(2, download(2)),
      [download(2)]: hang,
    };
    const html = '<img src="/courses/1/files/1/preview" alt="One"><a href="/courses/1/files/2/download">Two</a>';
    const alone = client(routes, { timeoutMs: 200 });
    const files = new RestFiles(alone.http, "Canvas", canvasFileRecogniser(alone.http));
    files.rewrite(html, "Lesson B");
    await files.fetchAll();
    expect(files.files.map((f) => f.name)).toEqual(["file1.png"]);
    expect(files.problems).toEqual([expect.stringMatching(/^File "file2.png" .*did not answer within 0.2 s/)]);

    const late = client(routes, { timeoutMs: 5_000 });
    const lateFiles = new RestFiles(late.http, "Canvas", canvasFileRecogniser(late.http));
    lateFiles.rewrite(html, "Lesson B");
    const error = await late.http.withDeadline(() => lateFiles.fetchAll(), 300).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "timeout", httpStatus: 504 });
  });

  it("stops at the per-course total and recognises only this Canvas's file links", async () => {
    const { http } = client({
      [api(1)]: meta(1, download(1)),
      [download(1)]: png,
      [api(2)]: meta(2, download(2)),
      [download(2)]: png,
    });
    const files = new RestFiles(http, "Canvas", canvasFileRecogniser(http), { file: 1000, total: PNG.length + 1 });
    const html = files.rewrite(
      '<a href="/courses/1/files/1/download?wrap=1">a</a><img src="/courses/1/files/2">' +
        '<a href="https://other.edu/courses/1/files/3">b</a><a href="/courses/1/files">c</a><a href="#x">d</a>',
      "Lesson C",
    );
    expect(files.referencedCount).toBe(2);
    expect(html).toContain('<a href="https://other.edu/courses/1/files/3">b</a><a href="/courses/1/files">c</a>');
    await files.fetchAll();
    expect(files.files).toHaveLength(1);
    expect(files.problems).toEqual([expect.stringMatching(/^File "file2.png" .*would pass the .* limit per course/)]);
  });
});

describe("RestFiles memory bound", () => {
  it("starts no download once the downloaded bytes pass the per-course total", async () => {
    const routes: Record<string, Route> = {};
    for (let id = 1; id <= 10; id++) {
      routes[api(id)] = meta(id, download(id));
      routes[download(id)] = png;
    }
    const { http, calls } = client(routes);
    const files = new RestFiles(http, "Canvas", canvasFileRecogniser(http), { file: 1000, total: 2 * PNG.length - 1 });
    files.rewrite(
      Array.from({ length: 10 }, (_, i) => `<img src="/courses/1/files/${i + 1}" alt="">`).join(""),
      "Lesson D",
    );
    await files.fetchAll();
    // Four downloads run at once; after them the total is passed and the other six never start.
    expect(calls.filter((c) => c.url.includes("/download")).length).toBe(4);
    expect(files.files.map((f) => f.name)).toEqual(["file1.png"]);
    expect(files.problems).toHaveLength(9);
    expect(files.problems.every((p) => p.includes("limit per course"))).toBe(true);
  });
});

describe("file names and types", () => {
  it("reads Content-Disposition names and never trusts a declared type over the name or the bytes", () => {
    expect(dispositionFileName(`inline; filename*=UTF-8''caf%C3%A9%20menu.pdf`)).toBe("café menu.pdf");
    expect(dispositionFileName('attachment; filename="notes.pdf"')).toBe("notes.pdf");
    expect(dispositionFileName(null)).toBeNull();
    expect(fileMimeType("scan.png", "text/html", PNG)).toBe("image/png");
    expect(fileMimeType("xid-100_1", "text/html", PNG)).toBe("image/png");
    expect(fileMimeType("xid-100_1", "application/pdf", Buffer.from("%PDF"))).toBe("application/pdf");
    expect(fileMimeType("xid-100_1", "text/html; charset=utf-8", Buffer.from("<p>"))).toBe("application/octet-stream");
  });
});
