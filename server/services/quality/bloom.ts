/**
 * Bloom's taxonomy verbs and levels for learning objectives (revised taxonomy: Anderson &
 * Krathwohl 2001). Verb lists after the usual university guides (e.g. Iowa State CELT's "Revised
 * Bloom's Taxonomy" and the Quality Matters guidance on measurable objectives, QM 2.1-2.2): each
 * verb is listed under the one level it most often signals. Pure.
 */
import { BLOOM_LEVELS, type BloomLevel } from "../../../common/course-snapshot.ts";
import { isVerbInObjective } from "../nlp/wink.ts";

/** Measurable action verbs per Bloom level. */
export const BLOOM_VERBS: Record<BloomLevel, readonly string[]> = {
  remember: [
    "define",
    "list",
    "recall",
    "identify",
    "name",
    "recognize",
    "recognise",
    "state",
    "label",
    "memorize",
    "match",
    "locate",
    "repeat",
    "reproduce",
    "record",
    "cite",
    "quote",
    "tabulate",
    "retrieve",
    "enumerate",
    "find",
    "indicate",
    "tell",
    "duplicate",
    "underline",
    "spell",
  ],
  understand: [
    "explain",
    "summarize",
    "summarise",
    "describe",
    "classify",
    "interpret",
    "paraphrase",
    "discuss",
    "illustrate",
    "outline",
    "restate",
    "translate",
    "exemplify",
    "infer",
    "report",
    "clarify",
    "predict",
    "estimate",
    "express",
    "generalize",
    "associate",
    "convert",
    "extend",
    "rephrase",
    "represent",
    "characterize",
    "characterise",
    "trace",
    "articulate",
    "depict",
    "visualize",
    "visualise",
    "extrapolate",
    "contextualize",
    "contextualise",
    "recount",
  ],
  apply: [
    "apply",
    "use",
    "demonstrate",
    "implement",
    "solve",
    "execute",
    "calculate",
    "perform",
    "operate",
    "conduct",
    "employ",
    "practice",
    "practise",
    "compute",
    "complete",
    "carry",
    "modify",
    "prepare",
    "show",
    "sketch",
    "manipulate",
    "utilize",
    "administer",
    "determine",
    "handle",
    "load",
    "measure",
    "change",
    "dramatize",
    "schedule",
    "adjust",
    "install",
    "configure",
    "run",
    "navigate",
    "draw",
    "graph",
    "chart",
    "simulate",
    "play",
    "sing",
    "transpose",
    "harmonize",
    "harmonise",
    "weld",
    "treat",
    "prescribe",
    "titrate",
    "inject",
    "interview",
    "read",
  ],
  analyze: [
    "analyze",
    "analyse",
    "differentiate",
    "compare",
    "contrast",
    "examine",
    "distinguish",
    "organize",
    "organise",
    "deconstruct",
    "categorize",
    "investigate",
    "diagnose",
    "test",
    "attribute",
    "dissect",
    "correlate",
    "inspect",
    "relate",
    "experiment",
    "detect",
    "break",
    "debug",
    "troubleshoot",
    "question",
    "survey",
    "discriminate",
    "separate",
    "subdivide",
    "deduce",
    "audit",
    "profile",
    "map",
    "parse",
  ],
  evaluate: [
    "evaluate",
    "assess",
    "critique",
    "justify",
    "judge",
    "argue",
    "defend",
    "appraise",
    "recommend",
    "prioritize",
    "prioritise",
    "select",
    "verify",
    "review",
    "rate",
    "rank",
    "validate",
    "support",
    "conclude",
    "debate",
    "weigh",
    "decide",
    "check",
    "confirm",
    "monitor",
    "grade",
    "choose",
    "forecast",
    "reframe",
  ],
  create: [
    "create",
    "design",
    "develop",
    "construct",
    "formulate",
    "compose",
    "plan",
    "produce",
    "propose",
    "build",
    "write",
    "generate",
    "draft",
    "devise",
    "author",
    "invent",
    "hypothesize",
    "synthesize",
    "assemble",
    "compile",
    "integrate",
    "program",
    "revise",
    "adapt",
    "form",
    "arrange",
    "combine",
    "originate",
    "rewrite",
    "prototype",
    "model",
    "choreograph",
    "improvise",
    "orchestrate",
    "fabricate",
    "engineer",
    "code",
  ],
};

