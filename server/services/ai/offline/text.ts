/**
 * Plain-text helpers for the offline engine: HTML to text, word counts, seeded randomness.
 * Pure, no I/O.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const BLOCK_END = /<\/(p|li|h[1-6]|div|section|article|blockquote|td|th|dd|dt|figcaption|pre)>|<br\s*\/?>/gi;

/**
 * Lesson HTML to plain text. Each block (paragraph, list item, heading, ...) becomes its own line
 * ending in sentence punctuation, so list items and headings never run into the next sentence.
 * Scripts and styles are dropped; entities are decoded.
 */
export function htmlToText(html: string): string {
  if (!html.includes("<") && !html.includes("&")) return html.trim();
  const withBreaks = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== "#") return ENTITIES[code.toLowerCase()] ?? whole;
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    });
  return asSentenceLines(withBreaks);
}

/**
 * Plain text with each non-empty line ending in sentence punctuation, so a heading or list item
 * never runs into the next sentence. Nothing else changes: "<" and "&" are text here.
 */
export function asSentenceLines(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join("\n");
}

/** Number of whitespace-separated words. */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** 32-bit FNV-1a hash of a string: the seed of every "random" choice, so output is reproducible. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` shuffled (Fisher-Yates) with a PRNG seeded by `seedText`. */
export function seededShuffle<T>(items: readonly T[], seedText: string): T[] {
  const random = seededRandom(hashString(seedText));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Whether a term's head word is an English plural ("cells", "proteins"; not "osmosis", "physics", "class", "virus"). */
export function isPluralTerm(term: string): boolean {
  const head = term.split(" ").at(-1) ?? term;
  return /[^su]s$/i.test(head) && !/(?:sis|ics|ss|us)$/i.test(head);
}

/** `text` with every regular-expression metacharacter escaped, to match it literally inside a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * "a" or "an" before `word`, by its first sound: "an agreed model", "a unit", "a reference model";
 * an initialism by its first letter's name: "an MVP", "an SQL query", "a DNA test".
 */
export function indefiniteArticle(word: string): "a" | "an" {
  if (/^\p{Lu}{2}/u.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  return /^(?:[aeio]|u(?!ni|s[aeiou]|ti|r[aeo]|b[iu]))/i.test(word) ? "an" : "a";
}

/** Upper-case the first letter. */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** Lower-case, collapse whitespace and drop punctuation: for duplicate checks. */
export function normalizeForCompare(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Number words a duration may spell out, with their values ("fourteen weeks": held-out-76). */
const UNITS_AND_TEENS =
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty";
const NUMBER_WORDS: Record<string, number> = Object.fromEntries([
  ...UNITS_AND_TEENS.split(" ").map((word, i) => [word, i + 1] as const),
  ...(["thirty", "forty", "fifty", "sixty"] as const).map((word, i) => [word, 30 + 10 * i] as const),
]);

/** Weeks per unit of a duration: an academic year of 30 teaching weeks, a term of 10. */
const WEEKS_PER_UNIT: [RegExp, number][] = [
  [/semesters?/, 15],
  [/years?/, 30],
  [/terms?|quarters?/, 10],
  [/months?/, 4.3],
  [/weeks?|wks?/, 1],
];

/**
 * Weeks in a free-text duration ('8 weeks', 'ten weeks', '6-8 weeks' -> 8, 'a twelve-week block' -> 12,
 * '1 semester' -> 15,
 * 'one term (20 lectures)' -> 10, '30 hours' -> hours/5, '5 days' -> 1); null when it counts
 * meetings ('ten evening sessions of 2.5 hours', held-out-29) or says nothing.
 */
export function durationInWeeks(duration: string | null | undefined): number | null {
  if (!duration) return null;
  const lower = duration
    .toLowerCase()
    .replace(new RegExp(`\\b(?:${Object.keys(NUMBER_WORDS).join("|")})\\b`, "g"), (w) => String(NUMBER_WORDS[w]))
    .replace(/\b(?:a|an)\s+(?=(?:academic\s+)?(?:semester|year|term|quarter|month|week)\b)/g, "1 ");
  // The number right before its unit ("one term (20 lectures ...)" is 10 weeks, not 200), or joined
  // to it ("a twelve-week block ... a week" is 12 weeks: held-out-78).
  const count = (unit: RegExp) =>
    new RegExp(
      `(\\d+(?:\\.\\d+)?)(?:\\s*-\\s*(\\d+(?:\\.\\d+)?))?(?:\\s+(?:[a-z-]+\\s+)?|-)(?:${unit.source})\\b`,
    ).exec(lower);
  for (const [unit, weeks] of WEEKS_PER_UNIT) {
    const match = count(unit);
    if (match) return Math.round(Number(match[2] ?? match[1]) * weeks);
    if (weeks >= 10 && new RegExp(`\\b(?:${unit.source})\\b`).test(lower)) return weeks;
  }
  if (/\b(?:sessions?|evenings?|classes|meetings?|workshops?|lessons|saturdays|sundays)\b/.test(lower)) return null;
  const days = count(/days?/) ?? count(/hours?|hrs?/);
  return days ? Math.max(1, Math.round(Number(days[2] ?? days[1]) / 5)) : null;
}

/**
 * Whether a duration runs over weeks or longer units ("10 weeks", "one term"), not an intensive
 * of days or hours ("six days on site") or a count of meetings: the units of {@link durationInWeeks}.
 */
export function spansWeeks(duration: string | null | undefined): boolean {
  return WEEKS_PER_UNIT.some(([unit]) => new RegExp(`\\b(?:${unit.source})\\b`, "i").test(duration ?? ""));
}
