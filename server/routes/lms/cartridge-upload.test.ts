import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { startFakeCanvas, type FakeServer } from "../../services/lms/test-support/fake-canvas.ts";
import { sampleCanvasCourses } from "../../services/lms/test-support/sample-courses.ts";
import { rawZip, zipDirectory } from "../../services/lms/test-support/zip-fixtures.ts";
import { createTestContext, signUpLmsUser as signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import { CANVAS_TOKEN, FIXTURE_MAIN, uploadCartridge } from "./lms-test-helpers.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../test/fixtures/cartridges");

describe.each(testDatabases())("Common Cartridge upload and export on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let client: UserClient;

  const canvasConnection = () => ({ lmsType: "canvas", baseUrl: canvas.baseUrl, accessToken: CANVAS_TOKEN });

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true" });
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: sampleCanvasCourses() });
    client = clientFor(ctx.app, await signUpUser(ctx.app));
  });
  afterAll(async () => {
    await canvas.close();
    await ctx.close();
  });

  describe("Common Cartridge", () => {
    it("imports the fixture cartridge uploaded as multipart", async () => {
      const archive = await zipDirectory(FIXTURE_MAIN);
      const body = expectStatus<ImportedCourseResponse>(await uploadCartridge(ctx.app, client, archive), 201);
      expect(body.lmsType).toBe("imscc");
      expect(body.lmsId).toBeNull();
      expect(body.counts.modules).toBeGreaterThan(0);
      expect(body.counts.lessons).toBeGreaterThan(0);
      const modules = expectStatus(await client.get(`/api/courses/${body.id}/modules?include=content`), 200);
      expect(modules).toHaveLength(body.counts.modules);
      for (const m of modules as Array<{ lessons: Array<{ contentHtml: string }> }>) {
        for (const l of m.lessons) expect(l.contentHtml).not.toMatch(/<script/i);
      }
    });

    it("saves a Canvas export whole: content outside modules, assignments, and the quiz items each warning calls imported (issue #12)", async () => {
      const archive = readFileSync(path.join(CORPUS, "canvas-wk-modules/modules.imscc"));
      const body = expectStatus<ImportedCourseResponse>(await uploadCartridge(ctx.app, client, archive), 201);
      type L = { title: string; type: string; contentHtml: string };
      const modules = expectStatus<Array<{ title: string; lessons: L[] }>>(
        await client.get(`/api/courses/${body.id}/modules?include=content`),
        200,
      );
      expect(modules.map((m) => m.title)).toEqual(["Module 1", "Module 2", "Unorganized content"]);
      expect(modules[2]?.lessons.map((l) => l.title)).toEqual([
        "Assignment 11",
        "Assignment 21",
        "GeoGebra Graphing Calculator",
        "Vimeo",
      ]);
      expect(modules[2]?.lessons[0]).toMatchObject({ type: "assessment" });
      // Nothing the importer kept is dropped on save: no save-time "not imported" warning.
      expect(body.warnings.join("\n")).not.toMatch(/were not imported because|was not imported because/);
      // A file placed in a module is copied into the course's files and its lesson links to it (issue #12).
      const fileLesson = modules.flatMap((m) => m.lessons).find((l) => l.title === "file 1.txt");
      const href = /<a href="(\/api\/files\/\d+)">file 1.txt<\/a>/.exec(fileLesson?.contentHtml ?? "")?.[1];
      const download = await client.get(href ?? "/api/files/0");
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("text/plain");
      expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="file 1.txt"/);
      expect(body.warnings.join("\n")).not.toContain("file 1.txt");
    });

    it("exports a course and imports it back unchanged", async () => {
      const source = expectStatus<ImportedCourseResponse>(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "43" }),
        201,
      );
      const res = await client.get(`/api/courses/${source.id}/export.imscc`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="Chemistry 201.imscc"; filename*=UTF-8''Chemistry%20201.imscc`,
      );
      const back = expectStatus<ImportedCourseResponse>(await uploadCartridge(ctx.app, client, res.rawPayload), 201);
      expect(back.title).toBe(source.title);
      expect(back.description).toBe(source.description);
      expect(back.counts).toEqual(source.counts);
      type M = { title: string; description: string | null; lessons: Array<Record<string, unknown>> };
      const shape = (modules: M[]) =>
        modules.map((m) => ({
          title: m.title,
          description: m.description,
          lessons: m.lessons.map(({ title, type, contentHtml, videoUrl, captionsUrl, durationMinutes }) => ({
            title,
            type,
            contentHtml,
            videoUrl,
            captionsUrl,
            durationMinutes,
          })),
        }));
      const a = expectStatus<M[]>(await client.get(`/api/courses/${source.id}/modules?include=content`), 200);
      const b = expectStatus<M[]>(await client.get(`/api/courses/${back.id}/modules?include=content`), 200);
      expect(shape(b)).toEqual(shape(a));
    });

    it("round-trips a course with assessments and questions", async () => {
      const bio = expectStatus<ImportedCourseResponse>(
        await client.post("/api/lms/import-course", { ...canvasConnection(), courseId: "42", mode: "copy" }),
        201,
      );
      const res = await client.get(`/api/courses/${bio.id}/export.imscc`);
      const back = expectStatus<ImportedCourseResponse>(await uploadCartridge(ctx.app, client, res.rawPayload), 201);
      expect(back.counts).toEqual(bio.counts);
      type A = { title: string; type: string; questions: Array<Record<string, unknown>> };
      const shape = (list: A[]) =>
        list.map((x) => ({
          title: x.title,
          type: x.type,
          questions: x.questions.map(({ type, stem, options, correctAnswer }) => ({
            type,
            stem,
            options,
            correctAnswer,
          })),
        }));
      const a = expectStatus<A[]>(await client.get(`/api/courses/${bio.id}/assessments`), 200);
      const b = expectStatus<A[]>(await client.get(`/api/courses/${back.id}/assessments`), 200);
      expect(shape(b)).toEqual(shape(a));
    });

    it("answers 404 for another user's course or a missing one", async () => {
      const other = clientFor(ctx.app, await signUpUser(ctx.app));
      const mine = expectStatus(await client.get("/api/courses"), 200)[0];
      expect((await other.get(`/api/courses/${mine.id}/export.imscc`)).statusCode).toBe(404);
      expect((await client.get(`/api/courses/999999/export.imscc`)).statusCode).toBe(404);
    });

    it("refuses hostile and broken archives with the reason", async () => {
      const traversal = rawZip([
        { name: "imsmanifest.xml", data: Buffer.from("<manifest/>") },
        { name: "../evil.txt", data: Buffer.from("x") },
      ]);
      let res = await uploadCartridge(ctx.app, client, traversal);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/unsafe path \(\.\.\/evil\.txt\)/);

      res = await uploadCartridge(ctx.app, client, Buffer.from("this is not a zip file at all"));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/zip|cartridge/i);

      const bomb = rawZip([
        { name: "imsmanifest.xml", data: Buffer.from("<manifest/>") },
        { name: "big.bin", data: Buffer.alloc(1000), deflate: true, declaredSize: 300 * 1024 * 1024 },
      ]);
      res = await uploadCartridge(ctx.app, client, bomb);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/too large once unpacked/);

      const noManifest = rawZip([{ name: "hello.txt", data: Buffer.from("hi") }]);
      res = await uploadCartridge(ctx.app, client, noManifest);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/imsmanifest\.xml is missing/);
    });

    it("answers 400 when the body is not a multipart upload", async () => {
      const body = expectStatus(await client.post("/api/lms/import-cartridge", { file: "x" }), 400);
      expect(body.message).toMatch(/multipart/);
    });
  });
});
