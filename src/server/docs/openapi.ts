import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../http/session-cookies";
import { errorAnswers, mediaAnswers } from "./error-answers";
import { accessOf, errorStatuses, operationIdOf } from "./operation-facts";

export const OPENAPI_JSON_PATH = "/api/openapi.json";
export const API_DOCS_PREFIX = "/api/docs";

/**
 * The API reference, generated from the zod schemas every route already declares, so it cannot drift from
 * what the server validates. Registered before the routes: @fastify/swagger collects them as they are declared.
 * The reference page is Swagger UI's own files served from our origin (no CDN), under our normal CSP.
 */
const zodTransform = createJsonSchemaTransform({ skipList: [`${API_DOCS_PREFIX}/*`, `${API_DOCS_PREFIX}`, OPENAPI_JSON_PATH] });

type JsonSchema = Record<string, unknown> & { anyOf?: JsonSchema[]; type?: unknown };

/**
 * A multipart route's body schema allows null (the multipart parser leaves request.body null: the handler reads
 * the parts as streams); the document shows the form itself.
 */
function formBody(schema: Record<string, unknown>): Record<string, unknown> {
  const consumes = schema.consumes as string[] | undefined;
  const body = schema.body as JsonSchema | undefined;
  if (!consumes?.includes("multipart/form-data") || !body?.anyOf) return schema;
  const forms = body.anyOf.filter((s) => s.type !== "null");
  return forms.length === 1 ? { ...schema, body: { ...forms[0], ...(body.description ? { description: body.description } : {}) } } : schema;
}

const featureOf = (url: string) => /^\/api\/([^/]+)/.exec(url)?.[1] ?? "service";

const SESSION: FastifySchema["security"] = [{ session: [] }];

/**
 * The route's schema as the description shows it: its operationId, its security from its guards, and every error
 * answer its kind of route can give beside its own (docs/operation-facts.ts); non-JSON answers with their media
 * type. Only the description changes: the server validates and serializes with the route's own schema.
 */
const described: SwaggerTransform = (input) => {
  const { route, url } = input;
  const schema: FastifySchema = input.schema ?? {};
  const access = accessOf(route);
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const statuses = [...new Set([...errorStatuses({ method, access, schema, rateLimited }), ...(schema.errors ?? [])])];
  const { errors: _errors, media, ...rest } = schema;
  const ownResponses = (rest.response ?? {}) as Record<string, unknown>;
  const out = zodTransform({ ...input, schema: { ...rest, response: { ...errorAnswers(statuses), ...ownResponses } } });
  const converted = out.schema as FastifySchema & { response?: Record<string, unknown> };
  const response = { ...converted.response, ...mediaAnswers(media, converted.response) };
  return {
    url: out.url,
    schema: {
      ...(formBody(converted as Record<string, unknown>) as FastifySchema),
      response,
      operationId: schema.operationId ?? operationIdOf(method, url),
      security: schema.security ?? (access === "public" ? [] : SESSION),
      // grouped by feature in the reference page: /api/campaigns/:id -> "campaigns"
      tags: [featureOf(url)],
    },
  };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "StakeLine API",
        description: "Poker tournament staking marketplace. Calls that change something need a same-site Origin and the session cookie.",
        version: "1.0.0",
      },
      // the description is served by the instance it describes: its calls go to the same origin
      servers: [{ url: "/", description: "The site serving this description" }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: `The session cookie set by POST /api/login (named ${SECURE_SESSION_COOKIE} on HTTPS). Calls that change something also need a same-site Origin, or none.`,
          },
          metricsToken: { type: "http", scheme: "bearer", description: "The instance's METRICS_TOKEN (GET /metrics only)" },
        },
      },
    },
    transform: described,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: false,
    uiConfig: { url: OPENAPI_JSON_PATH, deepLinking: true },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
