import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

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

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "StakeLine API",
        description: "Poker tournament staking marketplace. Calls that change something need a same-site Origin and the session cookie.",
        version: "1.0.0",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
    },
    transform: (input) => {
      const out = zodTransform(input);
      // grouped by feature in the reference page: /api/campaigns/:id -> "campaigns"
      return { ...out, schema: { ...formBody(out.schema as Record<string, unknown>), tags: [featureOf(input.url)] } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: false,
    uiConfig: { url: OPENAPI_JSON_PATH, deepLinking: true },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
