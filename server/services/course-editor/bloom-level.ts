/**
 * Bloom's taxonomy level of a learning objective from its action verb. One verb list serves the
 * whole product: this delegates to the quality rules' list (server/services/quality/bloom.ts,
 * revised taxonomy, Anderson & Krathwohl 2001), so the editor, the AI engine and the quality
 * score always agree on an objective's level.
 */
import type { BloomLevel } from "../../../common/editor-schemas.ts";
import { classifyBloomLevel } from "../quality/bloom.ts";

/**
 * The Bloom level of an objective such as "Students will be able to compare ..." or "Compare ...",
 * from its leading action verb; null when the verb is not a measurable Bloom verb (e.g. understand).
 */
export function detectBloomLevel(objective: string): BloomLevel | null {
  return classifyBloomLevel(objective);
}
