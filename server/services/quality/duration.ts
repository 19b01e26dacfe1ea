/**
 * Reads the free-text course duration (SPEC §3: '8 weeks', '4-6 weeks', '12 hours', '') into
 * numbers the structure and workload rules can use. Pure.
 */

/** A course length: weeks as a range, or total hours, or unknown. */
export interface ParsedDuration {
  /** Weeks as a [min, max] range ('8 weeks' -> [8, 8], '4-6 weeks' -> [4, 6]); null if not given in weeks/days/months. */
  weeks: { min: number; max: number } | null;
  /** Total hours for courses given in hours ('12 hours', or a bare number, which SPEC §9 displays as hours). */
  hours: number | null;
}

const WEEKS_PER_UNIT: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12, semester: 15, term: 12 };

function unitOf(word: string): string | null {
  const w = word.toLowerCase();
  if (/^(h|hr|hrs|hour|hours)$/.test(w)) return "hour";
  if (/^(d|day|days)$/.test(w)) return "day";
  if (/^(w|wk|wks|week|weeks)$/.test(w)) return "week";
  if (/^(mo|mos|month|months)$/.test(w)) return "month";
  if (/^(semester|semesters)$/.test(w)) return "semester";
  if (/^(term|terms|quarter|quarters)$/.test(w)) return "term";
  return null;
}

/**
 * Parses a course duration.
 *
 * @param duration - free text such as '8 weeks', '4-6 weeks', '4 to 6 weeks', '3 months', '12 hours', '10'
 * @returns weeks (range) or hours; both null when the text has no number ('' or 'Self-paced')
 */
export function parseDuration(duration: string | null | undefined): ParsedDuration {
  const text = (duration ?? "").trim();
  const match = /(\d+(?:\.\d+)?)\s*(?:(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*([a-z]+)?/i.exec(text);
  if (!match) return { weeks: null, hours: null };
  const low = Number(match[1]);
  const high = match[2] ? Number(match[2]) : low;
  const unit = match[3] ? unitOf(match[3]) : "hour";
  if (unit === "hour") return { weeks: null, hours: (low + high) / 2 };
  if (!unit) return { weeks: null, hours: null };
  const factor = WEEKS_PER_UNIT[unit] ?? 1;
  return { weeks: { min: low * factor, max: high * factor }, hours: null };
}

/** Fewest modules any course should have. */
export const MIN_MODULES = 3;
/** Hours of study one module stands for when a course is measured in hours (about a week of part-time study). */
export const HOURS_PER_MODULE = 10;

/**
 * How many modules a course of this duration needs: about one per week (the lower end of a
 * range), one per 10 hours for hour-based courses, and never fewer than 3.
 */
export function requiredModuleCount(duration: string | null | undefined): number {
  const parsed = parseDuration(duration);
  if (parsed.weeks) return Math.max(MIN_MODULES, Math.ceil(parsed.weeks.min - 1e-9));
  if (parsed.hours) return Math.max(MIN_MODULES, Math.ceil(parsed.hours / HOURS_PER_MODULE));
  return MIN_MODULES;
}
