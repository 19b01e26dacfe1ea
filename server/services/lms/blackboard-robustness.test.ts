/**
 * Blackboard import robustness (issue #12 "Robustness"): loops and repeats in content trees,
 * Ultra documents, looping `paging.nextPage`, one unreadable folder, a server that never answers.
 * All against the fake Blackboard Learn, which speaks the documented protocol.
 */
import { afterEach, describe, expect, it } from "vitest";
import { BlackboardConnector } from "./blackboard.ts";
import { sendJson, type FakeServer } from "./test-support/fake-canvas.ts";
import { startFakeBlackboard, type FakeBbContent, type FakeBlackboardOptions } from "./test-support/fake-blackboard.ts";
import { LmsError, type LmsConnectorOptions } from "./types.ts";

const TOKEN = "bb-robust-token-123456";
const FOLDER = { id: "resource/x-bb-folder" };
const DOCUMENT = { id: "resource/x-bb-document" };

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(
  contents: FakeBbContent[],
  fake: Partial<FakeBlackboardOptions> = {},
  connector: Partial<LmsConnectorOptions> = {},
) {
  server = await startFakeBlackboard({
    token: TOKEN,
    courses: [{ id: "_7_1", courseId: "C7", name: "Course seven" }],
    contents: { _7_1: contents },
    ...fake,
  });
  return new BlackboardConnector({
    baseUrl: server.baseUrl,
    accessToken: TOKEN,
    allowPrivateHosts: true,
    retryBaseDelayMs: 5,
    timeoutMs: 5000,
    ...connector,
  });
}

function doc(id: string, parentId: string | undefined, title: string, position: number, body = ""): FakeBbContent {
  return { id, ...(parentId && { parentId }), title, position, body, contentHandler: DOCUMENT };
}

describe("Blackboard content trees: loops and repeats", () => {
  it("a folder whose item repeats the folder's id gives 100 lessons for 100 items, not 5,100", async () => {
    const items = Array.from({ length: 100 }, (_, i) => doc(`_${100 + i}_1`, "_1_1", `Item ${i}`, i, `<p>${i}</p>`));
    items[40] = { ...items[40]!, id: "_1_1" }; // names its own folder's id
    const bb = await setup([
      { id: "_1_1", title: "Week 1", position: 0, hasChildren: true, contentHandler: FOLDER },
      ...items,
    ]);
    const imported = await bb.fetchCourse("_7_1");
    expect(imported.modules).toHaveLength(1);
    const lessons = imported.modules[0]?.lessons ?? [];
    expect(lessons).toHaveLength(100);
    expect(lessons.map((l) => l.title)).toEqual(items.map((item) => item.title));
    expect(imported.warnings).toEqual([
      'Blackboard: in "Week 1", 1 item(s) named themselves or a folder above them as their parent (a loop); each was imported once.',
    ]);
  });

  it("an item under its own descendant, and the same content id in two folders, are imported once", async () => {
    const bb = await setup([
      { id: "_1_1", title: "Week 1", position: 0, hasChildren: true, contentHandler: FOLDER },
      { id: "_2_1", parentId: "_1_1", title: "Unit", position: 0, hasChildren: true, contentHandler: FOLDER },
      doc("_3_1", "_2_1", "Reading", 0, "<p>r</p>"),
      // _2_1 again, under its own child: a loop back to an ancestor.
      { id: "_2_1", parentId: "_3_1", title: "Unit", position: 0, hasChildren: true, contentHandler: FOLDER },
      { id: "_5_1", title: "Week 2", position: 1, hasChildren: true, contentHandler: FOLDER },
      doc("_3_1", "_5_1", "Reading", 0, "<p>r</p>"), // the same content listed in Week 2
      doc("_6_1", "_5_1", "Notes", 1, "<p>n</p>"),
    ]);
    const imported = await bb.fetchCourse("_7_1");
    expect(imported.modules.map((m) => [m.title, m.lessons.map((l) => l.title)])).toEqual([
      ["Week 1", ["Unit", "Reading"]],
      ["Week 2", ["Notes"]],
    ]);
    // Repeats inside one list are caught as the list is read; across folders as the tree is ordered.
    expect(imported.warnings).toEqual([
      'Blackboard: the list of contents of "Week 1" sent 1 item(s) twice; each was imported once.',
      'Blackboard: the list of contents of "Week 2" sent 1 item(s) twice; each was imported once.',
      'Blackboard: in "Week 2", 2 item(s) came more than once (same content id); each was imported once.',
    ]);
  });
});

