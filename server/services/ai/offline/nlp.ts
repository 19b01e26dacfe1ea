/**
 * Key-concept extraction with wink-nlp (English lite web model): sentence splitting, POS tags
 * and lemmas. A concept is a noun phrase of up to three words (adjectives and nouns ending in a
 * noun), keyed by its lemmatised form and ranked by weighted frequency and first position.
 * The model loads once, lazily, on the first call (about 150 ms cold).
 */
import type { ItemSentence, ItemToken, ItsFunction } from "wink-nlp";
import { wink as nlp } from "../../nlp/wink.ts";
import { asSentenceLines } from "./text.ts";

/** Nouns too generic to be a course's concept (lemmas). */
const GENERIC_NOUNS = new Set(
  (
    "course courses student students learner learners module modules lesson lessons week weeks class classes " +
    "topic topics introduction overview unit units chapter chapters instructor instructors teacher way ways thing " +
    "things part parts lot example examples use uses type types kind kinds basis end fact facts time times day " +
    "days year years number numbers people person skill skills ability abilities understanding knowledge idea " +
    "ideas area areas field study studies work session sessions semester assignment assignments quiz quizzes exam " +
    "exams term terms case cases level levels student's today tomorrow question questions answer answers " +
    "program programme curriculum syllabus reading readings activity activities practice goal goals aim aims " +
    "focus emphasis importance role set variety range series aspect aspects issue issues element elements " +
    "problem problems method methods approach approaches process result results step steps everything something " +
    "anything participant participants discussion discussions material materials resource resources tool tools " +
    "fundamental fundamentals principle principles concept concepts key basics completion end beginning"
  ).split(" "),
);
/** Adjectives that carry no subject matter ("key concepts", "many students"). */
const GENERIC_ADJECTIVES = new Set(
  (
    "key important main basic many several various different new other same such certain specific general " +
    "common good great major minor own whole full first second third last next previous following final " +
    "essential fundamental advanced intermediate introductory simple complex real practical useful able " +
    "particular typical overall entire current modern recent early late large small high low wide broad " +
    "core central primary relevant appropriate effective successful given strongest weakest largest smallest " +
    "best worst greater higher lower typical certain whole"
  ).split(" "),
);

/** One occurrence of a concept in a sentence, with the exact surface text found there. */
export interface ConceptMention {
  key: string;
  surface: string;
}

export interface AnalyzedSentence {
  text: string;
  words: number;
  mentions: ConceptMention[];
}

export interface Concept {
  /** Lemmatised, lower-case key, e.g. "cell membrane". */
  key: string;
  /** How the concept is written in the text (lower-case form preferred), e.g. "cell membranes". */
  surface: string;
  /** Number of words in the phrase. */
  words: number;
  count: number;
  score: number;
}

export interface TextAnalysis {
  /** Sentences of each input part, in part order. */
  sentencesByPart: AnalyzedSentence[][];
  /** Concepts of all parts, best first. */
  concepts: Concept[];
  /** Words seen capitalised mid-sentence (proper nouns), for display forms. */
  properSeen: Set<string>;
}

export interface TextPart {
  /** Plain text (convert lesson HTML once, with htmlToText, before: a second pass would eat "a < b"). */
  text: string;
  /** Weight of each mention (e.g. title 3, description 2, lesson text 1). */
  weight: number;
}

interface Accumulator {
  key: string;
  words: number;
  count: number;
  score: number;
  firstPosition: number;
  surfaces: Map<string, number>;
}

/** Nouns that are real but vague on their own ("structure", "function"): kept at a third of their score. */
const WEAK_NOUNS = new Set(
  "structure function university survey dimension period context system model form quality value level principle theory practice".split(
    " ",
  ),
);

const CONTENT_POS = new Set(["NOUN", "PROPN", "ADJ"]);
const HEAD_POS = new Set(["NOUN", "PROPN"]);
const MAX_PHRASE_WORDS = 3;

interface Tok {
  raw: string;
  pos: string;
  lemma: string;
  normal: string;
  stop: boolean;
  space: string;
}

