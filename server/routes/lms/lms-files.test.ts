/**
 * Files of REST imports (issue #12), on PGlite and PostgreSQL, against the fake Canvas (with its
 * file store on another origin) and the fake Blackboard: every image and attachment a lesson uses
 * is fetched once through the LMS API, stored as a course file, the lesson points at
 * /api/files/<id> (served with its type to the owner only), and each file that cannot be fetched
 * is listed in the import report while the rest is imported and the lesson keeps its alt/link text.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseFiles } from "../../db/schema.ts";
import {
  HEART_ALT,
  HEART_PNG,
  NOTES_PDF,
  PROTOCOL_PDF,
  SAFETY_TXT,
  SYLLABUS_PDF,
  TISSUE_ALT,
  TISSUE_PNG,
  blackboardCourseWithFiles,
  canvasCourseWithFiles,
} from "../../services/lms/test-support/courses-with-files.ts";
import { startFakeBlackboard } from "../../services/lms/test-support/fake-blackboard.ts";
import { startFakeFileStore } from "../../services/lms/test-support/fake-canvas-files.ts";
import { startFakeCanvas, type FakeServer } from "../../services/lms/test-support/fake-canvas.ts";
import { createTestContext, signUpLmsUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, type UserClient } from "../modules/editor-test-helpers.ts";
import { BB_TOKEN, CANVAS_TOKEN, importLmsCourse, lessonHtmlByTitle } from "./lms-test-helpers.ts";

describe.each(testDatabases())("REST import files on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let fileStore: FakeServer;
  let blackboard: FakeServer;
  let owner: UserClient;
  let other: UserClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true" });
    const canvasCourses = [canvasCourseWithFiles()];
    fileStore = await startFakeFileStore(canvasCourses);
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: canvasCourses, fileStoreUrl: fileStore.baseUrl });
    blackboard = await startFakeBlackboard({ token: BB_TOKEN, ...blackboardCourseWithFiles() });
    owner = clientFor(ctx.app, await signUpLmsUser(ctx.app));
    other = clientFor(ctx.app, await signUpLmsUser(ctx.app));
  });
  afterAll(async () => {
    await Promise.all([canvas.close(), fileStore.close(), blackboard.close()]);
    await ctx.close();
  });

  const lessonsOf = (courseId: number) => lessonHtmlByTitle(owner, courseId);

  async function expectServed(url: string, bytes: Buffer, contentType: string) {
    const res = await owner.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(contentType);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await other.get(url)).statusCode).toBe(404);
  }

  it("Canvas: stores each linked file once, points the lessons at it, and reports the ones it could not fetch", async () => {
    const body = await importLmsCourse(owner, "canvas", canvas.baseUrl, "77");
    const lessons = await lessonsOf(body.id);

    const image = new RegExp(`<img src="(/api/files/\\d+)" alt="${TISSUE_ALT}" />`).exec(lessons.get("Tissues")!);
    expect(image).not.toBeNull();
    const staining = lessons.get("Staining")!;
    // The same file linked two ways is one course file.
    expect(staining).toContain(`<img src="${image![1]}" alt="The same tissue, stained" />`);
    const protocol = /<a href="(\/api\/files\/\d+)">Staining protocol<\/a>/.exec(staining)?.[1];
    const safety = /<a href="(\/api\/files\/\d+)">safety.txt<\/a>/.exec(lessons.get("Lab safety sheet")!)?.[1];
    await expectServed(image![1]!, TISSUE_PNG, "image/png");
    await expectServed(protocol!, PROTOCOL_PDF, "application/pdf");
    await expectServed(safety!, SAFETY_TXT, "text/plain");

    // What could not be fetched keeps its alt text / link text; no Canvas link is left.
    expect(staining).toContain("[Image not copied: Missing micrograph]");
    expect(staining).toContain("<a>Answer key</a>");
    expect(staining).toContain("<a>Whole-slide scan</a>");
    expect(staining).not.toMatch(/\/courses\/77\/files|127\.0\.0\.1/);
    // A link to a file on another site is not ours to fetch: it stays as it was.
    expect(staining).toContain('<a href="https://example.org/courses/1/files/2/download">');

    const rows = await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, body.id));
    expect(rows.map((r) => [r.name, r.mimeType, r.sizeBytes, r.userId]).sort()).toEqual(
      [
        ["Staining protocol.pdf", "application/pdf", PROTOCOL_PDF.length, owner.user.id],
        ["safety.txt", "text/plain", SAFETY_TXT.length, owner.user.id],
        ["tissue.png", "image/png", TISSUE_PNG.length, owner.user.id],
      ].sort(),
    );

    expect(body.report.counts).toContainEqual({ kind: "Files used in lessons", inSource: 6, imported: 3 });
    const failed = body.report.notConverted.filter((n) => n.kind === "File");
    expect(failed.map((n) => n.title).sort()).toEqual(
      ["Canvas file 599, Staining", "answers.pdf, Staining", "slide.tiff, Staining"].sort(),
    );
    expect(failed.find((n) => n.title.startsWith("Canvas file 599"))?.reason).toMatch(
      /HTTP 404: Canvas has no such file/,
    );
    expect(failed.find((n) => n.title.startsWith("answers.pdf"))?.reason).toMatch(/HTTP 403: the access token may not/);
    expect(failed.find((n) => n.title.startsWith("slide.tiff"))?.reason).toMatch(
      /30 MiB, larger than the 25 MiB limit/,
    );

    // Each file was read once; the too-large one was never downloaded; the token stayed on Canvas.
    const paths = canvas.requests.map((r) => r.path);
    expect(paths.filter((p) => p === "/api/v1/courses/77/files/501")).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith("/files/501/download"))).toHaveLength(1);
    expect(paths.some((p) => p.startsWith("/files/505/download"))).toBe(false);
    expect(fileStore.requests.map((r) => r.path).sort()).toEqual(
      [
        "/blobs/501?signature=s501",
        "/blobs/502?signature=s502",
        "/blobs/503?signature=s503",
        "/blobs/504?signature=s504",
      ].sort(),
    );
    expect(fileStore.requests.every((r) => r.authorization === undefined)).toBe(true);
  });

  it("Blackboard: stores Content Collection images and x-bb-file attachments, and reports the missing ones", async () => {
    const body = await importLmsCourse(owner, "blackboard", blackboard.baseUrl, "_88_1");
    const lessons = await lessonsOf(body.id);
    const heart = lessons.get("The heart")!;
    // The BbML image keeps the alt text it had only in data-bbfile.
    const image = new RegExp(`<img src="(/api/files/\\d+)" alt="${HEART_ALT}" />`).exec(heart)?.[1];
    const notes = /<a href="(\/api\/files\/\d+)">Lecture notes<\/a>/.exec(heart)?.[1];
    expect(heart).toContain("[Image not copied: Lung diagram]");
    const syllabus = lessons.get("Syllabus")!;
    expect(syllabus).toContain("<p>Read before week 1.</p>");
    const attachment = /<a href="(\/api\/files\/\d+)">syllabus.pdf<\/a>/.exec(syllabus)?.[1];
    await expectServed(image!, HEART_PNG, "image/png");
    await expectServed(notes!, NOTES_PDF, "application/pdf");
    await expectServed(attachment!, SYLLABUS_PDF, "application/pdf");
    expect(lessons.get("Old handout")).toBe("<p><a>handout.pdf</a></p>");

    const failed = body.report.notConverted.filter((n) => n.kind === "File").map((n) => [n.title, n.reason]);
    expect(failed).toEqual([
      ["xid-404_1, The heart", expect.stringMatching(/HTTP 404/)],
      ["handout.pdf, Old handout", expect.stringMatching(/HTTP 404/)],
    ]);
    expect(body.warnings.join(" ")).not.toContain("Syllabus");
    expect(body.report.counts).toContainEqual({ kind: "Files used in lessons", inSource: 5, imported: 3 });
    const rows = await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, body.id));
    expect(rows.map((r) => r.name).sort()).toEqual(["heart.png", "notes.pdf", "syllabus.pdf"]);
    // The attachment was fetched through the REST download, which redirected into the Content Collection.
    const paths = blackboard.requests.map((r) => r.path);
    expect(paths).toContain("/learn/api/public/v1/courses/_88_1/contents/_3_1/attachments/_30_1/download");
    expect(paths.filter((p) => p === "/bbcswebdav/xid-300_1")).toHaveLength(1);
  });
});
