/**
 * Objectives grounded in what a lesson sentence does (issue #10), beside the topic templates of
 * objective-writer.ts: a quantity the lesson gives a formula for ("The contribution margin ratio
 * divides the contribution margin by sales" -> "calculate the contribution margin ratio"), and
 * two things one sentence sets against each other ("Cleaning removes visible dirt ..., while
 * sanitizing reduces the number of pathogens" -> "distinguish cleaning from sanitizing").
 * In the judgments of the development and first two held-out sets, objectives tied to a
 * sentence's relation passed far more often (cause-effect 8 of 8) than topic templates such as
 * "examine the role of X" (25 of 66). Pure and deterministic.
 */
import { wink } from "../../nlp/wink.ts";
import { isPersonName, isTopicPhrase } from "./objective-topics.ts";
import type { TopicPair } from "./objective-topics.ts";

/** Words a quantity's or a contrast side's phrase never contains (a clause, a pronoun, a grading word). */
const NOT_IN_PHRASE =
  /^(?:it|its|they|them|their|this|that|these|those|itself|themselves|which|who|what|when|if|one|both|each|every|some|many|most|all|other|such|same|slow|fast|high|low|large|small|short|long|critics|defenders|supporters|opponents|people|someone|somebody)$/i;

/** Verbs that state how a quantity is computed, right after the quantity's name. */
const FORMULA_VERB =
  /^(?:\s*,\s*equal to|\s+(?:equals|is equal to|is calculated\b|is computed\b|is found by|is obtained by|is the ratio of|is the reciprocal of|is the product of|is the sum of|is the difference between|divides (?:the|its|their|total) [^,.]{1,60}? by\b|is (?:\S+\s+){1,4}(?:multiplied|divided) by))/i;

const PHRASE = /^(?:(?:The|A|An)\s+)?((?:[\p{L}\p{N}][\p{L}\p{N}'’-]*\s+){0,4}?[\p{L}\p{N}][\p{L}\p{N}'’-]*)(?=[\s,])/u;

/** A phrase's words pass: no clause word, no pronoun, a noun phrase an objective can name. */
function usablePhrase(text: string): boolean {
  return isTopicPhrase(text) && text.split(/\s+/).every((w) => !NOT_IN_PHRASE.test(w)) && !isPersonName(text);
}

/**
 * Quantities the lessons give a formula for: the subject of a sentence whose verb states the
 * computation ("X equals ...", "X is calculated by ...", "X divides A by B", "X, equal to A
 * multiplied by B"). A trailing "in units" is cut ("the break-even point in units").
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
    }
  });
  return out;
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
  while (i < raw.length && /^(?:ADJ|NOUN|PROPN)$/.test(pos[i]!)) i++;
  // A gerund or a word the tagger does not know, right before a verb in -s ("sanitizing reduces", "usted shows").
  if (i === start && /^(?:VERB|AUX)$/.test(pos[start + 1] ?? "") && /(?:s|ing)$/i.test(raw[start + 1] ?? ""))
    i = start + 1;
  if (i === start || i - start > 4) return null;
  // The phrase must be followed by its verb: "Tú is used", "sanitizing reduces".
  if (!/^(?:VERB|AUX)$/.test(pos[i] ?? "")) return null;
  const phrase = raw.slice(start, i).join(" ");
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
  const midSentence = new RegExp(`[^.!?\\s]\\s+${first}(?![\\p{L}])`, "u");
  return midSentence.test(whole) ? text : text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
}
