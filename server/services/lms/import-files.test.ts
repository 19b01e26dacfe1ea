/** Placeholder URLs of an import's files become /api/files/<id>, or visible text when not stored (issue #12). */
import { describe, expect, it } from "vitest";
import type { Executor } from "../../db/executor.ts";
import { rewriteFileUrls, storeImportedFiles } from "./import-files.ts";

const IMAGE = "https://course-file.invalid/1";
const PDF = "https://course-file.invalid/2";

describe("rewriteFileUrls", () => {
  it("points images and links at the stored files, keeping alt text and other attributes", () => {
    const html = `<p><img src="${IMAGE}" alt="Cell diagram" width="240" /></p><p><a href="${PDF}" title="Handout">Handout</a></p>`;
    const urls = new Map([
      [IMAGE, "/api/files/4"],
      [PDF, "/api/files/5"],
    ]);
    expect(rewriteFileUrls(html, urls)).toBe(
      '<p><img src="/api/files/4" alt="Cell diagram" width="240" /></p><p><a href="/api/files/5" title="Handout">Handout</a></p>',
    );
  });

  it("turns an image not stored into its alt text in brackets and a link into plain text", () => {
    const html = `<p><img src="${IMAGE}" alt="Cell diagram" /><img src="${IMAGE}" /></p><p><a href="${PDF}">Handout</a></p>`;
    const urls = new Map<string, string | null>([
      [IMAGE, null],
      [PDF, null],
    ]);
    expect(rewriteFileUrls(html, urls)).toBe(
      "<p>[Image not copied: Cell diagram][Image not copied]</p><p><a>Handout</a></p>",
    );
  });

  it("leaves HTML without placeholders alone", () => {
    const html = '<p><img src="https://example.edu/a.png" alt="A" /></p>';
    expect(rewriteFileUrls(html, new Map([[IMAGE, "/api/files/1"]]))).toBe(html);
  });
});

describe("storeImportedFiles", () => {
  it("names every file in a warning when there is no file storage", async () => {
    const warnings: string[] = [];
    const file = { placeholder: IMAGE, source: "web_resources/cell.png", name: "cell.png", mimeType: "image/png" };
    const urls = await storeImportedFiles(
      {} as Executor,
      undefined,
      { courseId: 1, userId: "u" },
      [{ ...file, data: Buffer.from("png") }],
      warnings,
    );
    expect(urls.get(IMAGE)).toBeNull();
    expect(warnings).toEqual(['"web_resources/cell.png" was not copied: this server has no file storage.']);
  });
});
