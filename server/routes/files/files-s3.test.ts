/**
 * Course files over HTTP with S3-compatible storage (issue #12): the app configured for S3 and
 * pointed at a local S3 server on 127.0.0.1 (services/files/test-support/local-s3.ts), on both
 * databases. An imported cartridge's files go into the bucket, are served from it with their
 * Content-Type and Content-Disposition, an editor upload too, and deleting the course empties
 * its prefix.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseFileResponse } from "../../../common/course-files.ts";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { courseFiles } from "../../db/schema.ts";
import { createFileStorage } from "../../services/files/storage.ts";
import { startLocalS3, type LocalS3 } from "../../services/files/test-support/local-s3.ts";
import { CELL_DIAGRAM_PNG, cartridgeWithImages } from "../../services/lms/test-support/cartridge-with-images.ts";
import { createTestContext, signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { multipart, uploadCartridge } from "../lms/lms-test-helpers.ts";
import { clientFor, createCourse, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";

describe.each(testDatabases())("course files in S3 storage on $name", (kind) => {
  let s3: LocalS3;
  let ctx: TestContext;
  let owner: UserClient;

  beforeAll(async () => {
    s3 = await startLocalS3();
    ctx = await createTestContext(kind, {}, { fileStorage: await createFileStorage(s3.config) });
    owner = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.stop();
  });

  it("stores an imported cartridge's files in the bucket and serves them with their type and disposition", async () => {
    await s3.takeRequests();
    const body = expectStatus<ImportedCourseResponse>(
      await uploadCartridge(ctx.app, owner, await cartridgeWithImages()),
      201,
    );
    const rows = await ctx.database.db.select().from(courseFiles).where(eq(courseFiles.courseId, body.id));
    expect(rows.map((r) => r.name).sort()).toEqual(["cell diagram.png", "handout.pdf"]);
    const puts = (await s3.takeRequests()).filter((r) => r.method === "PUT");
    expect(puts.map((r) => [r.path, r.headers["content-type"]]).sort()).toEqual(
      rows.map((r) => [`/course-files/${r.storageKey}`, r.mimeType]).sort(),
    );

    const image = rows.find((r) => r.mimeType === "image/png")!;
    const served = await owner.get(`/api/files/${image.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(CELL_DIAGRAM_PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="cell diagram.png"; filename*=UTF-8''cell%20diagram.png`,
      "x-content-type-options": "nosniff",
    });
    const pdf = await owner.get(`/api/files/${rows.find((r) => r.mimeType === "application/pdf")!.id}`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.toString()).toBe("%PDF-1.4\n% handout\n");
    expect((await s3.takeRequests()).map((r) => r.method)).toEqual(["GET", "GET"]);
  });

  it("stores an image uploaded in the lesson editor, and deleting the course empties its prefix only", async () => {
    const courseId = await createCourse(owner);
    const keep = await createCourse(owner, "Kept course");
    const upload = async (id: number, name: string) => {
      const form = multipart(CELL_DIAGRAM_PNG, name);
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/courses/${id}/files`,
        headers: { ...form.headers, cookie: owner.user.cookie },
        payload: form.payload,
      });
      return expectStatus<CourseFileResponse>(res, 201);
    };
    const stored = await upload(courseId, "Cell é.png");
    const kept = await upload(keep, "cell.png");
    const served = await owner.get(stored.url);
    expect(served.headers["content-disposition"]).toBe(
      `inline; filename="Cell _.png"; filename*=UTF-8''Cell%20%C3%A9.png`,
    );

    await s3.takeRequests();
    expectStatus(await owner.request("DELETE", `/api/courses/${courseId}`), 204);
    const requests = await s3.takeRequests();
    expect(requests.map((r) => `${r.method} ${r.query.prefix ?? ""}${"delete" in r.query ? "delete" : ""}`)).toEqual([
      `GET ${courseId}/`,
      "POST delete",
    ]);
    expect((await owner.get(stored.url)).statusCode).toBe(404);
    expect((await owner.get(kept.url)).rawPayload.equals(CELL_DIAGRAM_PNG)).toBe(true);
  });
});
