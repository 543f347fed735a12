import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { pageDocumentFor } from "@core/page-documents";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session-cookies";
import { errorBody } from "../errors";

/** Hashed file names under /assets change with their content, so a browser may keep them for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else (index.html, robots.txt, favicon) is revalidated each time, by its ETag. */
export const REVALIDATE_CACHE = "no-cache";

const ASSETS_DIR = `${path.sep}assets${path.sep}`;

/** A browser that may be signed in gets the plain app shell, which asks who is signed in before it shows a page. */
const mayBeSignedIn = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SECURE_SESSION_COOKIE]);

/**
 * The built client: its files as they are on disk, the .br or .gz written next to each at build time
 * (vite.config.ts) when the browser accepts it, and index.html for any other GET or HEAD (a client route).
 */
export async function registerStaticAssets(app: FastifyInstance, clientDist: string): Promise<void> {
  // a build without them (or a test's own client) still serves every page, from index.html
  const builtDocuments = new Set(
    ["prerendered", "preload"].flatMap((dir) =>
      existsSync(path.join(clientDist, dir))
        ? readdirSync(path.join(clientDist, dir))
            .filter((f) => f.endsWith(".html"))
            .map((f) => `${dir}/${f}`)
        : [],
    ),
  );
  await app.register(fastifyStatic, {
    root: clientDist,
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", filePath.includes(ASSETS_DIR) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // files (API, uploads, built assets) that do not exist are 404s; any other GET (or HEAD, which
    // monitors use) is a client route
    const isFile = /^\/(api|uploads|assets)\//.test(request.url);
    if (isFile || (request.method !== "GET" && request.method !== "HEAD")) return reply.code(404).send(errorBody("not_found", "Not found"));
    // the same URL answers with one of two documents, by the session cookie (decision 111)
    reply.header("vary", "Cookie");
    const document = pageDocumentFor(request.url, mayBeSignedIn(request));
    return reply.type("text/html").sendFile(document && builtDocuments.has(document) ? document : "index.html");
  });
}
