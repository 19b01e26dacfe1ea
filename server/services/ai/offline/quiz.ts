/**
 * Offline quiz questions drawn from a module's own text (never invented): multiple-choice cloze
 * items whose answer is a key concept removed from a lesson sentence, with other concepts of the
 * course as distractors, and true/false variants of the same sentences. Pure and deterministic
 * (options are shuffled with a seed taken from the sentence).
 */
import type { GenerateQuizInput } from "../provider.ts";
import type { QuizQuestion } from "../schemas.ts";
import { analyzeText, contentWords, type AnalyzedSentence, type ConceptMention } from "./nlp.ts";
import { hashString, seededShuffle } from "./text.ts";

const DEFAULT_COUNT = 5;
const MAX_COUNT = 20;
const MIN_WORDS = 6;
const MAX_WORDS = 45;
const BLANK = "____";
const CLOZE_STEM = "Which term completes the statement";
/** Sentences opening with a pronoun depend on the previous sentence: used last. */
const ANAPHORIC_START = /^(this|these|that|those|it|they|he|she|such|its|their)\b/i;

interface Candidate {
  sentence: AnalyzedSentence;
  /** Concepts that can be blanked out, best first. */
  answers: ConceptMention[];
  score: number;
}

interface Chosen {
  sentence: AnalyzedSentence;
  answer: ConceptMention;
}

/**
 * Quiz questions from `input.lessonText`. Every third question is true/false; the rest are
 * multiple choice with up to four options.
 *
 * @returns the questions, plus a `notice` when the text supports fewer than asked
 */
export function offlineQuiz(input: GenerateQuizInput): { questions: QuizQuestion[]; notice?: string } {
  const count = Math.min(MAX_COUNT, Math.max(1, Math.round(input.questionCount ?? DEFAULT_COUNT)));
  const analysis = analyzeText([
    { text: input.moduleTitle, weight: 3 },
    { text: input.moduleDescription, weight: 2 },
    { text: input.lessonText, weight: 1 },
  ]);
  const scoreOf = new Map(analysis.concepts.map((c) => [c.key, c.score]));
  const displayOf = new Map(analysis.concepts.map((c) => [c.key, c.surface]));
  const sentences = analysis.sentencesByPart[2] ?? [];

  // Sentences already used for shown questions come last, so "Generate again" gives new ones.
  const avoided = new Set((input.avoid ?? []).map((s) => s.trim()));
  const shown = (c: Candidate) => (avoided.has(c.sentence.text.trim()) ? 1 : 0);
  const candidates = sentences
    .map((sentence, index) => candidateOf(sentence, index, scoreOf))
    .filter((c): c is Candidate => c !== null)
    .sort((a, b) => shown(a) - shown(b) || b.score - a.score);

  const pool = distractorPool(
    analysis.concepts.map((c) => c.surface),
    input.otherConcepts ?? [],
  );
  const objectives = (input.objectives ?? []).map((o) => ({ id: o.id, words: contentWords(o.text) }));
  const usedAnswers = new Set<string>();
  const questions: QuizQuestion[] = [];
  for (const candidate of candidates) {
    if (questions.length >= count) break;
    for (const mention of candidate.answers) {
      if (usedAnswers.has(mention.key)) continue;
      const chosen = { sentence: candidate.sentence, answer: mention };
      const answer = answerForm(chosen, displayOf);
      const distractors = pickDistractors(pool, answer, candidate.sentence.text);
      if (distractors.length === 0) continue;
      usedAnswers.add(mention.key);
      const objectiveIds = bestObjective(objectives, candidate.sentence.text);
      const wantsTrueFalse = questions.length % 3 === 2 || distractors.length < 2;
      questions.push(
        wantsTrueFalse
          ? trueFalse(chosen, distractors[0]!, objectiveIds)
          : multipleChoice(chosen, answer, distractors, objectiveIds),
      );
      break;
    }
  }
  const notice =
    questions.length < count
      ? `Only ${questions.length} of ${count} questions could be drawn from this module's lesson text ` +
        `(${candidates.length} suitable sentences). Add more lesson content to get more questions.`
      : undefined;
  return notice ? { questions, notice } : { questions };
}

