/**
 * Bloom's taxonomy level of a learning objective from its action verb (revised taxonomy,
 * Anderson & Krathwohl 2001; verb lists after common university guides). Pure.
 */
import type { BloomLevel } from "../../../common/editor-schemas.ts";

const VERBS: Record<BloomLevel, readonly string[]> = {
  remember: [
    "define",
    "list",
    "recall",
    "identify",
    "name",
    "recognize",
    "recognise",
    "state",
    "label",
    "memorize",
    "match",
    "locate",
  ],
  understand: [
    "explain",
    "summarize",
    "summarise",
    "describe",
    "classify",
    "interpret",
    "paraphrase",
    "discuss",
    "illustrate",
    "outline",
    "restate",
    "translate",
  ],
  apply: [
    "apply",
    "use",
    "demonstrate",
    "implement",
    "solve",
    "execute",
    "calculate",
    "perform",
    "operate",
    "conduct",
    "employ",
    "practice",
    "practise",
    "compute",
    "complete",
    "carry",
  ],
  analyze: [
    "analyze",
    "analyse",
    "differentiate",
    "compare",
    "contrast",
    "examine",
    "distinguish",
    "organize",
    "organise",
    "deconstruct",
    "categorize",
    "investigate",
    "diagnose",
    "test",
    "debug",
  ],
  evaluate: [
    "evaluate",
    "assess",
    "critique",
    "justify",
    "judge",
    "argue",
    "defend",
    "appraise",
    "recommend",
    "prioritize",
    "prioritise",
    "select",
    "verify",
    "review",
  ],
  create: [
    "create",
    "design",
    "develop",
    "construct",
    "formulate",
    "compose",
    "plan",
    "produce",
    "propose",
    "build",
    "write",
    "generate",
    "draft",
    "devise",
    "facilitate",
    "author",
    "revise",
  ],
};

const LEVEL_OF_VERB = new Map<string, BloomLevel>(
  (Object.entries(VERBS) as [BloomLevel, readonly string[]][]).flatMap(([level, verbs]) =>
    verbs.map((v) => [v, level] as const),
  ),
);

/**
 * The Bloom level of an objective such as "Students will be able to analyze survey data", from
 * the first word after "able to" (or the first word when there is no such phrase).
 *
 * @returns the level, or null when the verb is not in the lists (e.g. "understand", "know": not
 *   measurable, so deliberately not mapped)
 */
export function detectBloomLevel(objective: string): BloomLevel | null {
  const lower = objective.toLowerCase();
  const afterPhrase = /\bable to\s+([a-z]+)/.exec(lower)?.[1];
  const verb = afterPhrase ?? /^[^a-z]*([a-z]+)/.exec(lower)?.[1];
  return verb ? (LEVEL_OF_VERB.get(verb) ?? null) : null;
}
