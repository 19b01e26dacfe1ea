/**
 * Whether two quiz terms are of the same kind by WordNet's noun hierarchy (issue #10, rubric D):
 * "trochee" and "iamb" are both metrical feet, "neutrophil" and "lymphocyte" both leukocytes,
 * "Germany" and "Italy" both European countries, while "piston" and "rest" share nothing closer
 * than "entity". A term WordNet lacks is looked up by its head noun ("postal rule" -> "rule").
 * Also the co-hyponyms of a term, as distractors when the lessons name too few of its kind.
 */
import { lookupNoun, synsetAt, type Synset } from "./wordnet.ts";

/** How far up the hierarchy two terms may go to meet (hypernym steps from each). */
const MAX_STEPS = 3;
/** A meeting point this close to the root ("entity", "abstraction", "object", "act") says nothing about kind. */
const MIN_ROOT_DEPTH = 5;
/** Most children a category may have for its members to fill in as distractors. */
const MAX_CATEGORY = 25;
/** Senses of a lemma considered (WordNet lists the most frequent first). */
const MAX_SENSES = 4;

const depthCache = new Map<number, number>();

/** Steps from a synset to the root by its shortest hypernym path. */
function rootDepth(offset: number, guard = 0): number {
  const cached = depthCache.get(offset);
  if (cached !== undefined) return cached;
  const synset = synsetAt(offset);
  const depth =
    !synset || synset.hypernyms.length === 0 || guard > 25
      ? 0
      : 1 + Math.min(...synset.hypernyms.map((h) => rootDepth(h, guard + 1)));
  depthCache.set(offset, depth);
  return depth;
}

/** Ancestors of a synset within MAX_STEPS, with their distance. */
function ancestors(offset: number): Map<number, number> {
  const out = new Map<number, number>([[offset, 0]]);
  let frontier = [offset];
  for (let step = 1; step <= MAX_STEPS; step++) {
    const next: number[] = [];
    for (const o of frontier)
      for (const h of synsetAt(o)?.hypernyms ?? [])
        if (!out.has(h)) {
          out.set(h, step);
          next.push(h);
        }
    frontier = next;
  }
  return out;
}

/** Singular candidates of a term as WordNet lists lemmas ("neutrophils" -> "neutrophil"). */
function lemmaForms(term: string): string[] {
  return [term.trim().toLowerCase(), ...singularForms(term)];
}

/** The singulars a plural may have, by spelling only ("losses" -> "loss", "rays" -> "ray"); [] for no plural. */
export function singularForms(term: string): string[] {
  const t = term.trim().toLowerCase();
  const forms: string[] = [];
  if (/ies$/.test(t)) forms.push(t.replace(/ies$/, "y"));
  if (/(?:ses|xes|zes|ches|shes)$/.test(t)) forms.push(t.replace(/es$/, ""));
  if (/[^s]s$/.test(t)) forms.push(t.replace(/s$/, ""));
  return forms;
}

/**
 * The noun senses of a term: the whole term, else its head noun; senses whose lemma has the
 * term's case (a name for "Piston", the engine part for "piston") first.
 */
export function sensesOf(term: string): number[] {
  const words = term.trim().split(/\s+/);
  const tries = words.length > 1 ? [term, words.at(-1)!] : [term];
  for (const t of tries) {
    for (const form of lemmaForms(t)) {
      const entry = lookupNoun(form);
      if (!entry) continue;
      const proper = /^\p{Lu}/u.test(t) && !/^[A-Z]{2,}$/.test(t);
      const caseFits = (s: Synset | null) =>
        !!s && s.lemmas.some((l) => l.toLowerCase() === form && /^\p{Lu}/u.test(l) === proper);
      const senses = entry.offsets.slice(0, 8);
      const fitting = senses.filter((o) => caseFits(synsetAt(o)));
      return (fitting.length > 0 ? fitting : senses).slice(0, MAX_SENSES);
    }
  }
  return [];
}

/** Kinship of one sense of a term with a whole other term (see {@link wordnetKinship}). */
function senseKinship(x: number, sb: number[]): number {
  const up = ancestors(x);
  let best = 0;
  for (const y of sb) {
    if (x === y) return 0;
    for (const [node, dy] of ancestors(y)) {
      const dx = up.get(node);
      if (dx === undefined || dx === 0 || dy === 0) continue;
      if (rootDepth(node) < MIN_ROOT_DEPTH) continue;
      best = Math.max(best, dx === 1 && dy === 1 ? 3 : 2);
    }
  }
  return best;
}

