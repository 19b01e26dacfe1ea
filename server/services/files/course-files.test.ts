/** Storing course files (issue #12): once per course, within the per-file and per-course limits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseFiles, courses } from "../../db/schema.ts";
import { createTestContext, signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { COURSE_FILES_MAX_BYTES, FILE_MAX_BYTES, findOwnedFile, storeCourseFile } from "./course-files.ts";

describe.each(testDatabases())("storeCourseFile on $name", (kind) => {
  let ctx: TestContext;
  let userId: string;
  let courseId: number;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    userId = (await signUpUser(ctx.app)).id;
    const [row] = await ctx.database.db
      .insert(courses)
      .values({ userId, title: "Cells" })
      .returning({ id: courses.id });
    courseId = row!.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const file = (data: Buffer, name = "a.png") => ({ courseId, userId, name, mimeType: "image/png", data });

  it("stores the same bytes once per course and finds the file for its owner only", async () => {
    const { db } = ctx.database;
    const first = await storeCourseFile(db, ctx.fileStorage, file(Buffer.from("same bytes")));
    const again = await storeCourseFile(db, ctx.fileStorage, file(Buffer.from("same bytes"), "copy.png"));
    expect(again.id).toBe(first.id);
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await findOwnedFile(db, userId, first.id)).toMatchObject({ id: first.id, name: "a.png" });
    expect(await findOwnedFile(db, "someone-else", first.id)).toBeNull();
  });

  it("refuses a file above 25 MiB, naming the limit", async () => {
    const { db } = ctx.database;
    await expect(
      storeCourseFile(db, ctx.fileStorage, file(Buffer.alloc(FILE_MAX_BYTES + 1), "big.png")),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: `"big.png" is larger than the 25 MiB limit per file (${FILE_MAX_BYTES + 1} bytes).`,
    });
    // An empty file is kept (a cartridge's lesson may link to one).
    expect((await storeCourseFile(db, ctx.fileStorage, file(Buffer.alloc(0), "empty.txt"))).sizeBytes).toBe(0);
  });

  it("refuses a file that would take the course past 500 MiB", async () => {
    const { db } = ctx.database;
    await db.insert(courseFiles).values({
      courseId,
      userId,
      name: "lectures.zip",
      mimeType: "application/zip",
      sizeBytes: COURSE_FILES_MAX_BYTES - 1024,
      sha256: "b".repeat(64),
      storageKey: `${courseId}/${"b".repeat(64)}`,
    });
    await expect(storeCourseFile(db, ctx.fileStorage, file(Buffer.alloc(2048, 7), "photo.png"))).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining("would pass the 500 MiB limit per course"),
    });
    const rows = await db.select().from(courseFiles).where(eq(courseFiles.name, "photo.png"));
    expect(rows).toEqual([]);
  });
});
