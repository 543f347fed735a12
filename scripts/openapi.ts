/**
 * Writes the API description this build publishes at GET /api/openapi.json to a file, for linting
 * (`npm run lint:api`, redocly.yaml) and for integrators' tools, without a server or a database of its own:
 * the app is built on an empty embedded database with the sandbox payments, the way the API tests build it.
 *
 *   npx tsx scripts/openapi.ts [out-file]   (default .tmp/openapi.json)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { OPENAPI_JSON_PATH } from "../src/server/docs/openapi";

const out = process.argv[2] ?? ".tmp/openapi.json";
const config = loadConfig({ DATA_DIR: "memory://", SEED_DEMO: "false", PAYMENTS: "sandbox", LOG_LEVEL: "silent", MAIL_POLL_MS: "0", REFUND_POLL_MS: "0" });
const database = await openDatabase({ databaseUrl: undefined, dataDir: "memory://" });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const res = await app.inject({ method: "GET", url: OPENAPI_JSON_PATH });
if (res.statusCode !== 200) throw new Error(`${OPENAPI_JSON_PATH} answered ${res.statusCode}`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(JSON.parse(res.body), null, 2));
console.log(`wrote ${out}`);
await app.close();
await database.close();
// background jobs' timers would keep an embedded database's process up a while after close
process.exit(0);
