/** Reordering of modules, lessons and objectives: an exact, complete list of the children's ids. */
import { HttpError } from "../../http/errors.ts";

/**
 * Checks that `requested` is exactly the ids in `existing`, each once, in any order.
 *
 * @param field - the body field, named in the message (e.g. "moduleIds")
 * @param what - the children, e.g. "modules of this course"
 * @throws HttpError 400 naming duplicate, unknown (missing from `existing`) or missing ids
 */
export function assertExactIdList(
  field: string,
  what: string,
  requested: readonly number[],
  existing: readonly number[],
): void {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const id of requested) (seen.has(id) ? duplicates : seen).add(id);
  const known = new Set(existing);
  const unknown = [...seen].filter((id) => !known.has(id));
  const missing = existing.filter((id) => !seen.has(id));
  const problems: string[] = [];
  if (duplicates.size) problems.push(`duplicate ids ${[...duplicates].join(", ")}`);
  if (unknown.length) problems.push(`ids ${unknown.join(", ")} are not ${what}`);
  if (missing.length) problems.push(`missing ids ${missing.join(", ")}`);
  if (problems.length) {
    throw new HttpError(400, `${field} must list every one of the ${what} exactly once: ${problems.join("; ")}`);
  }
}
