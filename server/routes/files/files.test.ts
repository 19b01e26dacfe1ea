/**
 * Course files over HTTP (issue #12): a cartridge's image is stored on import, the lesson points
 * at /api/files/<id>, and the file is served to the course owner only, with its headers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { courseFiles } from "../../db/schema.ts";
import {
  CELL_DIAGRAM_ALT,
  CELL_DIAGRAM_PNG,
  cartridgeWithImages,
} from "../../services/lms/test-support/cartridge-with-images.ts";
import { createTestContext, signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { multipart, uploadCartridge } from "../lms/lms-test-helpers.ts";
import { clientFor, createCourse, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import { FILE_MAX_BYTES, type CourseFileResponse } from "../../../common/course-files.ts";
import { FILE_CACHE_SECONDS } from "./files.ts";

type Lesson = { title: string; contentHtml: string };

describe.each(testDatabases())("course files on $name", (kind) => {
  let ctx: TestContext;
  let owner: UserClient;
  let other: UserClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    owner = clientFor(ctx.app, await signUpUser(ctx.app));
    other = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function importCartridge() {
    const body = expectStatus<ImportedCourseResponse>(
      await uploadCartridge(ctx.app, owner, await cartridgeWithImages()),
      201,
    );
    const modules = expectStatus<Array<{ lessons: Lesson[] }>>(
      await owner.get(`/api/courses/${body.id}/modules?include=content`),
      200,
    );
    const lessons = modules.flatMap((m) => m.lessons);
    const srcs = lessons.flatMap((l) =>
      [...l.contentHtml.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((u) => !u.startsWith("/course/")),
    );
    return { body, lessons, srcs };
  }

  it("stores a cartridge's image once and the lessons show it from /api/files/<id> with its alt text", async () => {
    const { body, lessons, srcs } = await importCartridge();
    const [cell, summary] = lessons;
    const image = /<img src="(\/api\/files\/\d+)" alt="([^"]+)"/.exec(cell!.contentHtml);
    expect(image?.[2]).toBe(CELL_DIAGRAM_ALT);
    expect(summary!.contentHtml).toContain(`<img src="${image?.[1]}" alt="The same diagram" />`);
    expect(srcs.every((s) => /^\/api\/files\/\d+$/.test(s))).toBe(true);
    // The link to the Summary page points at that lesson in the course editor (issue #12).
    const summaryId = (lessons[1] as Lesson & { id: number }).id;
    expect(cell!.contentHtml).toContain(`<a href="/course/${body.id}#lesson-${summaryId}">Summary</a>`);
    // The image the archive lacks is named, and becomes neither a broken image nor a silent loss.
    expect(body.warnings.some((w) => w.includes("images/missing.png") && w.includes("not in the cartridge"))).toBe(
      true,
    );
    const rows = await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, body.id));
    expect(rows.map((r) => [r.name, r.mimeType, r.sizeBytes, r.userId])).toEqual([
      ["cell diagram.png", "image/png", CELL_DIAGRAM_PNG.length, owner.user.id],
      ["handout.pdf", "application/pdf", 19, owner.user.id],
    ]);
    // Embedded storage: DATA_DIR/files/<course id>/<sha256>.
    expect(rows[0]!.storageKey).toBe(`${body.id}/${rows[0]!.sha256}`);
    expect(await ctx.fileStorage.get(rows[0]!.storageKey)).toEqual(CELL_DIAGRAM_PNG);
  });

  it("serves the file to its owner with its type, disposition, nosniff and a private cache", async () => {
    const { srcs } = await importCartridge();
    const [imageUrl, pdfUrl] = [...new Set(srcs)];
    const image = await owner.get(imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(CELL_DIAGRAM_PNG)).toBe(true);
    expect(image.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="cell diagram.png"; filename*=UTF-8''cell%20diagram.png`,
      "x-content-type-options": "nosniff",
      "cache-control": `private, max-age=${FILE_CACHE_SECONDS}`,
    });
    expect(image.headers["content-security-policy"]).toContain("sandbox");
    const pdf = await owner.get(pdfUrl!);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^inline; filename="handout.pdf"/);
  });

  it("answers 404 to anyone else, as for a missing file, and 401 without a session", async () => {
    const { srcs } = await importCartridge();
    const missing = await owner.get("/api/files/999999");
    expect(missing.statusCode).toBe(404);
    const foreign = await other.get(srcs[0]!);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await ctx.app.inject({ method: "GET", url: srcs[0]! })).statusCode).toBe(401);
    expect(expectStatus((await owner.get("/api/files/abc")) as never, 400).message).toMatch(/id must be a number/);
  });

  it("deletes a course's files with the course, rows and stored bytes", async () => {
    const { body, srcs } = await importCartridge();
    const [row] = await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, body.id));
    expectStatus(await owner.request("DELETE", `/api/courses/${body.id}`), 204);
    expect((await owner.get(srcs[0]!)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, body.id))).toEqual([]);
    expect(await ctx.fileStorage.get(row!.storageKey)).toBeNull();
  });

  it("deletes the stored files of every course when the account is deleted", async () => {
    const leaving = clientFor(ctx.app, await signUpUser(ctx.app));
    const body = multipart(await cartridgeWithImages());
    const imported = await ctx.app.inject({
      method: "POST",
      url: "/api/lms/import-cartridge",
      headers: { ...body.headers, cookie: leaving.user.cookie },
      payload: body.payload,
    });
    const courseId = expectStatus<ImportedCourseResponse>(imported, 201).id;
    const [row] = await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, courseId));
    expect(await ctx.fileStorage.get(row!.storageKey)).not.toBeNull();
    const removal = await ctx.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: leaving.user.cookie },
      payload: { confirmEmail: leaving.user.email },
    });
    expectStatus(removal, 204);
    expect(await ctx.fileStorage.get(row!.storageKey)).toBeNull();
  });

  it("keeps each course's copy: the same cartridge imported twice stores the image per course", async () => {
    const first = await importCartridge();
    const second = await importCartridge();
    expect(first.srcs[0]).not.toBe(second.srcs[0]);
    expect((await owner.get(second.srcs[0]!)).rawPayload.equals(CELL_DIAGRAM_PNG)).toBe(true);
  });

  it("exports the stored images into the cartridge, and importing that cartridge stores them again", async () => {
    const { body, srcs } = await importCartridge();
    const exported = await ctx.app.inject({
      method: "GET",
      url: `/api/courses/${body.id}/export.imscc`,
      headers: { cookie: owner.user.cookie },
    });
    expect(exported.statusCode).toBe(200);
    // Re-import the export as a copy (the same source would be a duplicate otherwise).
    const again = expectStatus<ImportedCourseResponse>(await uploadCartridge(ctx.app, owner, exported.rawPayload), 201);
    expect(again.warnings.filter((w) => /not copied|not in the cartridge/.test(w))).toEqual([]);
    const modules = expectStatus<Array<{ lessons: Lesson[] }>>(
      await owner.get(`/api/courses/${again.id}/modules?include=content`),
      200,
    );
    const html = modules.flatMap((m) => m.lessons.map((l) => l.contentHtml)).join("");
    const image = /<img src="(\/api\/files\/\d+)" alt="([^"]+)"/.exec(html);
    expect(image?.[2]).toBe(CELL_DIAGRAM_ALT);
    expect(image?.[1]).not.toBe(srcs[0]);
    expect((await owner.get(image![1]!)).rawPayload.equals(CELL_DIAGRAM_PNG)).toBe(true);
  });

  describe("upload in the lesson editor", () => {
    const upload = (client: UserClient, courseId: number, data: Buffer, name = "cell.png") => {
      const body = multipart(data, name);
      return ctx.app.inject({
        method: "POST",
        url: `/api/courses/${courseId}/files`,
        headers: { ...body.headers, cookie: client.user.cookie },
        payload: body.payload,
      });
    };

    it("stores an image by its bytes and answers its /api/files/<id> URL", async () => {
      const courseId = await createCourse(owner);
      const stored = expectStatus<CourseFileResponse>(
        await upload(owner, courseId, CELL_DIAGRAM_PNG, "Cell é.png"),
        201,
      );
      expect(stored).toEqual({
        id: stored.id,
        url: `/api/files/${stored.id}`,
        name: "Cell é.png",
        mimeType: "image/png",
        sizeBytes: CELL_DIAGRAM_PNG.length,
      });
      expect((await owner.get(stored.url)).rawPayload.equals(CELL_DIAGRAM_PNG)).toBe(true);
      // The same image again is the same file.
      expect(expectStatus<CourseFileResponse>(await upload(owner, courseId, CELL_DIAGRAM_PNG), 201).id).toBe(stored.id);
    });

    it("refuses what is not an image, a missing file, another user's course and a file above 25 MiB", async () => {
      const courseId = await createCourse(owner);
      const html = Buffer.from("<svg onload=alert(1)></svg>");
      expect(expectStatus(await upload(owner, courseId, html, "x.png"), 400).message).toBe(
        "file: upload a PNG, JPEG, GIF or WebP image",
      );
      expect(expectStatus(await owner.post(`/api/courses/${courseId}/files`, {}), 400).message).toMatch(/^file: /);
      expect(expectStatus(await upload(other, courseId, CELL_DIAGRAM_PNG), 404).message).toBe("Course not found");
      const big = Buffer.concat([CELL_DIAGRAM_PNG, Buffer.alloc(FILE_MAX_BYTES)]);
      expect(expectStatus(await upload(owner, courseId, big), 413).message).toBe(
        "The image is larger than the 25 MiB limit per file.",
      );
    });
  });
});
