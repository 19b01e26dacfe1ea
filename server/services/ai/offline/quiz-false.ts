/**
 * False statements for true/false items (issue #10; rubric A, W): a changed number (another value
 * the lessons give in the same unit, else a plausible change), a reversed word of direction or
 * degree ("larger" -> "smaller"). A swapped term made no usable false statement (quiz.ts). Pure.
 */
import type { QuizQuestion } from "../schemas.ts";
import { capitalize } from "./text.ts";

const NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"];
const MEASURES = "percent|per cent|times|hours|days|weeks|months|years|minutes|seconds|degrees|grams|litres|metres";
/** A number word's rival: far enough to be clearly wrong, close enough to be believed. */
const RIVAL_WORD: Record<string, string> = {
  two: "four",
  three: "five",
  four: "two",
  five: "three",
  six: "three",
  seven: "four",
  eight: "four",
  nine: "five",
  ten: "thirty",
  twelve: "six",
};

/**
 * A false statement made by changing the one number a sentence gives ("Cold food is held at 5
 * degrees Celsius or below" -> "at 15 degrees ..."): the rival is another number the lessons give
 * with the same unit word after it, else the value doubled; a year moves by ten (none after
 * "by/before/after/since/until", where ten years on may still be true) and a share stays under
 * 100 per cent (halved instead). Only a sentence
 * with exactly one number, no ratio, formula or range ("9:3:3:1", "Beta(a, b)", "5 and 60"), so
 * that nothing else in the statement gives the change away (rubric W: "12 V across 4 ohm ... 3 A").
 * @returns the false statement and the number as the lesson gives it, or null
 */
export function numberSwap(sentence: string, lessonText: string): { statement: string; original: string } | null {
  if (/\d\s*[:/(),]\s*\d|[()=+×÷]|\b\d+\s*(?:and|to|or|-|–)\s*\d/.test(sentence)) return null;
  const numbers = [...sentence.matchAll(/(?<![\p{L}\d.])(\d+(?:\.\d+)?)(?![\p{L}\d])/gu)];
  // A number word only as a measure ("ten percent", "three weeks"): "the two forces" is no fact to change.
  const words = [...sentence.matchAll(new RegExp(`\\b(${NUMBER_WORDS.join("|")})(?=\\s+(?:${MEASURES})\\b)`, "gi"))];
  if (numbers.length + words.length !== 1) return null;
  const match = (numbers[0] ?? words[0])!;
  const original = match[1]!;
  const at = match.index!;
  const unit = /^\s+([\p{L}%]+)/u.exec(sentence.slice(at + original.length))?.[1]?.toLowerCase();
  // A bound ("15 mm or more", "above 60 °C", "at least 5 per cent") moved one way stays true: "5 per
  // cent or more" of a carcinogen still classifies waste that 0.1 per cent does (held-out-75).
  const bound =
    /\b(?:at\s+(?:least|most)|up\s+to|(?:more|less|fewer|greater)\s+than|over|under|above|below|within|exceeding)\s+$/i;
  if (
    bound.test(sentence.slice(0, at)) ||
    /^\s*(?:[\p{L}%°]+\s*){0,2}(?:or|and)\s+(?:more|less|fewer|above|below|over|under|higher|lower|greater|longer)\b/u.test(
      sentence.slice(at + original.length),
    )
  )
    return null;
  let rival: string | undefined;
  if (numbers.length === 1) {
    const value = Number(original);
    // Another value the lessons give in the same unit ("60 degrees" for "5 degrees").
    if (unit)
      rival = [...lessonText.matchAll(new RegExp(`(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s+${unit}\\b`, "giu"))]
        .map((m) => m[1]!)
        .find((n) => Number(n) !== value);
    if (rival === undefined) {
      if (!Number.isInteger(value) || value === 0) return null;
      // A year moves by ten, back when forward would reach the future ("2022" -> "2012", not "2032");
      // so does an early year the sentence marks as one ("Christmas Day 800", "in 843", "c. 700
      // BCE": doubled, 800 became an absurd 1600). A share stays under 100 per cent ("90 per cent"
      // -> "45", not "180").
      const before = sentence.slice(Math.max(0, at - 12), at);
      const after = sentence.slice(at + original.length, at + original.length + 6);
      const year =
        (value >= 1000 && value <= 2100) ||
        (value >= 100 &&
          (/\b(?:in|by|from|until|since|around|about|c\.|circa|Day|year)\s+$/i.test(before) ||
            /^\s*(?:BCE|CE|BC|AD)\b/.test(after)));
      // "By 800 Charles ruled ...": ten years later is still true; a bound is no year to move.
      if (year && /\b(?:by|before|after|since|until)\s+$/i.test(before)) return null;
      const share = /^(?:%|percent|per)/i.test(unit ?? "") && value * 2 > 100;
      rival = year
        ? String(value >= 2015 ? value - 10 : value + 10)
        : share
          ? String(Math.round(value / 2))
          : String(value * 2);
    }
  } else {
    const lower = original.toLowerCase();
    const word = RIVAL_WORD[lower]!;
    rival = original[0] === original[0]!.toUpperCase() ? capitalize(word) : word;
  }
  // "a 4%" -> "an 8%": the article agrees with the number as it is read ("eight", "eleven", "eighteen").
  const before = sentence
    .slice(0, at)
    .replace(/\b(an?)(\s+)$/i, (_, article: string, space: string) =>
      /^(?:8|1[18](?![\d.]))/.test(rival) === /^an$/i.test(article)
        ? article + space
        : `${article[0]}${article.length === 1 ? "n" : ""}${space}`,
    );
  return { statement: before + rival + sentence.slice(at + original.length), original };
}

