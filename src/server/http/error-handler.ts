import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConnectionLost } from "../db/connection-lost";
import { AppError, ERROR_STATUS, errorBody, type ErrorKind } from "../errors";

/** A request the database dropped did not finish; sent again (with its Idempotency-Key, where it has one) it is safe. */
export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again.";

// zod's own English messages do not say which field; ours do, so only theirs get the field prefixed
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, "").replace(/\//g, ".");
}

const KIND_OF_STATUS = new Map<number, ErrorKind>(Object.entries(ERROR_STATUS).map(([kind, status]) => [status, kind as ErrorKind]));

/** The coarse code of a status no AppError named (Fastify's own 4xx: a too large body, a wrong media type). */
export const kindOfStatus = (status: number): ErrorKind => KIND_OF_STATUS.get(status) ?? (status >= 500 ? "internal_error" : "bad_request");

/** One error shape, { message, code }, for every failure; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(errorBody(error.code, error.message, error.link));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first.instancePath);
      const message = field && GENERIC_MESSAGE.test(first.message ?? "") ? `${field}: ${first.message}` : first.message;
      return reply.code(400).send(errorBody("bad_request", message || "Invalid request"));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(errorBody("too_many_requests", error.message || "Too many requests. Please try again later."));
    if (status < 500) {
      const message =
        error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ? "A JSON body is required" : error.message;
      return reply.code(status).send(errorBody(kindOfStatus(status), message));
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, "request failed: the database connection was lost");
      return reply.code(503).header("retry-after", "1").send(errorBody("unavailable", DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody("internal_error", "Something went wrong. Please try again."));
  });
}
