/**
 * Assignments in a cartridge: the CC 1.3 assignment extension (`assignment_xmlv1p0`:
 * `<assignment><title><text><gradable points_possible>`, Canvas adding its own settings under
 * `<extensions>`) and Canvas's own form (a `learning-application-resource` holding the
 * instructions page and `assignment_settings.xml` with points_possible, due_at, submission_types;
 * Canvas "cccv1p0" schema). Our assessments have no points or due date, so both are written into
 * the assignment lesson's text; the due date as an offset from the course's start when the
 * course settings give one (course_settings.xml `start_at`).
 */
import { escapeHtml } from "../sanitize.ts";
import { attr, child, parseXml, text, type XmlNode } from "./xml.ts";

export interface AssignmentFacts {
  title: string;
  /** The instructions as the source wrote them (HTML, not yet sanitised); '' when none. */
  instructionsHtml: string;
  points: number | null;
  /** ISO 8601 date-time, or null. */
  dueAt: string | null;
  /** Canvas submission types (online_text_entry, online_upload...), or CC formats (html, url, file). */
  submissionTypes: string[];
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Canvas's settings element (assignment_settings.xml root, or a CC assignment's extension). */
function canvasSettings(node: XmlNode | undefined): Omit<AssignmentFacts, "instructionsHtml"> {
  return {
    title: text(child(node, "title")).trim(),
    points: numberOrNull(text(child(node, "points_possible"))),
    dueAt: text(child(node, "due_at")).trim() || null,
    submissionTypes: text(child(node, "submission_types"))
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s && s !== "none"),
  };
}

/** Reads a Canvas `assignment_settings.xml` and the assignment's instructions page. */
export function readCanvasAssignment(settingsXml: string, fileName: string, pageHtml: string | null): AssignmentFacts {
  const settings = canvasSettings(child(parseXml(settingsXml, fileName), "assignment"));
  return { ...settings, instructionsHtml: pageHtml ?? "" };
}

/** Reads a CC 1.3 assignment (`assignment_xmlv1p0`), with Canvas's extension when present. */
export function readCcAssignment(xml: string, fileName: string): AssignmentFacts {
  const assignment = child(parseXml(xml, fileName), "assignment");
  const canvas = canvasSettings(child(child(assignment, "extensions"), "assignment"));
  const gradable = child(assignment, "gradable");
  const formats = child(assignment, "submission_formats");
  const ccFormats = (Array.isArray(formats?.format) ? formats.format : formats?.format ? [formats.format] : [])
    .map((f) => attr(f, "type") ?? "")
    .filter(Boolean);
  return {
    title: text(child(assignment, "title")).trim() || canvas.title,
    instructionsHtml: text(child(assignment, "text")) || text(child(assignment, "instructor_text")),
    points: numberOrNull(attr(gradable, "points_possible")) ?? canvas.points,
    dueAt: canvas.dueAt,
    submissionTypes: canvas.submissionTypes.length > 0 ? canvas.submissionTypes : ccFormats,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "2 weeks 3 days after the course starts" / "on the day the course starts" / "4 days before the
 * course starts", from whole days between the two instants (rounded down).
 */
export function dueOffset(due: Date, courseStart: Date): string {
  const days = Math.floor((due.getTime() - courseStart.getTime()) / DAY_MS);
  if (days === 0) return "on the day the course starts";
  const n = Math.abs(days);
  const weeks = Math.floor(n / 7);
  const rest = n % 7;
  const parts = [
    weeks ? `${weeks} week${weeks === 1 ? "" : "s"}` : "",
    rest ? `${rest} day${rest === 1 ? "" : "s"}` : "",
  ];
  return `${parts.filter(Boolean).join(" ")} ${days > 0 ? "after" : "before"} the course starts`;
}

/**
 * The facts our assessment cannot hold, as HTML appended to the lesson: points, due date (as an
 * offset from the course start when known, with the original date) and submission types.
 * '' when there are none.
 */
export function assignmentFactsHtml(
  facts: AssignmentFacts,
  courseStart: Date | null,
  heading = "Assignment details",
): string {
  const lines: string[] = [];
  if (facts.points !== null) lines.push(`<li>Points: ${facts.points}</li>`);
  const due = facts.dueAt ? new Date(facts.dueAt) : null;
  if (due && !Number.isNaN(due.getTime())) {
    const date = due.toISOString().slice(0, 10);
    lines.push(
      courseStart
        ? `<li>Due: ${escapeHtml(dueOffset(due, courseStart))} (originally ${date})</li>`
        : `<li>Due: ${date} in the original course</li>`,
    );
  }
  if (facts.submissionTypes.length > 0) {
    lines.push(`<li>Submission: ${escapeHtml(facts.submissionTypes.join(", ").replace(/_/g, " "))}</li>`);
  }
  return lines.length > 0 ? `<h3>${escapeHtml(heading)}</h3><ul>${lines.join("")}</ul>` : "";
}

/** What Canvas's quiz settings (assessment_meta.xml, `<quiz>` in the cccv1p0 schema) add to a quiz. */
export interface CanvasQuizMeta {
  /** The quiz's instructions (HTML, not yet sanitised); '' when none. */
  descriptionHtml: string;
  /** Our assessment type: Canvas's practice_quiz is practice; graded quizzes and surveys are quizzes. */
  type: "quiz" | "practice";
  facts: AssignmentFacts;
}

/** Reads Canvas's assessment_meta.xml. @throws CartridgeError `invalid_xml` */
export function readCanvasQuizMeta(xml: string, fileName: string): CanvasQuizMeta {
  const quiz = child(parseXml(xml, fileName), "quiz");
  const points = numberOrNull(text(child(quiz, "points_possible")));
  return {
    descriptionHtml: text(child(quiz, "description")),
    type: text(child(quiz, "quiz_type")).trim() === "practice_quiz" ? "practice" : "quiz",
    facts: {
      title: text(child(quiz, "title")).trim(),
      instructionsHtml: "",
      points: points === 0 ? null : points,
      dueAt: text(child(quiz, "due_at")).trim() || null,
      submissionTypes: [],
    },
  };
}

/** What Canvas's topic settings (topicMeta, cccv1p0) add to a discussion topic. */
export interface CanvasTopicMeta {
  /** `<type>announcement</type>`: a message to read, not a discussion. */
  announcement: boolean;
  /** A graded discussion's assignment settings (points, due date), else null. */
  graded: AssignmentFacts | null;
}

/** Reads Canvas's topicMeta. @throws CartridgeError `invalid_xml` */
export function readCanvasTopicMeta(xml: string, fileName: string): CanvasTopicMeta {
  const meta = child(parseXml(xml, fileName), "topicMeta");
  const assignment = child(meta, "assignment");
  return {
    announcement: text(child(meta, "type")).trim() === "announcement",
    graded: assignment ? { ...canvasSettings(assignment), instructionsHtml: "", submissionTypes: [] } : null,
  };
}
