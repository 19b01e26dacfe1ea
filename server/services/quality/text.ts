/**
 * Plain-text helpers for the quality rules: lesson HTML to text, word counts, normalised text for
 * duplicate checks, key terms of an objective, readability. Pure (no DOM: a regex strip is enough
 * for sanitised lesson HTML and keeps the rules fast).
 */
import readability from "text-readability";
import { syllable } from "syllable";
import { stemmer as porterStem } from "stemmer";
import { BLOOM_LEVEL_OF_VERB, NOUN_LIKE_VERBS, leadingVerb, stripLeadIn } from "./bloom.ts";

const BLOCK_END = /<\/(p|li|h[1-6]|td|th|tr|blockquote|pre|div|caption|section|article)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * The visible text of lesson HTML, one line per block (paragraph, list item, heading, cell).
 *
 * @param html - lesson HTML ('' gives '')
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Number of words (runs of letters or digits) in plain text. */
export function wordCount(text: string | null | undefined): number {
  return (text ?? "").match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Lower-case, punctuation-free, single-spaced text: "Analyze  data!" -> "analyze data". For duplicate checks. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const STOPWORDS = new Set(
  `a an the and or but nor of in on at to for from by with within without into onto over under about
  as is are be been being was were will would can could should must may might shall do does did
  this that these those their there they them it its your you our we he she his her which who whom
  whose what when where why how all any each every some such other more most many much few own same
  than then also very just only both either neither not no yes so able use using used various
  different including include includes given based relevant appropriate key basic main major
  student students learner learners participant participants course module lesson unit week
  concept concepts topic topics way ways well new work through across between among per
  theme themes idea ideas learn learned learning thought thoughts share classmate classmates
  important question questions answer answers following`.split(/\s+/),
);

/**
 * The Porter stem of an English word, lower-cased (the `stemmer` package, Porter 1980):
 * "surveys" and "survey", "bleaching" and "bleached", "studies" and "study" match.
 */
export function stem(word: string): string {
  return porterStem(word.toLowerCase());
}

/**
 * The topic words of an objective with their stems: after the lead-in and its action verb, the
 * words of 4+ letters that are not stop words or Bloom verbs, once per stem. A stand-in for "key
 * nouns" that needs no part-of-speech model.
 */
export function keyTermWords(objective: string): { term: string; word: string }[] {
  const rest = stripLeadIn(objective);
  const verb = leadingVerb(objective);
  const words = normalizeText(rest).split(" ");
  if (verb && words[0] === verb) words.shift();
  const isVerb = (w: string) => BLOOM_LEVEL_OF_VERB.has(w) && !NOUN_LIKE_VERBS.has(w);
  const seen = new Set<string>();
  const result: { term: string; word: string }[] = [];
  for (const word of words.filter((w) => w.length >= 4 && !STOPWORDS.has(w) && !isVerb(w))) {
    const term = stem(word);
    if (!seen.has(term)) result.push({ term, word });
    seen.add(term);
  }
  return result;
}

/**
 * The stems of an objective's topic words (see keyTermWords). "Students will be able to analyze
 * survey data using descriptive statistics" -> the stems of survey, data, descriptive, statistics.
 */
export function keyTerms(objective: string): string[] {
  return keyTermWords(objective).map((k) => k.term);
}

/** The stems of a text's content words (4+ letters, not stop words or Bloom verbs such as "discuss"), e.g. to ask whether a question is about the course. */
export function contentTerms(text: string): string[] {
  const isVerb = (w: string) => BLOOM_LEVEL_OF_VERB.has(w) && !NOUN_LIKE_VERBS.has(w);
  return normalizeText(text)
    .split(" ")
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w) && !isVerb(w))
    .map(stem);
}

/** The set of stemmed words in a text, to look key terms up in. */
export function termSet(text: string): Set<string> {
  return new Set(normalizeText(text).split(" ").filter(Boolean).map(stem));
}

/** Syllables of one whitespace-free chunk of text, memoised: lesson text repeats its words. */
const syllablesOfChunk = new Map<string, number>();
/** Memo entries kept before the memo starts afresh (bounds memory on a 10,000-lesson import). */
const SYLLABLE_MEMO_MAX = 50_000;

function syllablesOf(chunk: string): number {
  let count = syllablesOfChunk.get(chunk);
  if (count === undefined) {
    if (syllablesOfChunk.size >= SYLLABLE_MEMO_MAX) syllablesOfChunk.clear();
    count = syllable(chunk);
    syllablesOfChunk.set(chunk, count);
  }
  return count;
}

/** text-readability's rounding (`Math.legacyRound`): floor(x * 10^d + 0.5 * sign(x)) / 10^d. */
function legacyRound(value: number, digits: number): number {
  const p = 10 ** digits;
  return Math.floor(value * p + Math.sign(value) * 0.5) / p;
}

/**
 * Flesch-Kincaid grade level of plain text, e.g. 8.2 = US grade 8: 0.39 x words per sentence +
 * 11.8 x syllables per word - 15.59 (Kincaid et al. 1975), each mean rounded to one decimal as
 * `text-readability` does, whose word and sentence counts are used. Syllables come from the same
 * `syllable` package text-readability calls, summed over whitespace-separated chunks with a memo
 * (the same sum, since no word spans whitespace): the library's own whole-text count took about
 * a sixth of a course analysis (issue #13).
 * Lines without end punctuation (headings, list items) are closed with a full stop so that they
 * count as sentences.
 *
 * @param text - plain text, one block per line (as htmlToText returns)
 * @returns the grade (can be below 0 for very simple text), or null for text under 30 words
 */
export function fleschKincaidGrade(text: string): number | null {
  if (wordCount(text) < 30) return null;
  const prose = text
    .split("\n")
    .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
    .join(" ");
  const words = readability.lexiconCount(prose);
  const letters = readability.removePunctuation(prose.toLowerCase());
  let syllables = 0;
  for (const chunk of letters.split(/\s+/)) if (chunk) syllables += syllablesOf(chunk);
  // readability.averageSentenceLength(prose), without counting the words a second time: its
  // lexiconCount(prose) / sentenceCount(prose) (at least 1 sentence), rounded as above.
  const wordsPerSentence = legacyRound(words / readability.sentenceCount(prose), 1);
  const syllablesPerWord = words > 0 ? legacyRound(syllables / words, 1) : 0;
  return legacyRound(0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59, 1);
}
