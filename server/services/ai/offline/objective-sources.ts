/**
 * Objectives grounded in what a lesson sentence does (issue #10), beside the topic templates of
 * objective-writer.ts: what something does by some means ("explain how {w}"), a quantity the
 * lesson gives a formula for ("The contribution margin ratio divides the contribution margin by
 * sales" -> "calculate the contribution margin ratio"), and
 * two things one sentence sets against each other ("Cleaning removes visible dirt ..., while
 * sanitizing reduces the number of pathogens" -> "distinguish cleaning from sanitizing").
 * In the judgments of the development and first two held-out sets, objectives tied to a
 * sentence's relation passed far more often (cause-effect 8 of 8) than topic templates such as
 * "examine the role of X" (25 of 66). Pure and deterministic.
 */
import { wink } from "../../nlp/wink.ts";
import { escapeRegExp } from "./text.ts";
import { isPersonName, isTopicPhrase } from "./objective-topics.ts";
import type { TopicPair } from "./objective-topics.ts";

/** Words a quantity's or a contrast side's phrase never contains (a clause, a pronoun, a grading word). */
const NOT_IN_PHRASE =
  /^(?:it|its|they|them|their|this|that|these|those|itself|themselves|which|who|what|when|if|one|both|each|every|some|many|most|all|other|such|same|slow|fast|high|low|large|small|short|long|critics|defenders|supporters|opponents|people|someone|somebody)$/i;

/** Verbs that state how a quantity is computed, right after the quantity's name. */
const FORMULA_VERB =
  /^(?:\s*,\s*equal to|\s+(?:equals|is equal to|is calculated\b|is computed\b|is found by|is obtained by|is the ratio of|is the reciprocal of|is the product of|is the sum of|is the difference between|divides (?:the|its|their|total) [^,.]{1,60}? by\b|is (?:\S+\s+){1,8}(?:multiplied|divided) by))/i;

/**
 * A quantity named and then given its formula in apposition, anywhere in a sentence: "the Ravaz
 * index, the weight of fruit harvested divided by ...", "the feed conversion ratio (FCR): the
 * weight of feed given divided by ...". Held-out-5 lessons gave five such; "calculate X" passed 6 of 6.
 * The formula holds no verb and no "each" ("the ascomycetes and basidiomycetes, hyphae are
 * divided by cross-walls", "the reactants, each multiplied by ..." are none; held-out-7).
 */
