/**
 * `npm run sdk`: the typed client's schema from the API description, then the package's build.
 *
 *   1. the description this build publishes (scripts/openapi.ts) into .tmp/sdk/openapi.json;
 *   2. its types, by openapi-typescript, into sdk/src/schema.d.ts (committed: tests/api/sdk/sdk.test.ts fails
 *      when it is not what this step writes, so it cannot go stale);
 *   3. tsc into sdk/dist/ (gitignored), with schema.d.ts beside index.d.ts (tsc does not copy a .d.ts).
 */
import { execFile, execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const SCHEMA_FILE = path.join(ROOT, "sdk/src/schema.d.ts");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

/** Writes the API description, as GET /api/openapi.json serves it, to `out` (scripts/openapi.ts). */
export async function writeDescription(out: string): Promise<void> {
  await promisify(execFile)(bin("tsx"), ["scripts/openapi.ts", out], { cwd: ROOT });
}

/** The TypeScript types of the description in `descriptionFile`: the text of sdk/src/schema.d.ts. */
export async function schemaSource(descriptionFile: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.resolve(descriptionFile)), { silent: true });
  return COMMENT_HEADER + astToString(ast);
}

async function main(): Promise<void> {
  const description = path.join(ROOT, ".tmp/sdk/openapi.json");
  await writeDescription(description);
  writeFileSync(SCHEMA_FILE, await schemaSource(description));
  console.log(`wrote ${path.relative(ROOT, SCHEMA_FILE)}`);
  const dist = path.join(ROOT, "sdk/dist");
  rmSync(dist, { recursive: true, force: true });
  execFileSync(bin("tsc"), ["-p", "sdk/tsconfig.build.json"], { cwd: ROOT, stdio: "inherit" });
  mkdirSync(dist, { recursive: true });
  copyFileSync(SCHEMA_FILE, path.join(dist, "schema.d.ts"));
  console.log("built sdk/dist");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
