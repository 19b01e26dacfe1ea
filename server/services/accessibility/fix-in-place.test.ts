import { afterAll, describe, expect, it } from "vitest";
import { type AccessibilityFixInput, accessibilityFixSchema } from "../../../common/accessibility-fixes.ts";
import { HttpError } from "../../http/errors.ts";
import { applyAccessibilityFix, renumberHeadingLevels } from "./fix-in-place.ts";
import { type AccessibilityIssue, checkLessonAccessibility, closeLessonDocument } from "./index.ts";

afterAll(() => closeLessonDocument());

/** The issues of one lesson, as the analysis reports them (axe-core included). */
async function issuesOf(html: string): Promise<AccessibilityIssue[]> {
  const lesson = { id: 1, title: "L", type: "text" as const, contentHtml: html, videoUrl: null, captionsUrl: null };
  return (await checkLessonAccessibility([{ ...lesson, moduleId: 1 }])).issues;
}

/** The fix body for an issue, as the client sends it. */
function fixFor(issue: AccessibilityIssue, rest: { kind: AccessibilityFixInput["kind"]; [field: string]: unknown }) {
  return accessibilityFixSchema.parse({ ...rest, target: { element: issue.element, index: issue.elementIndex } });
}

function expectHttpError(run: () => unknown, status: number, message: RegExp) {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(HttpError);
  expect((thrown as HttpError).statusCode).toBe(status);
  expect((thrown as HttpError).message).toMatch(message);
}

const TWO_IMAGES = '<p>Cells</p><img src="https://example.org/a.png"><p>More</p><img src="https://example.org/b.png">';

describe("alt text", () => {
  it("sets the alt text of the image the issue names; re-analysis finds no 1.1.1 issue for it", async () => {
    const issues = await issuesOf(TWO_IMAGES);
    const second = issues.find((i) => i.ruleId === "img-alt-missing" && i.element.includes("b.png"))!;
    expect(second.elementIndex).toBe(1);
    const html = applyAccessibilityFix(TWO_IMAGES, fixFor(second, { kind: "alt-text", value: "  A plant cell  " }));
    expect(html).toBe(
      '<p>Cells</p><img src="https://example.org/a.png" /><p>More</p><img src="https://example.org/b.png" alt="A plant cell" />',
    );
    const after = await issuesOf(html);
    expect(after.filter((i) => i.element.includes("b.png"))).toEqual([]);
    expect(after.some((i) => i.element.includes("a.png"))).toBe(true);
  });

  it("sets alt='' for a decorative image", async () => {
    const [issue] = await issuesOf('<img src="https://example.org/line.png">');
    const html = applyAccessibilityFix(issue!.element, fixFor(issue!, { kind: "alt-text", decorative: true }));
    expect(html).toBe('<img src="https://example.org/line.png" alt="" />');
    expect(await issuesOf(html)).toEqual([]);
  });

  it("replaces a file-name alt text", async () => {
    const source = '<img src="https://example.org/cell.png" alt="cell.png">';
    const [issue] = await issuesOf(source);
    expect(issue!.ruleId).toBe("img-alt-filename");
    const html = applyAccessibilityFix(source, fixFor(issue!, { kind: "alt-text", value: "A plant cell" }));
    expect(html).toBe('<img src="https://example.org/cell.png" alt="A plant cell" />');
  });

  it("tells identical images apart by index, and finds a moved image by its snippet", () => {
    const same = '<img src="https://example.org/x.png"><img src="https://example.org/x.png">';
    const target = { element: '<img src="https://example.org/x.png">', index: 1 };
    expect(applyAccessibilityFix(same, { kind: "alt-text", target, decorative: false, value: "X" })).toBe(
      '<img src="https://example.org/x.png" /><img src="https://example.org/x.png" alt="X" />',
    );
    const moved = '<img src="https://example.org/new.png" alt="New"><p>Text</p><img src="https://example.org/x.png">';
    expect(applyAccessibilityFix(moved, { kind: "alt-text", target, decorative: false, value: "X" })).toContain(
      '<img src="https://example.org/x.png" alt="X" />',
    );
  });

  it("rejects a file name or an empty alt text (400), in the schema and in the service", () => {
    const target = { element: '<img src="https://example.org/x.png">' };
    for (const value of ["photo.JPG", "IMG_2041", "   "]) {
      const parsed = accessibilityFixSchema.safeParse({ kind: "alt-text", target, value });
      expect(parsed.success, value).toBe(false);
      expect(parsed.error!.issues[0]!.path).toEqual(["value"]);
      expectHttpError(
        () => applyAccessibilityFix(target.element, { kind: "alt-text", target, decorative: false, value }),
        400,
        /^value: Alt text/,
      );
    }
    expect(accessibilityFixSchema.safeParse({ kind: "alt-text", target, decorative: true, value: "x" }).success).toBe(
      false,
    );
  });

  it("answers 409 when the image is gone or already changed, and changes nothing", () => {
    const target = { element: '<img src="https://example.org/x.png">', index: 0 };
    for (const html of ["<p>No image</p>", '<img src="https://example.org/x.png" alt="Already described">', ""]) {
      expectHttpError(
        () => applyAccessibilityFix(html, { kind: "alt-text", target, decorative: false, value: "X" }),
        409,
        /image is no longer in the lesson.*Re-analyze/,
      );
    }
  });
});

