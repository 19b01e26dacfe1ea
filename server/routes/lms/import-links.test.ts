/**
 * Links between imported lessons (issue #12), over HTTP on both databases: a Canvas cartridge's
 * `$WIKI_REFERENCE$` / `$CANVAS_OBJECT_REFERENCE$` / `$CANVAS_COURSE_REFERENCE$` links point at the
 * course editor's URL of the lesson (or module, or course) they name; a link whose target is not
 * in the course keeps its text without an href; the import report lists every rewritten link
 * and image under "Changed" (lesson, from, to) and every dropped link under "Not converted", in
 * the import's answer and in GET /api/courses/:id/import-report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredImportReport } from "../../../common/import-report.ts";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { sanitizeLessonHtml } from "../../services/content/sanitize-lesson-html.ts";
import { START_HERE_LINKS, cartridgeWithLinks } from "../../services/lms/test-support/cartridge-with-links.ts";
import { createTestContext, signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import { modulesWithContent, uploadCartridge, type ModuleWithContent } from "./lms-test-helpers.ts";

describe.each(testDatabases())("links between imported lessons on $name", (kind) => {
  let ctx: TestContext;
  let owner: UserClient;
  let imported: ImportedCourseResponse;
  let modules: ModuleWithContent[];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    owner = clientFor(ctx.app, await signUpUser(ctx.app));
    imported = expectStatus<ImportedCourseResponse>(
      await uploadCartridge(ctx.app, owner, await cartridgeWithLinks()),
      201,
    );
    modules = await modulesWithContent(owner, imported.id);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("points each link at the editor URL of its lesson, module or course, and keeps the text of the others", () => {
    const [week] = modules;
    const lessonId = (title: string) => week!.lessons.find((l) => l.title === title)!.id;
    const start = week!.lessons.find((l) => l.title === "Start here")!;
    const course = `/course/${imported.id}`;
    for (const link of START_HERE_LINKS) {
      const text = link.text.replace(/[()]/g, "\\$&");
      const href = new RegExp(`<a(?: href="([^"]*)")?>${text}</a>`).exec(start.contentHtml)?.[1];
      const expected =
        link.target === null
          ? undefined
          : link.target === "course"
            ? course
            : link.target.startsWith("module:")
              ? `${course}#module-${week!.id}`
              : `${course}#lesson-${lessonId(link.target)}`;
      expect(href, link.text).toBe(expected);
    }
    expect(start.contentHtml).toContain("<li><a>Glossary</a></li>");
    expect(week!.lessons.find((l) => l.title === "Reading")!.contentHtml).toContain(
      `<a href="${course}#lesson-${start.id}">Back to Start here</a>`,
    );
    // No placeholder is left anywhere, and the stored HTML is what the lesson sanitiser keeps.
    for (const lesson of week!.lessons) {
      expect(lesson.contentHtml).not.toContain(".invalid");
      expect(sanitizeLessonHtml(lesson.contentHtml)).toBe(lesson.contentHtml);
    }
  });

  it("exports the links as Canvas module-item references, and importing that cartridge links the new lessons", async () => {
    const exported = await ctx.app.inject({
      method: "GET",
      url: `/api/courses/${imported.id}/export.imscc`,
      headers: { cookie: owner.user.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const again = expectStatus<ImportedCourseResponse>(await uploadCartridge(ctx.app, owner, exported.rawPayload), 201);
    const [week] = await modulesWithContent(owner, again.id);
    const lessonId = (title: string) => week!.lessons.find((l) => l.title === title)!.id;
    const start = week!.lessons.find((l) => l.title === "Start here")!;
    expect(start.contentHtml).toContain(`<a href="/course/${again.id}#lesson-${lessonId("Reading")}">Reading</a>`);
    expect(start.contentHtml).toContain(`<a href="/course/${again.id}#lesson-${lessonId("Debate")}">Debate</a>`);
    expect(start.contentHtml).toContain(`<a href="/course/${again.id}#module-${week!.id}">Week 1</a>`);
    expect(start.contentHtml).toContain(`<a href="/course/${again.id}">All modules</a>`);
    expect(start.contentHtml).toContain("<li><a>Glossary</a></li>");
    expect(start.contentHtml).not.toContain(`/course/${imported.id}`);
    // Nothing lost on the way back: no link dropped.
    expect(again.report.notConverted.filter((n) => n.kind === "Link")).toEqual([]);
  });

  it("lists every rewritten link and image under Changed and every dropped link under Not converted", async () => {
    const stored = expectStatus<StoredImportReport>(await owner.get(`/api/courses/${imported.id}/import-report`), 200);
    expect(stored.report).toEqual(imported.report);
    const { changed, notConverted } = imported.report;
    const rewritten = changed.filter((c) => c.lesson);
    const start = modules[0]!.lessons.find((l) => l.title === "Start here")!;
    expect(rewritten.filter((c) => c.lesson === "Start here").map((c) => [c.kind, c.from, c.to])).toEqual(
      START_HERE_LINKS.filter((l) => l.target !== null).map((l) => [
        "Link",
        decodeURIComponent(l.href),
        expect.stringMatching(new RegExp(`^/course/${imported.id}(#(lesson|module)-\\d+)?$`)),
      ]),
    );
    const reading = rewritten.filter((c) => c.lesson === "Reading");
    expect(reading.map((c) => [c.kind, c.from, c.to])).toEqual([
      ["Image", "$IMS-CC-FILEBASE$/leaf.png", expect.stringMatching(/^\/api\/files\/\d+$/)],
      ["Link", "$WIKI_REFERENCE$/pages/start-here", `/course/${imported.id}#lesson-${start.id}`],
    ]);
    expect(reading[1]).toMatchObject({
      title: "Reading",
      detail: `$WIKI_REFERENCE$/pages/start-here -> /course/${imported.id}#lesson-${start.id}`,
    });
    expect(notConverted.filter((n) => n.kind === "Link")).toEqual([
      {
        kind: "Link",
        title: "Start here",
        reason:
          'The link to $WIKI_REFERENCE$/pages/glossary was removed because it points to the page "glossary", which is not in the cartridge; its text was kept.',
      },
      {
        kind: "Link",
        title: "Start here",
        reason:
          "The link to $CANVAS_OBJECT_REFERENCE$/quizzes/quiz9 was removed because it points to the quiz quiz9, which is not in the cartridge; its text was kept.",
      },
      {
        kind: "Link",
        title: "Start here",
        reason:
          'The link to $CANVAS_COURSE_REFERENCE$/grades was removed because it points to the Canvas course page "grades", which a course here does not have; its text was kept.',
      },
    ]);
  });
});
