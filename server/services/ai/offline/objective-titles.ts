/**
 * Objectives from module titles that name a skill (issue #10): a title led by gerunds that take
 * an object ("Sharpening Turning Tools", "Stripping and Preparing the Frame", "Writing a Blazon")
 * is what its module trains, so it reads as that module's objective once it has a verb of the
 * course level ("demonstrate how to strip and prepare the frame"). Used for the modules whose
 * description gave none (objective-descriptions.ts); a module whose title names no skill takes
 * its lesson's title when that names one the lesson performs ("Calculating an interim payment").
 * A title that is a topic ("Cooling and Lubrication", "Pricing Strategy", "Working Memory") or
 * leans on something ("Putting It Together") gives none. Pure and deterministic.
 */
import type { CourseLevel } from "../provider.ts";
import { skillObjective } from "./objective-descriptions.ts";
import { runningCase } from "./objective-topics.ts";
import { contentWords } from "./nlp.ts";
import { listedTopics } from "./topics.ts";
import { escapeRegExp } from "./text.ts";
import { baseVerb } from "./verb-forms.ts";
import { singularForms } from "./word-kinds.ts";

/** Gerunds that name no performance ("Knowing the Carrier", "Learning Through Play"). */
const NO_PERFORMANCE = /^(?:knowing|learning|understanding|seeing|getting|putting|becoming|being|having)$/;

/** Words before a gerund that make it a noun's modifier: "a pricing strategy", "the working memory". */
const MODIFIER_BEFORE =
  "(?:a|an|the|this|that|these|those|its|their|our|your|each|every|two|three|four|several|many|other|such|different|main|good|new|of|for)";

/**
 * Each uncovered module's objective from its title (without "Students will be able to "), in
 * module order.
 * @param modules the modules' titles and lesson text (plain)
 * @param covered modules that already have an objective (from their description)
 * @param names words the course writes capitalised mid-sentence (kept capitalised)
 */
export function titleObjectives(
  modules: readonly { title: string; text: string; lessonTitles?: readonly string[] }[],
  level: CourseLevel,
  names: ReadonlySet<string>,
  covered: ReadonlySet<number>,
): { text: string; module: number }[] {
  const lessons = modules.map((m) => m.text).join("\n");
  const out: { text: string; module: number }[] = [];
  modules.forEach((m, module) => {
    if (covered.has(module)) return;
    const text =
      titleSkill(m.title, level, names, lessons) ??
      (m.lessonTitles ?? [])
        .filter((title) => taughtSkill(title, m.text))
        .map((title) => titleSkill(title, level, names, lessons))
        .find((skill) => skill !== null);
    if (text) out.push({ text, module });
  });
  return out;
}

/**
 * Whether a lesson title's skill is what its lesson teaches, not a figure of speech or a story
 * ("Hearing the truth", "Ruling a Frankish empire"): the lesson uses one of the title's verbs as a
 * performance (its base form or its gerund: "calculate", "calculating", not only "calculated" or
 * "rules"), and at least half of the object's content words. A title with a comma lists topics
 * ("Rolling noise, propulsion noise and the emission line").
 */
function taughtSkill(title: string, lesson: string): boolean {
  const words = title.trim().split(/\s+/);
  if (title.includes(",")) return false;
  const gerunds = words.filter((w) => /^\p{L}+ing$/u.test(w)).map((w) => w.toLowerCase());
  const forms = gerunds.flatMap((g) => [g, baseVerb(g) ?? g]);
  if (!forms.some((form) => new RegExp(`\\b${escapeRegExp(form)}\\b`, "i").test(lesson))) return false;
  const object = [...stems(words.filter((w) => !/^\p{L}+ing$/u.test(w)).join(" "))];
  const taught = stems(lesson);
  return object.length > 0 && object.filter((w) => taught.has(w)).length * 2 >= object.length;
}

/**
 * The skills the course description lists ("Two kitchen workshops take learners through soaking
 * and grinding soybeans, cooking and straining soy milk, choosing a coagulant, and pressing firm
 * and silken tofu": topics.ts `listedTopics`) as objectives of the level ("demonstrate how to soak
 * and grind soybeans"), each with the module that teaches it (the one sharing most content words
 * with it), in the description's order. What the course promises learners can do is its first
 * objectives; a listed topic that is no skill ("cataloguing and metadata", "drilling fluids")
 * gives none.
 * @param modules the modules' titles and lesson text (plain)
 * @param names words the course writes capitalised mid-sentence (kept capitalised)
 */
export function descriptionSkillObjectives(
  description: string,
  modules: readonly { title: string; text: string }[],
  level: CourseLevel,
  names: ReadonlySet<string>,
): { text: string; module: number }[] {
  if (modules.length === 0) return [];
  const lessons = modules.map((m) => m.text).join("\n");
  const moduleWords = modules.map((m) => stems(`${m.title} ${m.title} ${m.text}`));
  const out: { text: string; module: number }[] = [];
  for (const topic of listedTopics(description)) {
    if (namesNoun(topic, description)) continue;
    const text = titleSkill(topic.charAt(0).toUpperCase() + topic.slice(1), level, names, lessons);
    if (!text) continue;
    // The skill's object (its words after the first): a skill is taught where most of them are,
    // and where its verb is used too ("tell the time" is not taught by a lesson that only says "time").
    const [verb, ...object] = topic.split(" ");
    const words = [...stems(object.join(" "))];
    const verbUsed = new RegExp(`\\b${escapeRegExp(verb!.slice(0, 4))}`, "i");
    const shared = moduleWords.map((w, i) =>
      verbUsed.test(`${modules[i]!.title} ${modules[i]!.text}`) ? words.filter((word) => w.has(word)).length : 0,
    );
    const best = Math.max(...shared);
    // A skill whose object no module teaches is promised, not taught: content-gaps.ts reports it.
    // More than half of its object's words must be taught ("finish the work with limewash": "work" is not enough).
    if (best * 2 <= words.length && best < words.length) continue;
    out.push({ text, module: shared.indexOf(best) });
  }
  return out;
}

