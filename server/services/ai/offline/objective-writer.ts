/**
 * Objectives written from the course's topics (issue #10): each verb has templates for the kinds
 * of topic it fits ("apply" takes a law or a procedure, "explain the causes of" a phenomenon the
 * lessons give causes for, "distinguish ... from ..." a contrast pair), one objective per topic,
 * each module covered before any module gets a second one, and every candidate checked for
 * grammar ({@link objectiveProblems}) before it is returned; a failing one is dropped and the next
 * tried. Pure and deterministic.
 */
import type { CourseLevel } from "../provider.ts";
import { VERB_BLOOM_LEVEL } from "./bloom-verbs.ts";
import type { Topic, TopicPair } from "./objective-topics.ts";

interface Template {
  verb: string;
  /** Which topics fit; pair and relation templates take a pair or a relation instead. */
  fits?: (t: Topic) => boolean;
  pair?: true;
  relation?: true;
  /** Takes what something does by some means ({w}), from mechanismClauses in objective-sources.ts. */
  mechanism?: true;
  /** Never for a topic an earlier objective already named: "analyze a given case using X" repeats "apply X". */
  firstUseOnly?: true;
  text: string;
}

const isProcedure = (t: Topic) => t.kind === "procedure";
const isLaw = (t: Topic) => t.kind === "law";
const isTheory = (t: Topic) => t.kind === "theory";
const isCausal = (t: Topic) => t.causal;
const isEntity = (t: Topic) => t.kind === "entity";
/**
 * One term: at most two words or an "of" phrase ("depth of field"), with no "and"/"or" and no
 * figure. Across the judged sets, "define" on longer phrases ("define the species grown
 * commercially") passed 6 of 37 and on pairs ("define files and buffers") 1 of 11.
 */
const isOneTerm = (t: Topic) =>
  !/\b(?:and|or)\b|\d/.test(t.text) &&
  (t.text.trim().split(/\s+/).length <= 2 || /^\S+(?:\s\S+)?\sof\s\S+(?:\s\S+)?$/.test(t.text.trim()));
/** A term the lessons define, not led by a participle ("define the accepted explanation" failed). */
const isDefined = (t: Topic) => t.defined && !/^\p{L}+ed\s/u.test(t.text) && isOneTerm(t);
const isQuantity = (t: Topic) => t.quantity === true;
// No "describe/analyze the contribution of <person>" template either: 0 of 4 passed on the clean
// first judgings (held-out-4 to -8: "analyze the contribution of Turner" says neither to what nor how).
// No "explain the role of X" template: on the four clean first judgings (held-out-3 to -6) it
// passed 6 of 31 ("the role of adhesives", "of business", "of properties"), against 40 % on the
// tuned-on sets; the topic alone does not say what role the lessons give it.
/** The head of a topic: the word before "of" ("rise" of "rise of Napoleon"), else the topic. */
const headOf = (text: string) => /^(.+?)\s+of\s+/.exec(text)?.[1] ?? text;
/**
 * A procedure a learner can carry out on a new case: named in two words or more ("boundary value
 * analysis", "job order costing"); one-word processes ("modulation", "sampling") failed 5 of 6
 * "apply X to new examples" judgments in the tuned-on sets.
 */
const isNamedProcedure = (t: Topic) => isProcedure(t) && t.text.trim().split(/\s+/).length >= 2;
/**
 * A rule, theory, model or approach someone could have chosen otherwise: "assess the strengths and
 * limitations of" fits it (9 of 9 passed), not a task ("flexural design", "periodontal assessment",
 * "certificate validation": 0 of 6 passed in the tuned-on sets).
 */
const hasTradeOffs = (t: Topic) =>
  // A theorem has hypotheses, not strengths and limitations: 2 of 19 such judgments passed.
  !/\b(?:theorem|lemma)s?$/i.test(headOf(t.text)) &&
  (isLaw(t) ||
    isTheory(t) ||
    (isProcedure(t) && /(?:models?|methods?|approach(?:es)?|protocols?|budgeting|rules?)$/i.test(headOf(t.text))));
