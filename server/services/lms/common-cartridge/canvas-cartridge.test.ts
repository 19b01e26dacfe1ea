/**
 * Canvas exports (issue #12): content outside modules, Canvas assignments, discussions, Canvas's
 * own QTI (non_cc_assessments) and the item types our question model cannot hold as such.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepareImportedQuestions } from "../save-import.ts";
import { zipDirectory, zipEntries } from "../test-support/zip-fixtures.ts";
import { UNORGANIZED_MODULE_TITLE, importCommonCartridge } from "./index.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../../test/fixtures/cartridges");

const LAR = "associatedcontent/imscc_xmlv1p1/learning-application-resource";

/** A Canvas-style export whose only module holds nothing; everything else lies outside it. */
function canvasExport(): Promise<Buffer> {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m1" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
  <metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion></metadata>
  <organizations><organization identifier="org" structure="rooted-hierarchy"><item identifier="LearningModules"/></organization></organizations>
  <resources>
    <resource identifier="settings" type="${LAR}" href="course_settings/canvas_export.txt">
      <file href="course_settings/course_settings.xml"/><file href="course_settings/canvas_export.txt"/>
    </resource>
    <resource identifier="page1" type="webcontent" href="wiki_content/welcome.html"><file href="wiki_content/welcome.html"/></resource>
    <resource identifier="essay1" type="${LAR}" href="essay1/essay.html">
      <file href="essay1/essay.html"/><file href="essay1/assignment_settings.xml"/>
    </resource>
    <resource identifier="topic1" type="imsdt_xmlv1p1"><file href="topic1.xml"/><dependency identifierref="topic1meta"/></resource>
    <resource identifier="topic1meta" type="${LAR}" href="topic1meta.xml"><file href="topic1meta.xml"/></resource>
    <resource identifier="logo" type="webcontent" href="web_resources/logo.png"><file href="web_resources/logo.png"/></resource>
    <resource identifier="handout" type="webcontent" href="web_resources/handout.pdf"><file href="web_resources/handout.pdf"/></resource>
    <resource identifier="rubric" type="${LAR}" href="rubric/rubric.xml"><file href="rubric/rubric.xml"/></resource>
  </resources>
</manifest>`;
  return zipEntries({
    "imsmanifest.xml": manifest,
    "course_settings/canvas_export.txt": "",
    "course_settings/course_settings.xml":
      '<course xmlns="http://canvas.instructure.com/xsd/cccv1p0"><title>Biology 101</title><start_at>2024-09-02T08:00:00Z</start_at></course>',
    "wiki_content/welcome.html":
      '<html><head><title>Welcome</title></head><body><p>Hello <img src="%24IMS-CC-FILEBASE%24/logo.png" alt="Logo"></p></body></html>',
    "essay1/essay.html":
      "<html><head><title>Assignment: Field notes</title></head><body><p>Write up your field notes.</p></body></html>",
    "essay1/assignment_settings.xml":
      '<assignment identifier="essay1" xmlns="http://canvas.instructure.com/xsd/cccv1p0"><title>Field notes</title><due_at>2024-09-19T23:59:00Z</due_at><points_possible>25.0</points_possible><submission_types>online_upload</submission_types></assignment>',
    "topic1.xml":
      '<topic xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imsdt_v1p1"><title>Introduce yourself</title><text texttype="text/html">&lt;p&gt;Say who you are.&lt;/p&gt;</text></topic>',
    "topic1meta.xml": '<topicMeta identifier="topic1meta"><topic_id>topic1</topic_id></topicMeta>',
    "web_resources/logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    "web_resources/handout.pdf": "%PDF-1.4",
    "rubric/rubric.xml": "<rubric/>",
  });
}

describe("Canvas content outside modules", () => {
  it("goes into the Unorganized content module: pages, assignments with points and due offset, discussions", async () => {
    const course = await importCommonCartridge(await canvasExport());
    expect(course.title).toBe("Biology 101");
    const unorganized = course.modules.find((m) => m.title === UNORGANIZED_MODULE_TITLE);
    expect(unorganized?.lessons.map((l) => [l.title, l.type])).toEqual([
      ["Welcome", "text"],
      ["Field notes", "assessment"],
      ["Introduce yourself", "assessment"],
      // A file no page shows becomes a lesson linking to its copy; the image the page shows does not.
      ["handout.pdf", "text"],
    ]);
    const [, essay, topic] = unorganized?.lessons ?? [];
    expect(essay?.contentHtml).toContain("<p>Write up your field notes.</p>");
    expect(essay?.contentHtml).toContain("<li>Points: 25</li>");
    expect(essay?.contentHtml).toContain(
      "<li>Due: 2 weeks 3 days after the course starts (originally 2024-09-19)</li>",
    );
    expect(essay?.contentHtml).toContain("<li>Submission: online upload</li>");
    expect(course.assessments[essay?.assessmentIndex ?? -1]).toMatchObject({
      title: "Field notes",
      type: "assignment",
    });
    expect(topic?.contentHtml).toBe("<p>Say who you are.</p>");
    expect(course.assessments[topic?.assessmentIndex ?? -1]).toMatchObject({ type: "discussion", questions: [] });

    const outcome = Object.fromEntries(course.resourceReport.map((e) => [e.identifier, e.status]));
    expect(outcome).toEqual({
      settings: "imported",
      page1: "imported",
      essay1: "imported",
      topic1: "imported",
      topic1meta: "part_of",
      logo: "imported", // the image the welcome page shows is copied (issue #12)
      handout: "imported",
      rubric: "not_imported",
    });
    const welcome = unorganized?.lessons[0];
    expect(course.files?.map((f) => [f.source, f.mimeType])).toEqual([
      ["web_resources/logo.png", "image/png"],
      ["web_resources/handout.pdf", "application/pdf"],
    ]);
    expect(welcome?.contentHtml).toBe(`<p>Hello <img src="${course.files?.[0]?.placeholder}" alt="Logo" /></p>`);
    expect(unorganized?.lessons[3]?.contentHtml).toBe(
      `<p><a href="${course.files?.[1]?.placeholder}">handout.pdf</a></p>`,
    );
    const warnings = course.warnings.join("\n");
    expect(warnings).not.toMatch(/logo\.png|handout\.pdf/);
    expect(warnings).toContain(
      'Canvas data we do not import (neither a page, quiz, assignment, topic nor question bank): "rubric.xml" (rubric; rubric/rubric.xml).',
    );
  });

  it("reads a Canvas export's announcements as text, topics as discussions, and quiz and assignment details", async () => {
    const course = await importCommonCartridge(readFileSync(path.join(CORPUS, "canvas-test-01/test_01.imscc")));
    const lessons = new Map(course.modules.flatMap((m) => m.lessons).map((l) => [l.title, l]));
    expect(lessons.get("Basic Announcement")).toMatchObject({ type: "text" });
    expect(lessons.get("Basic Announcement")?.contentHtml).toContain("Lorem ipsum");
    // A graded discussion keeps its points (topicMeta's assignment).
    expect(lessons.get("Graded Discussion")?.contentHtml).toContain(
      "<h3>Discussion details</h3><ul><li>Points: 30</li></ul>",
    );
    const topic = lessons.get("Pinned Discussion");
    expect(course.assessments[topic?.assessmentIndex ?? -1]).toMatchObject({ type: "discussion" });
    expect(lessons.get("Multiple Attempt Quiz")?.contentHtml).toContain(
      "<h3>Quiz details</h3><ul><li>Points: 10</li></ul>",
    );
    expect(lessons.get("Due Date Assignment")?.contentHtml).toMatch(
      /<li>Due: \d+ weeks( \d+ days?)? after the course starts \(originally \d{4}-\d\d-\d\d\)<\/li>/,
    );
    // 14 CC 1.3 assignments and their Canvas HTML variants: every assignment is an assessment.
    expect(course.assessments.filter((a) => a.type === "assignment")).toHaveLength(14);
  });

  it("adds no module when every resource sits in a module", async () => {
    const course = await importCommonCartridge(
      await zipDirectory(path.join(CORPUS, "canvas-ccv-course-with-no-showable-resources/extracted")),
    );
    expect(course.modules.map((m) => m.title)).not.toContain(UNORGANIZED_MODULE_TITLE);
  });
});

describe("Canvas quizzes: non_cc_assessments and every QTI item type", () => {
  it("reads Canvas's own QTI when it holds more items than the CC copy, and names each item it converts or leaves out", async () => {
    const course = await importCommonCartridge(
      await zipDirectory(path.join(CORPUS, "canvas-ccv-all-question-types/extracted")),
    );
    const [quiz] = course.assessments;
    // The CC copy holds 4 items; Canvas's copy 10, of which calculated and text-only cannot be questions.
    expect(quiz?.questions.map((q) => q.type)).toEqual([
      "essay",
      "multiple_choice",
      "true_false",
      "multiple_answer",
      "essay",
      "essay",
      "short_answer",
      "essay",
    ]);
    expect(quiz?.questions[3]).toEqual({
      type: "multiple_answer",
      stem: "Pick all letters of the Alphabet",
      options: ["A", "1", "2", "B", "C"],
      correctAnswer: "",
      correctAnswers: ["A", "B", "C"],
    });
    expect(quiz?.questions[4]?.correctAnswer).toBe("Answer key: color1 → RED; color2 → BLUE");
    expect(quiz?.questions[5]?.correctAnswer).toBe("Answer key: Toyota → Corolla; Honda → Civic; Mitsubishi → Lancer");
    expect(quiz?.questions[6]).toMatchObject({ type: "short_answer", stem: "100/3 = ?", correctAnswer: "33.33" });

    const warnings = course.warnings.filter((w) => w.startsWith('Assessment "ALL QUESTION TYPES QUIZ"'));
    expect(warnings).toEqual([
      'Assessment "ALL QUESTION TYPES QUIZ": question 2 (“Well, this is nothing but text”), text_only_question, was not imported: it is a block of text, not a question.',
      'Assessment "ALL QUESTION TYPES QUIZ": question 5 (“Pick all letters of the Alphabet”) is multiple answer with partial credit in Canvas, imported as multiple answer scored all or nothing.',
      'Assessment "ALL QUESTION TYPES QUIZ": question 6 (“Roses are [color1], violets are [color2]”) is fill in multiple blanks / dropdowns, imported as an essay with the answer key in its grading notes.',
      'Assessment "ALL QUESTION TYPES QUIZ": question 7 (“Match the Make with the Model”) is matching, imported as an essay with the answer key in its grading notes.',
      'Assessment "ALL QUESTION TYPES QUIZ": question 8 (“100/3 = ?”) is numerical, imported as short answer (accepted range between 33.32 and 33.34: check answers by hand).',
      'Assessment "ALL QUESTION TYPES QUIZ": question 9 (“What is 5 plus [x]?”), calculated_question, was not imported: a calculated question needs generated variables and a formula, which we have no type for.',
      'Assessment "ALL QUESTION TYPES QUIZ": question 10 (“Upload a File, Any File”) is file upload, imported as an essay (learners answer in text).',
    ]);
    // What the warnings call imported is saved: nothing more is dropped on the way to the database.
    const saveWarnings: string[] = [];
    expect(prepareImportedQuestions(quiz?.title ?? "", quiz?.questions ?? [], saveWarnings)).toHaveLength(8);
    expect(saveWarnings).toEqual([]);
  });

  it("opens a quiz's lesson with Canvas's description and due date, and names a random draw from a bank", async () => {
    const course = await importCommonCartridge(
      readFileSync(path.join(CORPUS, "canvas-sample-sandbox/sample-public-sandbox-course-export.imscc")),
    );
    const lessons = course.modules.flatMap((m) => m.lessons);
    const quiz1 = lessons.find((l) => l.title.startsWith("Quiz 1"));
    expect(quiz1?.contentHtml).toContain("This quiz has fixed questions");
    expect(quiz1?.contentHtml).toMatch(/<li>Due: .*2015-06-02/);
    expect(course.warnings.join("\n")).toMatch(
      /Assessment "Quiz 2 \(Random questions drawn from a question bank\)": a question group draws 5 question\(s\) at random from question bank i6622313a6327a7d0b77b71e3758dedaf; we have no random draws/,
    );
  });

  it("reads Canvas's copy when the CC copy is not valid XML", async () => {
    const item = `<item ident="q1"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>true_false_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
      <presentation><material><mattext>The sky is blue.</mattext></material><response_lid ident="r"><render_choice>
      <response_label ident="t"><material><mattext>True</mattext></material></response_label><response_label ident="f"><material><mattext>False</mattext></material></response_label>
      </render_choice></response_lid></presentation><resprocessing><respcondition><conditionvar><varequal respident="r">t</varequal></conditionvar><setvar action="Set">100</setvar></respcondition></resprocessing></item>`;
    const course = await importCommonCartridge(
      await zipEntries({
        "imsmanifest.xml": `<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"><organizations/><resources>
          <resource identifier="quiz1" type="imsqti_xmlv1p2/imscc_xmlv1p1/assessment"><file href="quiz1/assessment_qti.xml"/><dependency identifierref="quiz1meta"/></resource>
          <resource identifier="quiz1meta" type="${LAR}" href="quiz1/assessment_meta.xml"><file href="quiz1/assessment_meta.xml"/><file href="non_cc_assessments/quiz1.xml.qti"/></resource>
        </resources></manifest>`,
        "quiz1/assessment_qti.xml": "<questestinterop><assessment title='Broken'>",
        "quiz1/assessment_meta.xml": "<quiz><title>Weather</title><quiz_type>assignment</quiz_type></quiz>",
        "non_cc_assessments/quiz1.xml.qti": `<questestinterop><assessment ident="quiz1" title="Weather"><section ident="root_section">${item}</section></assessment></questestinterop>`,
      }),
    );
    expect(course.assessments).toEqual([
      {
        title: "Weather",
        type: "quiz",
        moduleIndex: null,
        questions: [
          { type: "true_false", stem: "The sky is blue.", options: ["True", "False"], correctAnswer: "True" },
        ],
      },
    ]);
    expect(course.resourceReport.map((e) => [e.identifier, e.status])).toEqual([
      ["quiz1", "imported"],
      ["quiz1meta", "part_of"],
    ]);
  });

  it("lists a multiple-choice item with more options than ours hold instead of claiming it", async () => {
    const choices = Array.from(
      { length: 7 },
      (_, i) => `<response_label ident="c${i}"><material><mattext>Option ${i}</mattext></material></response_label>`,
    );
    const qti = `<questestinterop><objectbank ident="b1"><qtimetadata><qtimetadatafield><fieldlabel>bank_title</fieldlabel><fieldentry>Week 1 bank</fieldentry></qtimetadatafield></qtimetadata>
      <item ident="q1"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_choice_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
      <presentation><material><mattext>Pick one</mattext></material><response_lid ident="response1"><render_choice>${choices.join("")}</render_choice></response_lid></presentation>
      <resprocessing><respcondition><conditionvar><varequal respident="response1">c2</varequal></conditionvar><setvar action="Set">100</setvar></respcondition></resprocessing></item>
      <item ident="q2"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>short_answer_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
      <presentation><material><mattext>Capital of France?</mattext></material><response_str ident="r2"/></presentation>
      <resprocessing><respcondition><conditionvar><varequal respident="r2">Paris</varequal></conditionvar><setvar action="Set">100</setvar></respcondition></resprocessing></item>
    </objectbank></questestinterop>`;
    const course = await importCommonCartridge(
      await zipEntries({
        "imsmanifest.xml": `<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1"><organizations/><resources>
          <resource identifier="bank1" type="${LAR}" href="non_cc_assessments/bank1.xml.qti"><file href="non_cc_assessments/bank1.xml.qti"/></resource>
        </resources></manifest>`,
        "non_cc_assessments/bank1.xml.qti": qti,
      }),
    );
    // A question bank outside every module becomes a practice assessment.
    expect(course.assessments).toEqual([
      {
        title: "Week 1 bank",
        type: "practice",
        moduleIndex: null,
        questions: [{ type: "short_answer", stem: "Capital of France?", options: [], correctAnswer: "Paris" }],
      },
    ]);
    expect(course.warnings).toContain(
      'Assessment "Week 1 bank": question 1 (“Pick one”), multiple_choice_question, was not imported: options: a multiple-choice question needs 2-6 options.',
    );
  });
});
