/**
 * A Canvas course (fake Canvas, REST) whose pages, assignment, quiz and discussion link to each
 * other the way Canvas's rich content editor writes course links (issue #12): root-relative and
 * absolute `/courses/:id/pages/:url`, `/wiki/:url`, `/assignments/:id`, `/discussion_topics/:id`,
 * `/quizzes/:id`, `/modules/items/:id`, `/modules#module_:id`, `/modules`; some to items placed in
 * modules, some to items that are not (not imported), some to Canvas pages we have no
 * equivalent of; plus course-file images and links, so the report's Changed list covers files too.
 */
import type { FakeCanvasCourse } from "./fake-canvas.ts";
import { solidPng } from "./cartridge-with-images.ts";

export const LINKS_COURSE_ID = 78;
/** The cell diagram (PNG) "Start here" and "Cell membrane" both show. */
export const CELL_PNG = solidPng(2, 3, [30, 160, 60]);
export const CELL_ALT = "A cell with its membrane labelled";
export const READING_LIST_TXT = Buffer.from("Alberts, Molecular Biology of the Cell, ch. 10-11.\n");
export const LAB_SHEET_PDF = Buffer.from("%PDF-1.4\n% lab sheet\n%%EOF\n");
export const TEMPLATE_PDF = Buffer.from("%PDF-1.4\n% lab report template\n%%EOF\n");

/** What a link must become: a lesson (by title), a module (by title), the course, or nothing (with the reason's words). */
export type LinkTarget = { lesson: string } | { module: string } | "course" | { dropped: RegExp };

/** Each link of the "Start here" page: its text, its href, and where it must lead. */
export const START_LINKS: ReadonlyArray<{ text: string; href: string; target: LinkTarget }> = [
  { text: "Membrane", href: "/courses/78/pages/cell-membrane", target: { lesson: "Cell membrane" } },
  {
    text: "Membrane (absolute)",
    href: "$CANVAS_ORIGIN$/courses/78/pages/Cell-Membrane#channels",
    target: { lesson: "Cell membrane" },
  },
  { text: "Membrane (wiki)", href: "/courses/78/wiki/cell-membrane", target: { lesson: "Cell membrane" } },
  { text: "Lab report", href: "/courses/78/assignments/301", target: { lesson: "Lab report" } },
  { text: "Membrane quiz", href: "/courses/78/quizzes/201", target: { lesson: "Membrane quiz" } },
  { text: "Membrane quiz (graded)", href: "/courses/78/assignments/901", target: { lesson: "Membrane quiz" } },
  {
    text: "Introduce yourself",
    href: "$CANVAS_ORIGIN$/courses/78/discussion_topics/401",
    target: { lesson: "Introduce yourself" },
  },
  { text: "Reading list item", href: "/courses/78/modules/items/106", target: { lesson: "Reading list" } },
  { text: "Week 2", href: "/courses/78/modules#module_20", target: { module: "Week 2" } },
  { text: "All modules", href: "/courses/78/modules", target: "course" },
  {
    text: "Glossary",
    href: "/courses/78/pages/glossary",
    target: { dropped: /page "glossary", which was not imported/ },
  },
  {
    text: "Final exam",
    href: "/courses/78/quizzes/299",
    target: { dropped: /quiz 299, which was not imported/ },
  },
  { text: "Your grades", href: "/courses/78/grades", target: { dropped: /course page "grades", which a course here/ } },
  {
    text: "Last year's course",
    href: "/courses/12/pages/cells",
    target: { dropped: /Canvas course 12, not the course/ },
  },
];

/**
 * Canvas course 78 "Cell biology": module 10 "Week 1" with the page "Start here" (every link of
 * START_LINKS, the cell image 602, a link to file 601), the page "Cell membrane" (a link back by
 * `?module_item_id=`, the same image) and the assignment "Lab report" (an absolute link to
 * "Cell membrane", a link to file 603); module 20 "Week 2" with the graded quiz "Membrane quiz"
 * (assignment 901), the discussion "Introduce yourself" (a `/wiki/` link to "Start here") and the
 * File item "Reading list" (file 604). The page "glossary" and quiz 299 are in no module.
 */
export function canvasCourseWithLinks(): FakeCanvasCourse {
  const startLinks = START_LINKS.map((l) => `<li><a href="${l.href}">${l.text}</a></li>`).join("");
  return {
    id: LINKS_COURSE_ID,
    name: "Cell biology",
    modules: [
      {
        id: 10,
        name: "Week 1",
        position: 1,
        items: [
          { id: 101, type: "Page", title: "Start here", page_url: "start-here" },
          { id: 102, type: "Page", title: "Cell membrane", page_url: "cell-membrane" },
          { id: 103, type: "Assignment", title: "Lab report", content_id: 301 },
        ],
      },
      {
        id: 20,
        name: "Week 2",
        position: 2,
        items: [
          { id: 104, type: "Quiz", title: "Membrane quiz", content_id: 201 },
          { id: 105, type: "Discussion", title: "Introduce yourself", content_id: 401 },
          { id: 106, type: "File", title: "Reading list", content_id: 604 },
        ],
      },
    ],
    pages: {
      "start-here": {
        title: "Start here",
        body: [
          `<p><img src="/courses/78/files/602/preview" alt="${CELL_ALT}"></p>`,
          `<ul>${startLinks}</ul>`,
          '<p><a href="/courses/78/files/601/download?wrap=1">Lab sheet</a></p>',
          '<p><a href="https://example.org/courses/78/pages/cell-membrane">Elsewhere</a></p>',
        ].join(""),
      },
      "cell-membrane": {
        title: "Cell membrane",
        body: [
          `<p><img src="$CANVAS_ORIGIN$/courses/78/files/602/preview" alt="${CELL_ALT}"></p>`,
          '<p><a href="/courses/78/pages/start-here?module_item_id=101">Back to Start here</a></p>',
        ].join(""),
      },
      glossary: { title: "Glossary", body: "<p>Terms.</p>" },
    },
    quizzes: {
      201: { title: "Membrane quiz", description: "<p>Ten minutes.</p>", questions: [], assignment_id: 901 },
      299: { title: "Final exam", description: "<p>Two hours.</p>", questions: [] },
    },
    assignments: {
      301: {
        name: "Lab report",
        description:
          '<p>Use <a href="$CANVAS_ORIGIN$/courses/78/pages/cell-membrane">the membrane page</a> and <a href="/courses/78/files/603/download">the template</a>.</p>',
      },
    },
    discussions: {
      401: {
        title: "Introduce yourself",
        message: '<p>Read <a href="/courses/78/wiki/start-here">Start here</a> first.</p>',
      },
    },
    files: {
      601: { display_name: "lab-sheet.pdf", contentType: "application/pdf", data: LAB_SHEET_PDF },
      602: { display_name: "cell.png", contentType: "image/png", data: CELL_PNG },
      603: { display_name: "template.pdf", contentType: "application/pdf", data: TEMPLATE_PDF },
      604: { display_name: "reading-list.txt", contentType: "text/plain", data: READING_LIST_TXT },
    },
  };
}
