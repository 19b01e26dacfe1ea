import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CourseSnapshot } from "../../../../common/course-snapshot.ts";
import { zipDirectory } from "../test-support/zip-fixtures.ts";
import { exportCommonCartridge, importCommonCartridge } from "./index.ts";

const FIXTURES = "/work/shared/fixtures/common-cartridge";

describe("importCommonCartridge: fixtures (openedx/cc2olx, Canvas-style CC 1.3)", () => {
  it("reads main/: modules, lessons by resource type, the QTI quiz's questions", async () => {
    const course = await importCommonCartridge(await zipDirectory(path.join(FIXTURES, "main")));
    expect(course.title).toBe("Course");
    expect(course.lmsType).toBe("common_cartridge");
    // Pages and tools no module holds go into a last module.
    expect(course.modules.map((m) => m.title)).toEqual(["Sequence", "Sequence2", "Unorganized content"]);
    expect(course.modules[2]?.lessons.map((l) => l.title)).toEqual(["External Tool LTI"]);

    const [sequence, sequence2] = course.modules;
    const byTitle = (title: string) => sequence?.lessons.find((l) => l.title === title);
    expect(sequence?.lessons).toHaveLength(20);
    expect(byTitle("Vertical")?.contentHtml).toContain("Fractal Image");
    expect(byTitle("Discussion")?.contentHtml).toContain("Math Journal");
    expect(byTitle("Wiki Content")).toMatchObject({ type: "text" });
    expect(byTitle("Django for beginners")).toMatchObject({
      type: "video",
      videoUrl: "https://youtube.com/watch?v=1234ABCD",
    });
    expect(byTitle("Web Link Content")?.contentHtml).toBe('<p><a href="https://web-link/">Web Link Content</a></p>');
    expect(byTitle("LTI")?.contentHtml).toContain("external tool");
    // A Kaltura iframe is outside the iframe allow-list: kept as a link, never as an iframe.
    expect(byTitle("Video")?.contentHtml).toContain('<a href="https://cdnapisec.kaltura.com/');
    expect(byTitle("Video")?.contentHtml).not.toContain("<iframe");

    // Items without identifierref are sub-headers.
    expect(sequence2?.lessons.map((l) => l.title)).toContain("Sub Header 1");
    expect(sequence2?.lessons.find((l) => l.title === "Sub Header 1")).toMatchObject({ type: "text", contentHtml: "" });

    const qtiLesson = byTitle("QTI");
    expect(qtiLesson?.type).toBe("assessment");
    const quiz = course.assessments[qtiLesson?.assessmentIndex ?? -1];
    // Canvas's assessment_meta.xml: a practice_quiz is a practice assessment; its description opens the lesson.
    expect(quiz).toMatchObject({ title: "QTI", type: "practice", moduleIndex: 0 });
    expect(qtiLesson?.contentHtml).toBe("Description");
    expect(quiz?.questions[0]).toEqual({
      type: "multiple_choice",
      stem: "[Image: fractal.jpg]",
      options: ["B", "A", "c", "D"],
      correctAnswer: "B",
      feedback: "Feedback",
    });
    expect(quiz?.questions[1]).toEqual({
      type: "true_false",
      stem: "True or False: Every human has a mother?",
      options: ["True", "False"],
      correctAnswer: "True",
    });
    expect(quiz?.questions[3]).toMatchObject({ type: "short_answer", correctAnswer: "5 | 15 | 25" });
    // cc.essay.v0p1 items stay essays: a QTI <solution> is the grading notes, general_fb the feedback.
    expect(quiz?.questions.slice(5)).toEqual([
      {
        type: "essay",
        stem: "What suggestions do you have for improvement of this course?",
        options: [],
        correctAnswer: "Sample Answer",
      },
      {
        type: "essay",
        stem: "Did this course fulfill your needs?",
        options: [],
        correctAnswer: "",
        feedback: "Sample Answer",
      },
    ]);
    // A discussion is a discussion activity that opens with its prompt.
    const discussion = byTitle("Discussion");
    expect(discussion?.type).toBe("assessment");
    expect(course.assessments[discussion?.assessmentIndex ?? -1]).toMatchObject({ type: "discussion", moduleIndex: 0 });
    // CC 1.3 assignments keep their instructions and points.
    const essay = sequence2?.lessons.find((l) => l.title.startsWith("Assignment 1."));
    expect(essay?.contentHtml).toContain("Discuss both perspectives");
    expect(essay?.contentHtml).toContain("<li>Points: 30</li>");
    expect(course.assessments.filter((a) => a.type === "assignment").map((a) => a.title)).toEqual([
      "University education scope",
      "Television role in education",
    ]);
    // Multiple answer is its own type; the quiz has a Canvas copy (non_cc_assessments), and Canvas
    // gives partial credit where ours is all or nothing, so that is named.
    expect(quiz?.questions[2]).toEqual({
      type: "multiple_answer",
      stem: "Question statement.",
      options: ["A", "B", "C", "D", "E"],
      correctAnswer: "",
      correctAnswers: ["A", "C", "D"],
    });
    expect(course.warnings).toContain(
      'Assessment "QTI": question 3 (“Question statement.”) is multiple answer with partial credit in Canvas, imported as multiple answer scored all or nothing.',
    );
    expect(course.warnings.join("\n")).not.toMatch(/What suggestions|Did this course/);
    // LTI links keep their launch URL, in the lesson and in the warning that names them.
    expect(byTitle("LTI")?.contentHtml).toContain('href="https://lti.local/launch"');
    expect(course.warnings.join("\n")).toContain('"LTI" (resource_2_lti; https://lti.local/launch)');
  });

  it("reads corner_cases/: untitled wrapper item, unknown resource types, a missing file, a QTI item without content", async () => {
    const course = await importCommonCartridge(await zipDirectory(path.join(FIXTURES, "corner_cases")));
    expect(course.title).toBe("Corner cases Common Cartridge");
    expect(course.modules).toHaveLength(1);
    expect(course.modules[0]?.title).toBe("Wild animals world");
    expect(course.modules[0]?.lessons.map((l) => l.title)).toEqual([
      "Migration Patterns: Why Animals Travel Long Distances",
      "Unknown content",
      "Unknown content with link",
      "Survival Strategies: How Wild Animals Avoid Predators",
      "Strange QTI",
    ]);
    expect(course.assessments).toEqual([{ title: "Clusterization", type: "quiz", moduleIndex: 0, questions: [] }]);
    expect(course.warnings.some((w) => w.includes("missing from the cartridge"))).toBe(true);
    expect(course.warnings.some((w) => w.includes("imsunknwn_xmlv1p3"))).toBe(true);
  });
});