describe("link text", () => {
  it("replaces vague link text, keeping href and images; re-analysis finds no 2.4.4 issue", async () => {
    const source = '<p>Read the chapter: <a href="https://example.org/ch1"><strong>click here</strong></a></p>';
    const [issue] = await issuesOf(source);
    expect(issue).toMatchObject({ ruleId: "link-text-vague", elementIndex: 0 });
    const html = applyAccessibilityFix(source, fixFor(issue!, { kind: "link-text", value: "Chapter 1: Cells" }));
    expect(html).toBe('<p>Read the chapter: <a href="https://example.org/ch1">Chapter 1: Cells</a></p>');
    expect(await issuesOf(html)).toEqual([]);
    const withImage = '<a href="https://example.org/"><img src="https://example.org/i.png" alt=""></a>';
    const fixed = applyAccessibilityFix(withImage, {
      kind: "link-text",
      target: { element: withImage, index: 0 },
      value: "Course home",
    });
    expect(fixed).toBe('<a href="https://example.org/"><img src="https://example.org/i.png" alt="" />Course home</a>');
  });

  it("rejects vague, bare-URL and empty link text", () => {
    for (const value of ["read more", "https://example.org/x", ""]) {
      const parsed = accessibilityFixSchema.safeParse({ kind: "link-text", target: { element: "<a>" }, value });
      expect(parsed.success, value).toBe(false);
      expect(parsed.error!.issues[0]!.path).toEqual(["value"]);
    }
  });

  it("answers 409 for a link that is no longer there", () => {
    expectHttpError(
      () =>
        applyAccessibilityFix('<p><a href="https://example.org/b">Week 2 reading</a></p>', {
          kind: "link-text",
          target: { element: '<a href="https://example.org/a">here</a>', index: 0 },
          value: "Week 1 reading",
        }),
      409,
      /link is no longer in the lesson/,
    );
  });
});

describe("heading order", () => {
  it("renumbers levels keeping the outline's shape, never deeper than before", () => {
    expect(renumberHeadingLevels([2, 4])).toEqual([2, 3]);
    expect(renumberHeadingLevels([2, 4, 6, 5, 3])).toEqual([2, 3, 4, 4, 3]);
    expect(renumberHeadingLevels([4, 2, 3])).toEqual([2, 2, 3]);
    expect(renumberHeadingLevels([1, 3, 2])).toEqual([1, 2, 2]);
    expect(renumberHeadingLevels([2, 3, 4])).toEqual([2, 3, 4]);
  });

  it("fixes every skipped level of the lesson, preserving text; re-analysis finds no heading issue", async () => {
    const source = "<h2>Cells</h2><p>a</p><h4>Membrane <em>types</em></h4><h6>Detail</h6><h3>Walls</h3>";
    const issues = await issuesOf(source);
    expect(issues.map((i) => i.ruleId)).toEqual(["heading-order", "heading-order"]);
    const html = applyAccessibilityFix(source, fixFor(issues[0]!, { kind: "heading-order" }));
    expect(html).toBe("<h2>Cells</h2><p>a</p><h3>Membrane <em>types</em></h3><h4>Detail</h4><h3>Walls</h3>");
    expect(await issuesOf(html)).toEqual([]);
  });

  it("answers 409 when no heading skips a level any more", () => {
    expectHttpError(
      () => applyAccessibilityFix("<h2>A</h2><h3>B</h3>", { kind: "heading-order", target: { element: "<h4>B</h4>" } }),
      409,
      /No heading in this lesson skips a level/,
    );
  });
});

describe("table header", () => {
  it("makes the first row a thead of th scope=col cells; re-analysis finds no table issue", async () => {
    const source =
      '<table><caption>Sizes</caption><tr><td colspan="2">Group <b>name</b></td><td>Size</td></tr><tr><td>A</td><td>x</td><td>10</td></tr></table>';
    const [issue] = await issuesOf(source);
    expect(issue).toMatchObject({ ruleId: "table-headers", elementIndex: 0 });
    const html = applyAccessibilityFix(source, fixFor(issue!, { kind: "table-header" }));
    expect(html).toBe(
      '<table><caption>Sizes</caption><thead><tr><th colspan="2" scope="col">Group <b>name</b></th><th scope="col">Size</th></tr></thead>' +
        "<tbody><tr><td>A</td><td>x</td><td>10</td></tr></tbody></table>",
    );
    expect(await issuesOf(html)).toEqual([]);
  });

  it("fixes the table the issue names, and removes a tbody left empty", () => {
    const table = "<table><tbody><tr><td>Only row</td></tr></tbody></table>";
    const html = applyAccessibilityFix(`<p>x</p>${table}${table}`, {
      kind: "table-header",
      target: { element: table, index: 1 },
    });
    expect(html).toBe(`<p>x</p>${table}<table><thead><tr><th scope="col">Only row</th></tr></thead></table>`);
  });

  it("answers 409 for a table that already has header cells or is gone", () => {
    const target = { element: "<table><tbody><tr><td>A</td></tr></tbody></table>", index: 0 };
    expectHttpError(() => applyAccessibilityFix("<p>No table</p>", { kind: "table-header", target }), 409, /table/);
  });
});

describe("the result", () => {
  it("is sanitised: unsafe markup in the lesson or the value does not survive", () => {
    const source = '<img src="https://example.org/x.png"><p onclick="evil()">Text</p>';
    const html = applyAccessibilityFix(source, {
      kind: "alt-text",
      target: { element: '<img src="https://example.org/x.png">', index: 0 },
      decorative: false,
      value: '"><script>alert(1)</script>',
    });
    expect(html).not.toMatch(/onclick|<script/);
    expect(html).toBe(
      '<img src="https://example.org/x.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" /><p>Text</p>',
    );
    const link = applyAccessibilityFix('<a href="https://example.org/a">here</a>', {
      kind: "link-text",
      target: { element: '<a href="https://example.org/a">here</a>' },
      value: "<img src=x onerror=alert(1)> Reading",
    });
    expect(link).toBe('<a href="https://example.org/a">&lt;img src=x onerror=alert(1)&gt; Reading</a>');
  });
});
