/**
 * Errors that leave the server as `{ "message": "..." }` with the right status (DESIGN.md §2),
 * and the formatting of validation failures so that the field is named.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { sqlState } from "../db/sql-state.ts";

/** An error with an HTTP status, thrown by routes and services; its message is shown to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** 404 with the SPEC-style message for a resource that does not exist or is not the user's. */
export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}

/**
 * What a database failure means to the user, by SQLSTATE class; null for a real server fault.
 * - 23503 foreign_key_violation: a row it points at was deleted meanwhile (e.g. a course deleted
 *   while it is analysed) -> 404.
 * - 23505 unique_violation -> 409.
 * - 40001 serialization_failure, 40P01 deadlock_detected (already retried by the database layer),
 *   55P03 lock_not_available, 57P01/57P03 and class 08 (server restarting, connection lost) -> 503.
 * - class 22 data exceptions (value out of range, invalid text) and 54000 program_limit_exceeded
 *   -> 400: the request carried a value the database cannot hold.
 */
export function databaseErrorResponse(code: string): { status: number; message: string } | null {
  if (code === "23503") return { status: 404, message: "Not found. It may have just been deleted." };
  if (code === "23505")
    return { status: 409, message: "This conflicts with a change made at the same time. Reload and try again." };
  if (
    code === "40001" ||
    code === "40P01" ||
    code === "55P03" ||
    code === "57P01" ||
    code === "57P03" ||
    code.startsWith("08")
  ) {
    return { status: 503, message: "The server is busy. Please try again in a moment." };
  }
  if (code.startsWith("22") || code === "54000") {
    return { status: 400, message: "A value in the request cannot be stored (out of range or not valid text)." };
  }
  return null;
}

/** Removes bound parameters and quoted values from a database error text (they hold user data). */
export function redactDatabaseText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, "\nparams: [redacted]")
    .replace(/(Key \([^)]*\)=)\([^)]*\)/g, "$1([redacted])")
    .replace(/(for type \w+|for encoding "?[\w-]+"?): .*$/gm, "$1: [redacted]");
}

/**
 * Pino serializer for `err`: type, message, SQLSTATE and stack, with query parameters and row
 * values removed (a failing sign-up must not log the e-mail and password hash it tried to insert,
 * nor a failing session read the session id). Registered in app.ts's logger options.
 */
export function serializeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: redactDatabaseText(String(error)), stack: "" };
  const code = sqlState(error);
  const cause = error.cause instanceof Error ? error.cause : null;
  return {
    type: error.name,
    message: redactDatabaseText(
      code && cause ? `${error.message.split("\n")[0]?.slice(0, 60)}... ${cause.message}` : error.message,
    ),
    ...(code && { sqlState: code }),
    stack: redactDatabaseText(error.stack ?? ""),
  };
}

/**
 * The one error handler: 400 for invalid input (each field named: "title: title is required"),
 * the status of an HttpError, Fastify's own 4xx messages, database failures a user can cause or
 * retry (see {@link databaseErrorResponse}), and a bare 500 (logged, no stack) for anything else.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => {
      const field =
        v.instancePath.replace(/^\//, "").replace(/\//g, ".") ||
        String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.[0] ?? "body");
      return { field, message: v.message ?? "is invalid" };
    });
    const message = errors
      .map((e) => (e.message.startsWith(e.field) ? e.message : `${e.field}: ${e.message}`))
      .join("; ");
    return reply.status(400).send({ message, errors });
  }
  const status = error.statusCode ?? 500;
  if (error instanceof HttpError || (status >= 400 && status < 500)) {
    return reply.status(status).send({ message: error.message });
  }
  const code = sqlState(error);
  const known = code ? databaseErrorResponse(code) : null;
  if (known) {
    request.log.warn({ err: error }, "request failed in the database");
    if (known.status === 503) reply.header("retry-after", "1");
    return reply.status(known.status).send({ message: known.message });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
}