const snapshot: CourseSnapshot = {
  id: 1,
  title: "Statistics for Biologists & Friends",
  description: "An introduction to <statistics> for life sciences.",
  duration: "8 weeks",
  level: "beginner",
  objectives: [],
  modules: [
    {
      id: 11,
      title: "Describing data",
      description: "Means, medians & spread.",
      orderIndex: 0,
      color: "#6366F1",
      lessons: [
        {
          id: 1,
          title: "Why statistics?",
          type: "text",
          contentHtml:
            '<h2>Why</h2>\n<p>Data <strong>everywhere</strong> &amp; <a href="https://example.org/a?b=1&amp;c=2">more</a>.</p>\n<ul><li>one</li><li>two</li></ul>',
          videoUrl: null,
          captionsUrl: null,
          durationMinutes: 10,
          orderIndex: 0,
        },
        {
          id: 2,
          title: "Means in 5 minutes",
          type: "video",
          contentHtml: "<p>Watch, then try the exercise.</p>",
          videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          captionsUrl: "https://example.org/captions/means.vtt",
          durationMinutes: 5,
          orderIndex: 1,
        },
        {
          id: 3,
          title: "Check your understanding",
          type: "assessment",
          contentHtml: "<p>Ten minutes, no notes.</p>",
          videoUrl: null,
          captionsUrl: null,
          durationMinutes: 10,
          orderIndex: 2,
        },
      ],
    },
    {
      id: 12,
      title: "Testing hypotheses",
      description: null,
      orderIndex: 1,
      color: "#6366F1",
      lessons: [
        {
          id: 4,
          title: "A video hosted elsewhere",
          type: "video",
          contentHtml: "",
          videoUrl: "https://media.example.edu/t-test.mp4",
          captionsUrl: null,
          durationMinutes: null,
          orderIndex: 0,
        },
        {
          id: 5,
          title: "Empty page",
          type: "text",
          contentHtml: "",
          videoUrl: null,
          captionsUrl: null,
          durationMinutes: null,
          orderIndex: 1,
        },
      ],
    },
    { id: 13, title: "Empty module", description: "Nothing yet", orderIndex: 2, color: "#6366F1", lessons: [] },
  ],
  assessments: [
    {
      id: 100,
      title: "Module 1 quiz",
      type: "quiz",
      moduleId: 11,
      questions: [
        {
          id: "q1",
          type: "multiple_choice",
          stem: "Which is robust to outliers: mean < median?",
          options: ["Mean", "Median", "Mode & range"],
          correctAnswer: "Median",
          feedback: "The median ignores extreme values.",
          objectiveIds: [],
        },
        {
          id: "q2",
          type: "true_false",
          stem: "A mean can be negative.",
          options: ["True", "False"],
          correctAnswer: "True",
          objectiveIds: [],
        },
        {
          id: "q3",
          type: "short_answer",
          stem: "Name the middle value of a sorted list.",
          options: [],
          correctAnswer: "median | the median",
          feedback: "Also called the 50th percentile.",
          objectiveIds: [],
        },
        {
          id: "q3e",
          type: "essay",
          stem: "Describe a data set where the mean misleads.",
          options: [],
          correctAnswer: "Names a skewed set (e.g. incomes) & says the median < mean there.",
          feedback: "Think of a few very large values.",
          objectiveIds: [],
        },
        {
          id: "q3f",
          type: "essay",
          stem: "Reflect on this module.",
          options: [],
          correctAnswer: "",
          objectiveIds: [],
        },
      ],
    },
    {
      id: 101,
      title: "Hypothesis practice",
      type: "practice",
      moduleId: 12,
      questions: [
        {
          id: "q4",
          type: "true_false",
          stem: "p < 0.05 proves H1.",
          options: ["True", "False"],
          correctAnswer: "False",
          objectiveIds: [],
        },
      ],
    },
    { id: 102, title: "Final exam", type: "exam", moduleId: null, questions: [] },
  ],
};

