/**
 * Errors that leave the server as `{ "message": "..." }` with the right status (DESIGN.md §2),
 * and the formatting of validation failures so that the field is named.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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
 * The one error handler: 400 for invalid input (each field named: "title: title is required"),
 * the status of an HttpError, Fastify's own 4xx messages, and a bare 500 (logged, no stack) for
 * anything else.
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
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
}
