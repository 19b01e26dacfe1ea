/**
 * LMS courses whose lessons use files (issue #12), for the REST file import tests: a Canvas course
 * with images and attachments linked the ways Canvas writes them, and a Blackboard course with
 * Content Collection links and x-bb-file attachments. Each also names files that cannot be
 * fetched (missing, forbidden, too large) so that the import report must list them.
 */
import type { FakeCanvasCourse } from "./fake-canvas.ts";
import type { FakeBlackboardOptions } from "./fake-blackboard.ts";
import { solidPng } from "./cartridge-with-images.ts";

/** The tissue micrograph (PNG) the Canvas course shows twice. */
export const TISSUE_PNG = solidPng(3, 2, [200, 40, 90]);
export const TISSUE_ALT = "Epithelial tissue under the microscope";
/** The staining protocol (a small PDF-like file) the Canvas course links. */
export const PROTOCOL_PDF = Buffer.from("%PDF-1.4\n% staining protocol\n%%EOF\n");
export const SAFETY_TXT = Buffer.from("Wear gloves and goggles.\n");
/** The heart diagram (PNG) the Blackboard course shows through BbML. */
export const HEART_PNG = solidPng(2, 2, [10, 120, 200]);
export const HEART_ALT = "Heart diagram with four chambers";
export const NOTES_PDF = Buffer.from("%PDF-1.4\n% lecture notes\n%%EOF\n");
export const SYLLABUS_PDF = Buffer.from("%PDF-1.4\n% syllabus\n%%EOF\n");

/**
 * Canvas course 77 "Histology": page "Tissues" shows file 501 by absolute preview URL (with
 * `data-api-endpoint`); page "Staining" shows 501 again by `/files/501/download`, links 502 (PDF)
 * by `/courses/77/files/502/download?wrap=1`, and names 599 (missing: 404), 503 (download
 * forbidden: 403) and 505 (declares 30 MiB); the File item "Lab safety sheet" is file 504.
 */
export function canvasCourseWithFiles(): FakeCanvasCourse {
  return {
    id: 77,
    name: "Histology",
    modules: [
      {
        id: 1,
        name: "Week 1: Tissues",
        position: 1,
        items: [
          { id: 11, type: "Page", title: "Tissues", page_url: "tissues" },
          { id: 12, type: "Page", title: "Staining", page_url: "staining" },
          { id: 13, type: "File", title: "Lab safety sheet", content_id: 504 },
        ],
      },
    ],
    pages: {
      tissues: {
        title: "Tissues",
        body: `<p>Look closely:</p><p><img src="$CANVAS_ORIGIN$/courses/77/files/501/preview" alt="${TISSUE_ALT}" data-api-endpoint="$CANVAS_ORIGIN$/api/v1/courses/77/files/501" data-api-returntype="File"></p>`,
      },
      staining: {
        title: "Staining",
        body: [
          '<p><img src="/files/501/download" alt="The same tissue, stained"></p>',
          '<p><a href="/courses/77/files/502/download?wrap=1" data-api-endpoint="/api/v1/courses/77/files/502">Staining protocol</a></p>',
          '<p><img src="/courses/77/files/599/preview" alt="Missing micrograph"></p>',
          '<p><a href="/courses/77/files/503/download">Answer key</a></p>',
          '<p><a href="/courses/77/files/505/download">Whole-slide scan</a></p>',
          '<p><a href="https://example.org/courses/1/files/2/download">A file on another site</a></p>',
        ].join(""),
      },
    },
    quizzes: {},
    assignments: {},
    discussions: {},
    files: {
      501: { display_name: "tissue.png", contentType: "image/png", data: TISSUE_PNG },
      502: { display_name: "Staining protocol.pdf", contentType: "application/pdf", data: PROTOCOL_PDF },
      503: { display_name: "answers.pdf", contentType: "application/pdf", data: PROTOCOL_PDF, downloadStatus: 403 },
      504: { display_name: "safety.txt", contentType: "text/plain", data: SAFETY_TXT },
      505: { display_name: "slide.tiff", contentType: "image/tiff", data: SAFETY_TXT, size: 30 * 1024 * 1024 },
    },
  };
}

/**
 * Blackboard course `_88_1` "Anatomy": folder "Week 1" with a document showing `xid-100_1` by
 * BbML (alt text in data-bbfile only), linking notes by a `/bbcswebdav/pid-...` path and an image
 * that is not in the Content Collection (`xid-404_1`); a file item "Syllabus" whose attachment is
 * stored, and a file item "Old handout" whose attachment download is a 404.
 */
export function blackboardCourseWithFiles(): Omit<FakeBlackboardOptions, "token"> {
  const bbfile = JSON.stringify({ linkName: "heart.png", alternativeText: HEART_ALT }).replace(/"/g, "&quot;");
  return {
    courses: [{ id: "_88_1", courseId: "ANAT-100", name: "Anatomy" }],
    contents: {
      _88_1: [
        { id: "_1_1", title: "Week 1", position: 0, hasChildren: true, contentHandler: { id: "resource/x-bb-folder" } },
        {
          id: "_2_1",
          parentId: "_1_1",
          title: "The heart",
          position: 0,
          body: [
            `<p><img src="@X@EmbeddedFile.requestUrlStub@X@bbcswebdav/xid-100_1" data-bbfile="${bbfile}"></p>`,
            '<p><a href="/bbcswebdav/pid-2-dt-content-rid-200_1/courses/ANAT-100/notes.pdf">Lecture notes</a></p>',
            '<p><img src="/bbcswebdav/xid-404_1" alt="Lung diagram"></p>',
          ].join(""),
          contentHandler: { id: "resource/x-bb-document" },
        },
        {
          id: "_3_1",
          parentId: "_1_1",
          title: "Syllabus",
          position: 1,
          body: "<p>Read before week 1.</p>",
          contentHandler: { id: "resource/x-bb-file", file: { fileName: "syllabus.pdf" } },
        },
        {
          id: "_4_1",
          parentId: "_1_1",
          title: "Old handout",
          position: 2,
          contentHandler: { id: "resource/x-bb-file", file: { fileName: "handout.pdf" } },
        },
      ],
    },
    files: {
      "xid-100_1": { fileName: "heart.png", contentType: "image/png", data: HEART_PNG },
      "pid-2-dt-content-rid-200_1/courses/ANAT-100/notes.pdf": {
        fileName: "notes.pdf",
        contentType: "application/pdf",
        data: NOTES_PDF,
      },
      "xid-300_1": { fileName: "syllabus.pdf", contentType: "application/pdf", data: SYLLABUS_PDF },
    },
    attachments: {
      _3_1: [{ id: "_30_1", fileName: "syllabus.pdf", mimeType: "application/pdf", xid: "xid-300_1" }],
      _4_1: [{ id: "_40_1", fileName: "handout.pdf", mimeType: "application/pdf" }],
    },
  };
}
