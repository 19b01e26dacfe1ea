/**
 * Text PostgreSQL cannot store, refused at the door: a NUL character (U+0000; PostgreSQL `text`
 * and `jsonb` reject it, "invalid byte sequence for encoding UTF8: 0x00") and a lone UTF-16
 * surrogate (U+D800-U+DFFF without its pair: not a Unicode scalar value, so it has no UTF-8 form
 * and `jsonb` refuses "\ud800"). Either would otherwise reach the database and fail as a 500.
 *
 * One check for every route (a `preValidation` hook in app.ts) instead of a rule on each text
 * field: bodies, route parameters and query strings, keys included.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The same characters, for replacing every occurrence. */
const UNSAFE_ALL = new RegExp(UNSAFE.source, "g");

/**
 * A copy of `value` that PostgreSQL's jsonb accepts: NUL characters and lone surrogates in
 * strings and keys become U+FFFD (the audit trail stores details this way, so an odd value can
 * never cost the audit row).
 */
export function jsonSafe(value: unknown): unknown {
  if (typeof value === "string") return value.replace(UNSAFE_ALL, "\ufffd");
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [jsonSafe(k) as string, jsonSafe(v)]));
  }
  return value;
}

/** Deeper bodies than this are refused too (no editor body nests more than 5 levels). */
const MAX_DEPTH = 32;

/** Whether `text` holds a NUL character or a lone surrogate. */
export function isUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/**
 * The dotted path of the first string (value or key) in `value` that PostgreSQL cannot store,
 * e.g. "lessons.0.title"; `null` when everything is storable.
 *
 * @param value - a parsed JSON or form body, params or query object
 * @param path - the path of `value` itself ("" for the root)
 */
export function findUnsafeText(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return isUnsafeText(value) ? path || "body" : null;
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return path || "body";
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return childPath;
    const found = findUnsafeText(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * `preValidation` hook: 400 naming the field when the body, a route parameter or the query
 * string carries text that cannot be stored. The message never echoes the value.
 */
export async function refuseUnsafeText(request: FastifyRequest, reply: FastifyReply) {
  const field =
    findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body as unknown);
  if (!field) return;
  const message = `${field} contains a character that cannot be stored (a NUL character or an unpaired surrogate)`;
  return reply.status(400).send({ message, errors: [{ field, message }] });
}
