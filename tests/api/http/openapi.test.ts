import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { API_DOCS_PREFIX, OPENAPI_JSON_PATH } from "../../../src/server/docs/openapi";
import { testConfig } from "../helpers";

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

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await app.inject({ method: "GET", url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

/**
 * The only routes that may be left out of the reference (`schema: { hide: true }`), each with its reason. A route
 * hidden and not matched here fails the test, as does one matched here that is not hidden.
 */
const MAY_BE_HIDDEN: ReadonlyArray<{ url: RegExp; reason: string }> = [
  { url: new RegExp(`^${OPENAPI_JSON_PATH.replace(/\./g, "\\.")}$`), reason: "the document itself" },
  { url: new RegExp(`^${API_DOCS_PREFIX}(/.*)?$`), reason: "the reference page's own files (Swagger UI)" },
  { url: /^\/uploads\/avatars\/:name$/, reason: "avatar images, reached by the profileImageUrl the API hands out" },
  { url: /^\/api\/mail\/unsubscribe$/, reason: "the List-Unsubscribe link in mails (one-click, RFC 8058): for mail clients, not the app" },
  { url: /^\/api\/mail\/payout$/, reason: "a payout mail's signed Confirm / I was not paid links (decision 200): pages for mail readers, not the app" },
  { url: /^\/(?!api\/)[^:*]*\.[a-z0-9]+$/i, reason: "the client's files (@fastify/static): a path with a file extension outside /api/" },
];

/**
 * Writes that take nothing but the path and the session. Any other POST, PUT or PATCH must document its body, so
 * a new write route without a body schema fails the test until it is described, or listed here.
 */
const TAKES_NO_BODY = new Set([
  "POST /api/logout",
  "POST /api/profile/data-export",
  "POST /api/profile/calendar/reset",
  "POST /api/campaigns/:id/cancel",
  "POST /api/payouts/:id/confirm",
  "POST /api/special-tournaments/:id/cancel",
  "POST /api/special-tournaments/:id/not-me",
  "POST /api/live/demo/mine",
  "POST /api/email-verification/resend",
  "POST /api/swaps/:id/accept",
  "POST /api/swaps/:id/decline",
  "POST /api/swaps/:id/cancel",
  "PATCH /api/swaps/:id/mark-paid",
  "POST /api/operator/users/:id/reinstate",
  "POST /api/identity/verification",
  "POST /api/special-tournaments/:id/cashier/close",
  "POST /api/special-tournaments/:id/slips/:playerId/handed-out",
]);

const isHidden = (route: RouteOptions) => (route.schema as { hide?: boolean } | undefined)?.hide === true;
const allowedHidden = (route: RouteOptions) => MAY_BE_HIDDEN.some((a) => a.url.test(route.url));

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase()).filter((m) => m !== "head");

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
  });

  it("hides only the routes on its short list", () => {
    const wrongly = declared.filter((route) => isHidden(route) && !allowedHidden(route)).map((r) => `${String(r.method)} ${r.url}`);
    expect(wrongly, "hidden from the reference without a reason in MAY_BE_HIDDEN").toEqual([]);
    // the list does not excuse a route that would be documented anyway: each entry stands for a hidden route
    for (const { url, reason } of MAY_BE_HIDDEN) {
      const matched = declared.filter((route) => url.test(route.url));
      expect(matched.length, `${url} (${reason}) matches a declared route`).toBeGreaterThan(0);
      expect(
        matched.filter((route) => !isHidden(route)).map((r) => r.url),
        `${url} matches only hidden routes`,
      ).toEqual([]);
    }
  });

  it("lists every declared route with its request and response schemas", async () => {
    const doc = await document();
    const routes = declared.filter((route) => !isHidden(route));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        const op = doc.paths[openApiPath(route.url)]?.[method];
        expect(op, `${method.toUpperCase()} ${route.url} is in the document`).toBeDefined();
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        const name = `${method.toUpperCase()} ${route.url}`;
        if (["post", "put", "patch"].includes(method) && !TAKES_NO_BODY.has(name)) {
          expect(schema.body, `${name} declares its body's schema (or is listed in TAKES_NO_BODY)`).toBeDefined();
        }
        if (TAKES_NO_BODY.has(name)) expect(schema.body, `${name} is listed as taking no body but declares one`).toBeUndefined();
        if (schema.body) {
          const content = op.requestBody?.content ?? {};
          expect(
            Object.values(content).some((c) => c.schema),
            `${name} body is documented`,
          ).toBe(true);
        }
        for (const where of ["params", "querystring"] as const) {
          if (!schema[where]) continue;
          const kind = where === "params" ? "path" : "query";
          expect(
            op.parameters?.some((p) => p.in === kind),
            `${method} ${route.url} ${where}`,
          ).toBe(true);
        }
        const responses = (schema.response ?? {}) as Record<string, unknown>;
        expect(
          Object.keys(responses).filter((status) => /^[23]/.test(status)),
          `${name} declares its answer's schema`,
        ).not.toEqual([]);
        for (const status of Object.keys(responses)) {
          expect(op.responses[status], `${method} ${route.url} answers ${status}`).toBeDefined();
        }
      }
    }
  });

  it("describes the avatar upload as a multipart form with the image in `avatar`", async () => {
    const doc = await document();
    const upload = doc.paths["/api/profile/avatar"].post;
    const schema = upload.requestBody?.content["multipart/form-data"]?.schema as {
      properties: Record<string, { type: string; format: string }>;
      required: string[];
    };
    expect(schema.properties.avatar).toMatchObject({ type: "string", format: "binary" });
    expect(schema.required).toEqual(["avatar"]);
    expect(upload.requestBody?.content["application/json"]).toBeUndefined();
  });

  it("describes the sign-in redirect: a 302 with its Location and no body", async () => {
    const doc = await document();
    const redirect = doc.paths["/api/login"].get.responses["302"] as { description: string; headers?: Record<string, unknown>; content?: unknown };
    expect(redirect.headers?.location).toBeDefined();
    expect(redirect.content).toBeUndefined();
    const res = await app.inject({ method: "GET", url: "/api/login?next=/portfolio" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth?next=%2Fportfolio");
  });

  it("gives every operation a summary, a unique operationId, a tag and its security (issue 43)", async () => {
    const doc = await document();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })));
    expect(operations.filter(({ op }) => !op.summary || !op.operationId || !op.tags?.length || !op.security).map((o) => o.at)).toEqual([]);
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    const security = (at: string) => operations.find((o) => o.at === at)?.op.security;
    expect(security("get /api/campaigns")).toEqual([]);
    expect(security("get /api/investments/my")).toEqual([{ session: [] }]);
    expect(security("get /api/operator/users")).toEqual([{ session: [] }]);
    expect(security("get /metrics")).toEqual([{ metricsToken: [] }]);
  });

  it("lists the error answers a route can give, with the error body, and non-JSON answers by media type", async () => {
    const doc = await document();
    const answers = (path: string, method: string) => doc.paths[path][method].responses;
    // a player-only write naming a swap: bad input, signed out, wrong role or foreign Origin, no such swap, its own conflict
    expect(Object.keys(answers("/api/swaps/{id}/accept", "post"))).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409", "413", "503"]));
    expect(Object.keys(answers("/api/investments/my", "get"))).toEqual(expect.arrayContaining(["200", "401", "403", "503"]));
    expect(answers("/api/investments/my", "get")["403"].content?.["application/json"].schema).toMatchObject({ required: ["message", "code"] });
    expect(Object.keys(answers("/api/statements", "get")["200"].content ?? {})).toEqual(["text/csv"]);
    expect(Object.keys(answers("/api/seat-view/{token}/qr.svg", "get")["200"].content ?? {})).toEqual(["image/svg+xml"]);
    expect(Object.keys(answers("/api/live/{id}/events", "get")["200"].content ?? {})).toEqual(["text/event-stream"]);
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
