/**
 * Conditions a lesson states an outcome for, as clauses an objective can ask about (issue #10):
 * "When a wave enters water shallower than its wave base, the orbits are flattened ..." ->
 * "explain what happens when a wave enters water shallower than its wave base". Like the reason
 * and mechanism clauses of objective-sources.ts, the objective is tied to what a sentence says,
 * not to a topic template. Pure and deterministic.
 */
import { wink } from "../../nlp/wink.ts";
import { clauseCase, clauseCollector, LEANING_SUBJECT } from "./objective-sources.ts";

/** Words that make a condition lean on another sentence, or a symbol stand for a value ("D units"). */
const LEANING =
  /\b(?:[Ii]t|[Tt]hey|them|these|those|this|such|he|she|we|you|the (?:two|three|four|former|latter))\b|(?<![\p{L}'’-])\p{Lu}(?![\p{L}'’-])|\d/u;
/** Past-tense forms: a condition in a narrative ("When sea otters disappeared") is an event, not a rule. */
const PAST = /^(?:was|were|had|did|became|began|came|fell|grew|made|took|went|found|saw)$/i;
/** Main clauses that name rather than state an outcome ("..., the prior is called conjugate"). */
const NAMING = /\b(?:is|are) (?:called|known as|termed|said to be)\b/i;

/**
 * Conditions from sentences "When/If/As/Once <condition>, <outcome>": the condition must open
 * with its own subject (a noun, no pronoun or "these"), carry a present-tense verb, run 3-14
 * words with no digit or one-letter symbol, and its outcome must not merely name something.
 * A trailing "such as ..." aside is cut; "As"/"Once" read as "when".
 * @returns each condition once, with its conjunction ("when ...", "if ..."), and its module
 */
export function conditionClauses(modules: readonly { text: string }[]): { clause: string; module: number }[] {
  const { out, add } = clauseCollector();
  const nlp = wink();
  modules.forEach((m, module) => {
    for (const sentence of m.text.split(/(?<=[.!?])\s+/)) {
      const match = /^(When|If|As|Once)\s+([^,;:()]+?),\s*(.+)$/.exec(sentence.trim());
      if (!match || NAMING.test(match[3]!)) continue;
      const condition = match[2]!.replace(/\s+such as\s+.*$/, "").trim();
      const words = condition.split(/\s+/);
      if (words.length < 3 || words.length > 14 || LEANING.test(condition) || LEANING_SUBJECT.test(words[0]!)) continue;
      const tokens = nlp.readDoc(condition).tokens();
      const pos = tokens.out(nlp.its.pos) as unknown as string[];
      // A verb in -s the tagger reads as a plural noun after a singular one ("a screen narrows").
      const nounRun = pos.findIndex((p) => p !== "DET" && p !== "ADJ" && p !== "NOUN" && p !== "PROPN");
      const last = (nounRun === -1 ? pos.length : nounRun) - 1;
      if (
        !pos.some((p) => p === "VERB" || p === "AUX") &&
        last >= 1 &&
        pos[last] === "NOUN" &&
        /[^s]s$/.test(words[last]!) &&
        !/s$/.test(words[last - 1]!)
      )
        pos[last] = "VERB";
      const verbAt = pos.findIndex((p) => p === "VERB" || p === "AUX");
      if (verbAt < 1 || !pos.slice(0, verbAt).every((p) => /^(?:DET|ADJ|NOUN|PROPN|NUM|CCONJ)$/.test(p))) continue;
      if (!pos.slice(0, verbAt).some((p) => p === "NOUN" || p === "PROPN")) continue;
      const verb = words[verbAt]!;
      // Past tense: an irregular past, or "-ed" with no auxiliary before it ("is widened" is present).
      if (PAST.test(verb) || (/ed$/.test(verb) && pos[verbAt] === "VERB")) continue;
      // A state ("when demand is elastic", "when the disease is rare"): nothing happens, something else changes.
      // A passive ("is widened", "is connected") is an event; "is" + anything else is a state.
      if (/^(?:is|are)$/i.test(verb) && !/(?:ed|en|ing)$/.test(words[verbAt + 1] ?? "")) continue;
      const conjunction = match[1] === "If" ? "if" : "when";
      add(`${conjunction} ${clauseCase(condition, pos, m.text)}`, module);
    }
  });
  return out;
}