/** Words of direction or degree and their opposites, both ways ("increases" <-> "decreases"). */
const OPPOSITES: Record<string, string> = Object.fromEntries(
  [
    ["increases", "decreases"],
    ["increase", "decrease"],
    ["increased", "decreased"],
    ["increasing", "decreasing"],
    ["rises", "falls"],
    ["higher", "lower"],
    ["larger", "smaller"],
    ["faster", "slower"],
    ["longer", "shorter"],
    ["thicker", "thinner"],
    ["warmer", "cooler"],
    ["heavier", "lighter"],
    ["strengthens", "weakens"],
    ["widens", "narrows"],
    ["stimulates", "inhibits"],
    // Position and extremes: a learner rules them out only by knowing the place or the bound. Not
    // "before"/"after": reversed, they passed 18 of 62 judgments, mostly a sequence common sense
    // rejects ("Every eluate is tested after use") or one the rest of the sentence contradicts.
    ["above", "below"],
    ["inner", "outer"],
    ["maximum", "minimum"],
    ["absorbs", "releases"],
    ["wider", "narrower"],
    ["stronger", "weaker"],
    ["deeper", "shallower"],
    ["hotter", "colder"],
  ].flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);
const OPPOSITE_WORD = new RegExp(
  // Not in an idiom ("above all", "below which", "the layer below."), nor before
  // a number ("above 21": a bound of a range the sentence gives), nor after a degree word ("well
  // above one pixel, often 0.1 to 0.3 px": the rest of the statement gives the reversal away).
  `(?<!\\b(?:well|just|even)\\s+)` +
    `\\b(${Object.keys(OPPOSITES).join("|")})\\b` +
    `(?!-|\\s+(?:education|order|levels?|case)|\\s+(?:all|which|whom|that)\\b|\\s+\\d|\\s*(?:[.,;:)]|$))`,
  "gi",
);

/**
 * A false statement by reversing the one word of direction or degree a sentence gives
 * ("Saturated air cools more slowly" stays; "the lapse rate increases with height" -> "decreases"):
 * a rival a learner rules out only by knowing the relation. Only a sentence with exactly one such
 * word and no negation or hedge ("does not increase", "may increase"), whose reversal could be
 * true as well.
 * @returns the false statement and the word as the lesson gives it, or null
 */
