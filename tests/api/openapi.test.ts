import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { openDatabase, type Database } from "../../src/server/db/client";
import { API_DOCS_PREFIX, OPENAPI_JSON_PATH } from "../../src/server/docs/openapi";
import { testConfig } from "./helpers";

/**
 * The API reference is generated from the routes' own zod schemas: every route the app declares (listed as it
 * declares them, so a new route is checked without a change here) appears with what it takes and answers.
 */
let app: FastifyInstance;
let database: Database;
const declared: RouteOptions[] = [];

beforeAll(async () => {
  const config = testConfig();
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
  app = await buildApp({ config, database, logger: false, onRoute: (route) => void declared.push(route) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await app.inject({ method: "GET", url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

/** The reference's own files and the document itself are not part of the API it describes. */
function documented(route: RouteOptions): boolean {
  if (route.url === OPENAPI_JSON_PATH || route.url.startsWith(API_DOCS_PREFIX)) return false;
  return !(route.schema as { hide?: boolean } | undefined)?.hide;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase()).filter((m) => m !== "head");

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lists every declared route with its request and response schemas", async () => {
    const doc = await document();
    const routes = declared.filter(documented);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        const op = doc.paths[openApiPath(route.url)]?.[method];
        expect(op, `${method.toUpperCase()} ${route.url} is in the document`).toBeDefined();
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        if (schema.body) expect(op.requestBody?.content["application/json"]?.schema, `${route.url} body`).toBeDefined();
        for (const where of ["params", "querystring"] as const) {
          if (!schema[where]) continue;
          const kind = where === "params" ? "path" : "query";
          expect(op.parameters?.some((p) => p.in === kind), `${method} ${route.url} ${where}`).toBe(true);
        }
        const responses = (schema.response ?? {}) as Record<string, unknown>;
        for (const status of Object.keys(responses)) {
          expect(op.responses[status], `${method} ${route.url} answers ${status}`).toBeDefined();
        }
      }
    }
  });

  it("describes a body's fields from the zod contract", async () => {
    const doc = await document();
    const register = doc.paths["/api/register"].post;
    const schema = register.requestBody?.content["application/json"].schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(["username", "password"]));
    expect(schema.required).toEqual(expect.arrayContaining(["username", "password"]));
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page from our own origin, under our CSP", async () => {
    const res = await app.inject({ method: "GET", url: `${API_DOCS_PREFIX}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(`src="./static/swagger-ui-bundle.js"`);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("points the page at our document", async () => {
    const res = await app.inject({ method: "GET", url: `${API_DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(OPENAPI_JSON_PATH);
  });
});