/**
 * Verbs that describe an internal state, not something a learner can be seen doing; QM 2.1-2.2 and
 * most objective-writing guides exclude them ("understand", "know", "learn", "appreciate", "be aware of").
 */
export const NON_MEASURABLE_VERBS = [
  "understand",
  "know",
  "learn",
  "appreciate",
  "be aware of",
  "become aware of",
  "be familiar with",
  "become familiar with",
  "comprehend",
  "grasp",
  "realize",
  "realise",
  "believe",
  "gain",
  "explore",
  "value",
  "be exposed to",
  "enjoy",
  "feel",
  "like",
  "love",
  "see",
  "think",
  "consider",
  "experience",
  "become",
] as const;

/**
 * Bloom verbs that are as often nouns ("survey data", "a data model", "the design"): after the
 * objective's own verb they are topic words, not a second verb.
 */
export const NOUN_LIKE_VERBS: ReadonlySet<string> = new Set(
  (
    "survey map model question profile chart graph code form play run read change check schedule audit record " +
    "test plan draft review support rate rank practice report design program outline sketch match list label " +
    "state name quote debate experiment grade score sign interview treatment treat"
  ).split(" "),
);

/** verb -> Bloom level (each verb listed once). */
export const BLOOM_LEVEL_OF_VERB: ReadonlyMap<string, BloomLevel> = new Map(
  BLOOM_LEVELS.flatMap((level) => BLOOM_VERBS[level].map((verb) => [verb, level] as const)),
);

/** Lead-ins stripped before the verb: "By the end of this module, students will be able to ...", "SWBAT ...". */
const LEAD_IN =
  /^\s*(?:by the end of (?:this|the) (?:course|module|unit|lesson|week|session),?\s*)?(?:(?:students?|learners?|participants?|trainees?|you|the (?:student|learner|participant))\s+(?:will|should|can|must|shall)[\s:]+(?:be able to[\s:]+)?|swbat[\s:]+|able to[\s:]+)?/i;

/**
 * The objective's text with any learner lead-in removed ("Students will be able to analyze X" ->
 * "analyze X").
 */
export function stripLeadIn(text: string): string {
  return text.replace(LEAD_IN, "").replace(/^[\s:,-]+/, "");
}

/**
 * The first word after the lead-in, lower-cased ("Students will be able to Analyze data" -> "analyze").
 *
 * @returns the word, or null for text with no words
 */
export function leadingVerb(text: string): string | null {
  return /^([a-z]+)/i.exec(stripLeadIn(text))?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether the objective starts with a verb measurable objectives avoid (understand, know, learn,
 * appreciate, be aware of, ...), after the lead-in.
 */
export function startsWithNonMeasurableVerb(text: string): boolean {
  const rest = stripLeadIn(text).toLowerCase();
  return NON_MEASURABLE_VERBS.some((verb) => rest === verb || rest.startsWith(`${verb} `));
}

/**
 * The level given to a measurable verb that is not in BLOOM_VERBS but is used as a verb
 * ("calibrate the sensor"): apply, the level of doing something with what was learnt, because
 * the taxonomy lists give no level for it.
 */
export const UNLISTED_VERB_LEVEL: BloomLevel = "apply";

/**
 * The Bloom level of an objective from its leading action verb: the level BLOOM_VERBS lists it
 * under; else, when the word is used as a verb (part of speech, wink-nlp) and is not one of the
 * NON_MEASURABLE_VERBS, {@link UNLISTED_VERB_LEVEL} (issue #10: valid verbs such as "determine"
 * were refused).
 *
 * @param text - e.g. "Students will be able to evaluate research designs"
 * @returns the level ("evaluate"), or null when the objective does not start with a measurable
 *   verb (including "understand", which names a level but is not measurable)
 */
export function classifyBloomLevel(text: string): BloomLevel | null {
  const verb = leadingVerb(text);
  if (!verb) return null;
  const listed = BLOOM_LEVEL_OF_VERB.get(verb);
  if (listed) return listed;
  if (startsWithNonMeasurableVerb(text)) return null;
  const rest = stripLeadIn(text).slice(verb.length);
  return isVerbInObjective(verb, rest) ? UNLISTED_VERB_LEVEL : null;
}

/** 1 (remember) to 6 (create): the level's rank, for averages over a course. */
export function bloomRank(level: BloomLevel): number {
  return BLOOM_LEVELS.indexOf(level) + 1;
}