function isUsable(tok: Tok): boolean {
  if (!CONTENT_POS.has(tok.pos) || tok.stop) return false;
  if (!/\p{L}/u.test(tok.raw)) return false;
  if (tok.raw.length < 3 && !/^[A-Z0-9]{2}$/.test(tok.raw)) return false;
  if (tok.pos === "ADJ" && GENERIC_ADJECTIVES.has(tok.normal)) return false;
  if (HEAD_POS.has(tok.pos) && (GENERIC_NOUNS.has(tok.lemma) || GENERIC_NOUNS.has(tok.normal))) return false;
  return true;
}

/** Noun phrases of one sentence's tokens: maximal runs of usable ADJ/NOUN/PROPN ending in a noun. */
function phrasesOf(tokens: Tok[]): { key: string; surface: string; words: number }[] {
  const out: { key: string; surface: string; words: number }[] = [];
  let run: Tok[] = [];
  const flush = () => {
    while (run.length && !HEAD_POS.has(run[run.length - 1]!.pos)) run.pop();
    if (run.length > MAX_PHRASE_WORDS) run = run.slice(run.length - MAX_PHRASE_WORDS);
    while (run.length && run[0]!.pos === "ADJ" && run.length === 1) run.shift();
    if (run.length) {
      const last = run[run.length - 1]!;
      const key = [...run.slice(0, -1).map((t) => t.normal), last.lemma].join(" ");
      const surface = run.map((t, i) => (i === 0 ? t.raw : `${t.space}${t.raw}`)).join("");
      out.push({ key, surface, words: run.length });
      // The head noun alone is a concept too ("membrane" of "cell membrane"), at half weight.
      if (run.length > 1 && last.pos === "NOUN") out.push({ key: last.lemma, surface: last.raw, words: 1 });
    }
    run = [];
  };
  let tainted = false;
  tokens.forEach((tok, i) => {
    const prev = tokens[i - 1];
    // "free-body diagram": a word glued to a hyphen is half of a compound; skip the whole phrase.
    const glued = !!prev && tok.pos !== "PUNCT" && tok.space === "" && (prev.raw === "-" || prev.pos !== "PUNCT");
    const next = tokens[i + 1];
    // "machine learning", "file handling", "voice leading": a gerund after a noun heads a compound noun.
    const gerundHead =
      run.length > 0 &&
      tok.pos === "VERB" &&
      /ing$/.test(tok.raw) &&
      HEAD_POS.has(run[run.length - 1]!.pos) &&
      (!next || ["PUNCT", "CCONJ", "NOUN", "PROPN"].includes(next.pos));
    if (gerundHead && tok.space.length > 0) {
      run.push({ ...tok, pos: "NOUN", lemma: tok.normal });
      return;
    }
    if (isUsable(tok) && !glued && (run.length === 0 || tok.space.length > 0)) {
      run.push(tok);
      return;
    }
    // A "noun" followed by a determiner or pronoun is usually a mis-tagged verb ("the nucleophile attacks the").
    if (run.length > 1 && ["DET", "PRON", "ADV"].includes(tok.pos)) run.pop();
    if (tainted || (tok.raw === "-" && tok.space === "")) run = [];
    flush();
    tainted = glued;
    if (isUsable(tok)) run.push(tok);
  });
  if (tainted) run = [];
  flush();
  return out;
}

/**
 * Abbreviations after which a full stop does not end a sentence (case-insensitive): Latin ones,
 * titles, and the citation and music-catalogue ones wink-nlp's splitter breaks on ("Op. 27").
 */
const ABBREVIATIONS = new Set(
  (
    "e.g i.e cf vs etc al approx ca op no nos vol vols ch chap fig figs eq eqs p pp ed eds dr mr mrs ms prof " +
    "st mt jr sr inc ltd co dept univ est min max sec hr hrs"
  ).split(" "),
);

/** The text of tokens as written (each token with the spaces that preceded it). */
function tokensText(tokens: readonly Tok[]): string {
  return tokens
    .map((t, i) => (i === 0 ? "" : t.space) + t.raw)
    .join("")
    .trim();
}

