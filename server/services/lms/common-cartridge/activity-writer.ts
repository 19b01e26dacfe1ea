/**
 * Assignments and discussions as Common Cartridge 1.3 resources other LMSes open as such, not as
 * empty quizzes: the CC assignment extension (`assignment_xmlv1p0`, IMS CC Assignment 1.0:
 * `<assignment><title><text><instructor_text><gradable><submission_formats>`) and the CC 1.3
 * discussion topic (`imsdt_xmlv1p3`: `<topic><title><text>`). The instructions are the HTML of
 * the lesson that opens the activity.
 */
import { xmlEscape } from "./xml.ts";

export const ASSIGNMENT_RESOURCE_TYPE = "assignment_xmlv1p0";
export const DISCUSSION_RESOURCE_TYPE = "imsdt_xmlv1p3";

/** Our assessment types written as a CC assignment (when they have no questions). */
export const ASSIGNMENT_TYPES: readonly string[] = ["assignment", "project"];

/** What a CC assignment or topic holds of ours. */
export interface ActivityInput {
  identifier: string;
  title: string;
  /** Instructions (sanitised lesson HTML), '' when none. */
  instructionsHtml: string;
  /** Points possible, when known (our assessments have none yet). */
  points?: number | null;
}

/**
 * A CC 1.3 assignment: title, instructions as HTML, gradable (with points_possible when known),
 * and every submission format (text entry, URL, file upload) allowed. `instructor_text`, required
 * by the schema, is written empty.
 */
export function writeAssignmentXml(activity: ActivityInput): string {
  const points =
    activity.points !== undefined && activity.points !== null ? ` points_possible="${activity.points}"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<assignment xmlns="http://www.imsglobal.org/xsd/imscc_extensions/assignment" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imscc_extensions/assignment http://www.imsglobal.org/profile/cc/cc_extensions/cc_extresource_assignmentv1p0_v1p0.xsd" identifier="${xmlEscape(activity.identifier)}">
<title>${xmlEscape(activity.title)}</title>
<text texttype="text/html">${xmlEscape(activity.instructionsHtml)}</text>
<instructor_text texttype="text/plain"></instructor_text>
<gradable${points}>true</gradable>
<submission_formats><format type="html"/><format type="url"/><format type="file"/></submission_formats>
</assignment>
`;
}

/** A CC 1.3 discussion topic: title and prompt (HTML). */
export function writeTopicXml(activity: ActivityInput): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<topic xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imsdt_v1p3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsccv1p3/imsdt_v1p3 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imsdt_v1p3.xsd">
<title>${xmlEscape(activity.title)}</title>
<text texttype="text/html">${xmlEscape(activity.instructionsHtml)}</text>
</topic>
`;
}
