/**
 * CanvasLinks (issue #12): which hrefs of a Canvas REST import are links between the course's
 * items, on a Canvas served below a path, and where each one points once the modules are built.
 */
import { describe, expect, it } from "vitest";
import { CanvasLinks } from "./canvas-links.ts";
import { LmsHttpClient } from "./http.ts";
import { LmsError, type ImportedModule, type LessonReference } from "./types.ts";

function links(baseUrl: string): CanvasLinks {
  const http = new LmsHttpClient({
    baseUrl,
    accessToken: "secret-token",
    lmsName: "Canvas",
    describeError: (r) => new LmsError("bad_response", `HTTP ${r.status}`),
    fetch: (() => Promise.reject(new Error("no request is expected"))) as typeof fetch,
  });
  return new CanvasLinks(http, ["78"]);
}

const lesson = (title: string) => ({
  title,
  type: "text" as const,
  contentHtml: "",
  videoUrl: null,
  captionsUrl: null,
  durationMinutes: null,
});
const modules: ImportedModule[] = [
  { lmsModuleId: "10", title: "Week 1", description: null, lessons: [lesson("Intro"), lesson("Essay")] },
];

describe("CanvasLinks", () => {
  it("recognises course links below the Canvas base path, by page id or url, and leaves other links alone", () => {
    const canvas = links("https://school.example.edu/canvas/");
    const references: LessonReference[] = [];
    const html = canvas.rewrite(
      [
        '<a href="https://school.example.edu/canvas/courses/78/pages/intro">a</a>',
        "<a href='/canvas/courses/78/pages/15'>b</a>",
        '<a href="/canvas/courses/78/assignments/5?module_item_id=x&amp;y=1">c</a>',
        '<a href="/canvas/courses/78/modules/10">d</a>',
        '<a href="/canvas/courses/78">e</a>',
        '<a href="/canvas/courses/78/assignments/syllabus">f</a>',
        '<a href="https://school.example.edu/canvas/courses/12/pages/intro">g</a>',
        '<a href="https://elsewhere.example.org/canvas/courses/78/pages/intro">h</a>',
        '<a href="/canvas/courses/78/pages/intro">i</a>',
        '<a href="https://school.example.edu/canvas/courses/78/pages/intro">j</a>',
      ].join(""),
      references,
    );
    // One placeholder per distinct href, recorded once per lesson; absolute links to another
    // course or another site are left as written.
    expect(html).toBe(
      [
        '<a href="https://course-link.invalid/1">a</a>',
        '<a href="https://course-link.invalid/2">b</a>',
        '<a href="https://course-link.invalid/3">c</a>',
        '<a href="https://course-link.invalid/4">d</a>',
        '<a href="https://course-link.invalid/5">e</a>',
        '<a href="https://course-link.invalid/6">f</a>',
        '<a href="https://school.example.edu/canvas/courses/12/pages/intro">g</a>',
        '<a href="https://elsewhere.example.org/canvas/courses/78/pages/intro">h</a>',
        '<a href="https://course-link.invalid/7">i</a>',
        '<a href="https://course-link.invalid/1">j</a>',
      ].join(""),
    );
    expect(references.map((r) => r.from)).toEqual([
      "https://school.example.edu/canvas/courses/78/pages/intro",
      "/canvas/courses/78/pages/15",
      "/canvas/courses/78/assignments/5?module_item_id=x&y=1",
      "/canvas/courses/78/modules/10",
      "/canvas/courses/78",
      "/canvas/courses/78/assignments/syllabus",
      "/canvas/courses/78/pages/intro",
    ]);

    canvas.lessonRead({ id: 1, type: "Page", page_url: "intro", content_id: 15 }, { moduleIndex: 0, lessonIndex: 0 });
    canvas.lessonRead({ id: 2, type: "Assignment", content_id: 5 }, { moduleIndex: 0, lessonIndex: 1 });
    expect(canvas.resolve(modules).map((l) => l.target ?? l.reason)).toEqual([
      { kind: "lesson", moduleIndex: 0, lessonIndex: 0 },
      { kind: "lesson", moduleIndex: 0, lessonIndex: 0 },
      // A module_item_id that is not a number is ignored: the assignment id decides.
      { kind: "lesson", moduleIndex: 0, lessonIndex: 1 },
      { kind: "module", moduleIndex: 0 },
      { kind: "course" },
      "it points to the Canvas syllabus, which the import does not read",
      { kind: "lesson", moduleIndex: 0, lessonIndex: 0 },
    ]);
  });

  it("drops a relative link to another course, and a module or item the import does not have, with the reason", () => {
    const canvas = links("https://canvas.example.edu");
    canvas.rewrite(
      '<a href="/courses/12/pages/intro">a</a><a href="/courses/78/modules/99">b</a><a href="/courses/78/modules/items/7">c</a><a href="/courses/78/discussion_topics/3">d</a>',
    );
    expect(canvas.resolve(modules).map((l) => [l.target, l.reason])).toEqual([
      [null, "it points to Canvas course 12, not the course imported"],
      [null, "it points to the Canvas module 99, which is not among the modules Canvas listed for the course"],
      [
        null,
        "it points to the Canvas module item 7, which is not among the items of the modules Canvas listed for the course",
      ],
      [
        null,
        "it points to the Canvas discussion topic 3, which was not imported (only items placed in modules are imported)",
      ],
    ]);
  });
});