/** Words before a listed gerund that leave it a verb: list joiners and framing verbs. */
const JOINER =
  /^(?:and|or|with|through|on|to|from|in|into|at|by|for|about|including|includes?|then|plus|via|covers?|covering|practi[sc]e|learn|study|teaches|explores?)$/i;

/**
 * Whether the description writes a listed gerund as a noun's modifier or a noun: after a
 * determiner or another word ("the storming of the Bastille", "ward nursing time", "read working
 * heat"), or before a head noun of a compound ("pricing strategy", "dating methods").
 */
function namesNoun(topic: string, description: string): boolean {
  const [gerund, next] = topic.split(" ");
  if (next !== undefined && COMPOUND_HEAD.test(next)) return true;
  // "grading and staging of colorectal carcinoma": gerunds before "of" are nouns.
  if (/^\p{Ll}+ing(?:\s+and\s+\p{Ll}+ing)?\s+of\b/u.test(topic)) return true;
  const at = description.toLowerCase().indexOf(`${gerund} ${next ?? ""}`.trim().toLowerCase());
  if (at < 0) return false;
  const before = /(\S+)\s*$/.exec(description.slice(0, at))?.[1];
  return before !== undefined && /^[\p{L}'’-]+$/u.test(before) && !JOINER.test(before);
}

/** Nouns that make a gerund before them a modifier ("training evaluation", "drilling fluids"). */
const COMPOUND_HEAD =
  /^(?:strateg(?:y|ies)|methods?|evaluation|tests?|time|differentials|mechanisms?|skills|sessions?|fluids|choir|place|structures|patterns|obligations|ecology|physiology|design|programmes?|programs?|techniques?|systems?|standards?|needs|principles?|process(?:es)?|operations?|polic(?:y|ies)|theory|rates?|costs?|behaviou?rs?|models?|licen[cs]es|transmission|referrals|regimes|codes|spaces?)$/i;

/** Content words cut to five letters, so "soaking", "soaked" and "soak" meet. */
function stems(text: string): Set<string> {
  return new Set([...contentWords(text)].map((w) => w.slice(0, 5)));
}

/** A title's skill as an objective of the level, or null when the title names no skill. */
function titleSkill(title: string, level: CourseLevel, names: ReadonlySet<string>, lessons: string): string | null {
  const trimmed = title.trim();
  if (!/^\p{Lu}\p{Ll}+ing\s/u.test(trimmed) || /[:;?!()"“”]/.test(trimmed)) return null;
  // "Measuring Support and Disciplining It": a pronoun leans on the title before it. "Teaching how
  // to keep a starter", "stirring versus shaking", "testing each on paper": no one skill either.
  if (/\b(?:it|them|this|that|these|those|each|both|versus|how)\b/i.test(trimmed)) return null;
  const text = runningCase(trimmed, names);
  const items = text.split(/,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/);
  // "Cooling and Lubrication", "Scheduling and the Critical Path": a list with a topic in it.
  if (!items.every((item) => /^\p{Ll}+ing\b/u.test(item))) return null;
  if (items.some((item) => NO_PERFORMANCE.test(item.split(" ")[0]!))) return null;
  // "Holding and Ringing", "Targeting and Positioning": verbs with no object name no performance.
  if (items.every((item) => !item.includes(" "))) return null;
  const [gerund, next] = text.split(" ");
  // "Strengthening Mechanisms", "Flanking Transmission": a compound's modifier, no skill.
  if (isModifier(gerund!, next, lessons) || COMPOUND_HEAD.test(next ?? "")) return null;
  return skillObjective(text, level);
}

/**
 * Whether the lessons use the gerund as a noun's modifier with the word after it ("a pricing
 * strategy", "working memory is ..."): the title is then a topic, not a skill.
 */
function isModifier(gerund: string, next: string | undefined, lessons: string): boolean {
  if (!next || /^(?:the|a|an|and|or|to|for|with|in|on|at|by|from|into|out|up|down|off|back)$/.test(next)) return false;
  const phrase = `${escapeRegExp(gerund)}\\s+${escapeRegExp(next)}`;
  // "Switching losses in silicon" where a lesson writes "Switching loss arises because ...": the
  // singular head before a verb in -s is a noun's.
  const singulars = singularForms(next);
  const singular =
    singulars.length > 0 ? `${escapeRegExp(gerund)}\\s+(?:${singulars.map(escapeRegExp).join("|")})` : null;
  return (
    new RegExp(`\\b${MODIFIER_BEFORE}\\s+${phrase}`, "i").test(lessons) ||
    new RegExp(`\\b${phrase}\\s+(?:is|are|was|were|has|have|can|may|must|will|holds?)\\b`, "i").test(lessons) ||
    (singular !== null &&
      new RegExp(`\\b${singular}\\s+(?:is|was|has|can|may|must|will|\\p{Ll}+[^s\\W]s)\\b`, "iu").test(lessons))
  );
}