/**
 * Whether wink-nlp's boundary between two sentences is false: the next one starts in lower case,
 * with a digit or glued to the full stop ("pd." + "read_csv()", "Op." + "27"), or the first ends
 * with a known abbreviation ("Dr." + "Smith").
 */
function falseBoundary(current: readonly Tok[], next: readonly Tok[]): boolean {
  const first = next[0];
  if (!first) return false;
  if (first.space === "" || /^[\p{Ll}\p{N}_(]/u.test(first.raw)) return true;
  const words = tokensText(current).split(/\s+/);
  const last = (words[words.length - 1] ?? "").toLowerCase().replace(/\.$/, "");
  return ABBREVIATIONS.has(last);
}

/**
 * The sentences of a plain text as wink-nlp tokens, with false boundaries (abbreviations, code)
 * mended. A line is a paragraph, heading or list item: no sentence runs across lines.
 */
function sentenceTokens(text: string): Tok[][] {
  return text.split("\n").flatMap((line) => (line.trim() ? lineSentenceTokens(line) : []));
}

function lineSentenceTokens(line: string): Tok[][] {
  const { its } = nlp();
  const out: Tok[][] = [];
  nlp()
    .readDoc(line)
    .sentences()
    .each((sentence: ItemSentence) => {
      const tokens: Tok[] = [];
      sentence.tokens().each((t: ItemToken) => {
        const space = t.out(its.precedingSpaces);
        if (t.out(its.type) !== "word") {
          tokens.push({ raw: t.out(), pos: "PUNCT", lemma: "", normal: "", stop: true, space });
          return;
        }
        tokens.push({
          raw: t.out(),
          pos: t.out(its.pos),
          // wink-nlp gives no lemma for some tokens (e.g. in Spanish text such as "¿Cómo"): use the word.
          lemma: (t.out(its.lemma as ItsFunction<string>) ?? t.out()).toLowerCase(),
          normal: (t.out(its.normal) ?? t.out()).toLowerCase(),
          stop: t.out(its.stopWordFlag) as unknown as boolean,
          space,
        });
      });
      const previous = out[out.length - 1];
      if (previous && falseBoundary(previous, tokens)) previous.push(...tokens);
      else out.push(tokens);
    });
  return out;
}

/**
 * Sentences and ranked key concepts of the given parts. Score of a concept = sum over mentions
 * of the part weight (head nouns split off a longer phrase count half), +25% for multi-word
 * phrases, plus up to 0.5 for appearing early. Deterministic.
 */
export function analyzeText(parts: TextPart[]): TextAnalysis {
  const acc = new Map<string, Accumulator>();
  const sentencesByPart: AnalyzedSentence[][] = [];
  /** Words seen capitalised mid-sentence in running text: proper nouns, kept capitalised. */
  const properSeen = new Set<string>();
  let position = 0;
  for (const part of parts) {
    const isTitle = part.weight >= 3;
    const sentences: AnalyzedSentence[] = [];
    for (const tokens of sentenceTokens(asSentenceLines(part.text))) {
      if (!isTitle) {
        tokens.forEach((t, i) => {
          if (i > 0 && /^\p{Lu}/u.test(t.raw) && tokens[i - 1]!.pos !== "PUNCT") properSeen.add(t.raw);
        });
      }
      const text = tokensText(tokens);
      const mentions: ConceptMention[] = [];
      for (const phrase of phrasesOf(tokens)) {
        position++;
        const isSplitHead = mentions.some((m) => m.key !== phrase.key && m.key.endsWith(` ${phrase.key}`));
        const weight = part.weight * (isSplitHead ? 0.5 : 1) * (phrase.words > 1 ? 1.25 : 1);
        let entry = acc.get(phrase.key);
        if (!entry) {
          entry = {
            key: phrase.key,
            words: phrase.words,
            count: 0,
            score: 0,
            firstPosition: position,
            surfaces: new Map(),
          };
          acc.set(phrase.key, entry);
        }
        entry.count++;
        entry.score += weight;
        entry.surfaces.set(phrase.surface, (entry.surfaces.get(phrase.surface) ?? 0) + 1);
        if (text.includes(phrase.surface)) mentions.push({ key: phrase.key, surface: phrase.surface });
      }
      sentences.push({ text, words: tokens.filter((t) => t.pos !== "PUNCT").length, mentions });
    }
    sentencesByPart.push(sentences);
  }
  const renamed = mergePlurals(acc);
  for (const sentence of sentencesByPart.flat()) {
    for (const mention of sentence.mentions) mention.key = renamed.get(mention.key) ?? mention.key;
  }
  const total = Math.max(1, position);
  const concepts = [...acc.values()]
    .map((entry) => ({
      key: entry.key,
      surface: displayForm(preferredSurface(entry.surfaces), properSeen),
      words: entry.words,
      count: entry.count,
      score: (entry.score + 0.5 * (1 - entry.firstPosition / total)) * (WEAK_NOUNS.has(entry.key) ? 0.33 : 1),
    }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return { sentencesByPart, concepts, properSeen };
}

/** The most frequent spelling, preferring forms that are lower-case in running text. */
function preferredSurface(surfaces: Map<string, number>): string {
  const ranked = [...surfaces.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (ranked.find(([s]) => /^\p{Ll}/u.test(s)) ?? ranked[0])![0];
}

/**
 * Lower-cases title-case words that come from titles, headings or sentence starts ("Cell
 * Biology" -> "cell biology") but keeps proper nouns seen capitalised mid-sentence ("Python")
 * and acronyms ("ATP").
 */
export function displayForm(surface: string, properSeen: Set<string>, wholeName = true): string {
  // One proper word makes the whole name proper ("Filippo Brunelleschi", "Santa Maria Novella").
  if (wholeName && surface.split(" ").some((word) => properSeen.has(word))) return surface;
  return surface.replace(/\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase());
}

/** Folds a plural key into its singular when both occur ("membranes" from a heading into "membrane"). */
function mergePlurals(acc: Map<string, Accumulator>): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const [key, entry] of [...acc.entries()]) {
    const singular = [key.slice(0, -1), key.replace(/es$/, "")].find((k) => k !== key && acc.has(k));
    if (!key.endsWith("s") || !singular) continue;
    const target = acc.get(singular)!;
    target.count += entry.count;
    target.score += entry.score;
    target.firstPosition = Math.min(target.firstPosition, entry.firstPosition);
    for (const [surface, n] of entry.surfaces) target.surfaces.set(surface, (target.surfaces.get(surface) ?? 0) + n);
    acc.delete(key);
    renamed.set(key, singular);
  }
  return renamed;
}

/**
 * Up to `limit` concepts, best first, skipping any whose words are all inside an already chosen
 * concept ("membrane" after "cell membrane") and any in `exclude` (lemmatised keys or surfaces).
 */
export function distinctConcepts(concepts: Concept[], limit: number, exclude: Iterable<string> = []): Concept[] {
  const excluded = new Set([...exclude].map((e) => e.toLowerCase()));
  const chosen: Concept[] = [];
  for (const concept of concepts) {
    if (chosen.length >= limit) break;
    if (excluded.has(concept.key) || excluded.has(concept.surface.toLowerCase())) continue;
    const words = concept.key.split(" ");
    const covered = chosen.some((c) => {
      const chosenWords = new Set(c.key.split(" "));
      return words.every((w) => chosenWords.has(w)) || c.key.split(" ").every((w) => words.includes(w));
    });
    if (!covered) chosen.push(concept);
  }
  return chosen;
}

const STOP_WORDS = new Set(
  (
    "a an the and or but of to in on at for with by from as is are was were be been being this that these those it " +
    "its their they them we you your our will can could should would may might must able students student " +
    "learners course module lesson into about between how what which who why when where than then also such"
  ).split(" "),
);

/** Content words of a text (lower-case, stop words removed, trailing plural 's' dropped): for overlap scores. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? [];
  return new Set(
    words
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map((w) => (w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w)),
  );
}
