/**
 * A count with its noun in the right number, for messages people read: "1 module", "3 modules",
 * "0 questions" (issue #9: no "module(s)").
 * @param plural - the plural form when it is not singular + "s" (e.g. "quizzes")
 */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
