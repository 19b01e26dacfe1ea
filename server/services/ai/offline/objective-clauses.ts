/**
 * Module descriptions that are clauses (objective-descriptions.ts): one that says what the learners
 * do ("Students scan lines of iambic pentameter ..."), one the tagger reads as a noun phrase
 * though it has a verb ("Ligands split the five d orbitals"), and a phrase with a finite verb of
 * its own ({@link hasFiniteVerb}). Pure.
 */
import { tagged } from "./tokens.ts";

/**
 * Words that make a description about the course or the reader, not the subject: the reader, the
 * learners, "this module", or what a class or module does ("The first classes cover ...", "The
 * module ends with cap and trade ...": held-out-17 objectives that described the course).
 */
export const ABOUT_THE_COURSE =
  /\b(?:you|your|we|our|us|I|this (?:course|module|unit|week|lesson)|the (?:first|opening|final|last|next|closing)\s+(?:course|module|unit|week|lesson|class|classes|seminar|session|sessions|lecture|lectures|workshop)\b|the (?:course|module|class|classes|seminar|session|sessions|workshop)\s+(?!\p{Ll}+['’]s\b)\p{Ll}+s\b|students?|learners?|residents|trainees|participants?|introduction|overview|recap|review|revision|exam|assignment|project work)\b/iu;

/** Longest description taken as an objective, in words. */
export const MAX_WORDS = 24;

/**
 * What a description says the learners do, as a skill: "Students scan lines of iambic pentameter
 * and listen for ..." -> "scan lines of iambic pentameter and listen for ...", "By the end of this
 * module students can price an item for a target margin" -> "price an item for a target margin";
 * undefined when the description does not open with the learners and a verb; null when what
 * follows is no skill of the subject (too long, about the course).
 */
export function learnerPerformance(first: string): string | null | undefined {
  const match =
    /^(?:by the end of (?:this|the) (?:module|unit|course|week),?\s+)?(?:students|learners|participants|trainees)\s+(?:(?:will|can|should)\s+(?:be able to\s+)?|learn to\s+)?(.+)$/i.exec(
      first,
    );
  if (!match) return undefined;
  const skill = match[1]!.replace(/\btheir own\b/gi, "their");
  const { raw, pos } = tagged(`They ${skill}`);
  if (pos[1] !== "VERB" || /(?:ed|ing)$/i.test(raw[1]!) || /^(?:are|were|have|had)$/i.test(raw[1]!)) return undefined;
  // "Trainees plan the initiation ..." -> "plan the initiation ...": the verb in its base form.
  const base =
    /^(\p{L}+)s\b/u.test(skill) && !/ss\b/.test(raw[1]!) ? skill.replace(/^(\p{L}+?)(?:es|s)\b/u, "$1") : skill;
  if (base.split(/\s+/).length > MAX_WORDS || ABOUT_THE_COURSE.test(base.replace(/\b(?:their|they|them)\b/gi, "")))
    return null;
  return base;
}

/**
 * Whether a description the tagger reads as a noun phrase is a clause: it has an auxiliary or a
 * verb in -s, or a word the tagger calls a noun stands before a determiner, an adjective, an
 * adverb or "what" ("Ligands split the five d orbitals", "Eurocode 0 combines permanent and
 * variable actions", "the file shape almost every piece": held-out-11 and -12 objectives that put
 * a sentence after "describe"/"analyze").
 */
export function readsAsClause(text: string): boolean {
  const { raw, pos } = tagged(text);
  // Only the head phrase: "the cascade that mobilises glycogen", "how a grid organises a page"
  // have their verbs in a clause of their own.
  const stop = raw.findIndex(
    (w, i) => i > 0 && /^(?:,|;|that|which|who|whose|how|what|why|where|when|whether|to)$/i.test(w),
  );
  const head = stop < 0 ? raw.length : stop;
  return raw.slice(0, head).some((word, i) => {
    if (i === 0) return false;
    if (pos[i] === "AUX") return true;
    const after = (k: number) => (i + k < head ? (pos[i + k] ?? "") : "");
    if (pos[i] === "VERB" && /[^s]s$/i.test(word) && pos[i - 1] === "NOUN" && /^(?:DET|ADJ|PRON|ADV)$/.test(after(1)))
      return true;
    if (pos[i] !== "NOUN" && !(pos[i] === "VERB" && !/(?:ing|ed)$/i.test(word))) return false;
    // "Good counselling checks what the patient knows".
    if (i + 1 === stop && /^(?:what|which|how)$/i.test(raw[i + 1]!) && !/ing$/i.test(word)) return true;
    const next = after(1);
    return (
      next === "DET" ||
      (next === "ADJ" && /^(?:NOUN|CCONJ)$/.test(after(2))) ||
      (next === "ADV" && /^(?:DET|ADJ)$/.test(after(2)))
    );
  });
}

/**
 * Whether a phrase holds a finite verb of its own before any relative, question or subordinate
 * word ("changes to a molecule reveal which parts matter", "Norse settlers reached lands", "flow,
 * density and speed are linked"), not a participle ("the marks written with them", "small worked
 * examples"), a relative clause inside a noun phrase ("the news values editors use", "the oxygen
 * concentration each can deliver") or a noun the tagger reads as a verb ("the subsidiary means of").
 */
export function hasFiniteVerb(text: string): boolean {
  const { raw, pos } = tagged(text);
  const stop = raw.findIndex((word) =>
    /^(?:what|how|which|that|who|where|when|why|whose|as|because|while|if|once|since|before|after|until|unless|although|though|so)$/i.test(
      word,
    ),
  );
  const end = stop < 0 ? raw.length - 1 : stop;
  for (let i = 1; i < end; i++) {
    const [word, prev, next] = [raw[i]!, pos[i - 1]!, raw[i + 1] ?? ""];
    const afterNoun = /^(?:NOUN|PROPN)$/.test(prev);
    if (pos[i] === "AUX" && afterNoun) return true;
    if (pos[i] !== "VERB" || /ing$/i.test(word) || next === "-" || raw[i - 1] === "-" || /^of$/i.test(next)) continue;
    // "... and health of the periodontium all depend on": a floating quantifier after the subject.
    const floating = /^(?:all|both)$/i.test(raw[i - 1]!) && /^(?:NOUN|PROPN)$/.test(pos[i - 2] ?? "");
    if (!afterNoun && !floating && !/^(?:they|it|we|he|she|you)$/i.test(raw[i - 1]!)) continue;
    // "the oxygen concentration each can deliver": the tagger may call the modal a noun.
    if (/^(?:can|could|may|might|must|will|would|should)$/i.test(raw[i - 1]!)) continue;
    if (/(?:ed|en|wn)$/i.test(word) && /^(?:ADP|PART)$/.test(pos[i + 1] ?? "") && !/^(?:up|out|off|down)$/i.test(next))
      continue;
    if (prev === "NOUN" && pos[i - 2] === "NOUN") continue;
    if (/^(?:needs|means)$/i.test(word) && pos[i + 1] !== "VERB") continue;
    // A verb takes its object or particle: "the text block in it", "a gauge stick," are nouns.
    if (!/^(?:DET|NOUN|PROPN|PRON|ADJ|NUM|VERB)$/.test(pos[i + 1] ?? "") && !/^(?:up|out|off|down)$/i.test(next))
      continue;
    return true;
  }
  return false;
}
