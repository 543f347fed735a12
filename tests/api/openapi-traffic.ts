import { appendFileSync } from "node:fs";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";

/**
 * Every answer the API tests get is held to the API description the app publishes (GET /api/openapi.json): its
 * status must be listed for that operation, its media type listed for that status, and a JSON body must match the
 * listed schema. An integrator builds on the description; an answer it does not list is a defect of one or the other.
 * Hidden routes (not in the description) and paths no route matches are not checked.
 */
type Media = { schema?: object };
type Answer = { content?: Record<string, Media> };
type Operation = { responses: Record<string, Answer> };
type Description = { paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

export function checkAnswersAgainstDescription(app: FastifyInstance, found: string[]): void {
  let description: Description | null = null;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  // compiled once per distinct schema (every operation's error answers share one body, and the fuzz test reaches
  // them all), and found by the schema object itself on every later answer
  const bySchema = new WeakMap<object, ValidateFunction>();
  const byText = new Map<string, ValidateFunction>();
  const validatorFor = (schema: object) => {
    let validate = bySchema.get(schema);
    if (validate) return validate;
    const text = JSON.stringify(schema);
    validate = byText.get(text) ?? ajv.compile(schema);
    byText.set(text, validate);
    bySchema.set(schema, validate);
    return validate;
  };

  app.addHook("onSend", async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url) return payload;
    description ??= app.swagger() as unknown as Description;
    const method = request.method === "HEAD" ? "get" : request.method.toLowerCase();
    const operation = description.paths[openApiPath(url)]?.[method];
    if (!operation) return payload;
    const status = reply.statusCode;
    const where = `${request.method} ${url} -> ${status}`;
    const answer = operation.responses[String(status)];
    if (!answer) {
      found.push(`${where}: status not listed (listed: ${Object.keys(operation.responses).join(", ")})`);
      return payload;
    }
    const contentType = reply.getHeader("content-type");
    const media = typeof contentType === "string" ? contentType.split(";")[0].trim() : "";
    const empty = payload === null || payload === undefined || payload === "";
    if (!media || (empty && !answer.content)) return payload;
    const listed = answer.content?.[media];
    if (!listed) {
      found.push(`${where}: ${media} not listed (listed: ${Object.keys(answer.content ?? {}).join(", ") || "no body"})`);
      return payload;
    }
    if (media === "application/json" && typeof payload === "string" && listed.schema) {
      const validate = validatorFor(listed.schema);
      if (!validate(JSON.parse(payload))) found.push(`${where}: body does not match: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
}

/** `OPENAPI_TRAFFIC_LOG=file` collects what the suite finds instead of failing each file (to list them all at once). */
export function reportUnlistedAnswers(found: string[], file: string): void {
  if (found.length) appendFileSync(file, found.map((line) => `${line}\n`).join(""));
}
