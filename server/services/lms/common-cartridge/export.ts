/**
 * Writes a course as an IMS Common Cartridge 1.3 (.imscc) that any LMS imports (DESIGN §3
 * "Publish tab"; IMS CC 1.3: imsmanifest.xml with LOM title, a rooted-hierarchy organization
 * with a LearningModules item, webcontent, QTI 1.2, assignment and discussion resources).
 *
 * Layout:
 *   imsmanifest.xml
 *   course-overview.html             first item: description, level, duration, objectives (overview.ts)
 *   lessons/m{N}/l{M}.html           one page per text/video lesson (lesson-html.ts format)
 *   assessments/a{K}/assessment_qti.xml   a quiz, exam or practice (or any assessment with questions; qti-writer.ts)
 *   assessments/a{K}/assignment.xml  an assignment or project without questions (CC assignment; activity-writer.ts)
 *   assessments/a{K}/topic.xml       a discussion without questions (CC discussion topic)
 *   coursewright/course-meta.json    our extension (extension.ts): module descriptions and colours, ...
 * An assessment lesson in a module opens that module's next assessment (in order); its body is
 * the instructions of an assignment or topic. A module's assessments left over get an item of
 * their own (marked "without lesson" in the extension); assessments outside every module are
 * resources no item points at.
 */
import { randomUUID } from "node:crypto";
import type { BloomLevel } from "../../../../common/editor-schemas.ts";
import { zipArchive } from "../../content/zip-archive.ts";
import type { QuestionType } from "../../../../common/course-snapshot.ts";
import type { LessonContent } from "../../../../common/lesson.ts";
import {
  ASSIGNMENT_RESOURCE_TYPE,
  ASSIGNMENT_TYPES,
  DISCUSSION_RESOURCE_TYPE,
  writeAssignmentXml,
  writeTopicXml,
} from "./activity-writer.ts";
import { EXTENSION_FORMAT, EXTENSION_PATH, EXTENSION_RESOURCE_ID, type CartridgeExtension } from "./extension.ts";
import { bundleCourseFiles, type CourseFileReader } from "./export-files.ts";
import { exportCourseLinks } from "./export-links.ts";
import { writeLessonPage } from "./lesson-html.ts";
import {
  OVERVIEW_PATH,
  OVERVIEW_RESOURCE_ID,
  OVERVIEW_TITLE,
  curriculumStandardsXml,
  writeOverviewPage,
} from "./overview.ts";
import { writeQti } from "./qti-writer.ts";
import { xmlEscape } from "./xml.ts";

/** What the exporter reads of a course; `CourseSnapshot` (common/course-snapshot.ts) fits. */
export interface CartridgeCourseInput {
  title: string;
  description: string | null;
  /** Free text, e.g. "8 weeks". */
  duration?: string | null;
  level?: string | null;
  /** In order; `id` is what questions' `objectiveIds` name. */
  objectives?: Array<{ id?: number; text: string; bloomLevel: BloomLevel | null }>;
  modules: Array<{
    id: number | string;
    title: string;
    description: string | null;
    /** Hex colour, e.g. #6366F1. */
    color?: string;
    lessons: LessonContent[];
  }>;
  assessments: Array<{
    title: string;
    type: string;
    moduleId: number | string | null;
    questions: Array<{
      type: QuestionType;
      stem: string;
      options: string[];
      correctAnswer: string;
      /** Multiple answer: the correct options. */
      correctAnswers?: string[];
      feedback?: string;
      bloomLevel?: BloomLevel | null;
      objectiveIds?: number[];
    }>;
  }>;
}

const QTI_TYPE = "imsqti_xmlv1p2/imscc_xmlv1p3/assessment";
// A fixed timestamp keeps the archive bytes identical for identical courses.
const MTIME = new Date("2000-01-01T00:00:00Z");

interface Resource {
  identifier: string;
  type: string;
  /** Webcontent, associated content and assignments carry href; CC 1.3 forbids it on QTI and topics. */
  href: boolean;
  file: string;
  /** A `<metadata>` element, or ''. */
  metadata?: string;
}

