/**
 * Coursewright's cartridge extension: what CC has no place for (module descriptions and colours,
 * the body and duration of an assessment lesson, assessments attached to a module without a
 * lesson, our type and order of assignments and discussions). Course objectives, duration and
 * level are on the course-overview page (overview.ts), where every LMS shows them. Written
 * as `coursewright/course-meta.json`, declared in the manifest as an `associatedcontent/
 * imscc_xmlv1p3/learning-application-resource` (the type Canvas uses for its course_settings), so
 * other LMSes carry it along and ignore it. Keys are manifest item identifiers.
 */
import { z } from "zod";

export const EXTENSION_PATH = "coursewright/course-meta.json";
export const EXTENSION_RESOURCE_ID = "coursewright_meta";
export const EXTENSION_FORMAT = "coursewright.cc-extension";

export const cartridgeExtensionSchema = z.object({
  format: z.literal(EXTENSION_FORMAT),
  version: z.literal(1),
  /** Module item identifier -> description and colour (hex; absent in exports before colours). */
  modules: z
    .record(z.string(), z.object({ description: z.string().nullable(), color: z.string().optional() }))
    .default({}),
  /** Assessment item identifier -> the assessment lesson's own fields. */
  assessmentLessons: z
    .record(z.string(), z.object({ contentHtml: z.string(), durationMinutes: z.number().nullable() }))
    .default({}),
  /** Item identifiers that carry an assessment but no lesson. */
  assessmentsWithoutLesson: z.array(z.string()).default([]),
  /**
   * Assessments written as CC assignments or discussion topics, by resource identifier: our type
   * (assignment, project, discussion), position in the course's assessment list, and whether the
   * assessment belongs to no module (then no item points at the resource).
   */
  activities: z
    .record(
      z.string(),
      z.object({ type: z.string(), position: z.number().int().min(0), outsideModules: z.boolean().default(false) }),
    )
    .default({}),
});

export type CartridgeExtension = z.infer<typeof cartridgeExtensionSchema>;