function candidateOf(sentence: AnalyzedSentence, index: number, scoreOf: Map<string, number>): Candidate | null {
  if (sentence.words < MIN_WORDS || sentence.words > MAX_WORDS || /\?\s*$/.test(sentence.text)) return null;
  const lower = sentence.text.toLowerCase();
  const usable = sentence.mentions.filter(
    (m) =>
      // not the head split off a longer phrase in the same sentence ("cell ____" gives it away)
      !sentence.mentions.some((o) => o.key !== m.key && o.surface.includes(m.surface)) &&
      // occurs once, so the blank is the only place it appears (the stem's own words included)
      lower.split(m.surface.toLowerCase()).length === 2 &&
      !CLOZE_STEM.toLowerCase().includes(m.surface.toLowerCase()),
  );
  const answers = usable.sort((a, b) => (scoreOf.get(b.key) ?? 0) - (scoreOf.get(a.key) ?? 0));
  const best = answers[0];
  if (!best) return null;
  const penalty = ANAPHORIC_START.test(sentence.text) ? 0.5 : 1;
  return {
    sentence,
    answers,
    score: ((scoreOf.get(best.key) ?? 0) + 0.1 * sentence.mentions.length) * penalty - index * 1e-6,
  };
}

/** The answer as written in the sentence, lower-cased when only a sentence start capitalised it. */
function answerForm(candidate: Chosen, displayOf: Map<string, string>): string {
  const display = displayOf.get(candidate.answer.key);
  const surface = candidate.answer.surface;
  const atStart = candidate.sentence.text.startsWith(surface);
  return atStart && display && display.toLowerCase() === surface.toLowerCase() ? display : surface;
}

function distractorPool(moduleConcepts: string[], otherConcepts: string[]): string[] {
  const seen = new Set<string>();
  const pool: string[] = [];
  for (const concept of [...moduleConcepts, ...otherConcepts]) {
    const key = concept.trim().toLowerCase();
    if (key && !seen.has(key)) {
      seen.add(key);
      pool.push(concept.trim());
    }
  }
  return pool;
}

/** Up to three concepts that are not the answer, share no word with it and are absent from the sentence. */
function pickDistractors(pool: string[], answer: string, sentence: string): string[] {
  const answerWords = contentWords(answer);
  const sentenceLower = sentence.toLowerCase();
  const answerLength = answer.split(" ").length;
  const eligible = pool.filter((concept) => {
    const lower = concept.toLowerCase();
    if (lower === answer.toLowerCase() || sentenceLower.includes(lower)) return false;
    return ![...contentWords(concept)].some((w) => answerWords.has(w));
  });
  // Prefer distractors as long as the answer, so length does not give the answer away.
  const ranked = [
    ...eligible.filter((c) => c.split(" ").length === answerLength),
    ...eligible.filter((c) => c.split(" ").length !== answerLength),
  ];
  return seededShuffle(ranked.slice(0, 6), sentence).slice(0, 3);
}

function bestObjective(objectives: { id: number; words: Set<string> }[], sentence: string): number[] {
  const words = contentWords(sentence);
  let best: { id: number; overlap: number } | null = null;
  for (const objective of objectives) {
    const overlap = [...objective.words].filter((w) => words.has(w)).length;
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { id: objective.id, overlap };
  }
  return best ? [best.id] : [];
}

function blankOut(sentence: string, surface: string, replacement: string): string {
  const at = sentence.toLowerCase().indexOf(surface.toLowerCase());
  return sentence.slice(0, at) + replacement + sentence.slice(at + surface.length);
}

function multipleChoice(
  candidate: Chosen,
  answer: string,
  distractors: string[],
  objectiveIds: number[],
): QuizQuestion {
  const sentence = candidate.sentence.text;
  const options = seededShuffle([answer, ...distractors], `${sentence}|options`);
  return {
    type: "multiple_choice",
    stem: `${CLOZE_STEM}: "${blankOut(sentence, candidate.answer.surface, BLANK)}"?`,
    options,
    correctAnswer: answer,
    feedback: `The answer is "${answer}". The lesson states: "${sentence}"`,
    objectiveIds,
    bloomLevel: "remember",
    sourceSentence: sentence,
  };
}

function trueFalse(candidate: Chosen, distractor: string, objectiveIds: number[]): QuizQuestion {
  const sentence = candidate.sentence.text;
  const isTrue = hashString(sentence) % 2 === 0;
  const statement = isTrue ? sentence : blankOut(sentence, candidate.answer.surface, distractor);
  return {
    type: "true_false",
    stem: `True or false: "${statement}"`,
    options: ["True", "False"],
    correctAnswer: isTrue ? "True" : "False",
    feedback: isTrue
      ? `True. The lesson states: "${sentence}"`
      : `False. The statement uses "${distractor}" where the lesson says "${candidate.answer.surface}": "${sentence}"`,
    objectiveIds,
    bloomLevel: "understand",
    sourceSentence: sentence,
  };
}
