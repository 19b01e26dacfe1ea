/** Images and attachments of cartridge pages (issue #12): copied once, pages point at placeholders. */
import { describe, expect, it } from "vitest";
import { CELL_DIAGRAM_ALT, CELL_DIAGRAM_PNG, cartridgeWithImages } from "../test-support/cartridge-with-images.ts";
import { zipEntries } from "../test-support/zip-fixtures.ts";
import { CartridgeFiles, FILE_PLACEHOLDER_ORIGIN } from "./cartridge-files.ts";
import { importCommonCartridge } from "./index.ts";
import { openZip } from "./zip-reader.ts";

describe("course files of a cartridge", () => {
  it("copies each file a page uses once and points the pages at it, alt text kept", async () => {
    const course = await importCommonCartridge(await cartridgeWithImages());
    expect(course.files?.map((f) => [f.source, f.name, f.mimeType, f.data.length])).toEqual([
      ["web_resources/images/cell diagram.png", "cell diagram.png", "image/png", CELL_DIAGRAM_PNG.length],
      ["web_resources/handout.pdf", "handout.pdf", "application/pdf", 19],
    ]);
    const [image, pdf] = course.files!;
    expect(image!.data.equals(CELL_DIAGRAM_PNG)).toBe(true);
    expect(image!.placeholder).toBe(`${FILE_PLACEHOLDER_ORIGIN}1`);
    const [cell, summary] = course.modules[0]!.lessons;
    expect(cell!.contentHtml).toContain(`<img src="${image!.placeholder}" alt="${CELL_DIAGRAM_ALT}" width="240" />`);
    expect(cell!.contentHtml).toContain(`<a href="${pdf!.placeholder}">Handout (PDF)</a>`);
    // The same file by a relative path is the same copy.
    expect(summary!.contentHtml).toBe(`<p><img src="${image!.placeholder}" alt="The same diagram" /></p>`);
  });

  it("names a missing file in a warning, leaves links between pages alone, and reports the copied image", async () => {
    const course = await importCommonCartridge(await cartridgeWithImages());
    expect(course.warnings).toContain(
      '"$IMS-CC-FILEBASE$/images/missing.png" (used in wiki_content/the-cell.html) is not in the cartridge, so it was not copied.',
    );
    expect(course.warnings.join("\n")).not.toMatch(/WIKI_REFERENCE|cell diagram/);
    const outcome = Object.fromEntries(course.resourceReport.map((e) => [e.identifier, e.status]));
    expect(outcome).toMatchObject({ page1: "imported", page2: "imported", img1: "imported", pdf1: "imported" });
  });

  it("does not copy a file above the size limit and says which limit", async () => {
    const zip = await openZip(
      await zipEntries({ "page.html": "", "web_resources/big.png": Buffer.alloc(3 * 1024 * 1024, 1) }),
    );
    try {
      const files = new CartridgeFiles(zip, 2 * 1024 * 1024);
      const html = '<img src="$IMS-CC-FILEBASE$/big.png" alt="Big">';
      expect(await files.rewrite(html, "page.html", "page")).toBe(html);
      expect(files.files).toEqual([]);
      expect(files.problems).toEqual([
        '"web_resources/big.png" (used in page.html) is 3 MiB, larger than the 2 MiB limit per file, so it was not copied.',
      ]);
    } finally {
      zip.close();
    }
  });

  it("finds a file Canvas names under files/ in web_resources/ when only one file has that name", async () => {
    const zip = await openZip(await zipEntries({ "wiki_content/p.html": "", "web_resources/shapes.jpg": "jpg" }));
    try {
      const files = new CartridgeFiles(zip);
      const html = '<img src="%24IMS_CC_FILEBASE%24/files/shapes.jpg" alt="Shapes">';
      expect(await files.rewrite(html, "wiki_content/p.html", "p")).toBe(
        `<img src="${FILE_PLACEHOLDER_ORIGIN}1" alt="Shapes">`,
      );
      expect(files.files.map((f) => f.source)).toEqual(["web_resources/shapes.jpg"]);
    } finally {
      zip.close();
    }
  });

  it("never reads outside the archive and ignores absolute, data and page URLs", async () => {
    const zip = await openZip(await zipEntries({ "a/page.html": "", "a/other.html": "", "secret.png": "x" }));
    try {
      const files = new CartridgeFiles(zip);
      const html = [
        '<img src="../../../etc/passwd">',
        '<img src="https://example.edu/x.png">',
        '<img src="data:image/png;base64,AAAA">',
        '<a href="other.html">Next</a>',
        '<a href="mailto:t@example.edu">Mail</a>',
      ].join("");
      expect(await files.rewrite(html, "a/page.html", "page")).toBe(html);
      expect(files.files).toEqual([]);
      expect(files.problems).toEqual([
        '"../../../etc/passwd" (used in a/page.html) is not in the cartridge, so it was not copied.',
      ]);
    } finally {
      zip.close();
    }
  });
});