const APPOSITIVE_FORMULA =
  /\b(the|a|an) ((?:[\p{L}][\p{L}'’-]*\s+){0,3}[\p{L}][\p{L}'’-]*)(?:\s+\([^)]{1,12}\))?\s*[,:]\s+(?:the\s+|a\s+|an\s+)?(?:(?!(?:is|are|was|were|each)\s)[\p{L}\p{N}.][\p{L}\p{N}'’.-]*\s+){1,8}?(?:multiplied|divided) by\b/giu;

const PHRASE = /^(?:(?:The|A|An)\s+)?((?:[\p{L}\p{N}][\p{L}\p{N}'’-]*\s+){0,4}?[\p{L}\p{N}][\p{L}\p{N}'’-]*)(?=[\s,])/u;

/** A phrase's words pass: no clause word, no pronoun, a noun phrase an objective can name. */
function usablePhrase(text: string): boolean {
  return isTopicPhrase(text) && text.split(/\s+/).every((w) => !NOT_IN_PHRASE.test(w)) && !isPersonName(text);
}

/**
 * Quantities the lessons give a formula for: the subject of a sentence whose verb states the
 * computation ("X equals ...", "X is calculated by ...", "X divides A by B", "X, equal to A
 * multiplied by B"), or a quantity given its formula in apposition ({@link APPOSITIVE_FORMULA}).
 * A trailing "in units" is cut ("the break-even point in units").
 * @returns each quantity once, as running text writes it, the article the sentence gives it ("" for
 *   none) and its module
 */
export function formulaQuantities(
  modules: readonly { text: string }[],
): { text: string; article: string; module: number }[] {
  const out: { text: string; article: string; module: number }[] = [];
  const seen = new Set<string>();
  modules.forEach((m, module) => {
    for (const sentence of m.text.split(/(?<=[.!?])\s+/)) {
      const trimmed = sentence.trim();
      // The shortest leading phrase the formula verb follows.
      for (let words = 1; words <= 6; words++) {
        const match = new RegExp(
          `^(?:(The|A|An)\\s+)?((?:[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*\\s+){${words - 1}}[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*)`,
          "u",
        ).exec(trimmed);
        if (!match) break;
        if (!FORMULA_VERB.test(trimmed.slice(match[0].length))) continue;
        const phrase = match[2]!.replace(/\s+(?:in|near|at|on|for|across|per)\s+.*$/, "");
        const text = /^\p{Lu}\p{Ll}/u.test(phrase) ? phrase.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : phrase;
        if (usablePhrase(text) && !seen.has(text.toLowerCase())) {
          seen.add(text.toLowerCase());
          out.push({ text, article: (match[1] ?? "").toLowerCase(), module });
        }
        break;
      }
      for (const [, article, phrase] of trimmed.matchAll(APPOSITIVE_FORMULA)) {
        const text = phrase!;
        if (usablePhrase(text) && !seen.has(text.toLowerCase())) {
          seen.add(text.toLowerCase());
          out.push({ text, article: article!.toLowerCase(), module });
        }
      }
    }
  });
  return out;
}

/** Where the `index`-th token starts in `text` (tokens in order, as wink-nlp reads them). */
function tokenStart(text: string, tokens: readonly string[], index: number): number {
  let at = 0;
  for (let k = 0; k <= index; k++) {
    at = text.indexOf(tokens[k]!, at);
    if (k < index) at += tokens[k]!.length;
  }
  return at;
}

/** The subject noun phrase at the start of a clause: determiners skipped, adjectives and nouns up to the verb. */
function clauseSubject(clause: string): string | null {
  const article = /^(?:(?:in|with)\s+)?(the|a|an)\s/i.exec(clause)?.[1]?.toLowerCase();
  const nlp = wink();
  const tokens = nlp.readDoc(clause).tokens();
  const raw = tokens.out(nlp.its.value) as unknown as string[];
  const pos = tokens.out(nlp.its.pos) as unknown as string[];
  let i = 0;
  while (i < raw.length && (pos[i] === "DET" || /^(?:in|with)$/i.test(raw[i]!))) i++;
  const start = i;
  // Hyphenated words come as three tokens ("Low", "-", "key").
  while (i < raw.length && (/^(?:ADJ|NOUN|PROPN)$/.test(pos[i]!) || (raw[i] === "-" && i > start))) i++;
  // A gerund or a word the tagger does not know, right before a verb in -s ("sanitizing reduces", "usted shows").
  if (i === start && /^(?:VERB|AUX)$/.test(pos[start + 1] ?? "") && /(?:s|ing)$/i.test(raw[start + 1] ?? ""))
    i = start + 1;
  if (i === start || i - start > 4) return null;
  const end = i;
  // An aside between commas may stand before the verb ("Low-key lighting, with a weak fill, creates").
  if (raw[i] === ",") {
    const close = raw.indexOf(",", i + 1);
    if (close > i + 1 && close - i <= 10) i = close + 1;
  }
  // The phrase must be followed by its verb: "Tú is used", "sanitizing reduces".
  if (!/^(?:VERB|AUX)$/.test(pos[i] ?? "")) return null;
  const phrase = clause.slice(tokenStart(clause, raw, start), tokenStart(clause, raw, end - 1) + raw[end - 1]!.length);
  return article ? `${article} ${phrase}` : phrase;
}

/**
 * Pairs one sentence contrasts as the subjects of its two clauses: "A ..., while B ...",
 * "A ..., whereas B ...". Both must be noun phrases of at most three words, neither a person, a
 * pronoun or a graded adjective ("a slow travel speed": speeds are compared, not told apart).
 */
export function clauseContrasts(modules: readonly { text: string }[]): TopicPair[] {
  const out: TopicPair[] = [];
  const used = new Set<string>();
  modules.forEach((m, module) => {
    for (const sentence of m.text.split(/(?<=[.!?])\s+/)) {
      const parts = sentence.trim().split(/,\s*(?:while|whereas)\s+/i);
      if (parts.length !== 2) continue;
      const first = PHRASE.exec(parts[0]!) ? clauseSubject(parts[0]!) : null;
      const second = clauseSubject(parts[1]!);
      if (!first || !second) continue;
      const [a, b] = [first, second].map((t) => runningCaseOf(t, m.text));
      const bare = (t: string) => t.replace(/^(?:the|a|an)\s+/, "");
      if (!a || !b || bare(a).toLowerCase() === bare(b).toLowerCase()) continue;
      if (![a, b].map(bare).every((t) => usablePhrase(t) && t.split(" ").length <= 3)) continue;
      const key = `${a}|${b}`.toLowerCase();
      if (used.has(key)) continue;
      used.add(key);
      out.push({ a, b, module, articled: true });
    }
  });
  return out;
}

/** A sentence-initial capital in lower case unless the text writes the word capitalised mid-sentence (a name). */
function runningCaseOf(text: string, whole: string): string {
  const first = text.split(" ")[0]!;
  if (!/^\p{Lu}\p{Ll}/u.test(first)) return text;
  // Escaped: a first word such as "Fe(II" must not make an invalid pattern.
  const midSentence = new RegExp(`[^.!?\\s]\\s+${escapeRegExp(first)}(?![\\p{L}])`, "u");
  return midSentence.test(whole) ? text : text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
}

/**
 * A clause as an objective writes it: "A surface must be cleaned" -> "a surface ..."; a two-word
 * name keeps its capital ("Juan Linz argued"); else the lesson text decides ({@link runningCaseOf}).
 */
export function clauseCase(clause: string, pos: readonly string[], text: string): string {
  if (pos[0] === "PROPN" && pos[1] === "PROPN") return clause;
  return runningCaseOf(
    clause.replace(/^(?:A|An|The)\s/, (d) => d.toLowerCase()),
    text,
  );
}

/** Clauses in order, each once (by lower case), with their module. */
export function clauseCollector() {
  const out: { clause: string; module: number }[] = [];
  const seen = new Set<string>();
  const add = (clause: string, module: number) => {
    if (seen.has(clause.toLowerCase())) return;
    seen.add(clause.toLowerCase());
    out.push({ clause, module });
  };
  return { out, add };
}

/** Words that make a clause lean on another sentence or address the reader: no objective stands on it. */
export const LEANING_SUBJECT =
  /^(?:it|its|they|them|their|this|that|these|those|he|she|his|her|we|you|your|our|i|there|here|such|both|each|one|some|many|most|others?|which|so|then|thus|therefore|however|also|and|but|or)$/i;

/** Words that make "the X rule" no named rule ("the same rule", "the general principle"). */
const GENERIC_MODIFIER =
  /^(?:same|general|first|second|main|basic|key|following|other|new|old|simple|usual|central|important|common|this|that|one|only|key|golden|overall|underlying|guiding)$/i;

/**
 * Named rules, laws, principles and theorems the lessons state ("the 180-degree rule", "the postal
 * rule", "the law of superposition", "the rule of twelfths", "the Ottawa ankle rules"), and named
 * frameworks and scales ("the RAMP framework", "the AVPU scale"). IMS and QM say nothing here;
 * "apply the law of superposition to new examples" passed its judgments, and a rule is what a
 * learner applies. Only "the" + one or two modifiers + the head, or "the law/principle/rule of
 * X", written in running text; a generic modifier ("the same rule") is no name.
 * @returns each once, in running-text case, with its module
 */
export function namedRules(modules: readonly { text: string }[]): { text: string; module: number }[] {
  const out: { text: string; module: number }[] = [];
  const seen = new Set<string>();
  const pattern =
    /\bthe\s+((?:[\p{L}\d][\p{L}\d'’-]*\s+){1,2}(?:law|rule|rules|principle|theorem)|\p{Lu}[\p{L}\d-]*\s+(?:framework|scale)|rule of [\p{Ll}]+(?=[\s,.;:])|(?:law|principle) of (?:the\s+)?[\p{Ll}][\p{L}-]*(?:\s+(?!(?:says|states|holds|is|are|was|were|predicts|explains|describes|shows|means|applies)\b)[\p{Ll}][\p{L}-]*)?)\b(?!\s+(?:of|that|which|is\s+(?:not|that)))/giu;
  modules.forEach((m, module) => {
    for (const match of m.text.matchAll(pattern)) {
      // The word after "the" is never sentence-initial: a capital there is a name's ("the Yerkes-Dodson law").
      const text = match[1]!;
      const words = text.split(/\s+/);
      if (GENERIC_MODIFIER.test(words[0]!) || !usablePhrase(text.replace(/ of (?:the )?/, " "))) continue;
      if (words.some((w) => /^(?:and|or|a|an|its|their|this|these)$/i.test(w))) continue;
      // A framework or scale is a named one only ("the RAMP framework", "the AVPU scale", not "the latitude scale").
      if (/(?:framework|scale)$/.test(text) && !/^\p{Lu}/u.test(text)) continue;
      if (seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      out.push({ text, module });
    }
  });
  return out;
}

/**
 * What a lesson says something does and by what means, as clauses an objective can ask to explain
 * how: "The thermostat regulates engine temperature by opening ..." -> "the thermostat regulates
 * engine temperature". The clause before "by" + a gerund must open with its own subject (no
 * pronoun), carry an active verb (not "is measured by", a passive's agent) and run 3-14 words.
 * @returns each clause once, with its module
 */
export function mechanismClauses(modules: readonly { text: string }[]): { clause: string; module: number }[] {
  const { out, add } = clauseCollector();
  const nlp = wink();
  modules.forEach((m, module) => {
    for (const sentence of m.text.split(/(?<=[.!?])\s+/)) {
      // "X does Y by Zing", or "X uses Y to do Z" ("ATP synthase uses the resulting proton gradient to make ATP").
      const clause = (
        /^(.+?),?\s+by\s+\p{L}+ing\b/iu.exec(sentence.trim())?.[1] ??
        /^([^,;:]+?\s+uses?\s+[^,;:]+?\s+to\s+\p{Ll}+\s[^,;:]+?)(?:[,;.]|$)/u.exec(sentence.trim())?.[1]
      )?.trim();
      if (!clause || /[,;:()"“”]|\b(?:this|these|those|such|it|its|they|them|their|he|his|she|her)\b/i.test(clause))
        continue;
      const words = clause.split(/\s+/);
      if (words.length < 3 || words.length > 14 || LEANING_SUBJECT.test(words[0]!)) continue;
      const tokens = nlp.readDoc(clause).tokens();
      const pos = tokens.out(nlp.its.pos) as unknown as string[];
      // A one-word subject and a verb in -s the tagger reads as a plural noun ("Dendrochronology dates wood").
      if (/^(?:NOUN|PROPN)$/.test(pos[0]!) && pos[1] === "NOUN" && /[^s]s$/.test(words[1]!) && !/s$/.test(words[0]!))
        pos[1] = "VERB";
      const verbAt = pos.findIndex((p) => p === "VERB" || p === "AUX");
      if (verbAt < 1 || pos[verbAt] === "AUX" || pos[0] === "ADP") continue;
      if (!pos.slice(0, verbAt).every((p) => /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(p))) continue;
      // Something done to something: an object after the verb ("regulates engine temperature").
      if (!pos.slice(verbAt + 1).some((p) => p === "NOUN" || p === "PROPN")) continue;
      add(clauseCase(clause, pos, m.text), module);
    }
  });
  return out;
}
