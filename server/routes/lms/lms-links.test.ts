/**
 * Links and the Changed list of REST imports (issue #12), over HTTP on both databases, against the
 * fake Canvas and the fake Blackboard: links between a Canvas course's pages, assignment, quiz and
 * discussion point at the course editor's URL of the imported lesson (or module, or course), a
 * link whose target was not imported keeps its text without an href and is listed under "Not
 * converted" with the reason, and every rewritten image, file link and link is listed under
 * "Changed" (lesson, from, to), in the import's answer and in GET /api/courses/:id/import-report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportReportChanged, StoredImportReport } from "../../../common/import-report.ts";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { sanitizeLessonHtml } from "../../services/content/sanitize-lesson-html.ts";
import {
  CELL_ALT,
  CELL_PNG,
  LAB_SHEET_PDF,
  READING_LIST_TXT,
  START_LINKS,
  TEMPLATE_PDF,
  type LinkTarget,
  canvasCourseWithLinks,
} from "../../services/lms/test-support/canvas-course-with-links.ts";
import { blackboardCourseWithFiles } from "../../services/lms/test-support/courses-with-files.ts";
import { startFakeBlackboard } from "../../services/lms/test-support/fake-blackboard.ts";
import { startFakeCanvas, type FakeServer } from "../../services/lms/test-support/fake-canvas.ts";
import { createTestContext, signUpLmsUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import {
  BB_TOKEN,
  CANVAS_TOKEN,
  importLmsCourse,
  modulesWithContent,
  type ModuleWithContent,
} from "./lms-test-helpers.ts";

const isDropped = (target: LinkTarget): target is { dropped: RegExp } =>
  typeof target === "object" && "dropped" in target;
const rows = (changed: ImportReportChanged[], lesson: string) =>
  changed.filter((c) => c.lesson === lesson).map((c) => [c.kind, c.from, c.to]);

describe.each(testDatabases())("links and Changed list of REST imports on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let blackboard: FakeServer;
  let owner: UserClient;
  let imported: ImportedCourseResponse;
  let modules: ModuleWithContent[];

  const lesson = (title: string) => modules.flatMap((m) => m.lessons).find((l) => l.title === title)!;
  const editorUrl = (title: string) => `/course/${imported.id}#lesson-${lesson(title).id}`;
  const fileUrl = (title: string, text: string) =>
    new RegExp(`<a href="(/api/files/\\d+)">${text}</a>`).exec(lesson(title).contentHtml)?.[1];

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true" });
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: [canvasCourseWithLinks()] });
    blackboard = await startFakeBlackboard({ token: BB_TOKEN, ...blackboardCourseWithFiles() });
    owner = clientFor(ctx.app, await signUpLmsUser(ctx.app));
    imported = await importLmsCourse(owner, "canvas", canvas.baseUrl, "78");
    modules = await modulesWithContent(owner, imported.id);
  });
  afterAll(async () => {
    await Promise.all([canvas.close(), blackboard.close()]);
    await ctx.close();
  });

  it("Canvas: points each course link at the imported lesson, module or course, and keeps only the text of the others", () => {
    const course = `/course/${imported.id}`;
    const start = lesson("Start here").contentHtml;
    for (const link of START_LINKS) {
      const text = link.text.replace(/[()]/g, "\\$&");
      const href = new RegExp(`<a(?: href="([^"]*)")?>${text}</a>`).exec(start)?.[1];
      const target = link.target;
      const expected =
        target === "course"
          ? course
          : "lesson" in target
            ? editorUrl(target.lesson)
            : "module" in target
              ? `${course}#module-${modules.find((m) => m.title === target.module)!.id}`
              : undefined;
      expect(href, link.text).toBe(expected);
    }
    expect(start).toContain("<li><a>Glossary</a></li>");
    // A link to another site is not the course's: it stays as it was.
    expect(start).toContain('<a href="https://example.org/courses/78/pages/cell-membrane">Elsewhere</a>');
    expect(lesson("Cell membrane").contentHtml).toContain(
      `<a href="${editorUrl("Start here")}">Back to Start here</a>`,
    );
    expect(lesson("Lab report").contentHtml).toContain(`<a href="${editorUrl("Cell membrane")}">the membrane page</a>`);
    expect(lesson("Introduce yourself").contentHtml).toContain(`<a href="${editorUrl("Start here")}">Start here</a>`);
    for (const l of modules.flatMap((m) => m.lessons)) {
      expect(l.contentHtml, l.title).not.toMatch(/\.invalid|"\/courses\/|127\.0\.0\.1/);
      expect(sanitizeLessonHtml(l.contentHtml)).toBe(l.contentHtml);
    }
  });

  it("Canvas: lists every rewritten image, file link and link under Changed, and every dropped link under Not converted", async () => {
    const { changed, notConverted } = imported.report;
    const image = new RegExp(`<img src="(/api/files/\\d+)" alt="${CELL_ALT}" />`).exec(
      lesson("Start here").contentHtml,
    )?.[1];
    expect(image).toMatch(/^\/api\/files\/\d+$/);
    const origin = canvas.baseUrl;
    const startLinks = START_LINKS.filter((l) => !isDropped(l.target));
    expect(rows(changed, "Start here")).toEqual([
      ["Image", "/courses/78/files/602/preview", image],
      ["File link", "/courses/78/files/601/download?wrap=1", fileUrl("Start here", "Lab sheet")],
      ...startLinks.map((l) => {
        const href = new RegExp(`<a href="([^"]*)">${l.text.replace(/[()]/g, "\\$&")}</a>`).exec(
          lesson("Start here").contentHtml,
        )?.[1];
        return ["Link", l.href.replace("$CANVAS_ORIGIN$", origin), href];
      }),
    ]);
    expect(rows(changed, "Cell membrane")).toEqual([
      ["Image", `${origin}/courses/78/files/602/preview`, image],
      ["Link", "/courses/78/pages/start-here?module_item_id=101", editorUrl("Start here")],
    ]);
    expect(rows(changed, "Lab report")).toEqual([
      ["File link", "/courses/78/files/603/download", fileUrl("Lab report", "the template")],
      ["Link", `${origin}/courses/78/pages/cell-membrane`, editorUrl("Cell membrane")],
    ]);
    expect(rows(changed, "Introduce yourself")).toEqual([
      ["Link", "/courses/78/wiki/start-here", editorUrl("Start here")],
    ]);
    expect(rows(changed, "Reading list")).toEqual([
      ["File link", "/courses/78/files/604", fileUrl("Reading list", "reading-list.txt")],
    ]);
    const link = changed.find((c) => c.lesson === "Cell membrane" && c.kind === "Link")!;
    expect(link).toMatchObject({
      title: "Cell membrane",
      detail: `/courses/78/pages/start-here?module_item_id=101 -> ${editorUrl("Start here")}`,
    });

    const dropped = START_LINKS.filter((l) => isDropped(l.target));
    const links = notConverted.filter((n) => n.kind === "Link");
    expect(links).toHaveLength(dropped.length);
    dropped.forEach((l, i) => {
      expect(links[i]).toMatchObject({ kind: "Link", title: "Start here" });
      expect(links[i]!.reason).toContain(`The link to ${l.href} was removed because `);
      expect(links[i]!.reason).toMatch(isDropped(l.target) ? l.target.dropped : /never/);
      expect(links[i]!.reason).toMatch(/; its text was kept\.$/);
    });

    // The stored report is the one the import answered, and the files behind the links are served.
    const stored = expectStatus<StoredImportReport>(await owner.get(`/api/courses/${imported.id}/import-report`), 200);
    expect(stored.report).toEqual(imported.report);
    for (const [url, bytes] of [
      [image!, CELL_PNG],
      [fileUrl("Start here", "Lab sheet")!, LAB_SHEET_PDF],
      [fileUrl("Lab report", "the template")!, TEMPLATE_PDF],
      [fileUrl("Reading list", "reading-list.txt")!, READING_LIST_TXT],
    ] as const) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("Blackboard: lists every stored Content Collection image, link and attachment under Changed", async () => {
    const body = await importLmsCourse(owner, "blackboard", blackboard.baseUrl, "_88_1");
    const bbModules = await modulesWithContent(owner, body.id);
    const html = (title: string) => bbModules.flatMap((m) => m.lessons).find((l) => l.title === title)!.contentHtml;
    const heartImage = /<img src="(\/api\/files\/\d+)"/.exec(html("The heart"))?.[1];
    const notes = /<a href="(\/api\/files\/\d+)">Lecture notes<\/a>/.exec(html("The heart"))?.[1];
    const syllabus = /<a href="(\/api\/files\/\d+)">syllabus.pdf<\/a>/.exec(html("Syllabus"))?.[1];
    expect(rows(body.report.changed, "The heart")).toEqual([
      ["Image", "@X@EmbeddedFile.requestUrlStub@X@bbcswebdav/xid-100_1", heartImage],
      ["File link", "/bbcswebdav/pid-2-dt-content-rid-200_1/courses/ANAT-100/notes.pdf", notes],
    ]);
    expect(rows(body.report.changed, "Syllabus")).toEqual([["File link", "syllabus.pdf", syllabus]]);
    // What could not be fetched is not a change: it is listed under Not converted (as before).
    expect(rows(body.report.changed, "Old handout")).toEqual([]);
    expect(body.report.notConverted.map((n) => n.title)).toEqual(
      expect.arrayContaining(["xid-404_1, The heart", "handout.pdf, Old handout"]),
    );
  });
});
