import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { testConfig } from "../helpers";

const INDEX_HTML = "<!doctype html><title>StakeLine</title><div id=root></div>";
const ASSET_JS = "console.log('asset');";

// the app with a built client of its own (a stand-in folder), as `npm start` serves it
let app: FastifyInstance;
let database: Database;
let clientDist: string;

beforeAll(async () => {
  clientDist = await mkdtemp(path.join(os.tmpdir(), "stakeline-client-"));
  await mkdir(path.join(clientDist, "assets"));
  await writeFile(path.join(clientDist, "index.html"), INDEX_HTML);
  await writeFile(path.join(clientDist, "assets", "app-1234.js"), ASSET_JS);
  const config = testConfig();
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
  app = await buildApp({ config, database, logger: false, clientDist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(clientDist, { recursive: true, force: true });
});

describe("HEAD works wherever GET does (monitors use HEAD)", () => {
  it.each(["/", "/browse", "/campaigns/12/invest", "/healthz", "/api/campaigns", "/assets/app-1234.js"])(
    "HEAD %s answers as GET does, without a body",
    async (url) => {
      const get = await app.inject({ method: "GET", url });
      const head = await app.inject({ method: "HEAD", url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.body).toBe("");
    },
  );

  it("GET and HEAD / serve the client's index.html", async () => {
    const get = await app.inject({ method: "GET", url: "/" });
    expect(get.headers["content-type"]).toMatch(/^text\/html/);
    expect(get.body).toBe(INDEX_HTML);
    const head = await app.inject({ method: "HEAD", url: "/" });
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each(["/api/no-such-route", "/assets/missing.js", "/uploads/avatars/missing.webp"])("HEAD %s stays a 404 like GET", async (url) => {
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await app.inject({ method: "HEAD", url })).statusCode).toBe(404);
  });

  it("other methods on a client route are still 404", async () => {
    const res = await app.inject({ method: "DELETE", url: "/browse" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
  });
});