const kinCache = new Map<string, number | null>();

/**
 * How closely WordNet puts two terms in one kind: 3 for siblings (one shared parent), 2 for
 * cousins (meeting within MAX_STEPS at a specific enough node), 0 when both are known and share
 * no such node, null when WordNet lacks either. One being an ancestor of the other ("cell",
 * "neutrophil") is 0: a broader term is no rival, it may even be true.
 */
export function wordnetKinship(a: string, b: string): number | null {
  const cacheKey = `${a}|${b}`;
  if (kinCache.has(cacheKey)) return kinCache.get(cacheKey)!;
  const sa = sensesOf(a);
  const sb = sensesOf(b);
  let kin: number | null = null;
  if (sa.length > 0 && sb.length > 0) {
    kin = 0;
    for (const x of sa) {
      if (sb.includes(x)) {
        kin = 0;
        break;
      }
      kin = Math.max(kin, senseKinship(x, sb));
    }
  }
  if (kinCache.size > 50_000) kinCache.clear();
  kinCache.set(cacheKey, kin);
  return kin;
}

/**
 * Whether WordNet puts one term's first sense under the other's (within MAX_STEPS hypernym
 * links): "malt" is a "grain", a "kinase" an "enzyme". As a distractor the broader or narrower
 * term is also a right answer (rubric U; held-out-2 and -5 judgments). Terms on the same head
 * word ("graphic scale", "single scale") are not compared.
 */
export function wordnetNests(a: string, b: string): boolean {
  const head = (t: string) => t.trim().toLowerCase().split(/\s+/).at(-1)!.replace(/s$/, "");
  if (head(a) === head(b)) return false;
  const [x] = sensesOf(a);
  const [y] = sensesOf(b);
  if (x === undefined || y === undefined) return false;
  return ancestorsOf(x).has(y) || ancestorsOf(y).has(x);
}

const ancestorCache = new Map<number, Map<number, number>>();
/** {@link ancestors}, cached: a quiz asks it for every key and candidate distractor. */
function ancestorsOf(offset: number): Map<number, number> {
  let found = ancestorCache.get(offset);
  if (!found) {
    if (ancestorCache.size > 20_000) ancestorCache.clear();
    found = ancestors(offset);
    ancestorCache.set(offset, found);
  }
  return found;
}

/** WordNet's noun lexicographer files by number (lexnames(5)), from 3 (noun.Tops) on. */
const NOUN_LEX_FILES =
  "Tops act animal artifact attribute body cognition communication event feeling food group location motive object person phenomenon plant possession process quantity relation shape state substance time".split(
    " ",
  );

/**
 * The kind of thing a term's most frequent noun sense is, as WordNet's lexicographer file names
 * it ("capacitors" -> "artifact", "memory" -> "cognition", "excavation" -> "act"), or null when
 * WordNet lacks the term and its head noun.
 */
export function nounClass(term: string): string | null {
  const first = sensesOf(term)[0];
  const synset = first === undefined ? null : synsetAt(first);
  return synset ? (NOUN_LEX_FILES[synset.lexFile - 3] ?? null) : null;
}

/** Whether WordNet has `word` (or its singular) as a common, lower-case noun ("pilots", "recall"). */
export function isCommonNoun(word: string): boolean {
  return lemmaForms(word).some((form) =>
    (lookupNoun(form)?.offsets ?? []).some((o) => synsetAt(o)?.lemmas.includes(form)),
  );
}

/**
 * A phrase with the capitals WordNet gives its names: the whole phrase when WordNet lists it
 * ("ohm's law" -> "Ohm's law"), else each possessive of a word WordNet knows only as a name
 * ("mendel's law of segregation" -> "Mendel's law of segregation").
 */
export function nameCase(phrase: string): string {
  const whole = lookupNoun(phrase);
  // A common noun too ("wood", "bush") stays in lower case; only a phrase WordNet knows only as a name.
  if (whole && !isCommonNoun(phrase.toLowerCase())) {
    const lemma = whole.offsets
      .flatMap((o) => synsetAt(o)?.lemmas ?? [])
      .find((l) => l.toLowerCase() === phrase.toLowerCase() && /\p{Lu}/u.test(l));
    if (lemma) return lemma;
  }
  return phrase.replace(/\b(\p{Ll}+)(?='s\b)/gu, (word: string) => {
    const entry = lookupNoun(word);
    if (!entry || isCommonNoun(word)) return word;
    const name = synsetAt(entry.offsets[0]!)?.lemmas.find((l) => l.toLowerCase() === word);
    return name && /^\p{Lu}/u.test(name) ? name : word;
  });
}

