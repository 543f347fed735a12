import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { z } from "zod";

/**
 * Malformed inputs for the route fuzz test. Every value here is wrong for the field it lands in (no
 * role name, no "demo", no real id), so a route may answer 400, 401, 403, 404, 409, 415, 422 or 429,
 * and must never store anything or answer 5xx.
 */

const LONG = "x".repeat(100_000);

/** Path parameters and query values, before URL encoding. */
export const ODD_STRINGS = [
  "99999999999",
  "2147483648",
  "2147483647",
  "-2147483649",
  "9007199254740993",
  "1e309",
  "-1e309",
  "-0",
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  " 1",
  "NaN",
  "Infinity",
  "undefined",
  "null",
  "__proto__",
  "constructor",
  "toString",
  "\u0000",
  "1\u0000",
  "\ud800",
  "‮1",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "1; drop table users",
  "[]",
  "{}",
  "",
  "1".repeat(400),
  "x".repeat(5_000),
];

/** JSON texts for one body field (raw text: 1e309, -0 and lone surrogates survive only this way). */
export const ODD_JSON_VALUES = [
  "1e309",
  "-1e309",
  "-0",
  "0",
  "-1",
  "0.5",
  "2147483648",
  "99999999999",
  "9007199254740993",
  "1e3",
  '"1e3"',
  '"NaN"',
  '"Infinity"',
  '"-0"',
  '"2147483648"',
  '"99999999999"',
  '""',
  '" "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  `"${LONG}"`,
  '"<script>alert(1)</script>"',
  '"1; drop table users"',
  "null",
  "true",
  "false",
  "[]",
  "[1,2,3]",
  `[${Array(5_000).fill("1").join(",")}]`,
  "{}",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${"[".repeat(500)}${"]".repeat(500)}`,
  `${'{"a":'.repeat(500)}1${"}".repeat(500)}`,
];

/** Whole bodies that are not an object of fields at all (or not JSON). */
export const ODD_BODIES = [
  "",
  "null",
  "[]",
  "[{}]",
  '"text"',
  "1e309",
  "{",
  '{"a":}',
  "{}",
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `[${Array(10_000).fill("{}").join(",")}]`,
];

export const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "id", "userId", "role", "isAdmin"];

/** Field names a zod schema accepts (objects, unions and pipes included), read from its JSON Schema. */
export function fieldNames(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  } catch {
    return [];
  }
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const n = node as Record<string, unknown>;
    if (n.properties && typeof n.properties === "object") for (const key of Object.keys(n.properties)) names.add(key);
    for (const list of [n.anyOf, n.oneOf, n.allOf]) if (Array.isArray(list)) list.forEach(walk);
  };
  walk(json);
  return [...names];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzRoute {
  method: string;
  url: string;
  paramNames: string[];
  queryNames: string[];
  bodyNames: string[];
}

export function fuzzRoutesOf(declared: RouteOptions[]): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const route of declared) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD runs GET's handler: fuzzing GET covers it
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
      seen.set(key, {
        method,
        url: route.url,
        paramNames: [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*"),
        queryNames: fieldNames(schema.querystring),
        bodyNames: fieldNames(schema.body),
      });
    }
  }
  return [...seen.values()];
}

/** Already percent-encoded path segments: bad escapes, overlong UTF-8, an encoded slash and NUL. */
export const RAW_SEGMENTS = ["%", "%zz", "%C0%AF", "%FF", "%ED%A0%80", "%2F", "%2e%2e", "%00", "%25"];
const RAW = new Set(RAW_SEGMENTS);

// encodeURIComponent throws on a lone surrogate: send the invalid UTF-8 a careless client would
const encode = (value: string) => (RAW.has(value) ? value : encodeURIComponent(value.replace(/\ud800/g, "\uffff")).replace(/%EF%BF%BF/g, "%ED%A0%80"));

const withParams = (route: FuzzRoute, values: Record<string, string>) =>
  route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    const value = values[name ?? "*"];
    // the wildcard keeps its slashes (it is a path), a named parameter is one segment
    return name ? encode(value) : value.split("/").map(encode).join("/");
  });

const oddString = fc.constantFrom(...ODD_STRINGS, ...RAW_SEGMENTS);
const oddJson = fc.constantFrom(...ODD_JSON_VALUES);

const queryString = (names: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names, ...EXTRA_KEYS, "a[b]", "page[]"), oddString), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&"));

const objectBody = (names: string[]) =>
  fc
    .oneof(
      // every field the contract names, each one malformed
      fc.tuple(...names.map(() => oddJson)).map((values) => names.map((k, i) => [k, values[i]] as const)),
      // a few fields, contract or not
      fc.array(fc.tuple(fc.constantFrom(...names, ...EXTRA_KEYS), oddJson), { maxLength: 8 }),
    )
    .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`);

const CONTENT_TYPES = [
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/json; charset=latin1",
];

/** Requests for one route: malformed params, query strings and bodies as fast-check makes them. */
export function requestsFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.paramNames.map(() => oddString)).map((values) => Object.fromEntries(route.paramNames.map((n, i) => [n, values[i]])));
  const hasBody = !["GET", "DELETE"].includes(route.method);
  const body = hasBody ? fc.oneof(objectBody(route.bodyNames.length ? route.bodyNames : ["x"]), fc.constantFrom(...ODD_BODIES)) : fc.constant(undefined);
  return fc
    .record({ params, query: queryString(route.queryNames), body, contentType: fc.constantFrom(...CONTENT_TYPES) })
    .map(({ params: p, query, body: payload, contentType }): FuzzRequest => ({
      method: route.method,
      url: withParams(route, p) + (query ? `?${query}` : ""),
      headers: payload === undefined ? {} : { "content-type": contentType },
      payload,
    }));
}

/** Every odd string in every path parameter: the sweep that found ids past PostgreSQL's integer. */
export function paramSweep(route: FuzzRoute): FuzzRequest[] {
  return route.paramNames.flatMap((name) =>
    [...ODD_STRINGS, ...RAW_SEGMENTS].map((value) => ({
      method: route.method,
      url: withParams(route, Object.fromEntries(route.paramNames.map((n) => [n, n === name ? value : "1"]))),
      headers: {},
    })),
  );
}
