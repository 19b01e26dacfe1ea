/**
 * Coursewright's cartridge extension: what CC has no place for (module descriptions, the body and
 * duration of an assessment lesson, assessments attached to a module without a lesson). Written
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
  /** Module item identifier -> description. */
  modules: z.record(z.string(), z.object({ description: z.string().nullable() })).default({}),
  /** Assessment item identifier -> the assessment lesson's own fields. */
  assessmentLessons: z
    .record(z.string(), z.object({ contentHtml: z.string(), durationMinutes: z.number().nullable() }))
    .default({}),
  /** Item identifiers that carry an assessment but no lesson. */
  assessmentsWithoutLesson: z.array(z.string()).default([]),
});

export type CartridgeExtension = z.infer<typeof cartridgeExtensionSchema>;