/** A plural of a WordNet lemma, to agree with a plural key ("iamb" -> "iambs", "ray" -> "rays"). */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return noun.replace(/y$/, "ies");
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * Co-hyponyms of a term (children of its parents), single-lemma forms in the term's number and
 * case, not sharing a word with it, known to the tagged corpus or used by `lessonText`, up to
 * `limit`. Only from the first sense, only from a narrow category (at most
 * MAX_CATEGORY members), and only from a sense the course confirms: another of `courseTerms` is
 * of the term's kind in that sense ("iamb" confirms the metre sense of "trochee"; nothing
 * confirms the jewellery sense of "bead" in a welding course).
 */
export function wordnetSiblings(
  term: string,
  courseTerms: readonly string[],
  lessonText: string,
  limit = 12,
): string[] {
  const plural = /[^s]s$/.test(term.trim().split(/\s+/).at(-1) ?? "");
  const own = new Set(term.toLowerCase().split(/\s+/));
  lessonText = lessonText.toLowerCase();
  const others = courseTerms.filter((t) => t.toLowerCase() !== term.toLowerCase()).slice(0, 80);
  const out: string[] = [];
  const senses = sensesOf(term);
  // Only the term's first sense, or its only one: a rarer sense fills in nonsense ("bead" as a jewel).
  for (const sense of senses.slice(0, 1)) {
    for (const parent of synsetAt(sense)?.hypernyms ?? []) {
      const children = synsetAt(parent)?.hyponyms ?? [];
      // Only a narrow category ("metrical foot", "leukocyte"), not "animal" or "speech act".
      if (rootDepth(parent) < MIN_ROOT_DEPTH || children.length > MAX_CATEGORY) continue;
      // The course confirms the category: another of its terms is a member ("iamb" under "metrical foot").
      const confirmed = others.some((t) => {
        const first = sensesOf(t)[0];
        return first !== undefined && first !== sense && (synsetAt(first)?.hypernyms ?? []).includes(parent);
      });
      if (!confirmed) continue;
      const proper = synsetAt(sense)!.lemmas.some((l) => /^\p{Lu}/u.test(l));
      for (const child of children) {
        if (child === sense) continue;
        const lemma = synsetAt(child)?.lemmas[0];
        // A word the tagged corpus never met ("arpent", "moneran") only if the course uses it.
        const familiar =
          !!lemma && (lessonText.includes(lemma.toLowerCase()) || (lookupNoun(lemma)?.tagSenseCount ?? 0) > 0);
        if (
          !lemma ||
          !familiar ||
          /^\p{Lu}/u.test(lemma) !== proper ||
          lemma.split(" ").some((w) => own.has(w.toLowerCase()))
        )
          continue;
        const form = plural && !proper ? pluralOf(lemma) : lemma;
        if (!out.includes(form)) out.push(form);
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/** Words that always name a course's audience, whatever WordNet's first sense ("majors" is a group there). */
export const AUDIENCE_WORDS =
  "students?|learners?|apprentices|homeowners|owners|technicians|analysts|professionals|practitioners|hygienists|" +
  "nurses|graduates|undergraduates|beginners|managers|majors?|anyone|everyone|newcomers|those who|people|clinicians|" +
  "developers|engineers|teachers|designers|planners|writers|readers|researchers|workers|staff";
const AUDIENCE_PATTERN = new RegExp(`\\b(?:${AUDIENCE_WORDS})\\b`, "i");

/**
 * Whether a phrase names people: a plural WordNet person noun ("coaches", "sailors", "amateurs")
 * or a word that always means the audience ("anyone", "students"). Used to tell who a course is
 * for from what it teaches.
 */
export function namesPeople(phrase: string): boolean {
  if (AUDIENCE_PATTERN.test(phrase)) return true;
  return (phrase.match(/\b\p{Ll}{4,}s\b/gu) ?? []).some((word) => nounClass(word) === "person");
}
