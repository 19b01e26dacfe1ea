/**
 * Distractors of the key's kind for the offline quiz (issue #10, rubric D): terms the lessons
 * list or define with the key, terms with its head noun, and terms WordNet puts in the key's
 * kind (word-kinds.ts); never a term WordNet puts in another kind unless the lessons list it with
 * the key. When the lessons name too few, WordNet co-hyponyms of a narrow category fill in, in
 * the key's number. Pure apart from the cached WordNet reads.
 */
import { contentWords } from "./nlp.ts";
import { truncatedIn } from "./objective-topics.ts";
import { affinity, verbalIn, termShaped } from "./quiz-terms.ts";
import { isPluralTerm, seededShuffle } from "./text.ts";
import { sensesOf, wordnetKinship, wordnetNests, wordnetSiblings } from "./word-kinds.ts";

export interface TermContext {
  siblings: Map<string, Set<string>>;
  defined: Set<string>;
  lessonText: string;
}

/** Candidates from the pool and from WordNet scored against the answer. */
interface Scored {
  concept: string;
  kind: number;
  affinity: number;
}

const headOf = (term: string) => (term.toLowerCase().split(/\s+/).at(-1) ?? "").replace(/s$/, "");

/**
 * How surely `candidate` is of the key's kind: what the lessons say ({@link affinity}: listed
 * with it +4, same head noun +3, both defined +2) plus WordNet's kinship (siblings +3, cousins
 * +2); -1 when WordNet knows both and puts them in different kinds and the lessons do not list
 * them together ("piston" / "rest", "herbivores" / "sugars").
 */
export function kindAffinity(key: string, candidate: string, context: TermContext): number {
  const text = affinity(key, candidate, context);
  // Two terms on one head noun ("left ventricle", "right ventricle"): the lessons' word is enough.
  if (key.includes(" ") && candidate.includes(" ") && headOf(key) === headOf(candidate)) return text;
  const wn = wordnetKinship(key, candidate);
  if (wn === 0 && text < 4) return -1;
  return text + (wn ?? 0);
}

/**
 * Up to three distractors of the same kind as the answer (issue #10, rubric D): ranked by
 * {@link kindAffinity} then {@link kindScore}; never a term of the sentence, one sharing a word
 * with the answer, one WordNet puts in another kind, or one of another number. When the pool has
 * fewer than three of the key's kind, WordNet co-hyponyms of a narrow category fill in, those
 * the lessons use first. Strict: at least two of three must be surely of the key's kind
 * ({@link kindAffinity} >= 3: listed with it, on its head noun, or WordNet siblings); "both defined
 * in the lessons" or WordNet cousins alone are not enough (the judged multiple-choice items failed
 * rubric D in 54 of 107 cases with the weaker bar). Fewer means no fair multiple-choice item (the
 * caller tries the next answer or sentence).
 */
export function pickDistractors(
  pool: string[],
  answer: string,
  sentence: string,
  context: TermContext,
  strict: boolean,
): string[] {
  // A quiz asks again for the same sentence and key in each of its tiers: one answer per call's context.
  let memo = picked.get(context);
  if (!memo) picked.set(context, (memo = new Map()));
  const key = `${strict}|${pool.length}|${answer}|${sentence}`;
  const known = memo.get(key);
  if (known) return [...known];
  const chosen = pickUncached(pool, answer, sentence, context, strict);
  memo.set(key, chosen);
  return [...chosen];
}

const picked = new WeakMap<TermContext, Map<string, string[]>>();

function pickUncached(
  pool: string[],
  answer: string,
  sentence: string,
  context: TermContext,
  strict: boolean,
): string[] {
  const answerWords = contentWords(answer);
  const sentenceLower = sentence.toLowerCase();
  const fits = (concept: string) => {
    const lower = concept.toLowerCase();
    if (lower === answer.toLowerCase() || sentenceLower.includes(lower)) return false;
    // A lone adjective mis-read as a concept ("passive", "aerobic") is no option for a noun.
    if (!lower.includes(" ") && /(?:ive|ous|ic|able|ible|ful|less)$/.test(lower)) return false;
    // A cut phrase ("blood backs", "temporary leading") or one holding a verb ("phosphate rises") is no term.
    if (cutOrVerbal(concept, context.lessonText)) return false;
    if (!termShaped(concept, /\d/.test(answer))) return false;
    if (wordnetNests(answer, concept)) return false;
    // A fragment ("such as meat", "the episodic buffer", "causes hydrogen cracking") is no option.
    if (/^(?:the|a|an|such|causes?|which|that|this|these|its|their)\s/i.test(concept)) return false;
    // Nor a phrase led by a participle or a size word ("added in 2000", "enormous radii", "fewer sharks").
    if (/^(?:added|made|used|called|known|lost|fewer|more|less|enormous|huge|tiny|worn)\s/i.test(concept)) return false;
    // A lower-case word WordNet has no noun for ("below", "photosynthesise") is no option for a noun key.
    if (!/\s|^\p{Lu}/u.test(concept) && sensesOf(concept).length === 0 && sensesOf(answer).length > 0) return false;
    const sameHead = affinity(answer, concept, context) >= 3;
    return sameHead || ![...contentWords(concept)].some((w) => answerWords.has(w));
  };
  const sameForm = (c: string) =>
    (isPluralTerm(c) === isPluralTerm(answer) || /^\p{Lu}/u.test(answer)) &&
    /^\p{Lu}/u.test(c) === /^\p{Lu}/u.test(answer);
  const score = (concept: string): Scored => ({
    concept,
    kind: kindScore(answer, concept),
    affinity: kindAffinity(answer, concept, context),
  });
  const eligible = pool
    .filter(fits)
    .map(score)
    .filter((c) => c.affinity >= 0)
    // Same number always: "a(n) ____" or "____ are" would give a lone singular or plural away.
    .filter((c) => isPluralTerm(c.concept) === isPluralTerm(answer) || /^\p{Lu}/u.test(answer))
    .filter((c) => c.kind >= MIN_KIND_SCORE || (c.affinity >= 3 && sameForm(c.concept)));
  if (eligible.filter((c) => c.affinity >= 2).length < 3) {
    const lessons = context.lessonText.toLowerCase();
    const known = new Set(eligible.map((c) => c.concept.toLowerCase()));
    const extra = wordnetSiblings(answer, pool, context.lessonText)
      .filter((s) => !known.has(s.toLowerCase()) && fits(s))
      .sort((a, b) => Number(lessons.includes(b.toLowerCase())) - Number(lessons.includes(a.toLowerCase())))
      .map((concept) => ({ concept, kind: kindScore(answer, concept), affinity: 3 }));
    eligible.push(...extra);
  }
  const ranked = seededShuffle(eligible, sentence).sort((a, b) => b.affinity - a.affinity || b.kind - a.kind);
  const chosen = ranked.slice(0, 3);
  if (strict && (chosen.length < 3 || chosen.filter((c) => c.affinity >= 3).length < 2)) return [];
  return chosen.map((c) => c.concept);
}