describe("Blackboard Ultra documents", () => {
  it("take their body from the ultraDocumentBody child, under the parent's title, with no extra lesson", async () => {
    const bbFile = JSON.stringify({ render: "inline", mimeType: "image/png", alternativeText: "Mitochondrion diagram" })
      .replace(/&/g, "&amp;")
      .replace(/"/g, "&quot;");
    const ultraBody = `<!-- {"bbMLEditorVersion":1} --><p>Energy.</p><img src="https://cdn.example.org/m.png" data-bbfile="${bbFile}">`;
    const bb = await setup([
      { id: "_1_1", title: "Week 1", position: 0, hasChildren: true, contentHandler: FOLDER },
      { ...doc("_2_1", "_1_1", "Mitochondria", 0), body: null as unknown as string, hasChildren: true },
      doc("_3_1", "_2_1", "ultraDocumentBody", 0, ultraBody),
      doc("_4_1", "_1_1", "Next", 1, "<p>next</p>"),
      // A top-level Ultra document, outside any folder.
      { ...doc("_5_1", undefined, "Syllabus", 1), hasChildren: true },
      doc("_6_1", "_5_1", "ultraDocumentBody", 0, "<p>Rules.</p>"),
    ]);
    const imported = await bb.fetchCourse("_7_1");
    expect(imported.modules.map((m) => [m.title, m.lessons.map((l) => [l.title, l.contentHtml])])).toEqual([
      [
        "Week 1",
        [
          ["Mitochondria", '<p>Energy.</p><img src="https://cdn.example.org/m.png" alt="Mitochondrion diagram" />'],
          ["Next", "<p>next</p>"],
        ],
      ],
      ["Course content", [["Syllabus", "<p>Rules.</p>"]]],
    ]);
    expect(imported.warnings).toEqual([]);
  });
});

describe("Blackboard pagination and failures", () => {
  it("a paging.nextPage back to the first page stops with a warning and duplicates no module", async () => {
    const weeks = Array.from({ length: 5 }, (_, i) => ({
      id: `_${i + 1}_1`,
      title: `Week ${i + 1}`,
      position: i,
      hasChildren: false,
      contentHandler: FOLDER,
    }));
    const bb = await setup(weeks, {
      maxLimit: 2,
      rewriteNextPage: (url, next) => (url.searchParams.get("offset") === "2" ? `${url.pathname}?limit=2` : next),
    });
    const imported = await bb.fetchCourse("_7_1");
    expect(imported.modules.map((m) => m.title)).toEqual(["Week 1", "Week 2", "Week 3", "Week 4"]);
    expect(imported.warnings).toEqual([
      'Blackboard: the list of top-level contents sent a "next" link back to a page already read (after 3 pages, 4 items); reading stopped there and nothing was imported twice.',
    ]);
  });

  it("one folder whose contents fail (500, or a 25 MB answer) is reported by name; the rest is imported", async () => {
    const bb = await setup(
      [
        { id: "_1_1", title: "Week 1", position: 0, hasChildren: true, contentHandler: FOLDER },
        doc("_2_1", "_1_1", "Fine", 0, "<p>fine</p>"),
        { id: "_3_1", title: "Week 2", position: 1, hasChildren: true, contentHandler: FOLDER },
        doc("_4_1", "_3_1", "Lost", 0),
        { id: "_5_1", title: "Week 3", position: 2, hasChildren: true, contentHandler: FOLDER },
        doc("_6_1", "_5_1", "Huge", 0),
      ],
      {
        intercept: (_req, res, url) => {
          if (url.pathname.includes("/contents/_3_1/children")) {
            sendJson(res, 500, { status: 500, message: "boom" });
            return true;
          }
          if (url.pathname.includes("/contents/_5_1/children")) {
            sendJson(res, 200, { results: [{ id: "_6_1", title: "Huge", body: "x".repeat(25 * 1024 * 1024) }] });
            return true;
          }
          return false;
        },
      },
    );
    const imported = await bb.fetchCourse("_7_1");
    expect(imported.modules.map((m) => [m.title, m.lessons.length])).toEqual([
      ["Week 1", 1],
      ["Week 2", 0],
      ["Week 3", 0],
    ]);
    expect(imported.warnings).toEqual([
      expect.stringMatching(/^The contents of "Week 2" could not be read from Blackboard \(HTTP 500, upstream down\)/),
      expect.stringMatching(/^The contents of "Week 3" could not be read .*larger than the 20 MiB we accept/),
    ]);
  }, 30_000);

  it("a server that never answers fails with timeout (504) at the import deadline", async () => {
    const bb = await setup([], { intercept: () => true }, { importDeadlineMs: 800 });
    const started = Date.now();
    const error = await bb.fetchCourse("_7_1").then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error).toBeInstanceOf(LmsError);
    expect(error).toMatchObject({ kind: "timeout", httpStatus: 504 });
    expect((error as LmsError).message).toMatch(/^Blackboard did not answer within 0\.8 s/);
  });
});