export function oppositeSwap(sentence: string): { statement: string; original: string } | null {
  if (/\b(?:not|never|no|neither|nor|without|unless|may|might|can|could|either|or)\b|n['’]t\b/i.test(sentence))
    return null;
  // "the third and higher": a range, not a direction.
  const matches = [...sentence.matchAll(OPPOSITE_WORD)].filter(
    (m) => !/\b(?:and|or)\s+$/i.test(sentence.slice(0, m.index)),
  );
  // Two such words ("the accumulation area above from the ablation area below") would clash.
  const bare = sentence.match(new RegExp(`\\b(?:${Object.keys(OPPOSITES).join("|")})\\b`, "gi")) ?? [];
  if (matches.length !== 1 || bare.length !== 1) return null;
  const original = matches[0]![1]!;
  const at = matches[0]!.index!;
  // A capital inside the sentence is a name's ("the Scheme for Construction Contracts").
  if (at > 0 && /^\p{Lu}/u.test(original)) return null;
  const opposite = OPPOSITES[original.toLowerCase()]!;
  const rival = /^\p{Lu}/u.test(original) ? capitalize(opposite) : opposite;
  return { statement: sentence.slice(0, at) + rival + sentence.slice(at + original.length), original };
}

/** A changed statement of a lesson sentence ({@link numberSwap}, {@link oppositeSwap}). */
export interface ChangedStatement {
  statement: string;
  original: string;
}

/**
 * A true/false item keyed False: the changed statement, and feedback quoting the lesson sentence.
 * A recognition item (Bloom "remember"): the learner recalls what the lesson states.
 */
export function falseItem(changed: ChangedStatement, sentence: string, objectiveIds: number[]): QuizQuestion {
  return {
    type: "true_false",
    stem: `True or false: "${changed.statement}"`,
    options: ["True", "False"],
    correctAnswer: "False",
    feedback: `False. The lesson says "${changed.original}": "${sentence}"`,
    objectiveIds,
    bloomLevel: "remember",
    sourceSentence: sentence,
  };
}

/**
 * A true/false item keyed True: the lesson sentence as it stands. A recognition item (Bloom
 * "remember"): it asks the learner to recognise a statement the lesson makes word for word.
 */
export function trueItem(sentence: string, objectiveIds: number[]): QuizQuestion {
  return {
    type: "true_false",
    stem: `True or false: "${sentence}"`,
    options: ["True", "False"],
    correctAnswer: "True",
    feedback: `True. The lesson states: "${sentence}"`,
    objectiveIds,
    bloomLevel: "remember",
    sourceSentence: sentence,
  };
}

/** How many of `trueFalse` true/false items should be keyed False: half, rounded down (2 of 5, 1 of 3). */
export const falseKeysWanted = (trueFalse: number) => Math.floor(trueFalse / 2);

/** An instruction ("Bind the outer ring ...", "Then strip from ..."): no statement to call false. */
const IMPERATIVE =
  /^(?:(?:First|Then|Next|Finally|Now),?\s+)?\p{Lu}\p{Ll}+(?<!s)\s+(?:the|a|an|your|each|both|it|them|for|from|with|all|any|one|two|three)\b/u;

/**
 * Balances a quiz's true/false keys (issue #10): while fewer than half of its true/false items
 * (rounded down: 2 of 5, 1 of 3) are keyed False, the last item keyed True is replaced by a
 * false statement made from a spare lesson sentence, by a changed number or a reversed word of
 * direction. A quiz keyed True throughout rewards a learner who answers True without reading
 * (Frisbie & Becker 1991, "An analysis of textbook advice about true-false tests": keep the keys
 * near balanced). With no spare sentence that changes, the quiz stays as it is. The cost, measured:
 * on the 41 sets judged before the change, the false items it made passed 52 of 115 judgments
 * (45 %; a changed number 19 of 42), against about three in four for the true statements they
 * replaced, so the per-item pass rate falls by a point or two for a key no learner can game.
 *
 * @param questions the quiz, in order; items are replaced in place in a copy
 * @param spare sentences not used by the quiz, best first, each standing alone
 * @param objectiveIdsOf the objectives a sentence serves
 * @returns the quiz with its keys balanced as far as the spare sentences allow
 */
export function balanceKeys(
  questions: readonly QuizQuestion[],
  spare: readonly string[],
  lessonText: string,
  objectiveIdsOf: (sentence: string) => number[],
): QuizQuestion[] {
  const out = [...questions];
  const trueFalse = out.filter((q) => q.type === "true_false");
  let keyedFalse = trueFalse.filter((q) => q.correctAnswer === "False").length;
  const wanted = falseKeysWanted(trueFalse.length);
  const changes = spare
    .filter((sentence) => !IMPERATIVE.test(sentence))
    .map((sentence) => ({ sentence, changed: numberSwap(sentence, lessonText) ?? oppositeSwap(sentence) }))
    .filter((c): c is { sentence: string; changed: ChangedStatement } => c.changed !== null);
  for (const { sentence, changed } of changes) {
    if (keyedFalse >= wanted) break;
    const at = out.findLastIndex((q) => q.type === "true_false" && q.correctAnswer === "True");
    if (at < 0) break;
    out[at] = falseItem(changed, sentence, objectiveIdsOf(sentence));
    keyedFalse++;
  }
  return out;
}
