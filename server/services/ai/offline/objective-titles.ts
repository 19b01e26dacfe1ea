/**
 * Objectives from module titles that name a skill (issue #10): a title led by gerunds that take
 * an object ("Sharpening Turning Tools", "Stripping and Preparing the Frame", "Writing a Blazon")
 * is what its module trains, so it reads as that module's objective once it has a verb of the
 * course level ("demonstrate how to strip and prepare the frame"). Used for the modules whose
 * description gave none (objective-descriptions.ts). A title that is a topic ("Cooling and
 * Lubrication", "Pricing Strategy", "Working Memory") or leans on something ("Putting It
 * Together") gives none. Pure and deterministic.
 */
import type { CourseLevel } from "../provider.ts";
import { skillObjective } from "./objective-descriptions.ts";
import { runningCase } from "./objective-topics.ts";
import { escapeRegExp } from "./text.ts";

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
  modules: readonly { title: string; text: string }[],
  level: CourseLevel,
  names: ReadonlySet<string>,
  covered: ReadonlySet<number>,
): { text: string; module: number }[] {
  const lessons = modules.map((m) => m.text).join("\n");
  const out: { text: string; module: number }[] = [];
  modules.forEach((m, module) => {
    if (covered.has(module)) return;
    const text = titleSkill(m.title, level, names, lessons);
    if (text) out.push({ text, module });
  });
  return out;
}

/** A title's skill as an objective of the level, or null when the title names no skill. */
function titleSkill(title: string, level: CourseLevel, names: ReadonlySet<string>, lessons: string): string | null {
  const trimmed = title.trim();
  if (!/^\p{Lu}\p{Ll}+ing\s/u.test(trimmed) || /[:;?!()"“”]/.test(trimmed)) return null;
  // "Measuring Support and Disciplining It": a pronoun leans on the title before it.
  if (/\b(?:it|them|this|that|these|those)\b/i.test(trimmed)) return null;
  const text = runningCase(trimmed, names);
  const items = text.split(/,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/);
  // "Cooling and Lubrication", "Scheduling and the Critical Path": a list with a topic in it.
  if (!items.every((item) => /^\p{Ll}+ing\b/u.test(item))) return null;
  if (items.some((item) => NO_PERFORMANCE.test(item.split(" ")[0]!))) return null;
  const [gerund, next] = text.split(" ");
  if (isModifier(gerund!, next, lessons)) return null;
  return skillObjective(text, level);
}

/**
 * Whether the lessons use the gerund as a noun's modifier with the word after it ("a pricing
 * strategy", "working memory is ..."): the title is then a topic, not a skill.
 */
function isModifier(gerund: string, next: string | undefined, lessons: string): boolean {
  if (!next || /^(?:the|a|an|and|or|to|for|with|in|on|at|by|from|into|out|up|down|off|back)$/.test(next)) return false;
  const phrase = `${escapeRegExp(gerund)}\\s+${escapeRegExp(next)}`;
  return (
    new RegExp(`\\b${MODIFIER_BEFORE}\\s+${phrase}`, "i").test(lessons) ||
    new RegExp(`\\b${phrase}\\s+(?:is|are|was|were|has|have|can|may|must|will|holds?)\\b`, "i").test(lessons)
  );
}
