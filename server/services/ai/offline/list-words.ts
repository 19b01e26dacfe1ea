/**
 * Word tests of the list reader (topics.ts): two adjectives of one noun across a comma ("safe,
 * active group sessions") and two gerunds sharing their object ("mitring and joining mouldings").
 * Pure.
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
