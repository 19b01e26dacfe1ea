/**
 * The suggestion card for a topic the course description promises and no module or lesson names
 * (content-gaps.ts): what it can truly say is which of the topic's words nothing students read
 * uses. When a module uses the topic's other words ("Reverberation and Room Absorption" names
 * Sabine, never "Sabine's equation"), the module most likely teaches it in other words: the card
 * asks the author to check that module and takes them there, instead of calling the topic
 * missing (held-out-27 to -30: 14 of 20 calls with a false claim named a topic a module teaches
 * but for one word). Pure.
 */
import type { CourseGap } from "./course-gaps.ts";

/** Words quoted as the topic writes them ("Presburger", not "presburger"), joined "a", "a or b", "a, b or c". */
function quoted(topic: string, words: readonly string[], joiner: "or" | "and"): string {
  const each = words.map((w) => {
    const at = topic.toLowerCase().indexOf(w);
    return `"${at < 0 ? w : topic.slice(at, at + w.length)}"`;
  });
  return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(", ")} ${joiner} ${each.at(-1)}`;
}

/** "the word "x"" or "the words "x" or "y"": the topic's words no module or lesson uses. */
const theWords = (topic: string, words: readonly string[]) =>
  words.length === 0
    ? `the words "${topic}"`
    : `the word${words.length === 1 ? "" : "s"} ${quoted(topic, words, "or")}`;

/**
 * The card for a promised topic.
 * @param unnamed the topic's content words no module or lesson uses (taught.ts unnamedWords)
 * @param module the module that uses all the topic's other words (`named`), when one does
 */
export function promisedTopicCard(
  topic: string,
  unnamed: readonly string[],
  module?: { id: number; title: string; named: readonly string[] },
): CourseGap {
  if (module && unnamed.length > 0)
    return {
      title: `Check a promised topic: "${topic}"`,
      description:
        `The course description promises ${topic}. "${module.title}" uses ${quoted(topic, module.named, "and")}, ` +
        `but no module or lesson uses ${theWords(topic, unnamed)}. If that module teaches ${topic}, name it there so ` +
        "students find it; otherwise add it, or take it out of the description.",
      priority: "medium",
      action: { kind: "add-lesson-content", moduleId: module.id },
    };
  return {
    title: `Promised but never named: "${topic}"`,
    description:
      `The course description promises ${topic}, but no module or lesson uses ${theWords(topic, unnamed)}. ` +
      "If a lesson teaches it in other words, name it there so students find it; otherwise add a lesson on it, or take it out of the description.",
    priority: "medium",
    action: { kind: "add-lesson-content" },
  };
}
