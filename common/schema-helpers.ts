/**
 * Small zod building blocks shared by the editor's request schemas, so that every message names
 * its field the same way ("title is required", "Video URL must be an http or https URL").
 */
import { z } from "zod";

/** A required, trimmed, non-blank string of at most `max` characters. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: () => `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** An optional trimmed string of at most `max` characters; null clears it. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: () => `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish();

/**
 * An absolute http(s) URL of at most 2048 characters. Messages name the field by its label as
 * people see it ("Video URL must be an http or https URL", issue #9), not by its JSON key.
 */
export const httpUrl = (label: string) =>
  z
    .string({ error: () => `${label} must be an http or https URL` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, `${label} must be an http or https URL`);

/**
 * The largest id a row can have: ids are PostgreSQL `integer` (int4) serials, so anything above
 * 2^31-1 names no row and, sent to the database, would fail as "out of range" instead of a 404.
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id (body field), at most {@link MAX_ID}. */
export const idNumber = (field: string) =>
  z
    .number({ error: () => `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive integer`)
    .max(MAX_ID, `${field} must be at most ${MAX_ID}`);

/** Route parameter `:id`: a positive integer, at most {@link MAX_ID}. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: () => "id must be a number" })
    .int("id must be a whole number")
    .positive("id must be a positive integer")
    .max(MAX_ID, `id must be at most ${MAX_ID}`),
});

/**
 * Body of a reorder request: the complete ordered list of ids under `field` (e.g. moduleIds).
 * Whether the list is exactly the parent's children is checked by the server against the database.
 */
export const idListSchema = <K extends string>(field: K) =>
  z.object({
    [field]: z.array(idNumber(field), { error: () => `${field} must be a list of ids` }).max(1000),
  } as { [P in K]: z.ZodArray<ReturnType<typeof idNumber>> });

/** Refinement for PATCH bodies: at least one field must be present. */
export const atLeastOneField = (fields: readonly string[]) => (body: Record<string, unknown>) =>
  fields.some((f) => body[f] !== undefined);