let cutCacheText = "";
const cutCache = new Map<string, boolean>();
/**
 * {@link truncatedIn} or {@link verbalIn}, cached per lesson text: each scans the whole text, and a
 * quiz over a 20-module course asks both for every candidate of every question (~40 % of its CPU).
 */
function cutOrVerbal(concept: string, lessonText: string): boolean {
  if (lessonText !== cutCacheText) {
    cutCache.clear();
    cutCacheText = lessonText;
  }
  let cut = cutCache.get(concept);
  if (cut === undefined) {
    cut = truncatedIn(concept, lessonText) || verbalIn(concept, lessonText);
    cutCache.set(concept, cut);
  }
  return cut;
}

/** Least {@link kindScore} of a distractor: same number and same form class, or more. */
export const MIN_KIND_SCORE = 4;

/** The form class of a term's head word: process, agent, quality, or plain. */
export function formClass(term: string): string {
  const last = (term.split(" ").at(-1) ?? term).toLowerCase();
  const head = isPluralTerm(term) ? last.replace(/s$/, "") : last;
  if (/(?:tion|sion|sis|ment|ing|ance|ence|ure|ysis)$/.test(head)) return "process";
  if (/(?:er|or|ist|ant|ian)$/.test(head)) return "agent";
  if (/(?:ity|ness|ism|cy|dom)$/.test(head)) return "quality";
  return "plain";
}

/**
 * How alike two terms are in kind, as a reader of the options sees it: same number (+2, a
 * singular key among plural options gives it away), same form class of the head (+2), same
 * capitalisation or acronym form (+2 / -3 when one is a name and the other is not), same number
 * of words (+1) or one apart (0), further apart (-1 a word). Numbers only go with numbers.
 */
export function kindScore(key: string, candidate: string): number {
  const numeric = (t: string) => /^\d/.test(t);
  if (numeric(key) !== numeric(candidate)) return -10;
  const acronym = (t: string) => /^[A-Z0-9]{2,}$/.test(t);
  const proper = (t: string) => /^\p{Lu}/u.test(t) && !acronym(t);
  let score = 0;
  if (isPluralTerm(key) === isPluralTerm(candidate)) score += 2;
  if (formClass(key) === formClass(candidate)) score += 2;
  if (acronym(key) === acronym(candidate) && proper(key) === proper(candidate)) score += 2;
  else score -= 3;
  const gap = Math.abs(key.split(" ").length - candidate.split(" ").length);
  score += gap === 0 ? 1 : gap === 1 ? 0 : -gap;
  return score;
}

/**
 * Whether the rest of the sentence echoes a word of the key, so the blank answers itself
 * (rubric W): "stable air gives ..." before "____ gives cumuliform clouds" ("unstable air"),
 * "the intake stroke" before "the ____ opens" ("intake valve"), "the gravitational
 * acceleration" after "the ____ on a body" ("gravitational force").
 */
export function echoedInStem(key: string, sentence: string): boolean {
  const at = sentence.toLowerCase().indexOf(key.toLowerCase());
  const rest = (at < 0 ? sentence : sentence.slice(0, at) + " " + sentence.slice(at + key.length)).toLowerCase();
  return key
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4)
    .some((w) => {
      const stem = w.replace(/^(?:un|non)-?(?=\p{L}{4})/u, "").replace(/(?:s|es|ed|al)$/, "");
      return stem.length >= 4 && new RegExp(`(?:^|[^\\p{L}])(?:un|non-?)?${stem}`, "u").test(rest);
    });
}

/** The module's concepts, then the other modules' ones, each once (case-insensitive): the distractor pool. */
export function distractorPool(moduleConcepts: string[], otherConcepts: string[]): string[] {
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