/** Steps are stated in order for it (objective-topics.ts statesSteps): "the main steps of" has something to name. */
const hasSteps = (t: Topic) => isProcedure(t) && t.sequenced === true;
/**
 * Templates per course level, in the order they are tried. {t} is the topic with its article,
 * {a}/{b} a contrast pair, {c}/{e} a cause and its effect. None needs agreement with the
 * topic's number. The lesson's own clauses ("explain how {w}") come last.
 *
 * Templates that judges rejected on unseen courses are not written at all: fewer objectives, with
 * the notice that says why (index.ts), rather than ones a teacher deletes. On held-out-85 to -108,
 * mostly blind first judgings, what "explain/examine/analyze why {w}", "... what happens {w}",
 * "identify/analyze {t} in given examples", "identify the defining features of {t}" and "justify
 * decisions about {t} with evidence" wrote passed 41 of 342 judgments (12 %; 560 of 1,419 on the
 * older sets, tuned on), against 778 of 940 for the others, mostly from the author's descriptions.
 */
const PLANS: Record<CourseLevel, Template[]> = {
  beginner: [
    { verb: "calculate", fits: isQuantity, text: "calculate {t}" },
    { verb: "define", fits: isDefined, text: "define {t}" },
    { verb: "apply", fits: isLaw, text: "apply {t} to simple cases" },
    { verb: "describe", pair: true, text: "describe the difference between {a} and {b}" },
    { verb: "explain", fits: isCausal, text: "explain the causes of {t}" },
    { verb: "describe", fits: hasSteps, text: "describe the main steps of {t}" },
    { verb: "summarize", fits: (t) => !isEntity(t), text: "summarize the main principles of {t}" },
    // No "describe the main features of X": 19 of 57 passed on the blind sets, 0 of 7 on held-out-17
    // to -22 (it restated "define X" or named nothing to describe).
    { verb: "explain", relation: true, text: "explain how {c} affects {e}" },
    { verb: "explain", mechanism: true, text: "explain how {w}" },
  ],
  intermediate: [
    { verb: "distinguish", pair: true, text: "distinguish {a} from {b}" },
    { verb: "calculate", fits: isQuantity, text: "calculate {t}" },
    { verb: "apply", fits: (t) => isLaw(t) || isNamedProcedure(t), text: "apply {t} to new examples" },
    { verb: "analyze", fits: isCausal, text: "analyze the causes of {t}" },
    { verb: "compare", pair: true, text: "compare {a} with {b}" },
    { verb: "apply", fits: isTheory, text: "apply {t} to a given case" },
    {
      verb: "analyze",
      fits: (t) => isNamedProcedure(t) || isLaw(t),
      firstUseOnly: true,
      text: "analyze a given case using {t}",
    },
    { verb: "differentiate", pair: true, text: "differentiate between {a} and {b}" },
    { verb: "analyze", relation: true, text: "analyze how {c} affects {e}" },
    { verb: "analyze", mechanism: true, text: "analyze how {w}" },
  ],
  advanced: [
    { verb: "analyze", fits: isCausal, text: "analyze the causes of {t}" },
    {
      verb: "assess",
      fits: hasTradeOffs,
      text: "assess the strengths and limitations of {t}",
    },
    { verb: "distinguish", pair: true, text: "distinguish {a} from {b}" },
    { verb: "critique", fits: isTheory, text: "critique the main arguments for {t}" },
    { verb: "compare", pair: true, text: "compare {a} with {b}" },
    // No "critique current approaches to X": 0 of 5 passed on held-out-17 to -34.
    { verb: "evaluate", relation: true, text: "evaluate the effect of {c} on {e}" },
    { verb: "analyze", mechanism: true, text: "analyze how {w}" },
  ],
};

