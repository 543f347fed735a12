import { errorResponse } from "@core/contracts/errors";

/** What each error answer means to a client; the body is always `{ message, code }` (core/contracts/errors.ts). */
const ERROR_MEANINGS: Readonly<Record<number, string>> = {
  400: "The input is not valid; the message names the field and says what it must be",
  401: "Not signed in (or the session expired)",
  402: "The card was declined",
  403: "Not allowed: the wrong role, someone else's, a suspended account, or a change sent from another site",
  404: "Not found",
  409: "Refused by the current state (sold out, full, already done, changed meanwhile); `code` names the case where a client must tell it apart",
  413: "The body or file is larger than allowed",
  415: "The body's media type is not one this route takes",
  422: "Understood but not possible as asked",
  429: "Too many requests; try again later",
  500: "A failure of the service's own (a defect, logged); the change it asked for was not made",
  503: "The service is briefly unavailable (its database connection was lost); send it again, with the same Idempotency-Key where it has one",
};

/** The error answers to document, each with the error body and its meaning. */
export function errorAnswers(statuses: readonly number[]): Record<number, unknown> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse.describe(ERROR_MEANINGS[status] ?? "Error")]));
}

const MEDIA_SCHEMAS: Readonly<Record<string, Record<string, unknown>>> = {
  "text/event-stream": { type: "string", description: "Server-sent events, one state or count per event" },
  "text/csv": { type: "string" },
  "image/svg+xml": { type: "string" },
};

/**
 * Answers that are not JSON, as OpenAPI responses with their media type; the route's own schema for that status
 * (a string described in words) gives the description.
 */
export function mediaAnswers(media: Readonly<Record<number, string>> | undefined, own: Record<string, unknown> = {}): Record<number, unknown> {
  return Object.fromEntries(
    Object.entries(media ?? {}).map(([status, type]) => {
      const description = (own[status] as { description?: string } | undefined)?.description ?? "OK";
      return [status, { description, content: { [type]: { schema: MEDIA_SCHEMAS[type] ?? { type: "string" } } } }];
    }),
  );
}
