/**
 * Import reports (issue #12 "Import report"): every import stores one, the import's answer carries
 * it, and GET /api/courses/:id/import-report returns the latest to the course's owner only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredImportReport } from "../../../common/import-report.ts";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { startFakeCanvas, type FakeServer } from "../../services/lms/test-support/fake-canvas.ts";
import { sampleCanvasCourses } from "../../services/lms/test-support/sample-courses.ts";
import { createTestContext, signUpLmsUser as signUpUser, testDatabases, type TestContext } from "../../test/harness.ts";
import { clientFor, expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";
import { CANVAS_TOKEN, multipart } from "./lms-test-helpers.ts";

const CARTRIDGE = path.resolve(
  import.meta.dirname,
  "../../../test/fixtures/cartridges/canvas-wk-modules/modules.imscc",
);

describe.each(testDatabases())("import reports on $name", (kind) => {
  let ctx: TestContext;
  let canvas: FakeServer;
  let client: UserClient;
  let cartridgeImport: ImportedCourseResponse;

  const upload = (who: UserClient, file: Buffer, name: string) => {
    const body = multipart(file, name);
    return ctx.app.inject({
      method: "POST",
      url: "/api/lms/import-cartridge",
      headers: { ...body.headers, cookie: who.user.cookie },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { LMS_ALLOW_PRIVATE_HOSTS: "true" });
    canvas = await startFakeCanvas({ token: CANVAS_TOKEN, courses: sampleCanvasCourses() });
    client = clientFor(ctx.app, await signUpUser(ctx.app));
    cartridgeImport = expectStatus<ImportedCourseResponse>(
      await upload(client, readFileSync(CARTRIDGE), "modules.imscc"),
      201,
    );
  });
  afterAll(async () => {
    await canvas.close();
    await ctx.close();
  });

  it("answers a cartridge import with its report: resources in the source vs imported, and what was not converted", () => {
    const { report } = cartridgeImport;
    const files = report.counts.find((c) => c.kind === "Files");
    // The two files are copied into the course-file store (issue #12 item 1).
    expect(files).toEqual({ kind: "Files", inSource: 2, imported: 2 });
    const pages = report.counts.find((c) => c.kind === "Pages");
    expect(pages?.inSource).toBeGreaterThan(0);
    expect(pages?.imported).toBe(pages?.inSource);
    // What was written is what the answer's counts say; nobody counted the source's modules.
    expect(report.counts.find((c) => c.kind === "Modules")).toEqual({
      kind: "Modules",
      inSource: null,
      imported: cartridgeImport.counts.modules,
    });
    expect(report.notConverted).toContainEqual({
      kind: "Content",
      title: "External Tool 1",
      reason: expect.stringContaining("refers to content missing from the cartridge") as string,
    });
    expect(report.warnings).toEqual(cartridgeImport.warnings);
  });

  it("returns the stored report to the course's owner", async () => {
    const stored = expectStatus<StoredImportReport>(
      await client.get(`/api/courses/${cartridgeImport.id}/import-report`),
      200,
    );
    expect(stored).toMatchObject({
      courseId: cartridgeImport.id,
      sourceKind: "common_cartridge",
      sourceName: "modules.imscc",
      report: cartridgeImport.report,
    });
    expect(Date.parse(stored.createdAt)).not.toBeNaN();
  });

  it("answers 404 to another user, for a course made by hand, and once the course is deleted", async () => {
    const other = clientFor(ctx.app, await signUpUser(ctx.app));
    expect(expectStatus(await other.get(`/api/courses/${cartridgeImport.id}/import-report`), 404).message).toMatch(
      /no import report/i,
    );
    const own = expectStatus<{ id: number }>(
      await other.post("/api/courses", { title: "Hand-made", description: "Written here." }),
      201,
    );
    expectStatus(await other.get(`/api/courses/${own.id}/import-report`), 404);
    expectStatus(await other.get(`/api/courses/abc/import-report`), 400);

    const copy = expectStatus<ImportedCourseResponse>(await upload(other, readFileSync(CARTRIDGE), "m.imscc"), 201);
    expectStatus(await other.get(`/api/courses/${copy.id}/import-report`), 200);
    expectStatus(await other.del(`/api/courses/${copy.id}`), 204);
    expectStatus(await other.get(`/api/courses/${copy.id}/import-report`), 404);
  });

  it("reports a Canvas import with what was written and no source counts it did not measure", async () => {
    const body = expectStatus<ImportedCourseResponse>(
      await client.post("/api/lms/import-course", {
        lmsType: "canvas",
        baseUrl: canvas.baseUrl,
        accessToken: CANVAS_TOKEN,
        courseId: "42",
      }),
      201,
    );
    expect(body.report.counts).toEqual([
      { kind: "Modules", inSource: null, imported: body.counts.modules },
      { kind: "Lessons", inSource: null, imported: body.counts.lessons },
      { kind: "Assessments", inSource: null, imported: body.counts.assessments },
      { kind: "Questions", inSource: null, imported: 3 },
    ]);
    const stored = expectStatus<StoredImportReport>(await client.get(`/api/courses/${body.id}/import-report`), 200);
    expect(stored).toMatchObject({ sourceKind: "canvas", sourceName: "42" });

    // Updating the earlier import stores a new report; the latest is the one returned.
    const again = expectStatus<ImportedCourseResponse>(
      await client.post("/api/lms/import-course", {
        lmsType: "canvas",
        baseUrl: canvas.baseUrl,
        accessToken: CANVAS_TOKEN,
        courseId: "42",
        mode: "update",
      }),
      200,
    );
    const latest = expectStatus<StoredImportReport>(await client.get(`/api/courses/${again.id}/import-report`), 200);
    expect(latest.id).toBeGreaterThan(stored.id);
  });
});