export interface WriterInput {
  level: CourseLevel;
  count: number;
  topics: readonly Topic[];
  pairs: readonly TopicPair[];
  relations: readonly { cause: string; effect: string; module: number }[];
  /** What something does by some means, as clauses ("the thermostat regulates engine temperature"). */
  mechanisms: readonly { clause: string; module: number }[];
  moduleCount: number;
  /** The topic as it reads after a verb ("the First Amendment", "monetary policy"). */
  withArticle: (text: string) => string;
  /** Objectives already written (the course's, or earlier candidates): not repeated. */
  existing: readonly string[];
  /** Modules an objective already covers (from their descriptions): others are covered first. */
  covered?: readonly number[];
  /** Grammar and sense checks: problems of a candidate, [] when it may be returned. */
  check: (objective: string) => string[];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** Whether an objective already states this verb about these topics (rubric O5). */
function alreadyStated(existing: readonly string[], verb: string, keys: readonly string[]): boolean {
  const topicWords = keys.flatMap(wordsOf);
  return existing.some((e) => {
    const words = new Set(wordsOf(e));
    return words.has(verb) && topicWords.every((w) => words.has(w));
  });
}

/** A topic's content words, lower-cased, a plural "s" and a possessive dropped ("Newton's laws" -> newton, law). */
const topicStems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !/^(?:the|and|for|with|from)$/.test(w))
      .map((w) => w.replace(/(?<=[^s])s$/, "")),
  );

/**
 * Whether one topic's words lie inside the other's ("augmented sixths" in "augmented sixth chords",
 * "Newton's laws" in "Newton's first law", "posteriors" in "posterior distributions"): an objective
 * on the second restates one on the first (rubric O5; 4 such near-duplicates failed in the tuned-on sets).
 */
function narrowerOrWider(a: string, b: string): boolean {
  const [x, y] = [topicStems(a), topicStems(b)];
  if (x.size === 0 || y.size === 0) return false;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return [...small].every((w) => large.has(w));
}

interface Candidate {
  keys: string[];
  module: number;
  text: string;
}

/** The candidates one template offers, best-ranked first (uncovered modules, then the topic's source). */
function candidatesFor(
  template: Template,
  input: WriterInput,
  state: {
    usedTopics: ReadonlySet<string>;
    usedLevels: ReadonlyMap<string, string | undefined>;
    firstVerb: ReadonlyMap<string, string>;
    rank: (t: { module: number; source?: number }) => number;
  },
): Candidate[] {
  const { usedTopics, usedLevels, firstVerb, rank } = state;
  const byRank = <T extends { module: number; source?: number }>(items: readonly T[]) =>
    [...items].sort((x, y) => rank(x) - rank(y));
  // A topic comes back (round 3) only for a performance at another Bloom level.
  const sameLevel = (key: string) => usedLevels.has(key) && usedLevels.get(key) === VERB_BLOOM_LEVEL[template.verb];
  if (template.pair)
    return (
      byRank(input.pairs)
        // A pair is stated once: "compare A with B" after "distinguish A from B" says it again.
        .filter((p) => !usedTopics.has(p.a) && !usedTopics.has(p.b) && !firstVerb.has(`${p.a}|${p.b}`))
        .filter((p) => !p.family || /^(?:compare|describe)$/.test(template.verb))
        .map((p) => ({
          keys: [p.a, p.b, `${p.a}|${p.b}`],
          module: p.module,
          text: template.text
            .replace("{a}", p.articled ? p.a : input.withArticle(p.a))
            .replace("{b}", p.articled ? p.b : input.withArticle(p.b)),
        }))
    );
  if (template.relation)
    return byRank(input.relations)
      .filter((r) => !usedTopics.has(r.cause) && !usedTopics.has(r.effect) && !sameLevel(r.cause))
      .map((r) => ({
        keys: [r.cause, r.effect],
        module: r.module,
        // "how temperature, light intensity and CO2 concentration affect ...": a list or plural cause.
        text: template.text
          .replace("{c} affects", /,|\band\b|[^s]s$/.test(r.cause) ? "{c} affect" : "{c} affects")
          .replace("{c}", r.cause)
          .replace("{e}", r.effect),
      }));
  if (template.mechanism)
    return byRank(input.mechanisms)
      .filter((r) => !usedTopics.has(r.clause))
      .map((r) => ({ keys: [r.clause], module: r.module, text: template.text.replace("{w}", r.clause) }));
  return (
    byRank(input.topics)
      .filter((t) => !usedTopics.has(t.text) && template.fits!(t))
      // Not a narrower or wider form of a topic already stated at this Bloom level ("apply Newton's
      // first law" after "apply Newton's laws"); another level is another performance ("calculate the
      // simple money multiplier" after "examine the role of the money multiplier").
      .filter(
        (t) =>
          ![...firstVerb].some(
            ([used, verb]) =>
              used !== t.text &&
              VERB_BLOOM_LEVEL[verb] === VERB_BLOOM_LEVEL[template.verb] &&
              narrowerOrWider(t.text, used),
          ),
      )
      .filter((t) => !sameLevel(t.text))
      // "analyze a given case using Newton's laws of motion" after "apply Newton's laws" restates it (rubric O5).
      .filter(
        (t) => !template.firstUseOnly || ![...firstVerb.keys()].some((u) => u === t.text || narrowerOrWider(u, t.text)),
      )
      .map((t) => ({
        keys: [t.text],
        module: t.module,
        text: template.text.replace(
          "{t}",
          t.article === undefined ? input.withArticle(t.text) : `${t.article} ${t.text}`.trim(),
        ),
      }))
  );
}

