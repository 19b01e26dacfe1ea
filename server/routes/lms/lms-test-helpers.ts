/** Shared set-up of the LMS API tests: tokens, the fixture cartridge, multipart uploads, database dumps. */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { courses } from "../../db/schema.ts";
import type { ImportedCourseResponse } from "../../../common/lms.ts";
import { expectStatus, type UserClient } from "../modules/editor-test-helpers.ts";

export const CANVAS_TOKEN = "canvas-TOKEN-d3adb33f-recognisable-7731";
export const BB_TOKEN = "blackboard-TOKEN-c0ffee-recognisable-4412";
export const FIXTURE_MAIN = "/work/shared/fixtures/common-cartridge/main";

/** A multipart/form-data body with one file part (what a browser's FormData sends). */
export function multipart(file: Buffer, fileName = "course.imscc", field = "file") {
  const boundary = `----cw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadCartridge(app: FastifyInstance, client: UserClient, file: Buffer) {
  const body = multipart(file);
  return app.inject({
    method: "POST",
    url: "/api/lms/import-cartridge",
    headers: { ...body.headers, cookie: client.user.cookie },
    payload: body.payload,
  });
}

/**
 * Imports an LMS course over POST /api/lms/import-course with the test token of its kind and
 * expects 201 (the synchronous answer, without `Prefer: respond-async`).
 */
export async function importLmsCourse(
  client: UserClient,
  lmsType: "canvas" | "blackboard",
  baseUrl: string,
  courseId: string,
): Promise<ImportedCourseResponse> {
  const accessToken = lmsType === "canvas" ? CANVAS_TOKEN : BB_TOKEN;
  return expectStatus<ImportedCourseResponse>(
    await client.post("/api/lms/import-course", { lmsType, baseUrl, accessToken, courseId }),
    201,
  );
}

/** A module as `GET /api/courses/:id/modules?include=content` returns it, with what the import tests read. */
export interface ModuleWithContent {
  id: number;
  title: string;
  lessons: Array<{ id: number; title: string; contentHtml: string }>;
}

/** The course's modules with their lessons' bodies (`?include=content`). */
export async function modulesWithContent(client: UserClient, courseId: number): Promise<ModuleWithContent[]> {
  return expectStatus<ModuleWithContent[]>(await client.get(`/api/courses/${courseId}/modules?include=content`), 200);
}

/** Each lesson's HTML by its title, read with ?include=content. */
export async function lessonHtmlByTitle(client: UserClient, courseId: number): Promise<Map<string, string>> {
  const modules = await modulesWithContent(client, courseId);
  return new Map(modules.flatMap((m) => m.lessons).map((l) => [l.title, l.contentHtml]));
}

/** Every row of every table (all schemas but the system ones) as one JSON string. */
export async function dumpDatabase(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: Array<{ table_schema: string; table_name: string }> };
  const dump: Record<string, unknown> = {};
  for (const t of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`select row_to_json(t)::text as j from "${t.table_schema}"."${t.table_name}" t`),
    )) as unknown as { rows: Array<{ j: string }> };
    dump[`${t.table_schema}.${t.table_name}`] = rows.rows.map((r) => r.j);
  }
  return JSON.stringify(dump);
}

/** How many courses the user has. */
export async function userCourseCount(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`${courses.userId} = ${userId}`);
  return rows.length;
}
