/**
 * A cartridge import survives a crash (issue #13): the real server (server/index.ts, as `npm start`
 * runs it) on PostgreSQL is killed with SIGKILL while it imports a 1,440-lesson cartridge and
 * started again; the stored upload is imported by the restarted server, the job ends done, and
 * the course exists once. Needs the PostgreSQL cluster of the global setup (required under CI).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { ImportJobDto } from "../../../common/import-jobs.ts";
import { restartableServer } from "../../test/restartable-server.ts";
import { zipEntries } from "./test-support/zip-fixtures.ts";

const MODULES = 8;
const LESSONS_PER_MODULE = 180;
const url = inject("postgresUrl");

/** A cartridge of MODULES modules of LESSONS_PER_MODULE ~150-word pages. */
function bigCartridge(): Promise<Buffer> {
  const items: string[] = [];
  const resources: string[] = [];
  const files: Record<string, string> = {};
  const body = "<p>" + "Tides rise and fall twice a day as the moon pulls the ocean toward it. ".repeat(10) + "</p>";
  for (let m = 0; m < MODULES; m++) {
    const lessons: string[] = [];
    for (let l = 0; l < LESSONS_PER_MODULE; l++) {
      const id = `p${m}_${l}`;
      lessons.push(`<item identifier="i${id}" identifierref="${id}"><title>Lesson ${m + 1}.${l + 1}</title></item>`);
      resources.push(
        `<resource identifier="${id}" type="webcontent" href="wiki_content/${id}.html"><file href="wiki_content/${id}.html"/></resource>`,
      );
      files[`wiki_content/${id}.html`] =
        `<html><head><title>Lesson ${m + 1}.${l + 1}</title></head><body>${body}</body></html>`;
    }
    items.push(`<item identifier="m${m}"><title>Week ${m + 1}</title>${lessons.join("")}</item>`);
  }
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="big" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
  <metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion>
    <lom xmlns="http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource"><general><title><string>Oceans</string></title></general></lom>
  </metadata>
  <organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="root">${items.join("")}</item></organization></organizations>
  <resources>${resources.join("")}</resources>
</manifest>`;
  return zipEntries({ "imsmanifest.xml": manifest, ...files });
}

describe.skipIf(!url)("a cartridge import across a server crash (PostgreSQL)", () => {
  let dataDir = "";
  let server: ReturnType<typeof restartableServer> | undefined;
  const base = () => server!.base();

  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("imports the stored upload after a kill -9 and a restart, creating the course once", async () => {
    // The upload is stored under DATA_DIR, which the restarted server reads again.
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cw-import-restart-"));
    server = restartableServer(url!, "cw_import_restart", { DATA_DIR: dataDir });
    await server.start();
    const origin = { origin: base() };
    const cookie = await server.signUp({ email: "tides@example.edu", firstName: "Marie", lastName: "Tharp" });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await bigCartridge())], { type: "application/zip" }), "oceans.imscc");
    const res = await fetch(`${base()}/api/lms/import-cartridge`, {
      method: "POST",
      headers: { ...origin, cookie, prefer: "respond-async" },
      body: form,
    });
    const started = (await res.json()) as ImportJobDto;
    expect(res.status, JSON.stringify(started)).toBe(202);
    const read = async () =>
      (await (
        await fetch(`${base()}/api/lms/import-jobs/${started.id}`, { headers: { cookie } })
      ).json()) as ImportJobDto;

    // Kill it while it works on the job.
    let job = started;
    while (job.status === "queued") job = await read();
    expect(job.status).toBe("running");
    await server.kill();

    await server.start();
    for (let i = 0; i < 900 && (job.status === "queued" || job.status === "running"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await read();
    }
    expect(job.status, JSON.stringify(job.outcome)).toBe("done");
    if (job.outcome?.kind !== "imported") throw new Error("not imported");
    expect(job.outcome.course.counts).toMatchObject({ modules: MODULES, lessons: MODULES * LESSONS_PER_MODULE });

    const check = new pg.Client({ connectionString: server.databaseUrl });
    await check.connect();
    const courses = await check.query<{ id: number }>("select id from courses where title = 'Oceans'");
    const row = await check.query<{ attempts: number }>("select attempts from import_jobs where id = $1", [started.id]);
    await check.end();
    expect(courses.rows).toHaveLength(1);
    // Run by the first server, then again by the restarted one.
    expect(row.rows[0]!.attempts).toBe(2);
  }, 240_000);
});