/**
 * Up to `count` objectives (without the "Students will be able to " prefix), one verb each,
 * taught topics first, modules covered in turn.
 */
export function writeObjectives(input: WriterInput): string[] {
  const plan = PLANS[input.level];
  const out: string[] = [];
  const usedTopics = new Set<string>();
  /** The verb each topic was first used with, and (round 3) the Bloom level a reuse must differ from. */
  const firstVerb = new Map<string, string>();
  const usedLevels = new Map<string, string | undefined>();
  const usedVerbs = new Map<string, number>();
  const covered = new Set<number>(input.covered);
  const existing = [...input.existing];
  const rank = (t: { module: number; source?: number }) =>
    (t.module >= 0 && !covered.has(t.module) ? 0 : t.module >= 0 ? 10 : 20) + (t.source ?? 0);
  // Rounds 0-2: each topic once; round 3: a topic may come back with another verb (never the same performance twice).
  for (let round = 0; round < 4 && out.length < input.count; round++) {
    if (round === 3) {
      for (const [topic, verb] of firstVerb) usedLevels.set(topic, VERB_BLOOM_LEVEL[verb]);
      usedTopics.clear();
    }
    for (const template of plan) {
      if (out.length >= input.count) break;
      // Each verb once while others fit, and never more than twice.
      // A performance the lessons state ("explain how ...") counts apart from the
      // verb's topic templates, so it may still fill a place the topics leave (PLANS tries it last).
      const verbKey = template.mechanism || template.relation ? template.text : template.verb;
      if ((usedVerbs.get(verbKey) ?? 0) > Math.min(round, 1)) continue;
      const candidates = candidatesFor(template, input, {
        usedTopics,
        usedLevels,
        firstVerb,
        rank,
      });
      const chosen = candidates.find(
        (c) => input.check(c.text).length === 0 && !alreadyStated(existing, template.verb, c.keys),
      );
      if (!chosen) continue;
      out.push(chosen.text);
      existing.push(chosen.text);
      usedVerbs.set(verbKey, (usedVerbs.get(verbKey) ?? 0) + 1);
      for (const key of chosen.keys) {
        usedTopics.add(key);
        if (!firstVerb.has(key)) firstVerb.set(key, template.verb);
      }
      if (chosen.module >= 0) covered.add(chosen.module);
    }
  }
  return out;
}