describe("exportCommonCartridge -> importCommonCartridge round trip", () => {
  it("gives back the same modules, lessons and assessments", async () => {
    const archive = await exportCommonCartridge(snapshot);
    const course = await importCommonCartridge(archive);

    expect(course.title).toBe(snapshot.title);
    expect(course.description).toBe(snapshot.description);
    expect(
      course.modules.map((m) => ({
        title: m.title,
        description: m.description,
        lessons: m.lessons.map(({ title, type, contentHtml, videoUrl, captionsUrl, durationMinutes }) => ({
          title,
          type,
          contentHtml,
          videoUrl,
          captionsUrl,
          durationMinutes,
        })),
      })),
    ).toEqual(
      snapshot.modules.map((m) => ({
        title: m.title,
        description: m.description,
        lessons: m.lessons.map(({ title, type, contentHtml, videoUrl, captionsUrl, durationMinutes }) => ({
          title,
          type,
          contentHtml,
          videoUrl,
          captionsUrl,
          durationMinutes,
        })),
      })),
    );
    expect(course.assessments).toEqual(
      snapshot.assessments.map((a) => ({
        title: a.title,
        type: a.type,
        moduleIndex: a.moduleId === null ? null : snapshot.modules.findIndex((m) => m.id === a.moduleId),
        questions: a.questions.map(({ type, stem, options, correctAnswer, feedback }) => ({
          type,
          stem,
          options,
          correctAnswer,
          ...(feedback ? { feedback } : {}),
        })),
      })),
    );
    // The assessment lesson opens its module's assessment.
    expect(course.modules[0]?.lessons[2]?.assessmentIndex).toBe(0);
    expect(course.warnings).toEqual([]);
  });

  it("writes a CC 1.3 manifest with LOM title, LearningModules and QTI resources (essays as cc.essay.v0p1)", async () => {
    const { openZip } = await import("./zip-reader.ts");
    const zip = await openZip(await exportCommonCartridge(snapshot));
    const manifest = await zip.readText("imsmanifest.xml");
    const qti = await zip.readText("assessments/a1/assessment_qti.xml");
    zip.close();
    expect(manifest).toContain('xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1"');
    expect(manifest).toContain("<schemaversion>1.3.0</schemaversion>");
    expect(manifest).toContain("<lomimscc:string>Statistics for Biologists &amp; Friends</lomimscc:string>");
    expect(manifest).toContain('<item identifier="LearningModules">');
    expect(manifest).toContain('type="imsqti_xmlv1p2/imscc_xmlv1p3/assessment"');
    expect(zip.names).toContain("assessments/a1/assessment_qti.xml");
    expect(qti).toContain("<fieldentry>cc.essay.v0p1</fieldentry>");
    // Grading notes are for graders: item metadata, not a learner-facing <solution> (which cc2olx trips on).
    expect(qti).toContain(
      "<fieldlabel>cw_grading_notes</fieldlabel><fieldentry>Names a skewed set (e.g. incomes) &amp; says the median &lt; mean there.</fieldentry>",
    );
    expect(qti).not.toContain('ident="solution"');
  });
});