/** How an assessment is written: a QTI quiz, a CC assignment or a CC discussion topic. */
type Form = "qti" | "assignment" | "discussion";

function formOf(assessment: CartridgeCourseInput["assessments"][number]): Form {
  if (assessment.questions.length > 0) return "qti";
  if (ASSIGNMENT_TYPES.includes(assessment.type)) return "assignment";
  return assessment.type === "discussion" ? "discussion" : "qti";
}

function itemXml(identifier: string, title: string, identifierref?: string, children = ""): string {
  const ref = identifierref ? ` identifierref="${identifierref}"` : "";
  return `<item identifier="${identifier}"${ref}><title>${xmlEscape(title)}</title>${children}</item>`;
}

function manifestXml(course: CartridgeCourseInput, organizationItems: string, resources: Resource[]): string {
  const description = course.description
    ? `<lomimscc:description><lomimscc:string>${xmlEscape(course.description)}</lomimscc:string></lomimscc:description>`
    : "";
  const resourceXml = resources
    .map(
      (r) =>
        `<resource identifier="${r.identifier}" type="${r.type}"${r.href ? ` href="${xmlEscape(r.file)}"` : ""}>${r.metadata ?? ""}<file href="${xmlEscape(r.file)}"/></resource>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="i${randomUUID().replace(/-/g, "")}" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imscp_v1p2_v1p0.xsd http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lommanifest_v1p0.xsd">
<metadata>
<schema>IMS Common Cartridge</schema>
<schemaversion>1.3.0</schemaversion>
<lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string>${xmlEscape(course.title)}</lomimscc:string></lomimscc:title>${description}</lomimscc:general></lomimscc:lom>
</metadata>
<organizations>
<organization identifier="org_1" structure="rooted-hierarchy">
<item identifier="LearningModules">
${organizationItems}
</item>
</organization>
</organizations>
<resources>
${resourceXml}
</resources>
</manifest>
`;
}

/** The course-overview page and its module-level item (first in the organization). */
function overview(course: CartridgeCourseInput, files: Map<string, string | Buffer>, resources: Resource[]): string {
  files.set(OVERVIEW_PATH, writeOverviewPage(course));
  resources.push({
    identifier: OVERVIEW_RESOURCE_ID,
    type: "webcontent",
    href: true,
    file: OVERVIEW_PATH,
    metadata: curriculumStandardsXml(course),
  });
  return itemXml(
    "cw_overview",
    OVERVIEW_TITLE,
    undefined,
    itemXml("cw_overview_page", OVERVIEW_TITLE, OVERVIEW_RESOURCE_ID),
  );
}

/**
 * Exports a course as a Common Cartridge 1.3 archive (layout in the file comment).
 * `importCommonCartridge` reads it back with the same modules (title, description, colour,
 * order), lessons (title, type, HTML, videoUrl, captionsUrl, durationMinutes), assessments
 * (title, type, questions with options, correct answer, feedback and Bloom level; assignment and
 * discussion instructions), objectives (text, Bloom level), duration and level.
 * Stored course files the lessons use go into the archive (export-files.ts) when `readFile` is given.
 * @param input - a CourseSnapshot or anything shaped like CartridgeCourseInput (modules and lessons in order)
 * @param options - `readFile` reads a stored file of this course (`/api/files/<id>` in lesson HTML)
 * @returns the .imscc bytes (a zip)
 */
export async function exportCommonCartridge(
  input: CartridgeCourseInput,
  options: { readFile?: CourseFileReader } = {},
): Promise<Buffer> {
  const { course, files: courseFiles } = await bundleCourseFiles(exportCourseLinks(input), options.readFile);
  const files = new Map<string, string | Buffer>(courseFiles);
  const resources: Resource[] = [];
  const extension: CartridgeExtension = {
    format: EXTENSION_FORMAT,
    version: 1,
    modules: {},
    assessmentLessons: {},
    assessmentsWithoutLesson: [],
    activities: {},
  };
  const organization = [overview(course, files, resources)];

  // Every assessment gets a resource, identified by its position in the course; an assignment's
  // or topic's file is written once its instructions (the lesson that opens it) are known.
  const forms = course.assessments.map(formOf);
  // A question's objectives are written as positions in the objective list (ids do not travel).
  const objectiveIndex = new Map((course.objectives ?? []).flatMap((o, i) => (o.id === undefined ? [] : [[o.id, i]])));
  const instructions = course.assessments.map(() => "");
  const assessmentIds = course.assessments.map((assessment, k) => {
    const identifier = `r_a${k + 1}`;
    const form = forms[k]!;
    if (form === "qti") {
      const file = `assessments/a${k + 1}/assessment_qti.xml`;
      const questions = assessment.questions.map((question) => ({
        ...question,
        objectiveIndexes: (question.objectiveIds ?? [])
          .map((id) => objectiveIndex.get(id) ?? -1)
          .filter((index) => index >= 0),
      }));
      files.set(
        file,
        writeQti({
          ident: `a${k + 1}`,
          title: assessment.title,
          type: assessment.type,
          position: k,
          questions,
        }),
      );
      resources.push({ identifier, type: QTI_TYPE, href: false, file });
    } else {
      const outsideModules = assessment.moduleId === null || !course.modules.some((m) => m.id === assessment.moduleId);
      extension.activities[identifier] = { type: assessment.type, position: k, outsideModules };
    }
    return identifier;
  });

  const moduleXml = course.modules.map((module, i) => {
    const moduleId = `m${i + 1}`;
    extension.modules[moduleId] = { description: module.description, ...(module.color ? { color: module.color } : {}) };
    const pending = course.assessments.flatMap((a, k) => (a.moduleId !== null && a.moduleId === module.id ? [k] : []));
    const children = module.lessons.map((lesson, j) => {
      const itemId = `${moduleId}_l${j + 1}`;
      const assessmentIndex = lesson.type === "assessment" ? pending.shift() : undefined;
      if (assessmentIndex !== undefined) {
        // An assignment's or topic's instructions are in its own file, not repeated here.
        const ownFile = forms[assessmentIndex] !== "qti";
        if (ownFile) instructions[assessmentIndex] = lesson.contentHtml;
        extension.assessmentLessons[itemId] = {
          contentHtml: ownFile ? "" : lesson.contentHtml,
          durationMinutes: lesson.durationMinutes,
        };
        return itemXml(itemId, lesson.title, assessmentIds[assessmentIndex]);
      }
      const file = `lessons/${moduleId}/l${j + 1}.html`;
      files.set(file, writeLessonPage(lesson));
      resources.push({ identifier: `r_${itemId}`, type: "webcontent", href: true, file });
      return itemXml(itemId, lesson.title, `r_${itemId}`);
    });
    for (const k of pending) {
      const itemId = `${moduleId}_a${k + 1}`;
      extension.assessmentsWithoutLesson.push(itemId);
      children.push(itemXml(itemId, course.assessments[k]?.title ?? "Assessment", assessmentIds[k]));
    }
    return itemXml(moduleId, module.title, undefined, children.join(""));
  });
  organization.push(...moduleXml);

  course.assessments.forEach((assessment, k) => {
    const form = forms[k];
    if (form === "qti") return;
    const activity = { identifier: `a${k + 1}`, title: assessment.title, instructionsHtml: instructions[k] ?? "" };
    const file = `assessments/a${k + 1}/${form === "assignment" ? "assignment" : "topic"}.xml`;
    files.set(file, form === "assignment" ? writeAssignmentXml(activity) : writeTopicXml(activity));
    resources.push({
      identifier: assessmentIds[k]!,
      type: form === "assignment" ? ASSIGNMENT_RESOURCE_TYPE : DISCUSSION_RESOURCE_TYPE,
      href: form === "assignment",
      file,
    });
  });

  files.set(EXTENSION_PATH, JSON.stringify(extension, null, 2));
  resources.push({
    identifier: EXTENSION_RESOURCE_ID,
    type: "associatedcontent/imscc_xmlv1p3/learning-application-resource",
    href: true,
    file: EXTENSION_PATH,
  });
  files.set("imsmanifest.xml", manifestXml(course, organization.join("\n"), resources));
  return zipArchive(files, MTIME);
}
