/**
 * Causal statements a lesson makes, as clauses an objective can ask about (issue #10): "Dissolved
 * salt lowers the freezing point of water" -> "explain how dissolved salt lowers ...", and
 * cause-effect relations between two topics ("Temperature, light intensity and
 * carbon dioxide concentration limit the rate of photosynthesis" -> "explain how temperature, ...
 * affect the rate of photosynthesis"). Like the mechanism clauses of objective-sources.ts, the objective is tied
 * to what a sentence says, not to a topic template. Pure and deterministic.
 */
import { wink } from "../../nlp/wink.ts";
import { clauseCase, clauseCollector, LEANING_SUBJECT } from "./objective-sources.ts";
import { CLAUSE_WORD, isTopicPhrase } from "./objective-topics.ts";

/** Words that make a clause lean on another sentence, or a symbol stand for a value ("D units"). */
const LEANING =
  /\b(?:[Ii]t|[Tt]hey|them|these|those|this|such|he|she|we|you|the (?:two|three|four|former|latter))\b|(?<![\p{L}'’-])\p{Lu}(?![\p{L}'’-])|\d/u;

/** Verbs by which a sentence says one thing changes another ("Dissolved salt lowers the freezing point"). */
const CAUSAL_VERB =
  /^(?:causes|prevents|raises|lowers|increases|reduces|decreases|weakens|strengthens|improves|damages|destroys|inhibits|blocks|stimulates|slows|accelerates|limits|triggers|protects)$/i;

/**
 * Causal statements, as clauses an objective can ask to explain how: "Dissolved salt lowers the
 * freezing point of water." -> "dissolved salt lowers the freezing point of water". The whole
 * sentence (or its part before a comma, a semicolon or "because") must be subject + causal verb +
 * object, 4-14 words, the subject a noun phrase of at most five words with no pronoun, relative
 * clause or digit, and the object no figure ("about 8 percent of men" is a statistic, not an effect).
 * @returns each clause once, with its module
 */
export function causalClauses(modules: readonly { text: string }[]): { clause: string; module: number }[] {
  const { out, add } = clauseCollector();
  const nlp = wink();
  modules.forEach((m, module) => {
    for (const sentence of m.text.split(/(?<=[.!?])\s+/)) {
      const clause = sentence
        .trim()
        .replace(/[.!?]$/, "")
        .split(/\s*[,;:]\s*|\s+(?:because|but|so|while|which|whereas)\s+/)[0]!;
      const words = clause.split(/\s+/);
      if (words.length < 4 || words.length > 14 || LEANING_SUBJECT.test(words[0]!)) continue;
      if (LEANING.test(clause.replace(/^A\s/, "a ").replace(/\bvitamin [A-K]\b/gi, "vitamin"))) continue;
      const verbAt = words.findIndex((w, i) => i > 0 && i <= 5 && CAUSAL_VERB.test(w));
      if (verbAt < 1 || verbAt === words.length - 1) continue;
      // "by -ing" is a mechanism clause already (objective-sources.ts); "raises questions" is no effect.
      if (/\sby\s+\p{L}+ing\b/u.test(clause) || /^(?:questions?|concerns?|issues?)$/i.test(words[verbAt + 1]!))
        continue;
      const pos = nlp.readDoc(clause).tokens().out(nlp.its.pos) as unknown as string[];
      // The tagger may read "lowers" or "limits" as a plural noun; the subject before it must be a noun phrase.
      // A participle may modify the subject ("dissolved salt", "a thermostat stuck closed").
      const subject = pos.slice(0, verbAt).map((p, i) => (p === "VERB" && /ed$|^stuck$/.test(words[i]!) ? "ADJ" : p));
      if (
        !subject.every((p) => /^(?:DET|ADJ|ADV|NOUN|PROPN|ADP)$/.test(p)) ||
        !subject.some((p) => /^(?:NOUN|PROPN)$/.test(p))
      )
        continue;
      if (/^(?:that|which|who)$/i.test(words[verbAt - 1]!)) continue;
      if (!pos.slice(verbAt + 1).some((p) => p === "NOUN" || p === "PROPN")) continue;
      add(clauseCase(clause, pos, m.text), module);
    }
  });
  return out;
}

/**
 * Cause-effect relations the lessons state ("Travel speed controls the width of the bead"):
 * subject and object noun phrases of a sentence whose verb is a causal one, for "explain how A
 * affects B". Both phrases must read as topics.
 */
export function causalRelations(
  modules: readonly { text: string }[],
): { cause: string; effect: string; module: number }[] {
  const out: { cause: string; effect: string; module: number }[] = [];
  const verb =
    /^((?:(?:A|An|The)\s+)?(?:[\p{L}][\p{L}'’-]*\s+){0,3}[\p{L}][\p{L}'’-]*|(?:[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2},\s+){1,3}(?:[\p{L}][\p{L}'’-]*\s+){0,2}[\p{L}][\p{L}'’-]*\s+and\s+(?:[\p{L}][\p{L}'’-]*\s+){0,2}[\p{L}][\p{L}'’-]*)\s+(?:controls?|affects?|determines?|increases?|reduces?|raises?|lowers?|weakens?|strengthens?|drives?|limits?|inhibits?|shifts?|blocks?|stimulates?|slows?|accelerates?)\s+((?:(?:the|a|an)\s+)?(?:[\p{L}][\p{L}'’-]*\s+){0,5}?[\p{L}][\p{L}'’-]*)(?=\s*(?:[,.;]|$|\s+(?:and|because|so|which|while|but)\b))/u;
  modules.forEach((m, module) => {
    for (const sentence of m.text.split(/(?<=[.!?])\s+/)) {
      const match = verb.exec(sentence.trim());
      if (!match) continue;
      const [cause, effect] = [match[1]!, match[2]!];
      // Each phrase keeps the article the sentence gives it ("the width of the bead").
      const bare = (t: string) => t.replace(/^(?:a|an|the)\s+/i, "");
      const clean = (t: string) =>
        bare(t)
          .split(/\s+/)
          .every((w) => !CLAUSE_WORD.test(w) || w === "of");
      // A listed cause ("Temperature, light intensity and carbon dioxide concentration limit ..."): each part a topic.
      const parts = (t: string) => bare(t).split(/,\s*(?:and\s+)?|\s+and\s+/);
      if (![cause, effect].every((t) => parts(t).every((part) => clean(part) && isTopicPhrase(part)))) continue;
      if (/\b(?:itself|themselves)$/i.test(effect)) continue;
      // A verb without -s needs a plural or listed cause ("First the text block is ..." has none),
      // and no phrase ends on an adverb ("The tapes later strengthen", "cost steeply").
      const verbWord = sentence.trim().slice(match[1]!.length).trim().split(/\s+/)[0]!;
      if (!/s$/.test(verbWord) && !/,|\band\b|[^s]s$/.test(cause)) continue;
      if ([cause, effect].some((t) => /(?:ly|\blater|\bthen|\balso|\boften|\bfirst|\bnow|\bstill)$/i.test(t))) continue;
      // "the risk", "the rate": an effect that needs what follows ("the risk and severity of periodontitis").
      if (/^(?:the|a|an)\s+(?:risk|rate|effect|number|amount|level|size|chance|likelihood|cost|value)$/i.test(effect))
        continue;
      const lowered = cause.replace(/^(?:A|An|The)\s/, (article) => article.toLowerCase());
      out.push({ cause: lowered.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()), effect, module });
    }
  });
  return out;
}
