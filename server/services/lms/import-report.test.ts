import { describe, expect, it } from "vitest";
import { buildImportReport } from "./import-report.ts";
const written = { modules: 1, lessons: 2, assessments: 1, questions: 0 };

describe("buildImportReport", () => {
  it("itemises each warning once: not converted, changed, or another note", () => {
    const warnings = [
      'File "Syllabus.pdf" was not copied from Blackboard.',
      'Test "Midterm" was imported without questions: Blackboard\'s REST API does not expose them.',
      'Assessment "Quiz 1": question 2 (“Match the pairs”) is converted to an essay question.',
      "Canvas: the list of pages was truncated at 100 pages (5000 items read); the rest was not imported.",
      'Blackboard: in "Week 1", 3 item(s) came more than once (same content id); each was imported once.',
      "Something else entirely.",
      '"External Tool 1" refers to content missing from the cartridge (g1); it was imported as an empty text lesson.',
      'External tools (LTI) became lessons that link to the tool\'s launch URL; the tools themselves were not imported: "Vimeo" (g2; https://v.example), "GeoGebra" (g3; https://g.example).',
    ];
    const report = buildImportReport(written, warnings);
    expect(report.notConverted).toEqual([
      { kind: "File", title: "Syllabus.pdf", reason: warnings[0] },
      { kind: "List", title: "Whole course", reason: warnings[3] },
      { kind: "Content", title: "External Tool 1", reason: warnings[6] },
    ]);
    expect(report.changed).toEqual([
      { kind: "Assessment", title: "Midterm", detail: warnings[1] },
      { kind: "Question", title: "Quiz 1, question 2", detail: warnings[2] },
      { kind: "Content", title: "Week 1", detail: warnings[4] },
      { kind: "External tool", title: "Vimeo, GeoGebra", detail: warnings[7] },
    ]);
    expect(report.notes).toEqual([warnings[5]]);
    expect(report.warnings).toEqual(warnings);
  });

  it("lists each rewritten image, file link and link under Changed and each dropped link under Not converted", () => {
    const report = buildImportReport(written, [], {
      references: [
        { lesson: "Cells", kind: "image", from: "$IMS-CC-FILEBASE$/cell.png", to: "/api/files/4" },
        { lesson: "Cells", kind: "file", from: "$IMS-CC-FILEBASE$/notes.pdf", to: "/api/files/5" },
        { lesson: "Cells", kind: "link", from: "$WIKI_REFERENCE$/pages/summary", to: "/course/2#lesson-9" },
        {
          lesson: "Cells",
          kind: "link",
          from: "$WIKI_REFERENCE$/pages/glossary",
          to: null,
          reason: 'it points to the page "glossary", which is not in the cartridge',
        },
      ],
    });
    expect(report.changed).toEqual([
      {
        kind: "Image",
        title: "Cells",
        detail: "$IMS-CC-FILEBASE$/cell.png -> /api/files/4",
        lesson: "Cells",
        from: "$IMS-CC-FILEBASE$/cell.png",
        to: "/api/files/4",
      },
      {
        kind: "File link",
        title: "Cells",
        detail: "$IMS-CC-FILEBASE$/notes.pdf -> /api/files/5",
        lesson: "Cells",
        from: "$IMS-CC-FILEBASE$/notes.pdf",
        to: "/api/files/5",
      },
      {
        kind: "Link",
        title: "Cells",
        detail: "$WIKI_REFERENCE$/pages/summary -> /course/2#lesson-9",
        lesson: "Cells",
        from: "$WIKI_REFERENCE$/pages/summary",
        to: "/course/2#lesson-9",
      },
    ]);
    expect(report.notConverted).toEqual([
      {
        kind: "Link",
        title: "Cells",
        reason:
          'The link to $WIKI_REFERENCE$/pages/glossary was removed because it points to the page "glossary", which is not in the cartridge; its text was kept.',
      },
    ]);
    expect(report.warnings).toEqual([]);
  });

  it("counts a cartridge's resources and questions only where they were measured", () => {
    const resource = (identifier: string, category: "page" | "file" | "quiz", imported: boolean) =>
      imported
        ? ({
            identifier,
            type: "t",
            category,
            status: "imported",
            as: "lesson",
            title: identifier,
            module: null,
          } as const)
        : ({
            identifier,
            type: "webcontent",
            category,
            status: "not_imported",
            title: identifier,
            reason: "file_not_copied",
            detail: "web_resources/a.pdf",
          } as const);
    const report = buildImportReport({ ...written, questions: 3 }, [], {
      sourceQuestionCount: 4,
      resourceReport: [
        resource("p1", "page", true),
        resource("f1", "file", false),
        resource("q1", "quiz", true),
        { identifier: "m1", type: "t", category: "quiz", status: "part_of", parent: "q1" },
      ],
    });
    expect(report.counts).toEqual([
      { kind: "Pages", inSource: 1, imported: 1 },
      { kind: "Quizzes", inSource: 1, imported: 1 },
      { kind: "Files", inSource: 1, imported: 0 },
      { kind: "Settings files read with their item", inSource: 1, imported: 1 },
      { kind: "Modules", inSource: null, imported: 1 },
      { kind: "Lessons", inSource: null, imported: 2 },
      { kind: "Assessments", inSource: null, imported: 1 },
      { kind: "Questions", inSource: 4, imported: 3 },
    ]);
    expect(report.notConverted).toEqual([
      {
        kind: "File",
        title: "f1",
        identifier: "f1",
        reason:
          "Files of the original course (PDFs, images, documents) were not copied; lessons that show them carry their title only (web_resources/a.pdf).",
      },
    ]);
  });
});
