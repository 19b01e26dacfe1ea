/**
 * Canvas links between a cartridge's pages (issue #12): each `$WIKI_REFERENCE$`,
 * `$CANVAS_OBJECT_REFERENCE$` and `$CANVAS_COURSE_REFERENCE$` href gets a placeholder and a
 * target (lesson, module, course) or the reason it has none; every rewritten reference is kept
 * per lesson for the import report. Also the real Canvas templates of the corpus.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CELL_DIAGRAM_ALT, cartridgeWithImages } from "../test-support/cartridge-with-images.ts";
import { START_HERE_LINKS, cartridgeWithLinks } from "../test-support/cartridge-with-links.ts";
import { LINK_PLACEHOLDER_ORIGIN, parseCourseReference } from "./course-links.ts";
import { importCommonCartridge } from "./index.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../../test/fixtures/cartridges");

describe("Canvas links between pages", () => {
  it("reads what each Canvas reference names", () => {
    expect(parseCourseReference("$WIKI_REFERENCE$/pages/reading?module_item_id=3")).toEqual({
      kind: "page",
      slug: "reading",
    });
    expect(parseCourseReference("%24WIKI_REFERENCE%24/pages/week%201")).toEqual({ kind: "page", slug: "week 1" });
    expect(parseCourseReference("$CANVAS_OBJECT_REFERENCE$/quizzes/g1#top")).toEqual({
      kind: "object",
      type: "quizzes",
      id: "g1",
    });
    expect(parseCourseReference("$CANVAS_OBJECT_REFERENCE$/modules/m1")).toEqual({ kind: "module", id: "m1" });
    expect(parseCourseReference("$CANVAS_COURSE_REFERENCE$/modules/items/i9?wrap=1")).toEqual({
      kind: "module_item",
      id: "i9",
    });
    expect(parseCourseReference("$CANVAS_COURSE_REFERENCE$/assignments/syllabus")).toEqual({ kind: "syllabus" });
    expect(parseCourseReference("$CANVAS_COURSE_REFERENCE$/")).toEqual({ kind: "course" });
    expect(parseCourseReference("$CANVAS_COURSE_REFERENCE$/grades")).toEqual({ kind: "elsewhere", path: "grades" });
    expect(parseCourseReference("https://example.edu/pages/x")).toBeNull();
    expect(parseCourseReference("$IMS-CC-FILEBASE$/x.png")).toBeNull();
  });

  it("gives each link a placeholder and its target: lesson, module or course, or the reason there is none", async () => {
    const course = await importCommonCartridge(await cartridgeWithLinks());
    const [week] = course.modules;
    expect(week?.lessons.map((l) => l.title)).toEqual(["Start here", "Reading", "Field notes", "Debate"]);
    const lessonIndex = (title: string) => week!.lessons.findIndex((l) => l.title === title);
    const start = week!.lessons[0]!;
    const links = new Map((course.links ?? []).map((l) => [l.placeholder, l]));

    for (const expected of START_HERE_LINKS) {
      const anchor = new RegExp(
        `<a href="(${LINK_PLACEHOLDER_ORIGIN}\\d+)">${expected.text.replace(/[()]/g, "\\$&")}</a>`,
      );
      const placeholder = anchor.exec(start.contentHtml)?.[1];
      expect(placeholder, expected.text).toBeDefined();
      const link = links.get(placeholder!);
      expect(link?.reference).toBe(expected.href);
      if (expected.target === null) {
        expect(link?.target, expected.text).toBeNull();
      } else if (expected.target === "course") {
        expect(link?.target).toEqual({ kind: "course" });
      } else if (expected.target.startsWith("module:")) {
        expect(link?.target).toEqual({ kind: "module", moduleIndex: 0 });
      } else {
        expect(link?.target, expected.text).toEqual({
          kind: "lesson",
          moduleIndex: 0,
          lessonIndex: lessonIndex(expected.target),
        });
      }
    }
    const reasons = [...links.values()].filter((l) => !l.target).map((l) => [l.reference, l.reason]);
    expect(reasons).toEqual([
      ["$WIKI_REFERENCE$/pages/glossary", 'it points to the page "glossary", which is not in the cartridge'],
      ["$CANVAS_OBJECT_REFERENCE$/quizzes/quiz9", "it points to the quiz quiz9, which is not in the cartridge"],
      [
        "$CANVAS_COURSE_REFERENCE$/grades",
        'it points to the Canvas course page "grades", which a course here does not have',
      ],
    ]);
    // The link back from Reading, and its image, are recorded for the report, as written.
    expect(week!.lessons[1]!.references?.map((r) => [r.kind, r.from])).toEqual([
      ["image", "$IMS-CC-FILEBASE$/leaf.png"],
      ["link", "$WIKI_REFERENCE$/pages/start-here"],
    ]);
    expect(start.references).toHaveLength(START_HERE_LINKS.length);
    expect(course.warnings.join("\n")).not.toMatch(/REFERENCE/);
  });

  it("records the images and file links a page's HTML uses, once per reference", async () => {
    const course = await importCommonCartridge(await cartridgeWithImages());
    const [cell, summary] = course.modules[0]!.lessons;
    expect(cell!.references?.map((r) => [r.kind, r.from])).toEqual([
      ["image", "$IMS-CC-FILEBASE$/images/cell diagram.png"],
      ["file", "$IMS-CC-FILEBASE$/handout.pdf?canvas_download=1"],
      ["link", "$WIKI_REFERENCE$/pages/summary"],
    ]);
    expect(cell!.contentHtml).toContain(`alt="${CELL_DIAGRAM_ALT}"`);
    expect(summary!.references?.map((r) => [r.kind, r.from])).toEqual([
      ["image", "../web_resources/images/cell diagram.png"],
    ]);
    expect(course.links?.[0]?.target).toEqual({ kind: "lesson", moduleIndex: 0, lessonIndex: 1 });
  });

  it.each([
    ["canvas-fall-spring-template/canvas-fall-spring-template-export.imscc", 60, 58],
    ["canvas-summer-template/canvas-summer-template-export.imscc", 35, 34],
    ["canvas-sample-sandbox/sample-public-sandbox-course-export.imscc", 2, 2],
  ])("resolves the links between pages of the real Canvas export %s", async (file, total, resolved) => {
    const course = await importCommonCartridge(readFileSync(path.join(CORPUS, file)));
    const links = course.links ?? [];
    expect(links).toHaveLength(total);
    expect(links.filter((l) => l.target)).toHaveLength(resolved);
    // Every link left without a target says why.
    expect(links.filter((l) => !l.target && !l.reason)).toEqual([]);
    const html = course.modules.flatMap((m) => m.lessons.map((l) => l.contentHtml)).join("\n");
    expect(html).not.toMatch(/\$(?:WIKI|CANVAS_OBJECT|CANVAS_COURSE)_REFERENCE\$|%24(?:WIKI|CANVAS)/);
  });
});
