import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { courses, users } from "./schema.ts";

describe("embedded PGlite database", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cw-persist-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps courses across a restart, and migrations are idempotent", async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.insert(users).values({ id: "u1", email: "u1@example.edu" });
    await first.db.insert(courses).values({ userId: "u1", title: "Survives", description: "restart" });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(courses);
    expect(rows.map((r) => r.title)).toEqual(["Survives"]);
    expect(rows[0]!.duration).toBe("4 weeks");
    await second.close();
  });
});
