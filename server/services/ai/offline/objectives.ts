/**
 * Offline learning objectives: "Students will be able to " + a Bloom verb fitting the course
 * level + a key concept of this course, in a template that reads naturally. Pure and
 * deterministic: the same course always gives the same objectives.
 */
import type { GenerateObjectivesInput } from "../provider.ts";
import { BANNED_OBJECTIVE_VERBS, LEVEL_VERBS, VERB_TEMPLATES } from "./bloom-verbs.ts";
import { analyzeText, contentWords, displayForm, distinctConcepts, type Concept, type TextAnalysis } from "./nlp.ts";
import { normalizeForCompare } from "./text.ts";

export const OBJECTIVE_PREFIX = "Students will be able to ";
const DEFAULT_COUNT = 5;
const MAX_COUNT = 12;

/**
 * The course's subject as a phrase: the title without "Introduction to" / "Principles of", a
 * trailing numeral or a subtitle, in running-text case ("Principles of Macroeconomics" ->
 * "macroeconomics", "Engineering Mechanics: Statics" -> "engineering mechanics").
 */
export function courseContext(
  analysis: TextAnalysis,
  title: string,
): { key: string; phrase: string; words: Set<string> } {
  const cleaned = title
    .split(/[:\u2013\u2014|]| - /)[0]!
    .replace(
      /^(an?\s+)?(introduction|intro|fundamentals|principles|foundations|basics|essentials|survey)\s+(to|of|in)\s+/i,
      "",
    )
    .replace(/\s+(I{1,3}|IV|V|\d+)$/, "")
    .trim();
  const phrase = displayForm(cleaned || title.trim() || "the discipline", analysis.properSeen, false);
  return { key: normalizeForCompare(phrase), phrase, words: contentWords(phrase) };
}

/**
 * Objectives for a course (or, with `lessonText`, for a module).
 *
 * @param input.count how many (default 5, clamped 1-12)
 * @param input.existing objectives already present: never repeated; concepts and verbs they
 *   already use are placed last
 * @returns objective statements, lowest Bloom level first, each with a different verb while the
 *   level's verb list lasts
 */
export function offlineObjectives(input: GenerateObjectivesInput, analysis?: TextAnalysis): string[] {
  const count = Math.min(MAX_COUNT, Math.max(1, Math.round(input.count ?? DEFAULT_COUNT)));
  const text =
    analysis ??
    analyzeText([
      { text: input.courseTitle, weight: 3 },
      { text: input.courseDescription, weight: 2 },
      { text: input.lessonText ?? "", weight: 1 },
    ]);
  const context = courseContext(text, input.courseTitle);
  const existing = input.existing ?? [];
  const existingWords = contentWords(existing.join(" "));
  const existingNormalized = new Set(existing.map(normalizeForCompare));

  let concepts: Concept[] = distinctConcepts(subjectConcepts(text.concepts, context.words), 24);
  if (concepts.length === 0) concepts = [{ key: context.key, surface: context.phrase, words: 1, count: 1, score: 1 }];
  const covered = (c: Concept) =>
    c.key.split(" ").every((w) => existingWords.has(w) || existingWords.has(w.replace(/s$/, "")));
  concepts = [...concepts.filter((c) => !covered(c)), ...concepts.filter(covered)];

  const usedVerbs = new Set(existing.map((o) => /able to\s+(\w+)/i.exec(o)?.[1]?.toLowerCase()).filter(Boolean));
  const levelVerbs = LEVEL_VERBS[input.level] ?? LEVEL_VERBS.beginner;
  const verbs = [...levelVerbs.filter((v) => !usedVerbs.has(v)), ...levelVerbs.filter((v) => usedVerbs.has(v))];

  const out: string[] = [];
  const produced = new Set<string>();
  const attempts = verbs.length * concepts.length + count;
  for (let i = 0, conceptIndex = 0; out.length < count && i < attempts; i++) {
    const verb = verbs[i % verbs.length]!;
    const concept = concepts[conceptIndex % concepts.length]!;
    const second =
      concepts.length > 1 ? concepts[(conceptIndex + Math.ceil(concepts.length / 2)) % concepts.length]! : null;
    const objective = OBJECTIVE_PREFIX + fillTemplate(verb, concept.surface, second?.surface ?? null, context.phrase);
    const key = normalizeForCompare(objective);
    if (!produced.has(key) && !existingNormalized.has(key) && !BANNED_OBJECTIVE_VERBS.includes(verb)) {
      out.push(objective);
      produced.add(key);
      conceptIndex++;
    } else if (i % verbs.length === verbs.length - 1) {
      conceptIndex++;
    }
  }
  return out;
}

function fillTemplate(verb: string, concept: string, second: string | null, context: string): string {
  let template = VERB_TEMPLATES[verb] ?? `${verb} {c} in {x}`;
  // Without a second concept, a two-concept template would compare a concept with itself.
  if (!second && template.includes("{d}")) template = `${verb} {c} in the context of {x}`;
  if (concept.toLowerCase() === context.toLowerCase())
    template = template.replace(/ (in|from|of|to) (a |the )?\{x\}.*$/, "");
  return template
    .replace("{c}", concept)
    .replace("{d}", second ?? "")
    .replace("{x}", context);
}

/**
 * Concepts other than the course subject itself ("cell biology" in a cell-biology course),
 * multi-word phrases weighted up: they are more specific, so they make better objectives.
 */
export function subjectConcepts(concepts: Concept[], contextWords: Set<string>): Concept[] {
  return concepts
    .filter((c) => ![...contentWords(c.key)].every((w) => contextWords.has(w)))
    .map((c) => ({ ...c, score: c.words > 1 ? c.score * 1.5 : c.score }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}
