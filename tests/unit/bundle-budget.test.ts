import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_DOCUMENTS } from "@core/page-documents";

/** The budget in the issue: what / downloads before it can paint, and what any other page adds to that. */
const LANDING_BUDGET_BYTES = 100 * 1024;
const ROUTE_BUDGET_BYTES = 160 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// the build CI already made (OUT_DIR or dist); else one of our own, as unit tests run before the e2e build
const builtClient = path.resolve(process.env.OUT_DIR ?? "dist", "client");
const ownBuild = path.resolve(".tmp/bundle-budget");
let clientDir = builtClient;
let manifest: Manifest;

beforeAll(() => {
  if (!existsSync(path.join(clientDir, ".vite/manifest.json"))) {
    clientDir = path.join(ownBuild, "client");
    // vitest runs with NODE_ENV=test, which would give a development build of React
    execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error"], {
      env: { ...process.env, NODE_ENV: "production", OUT_DIR: ownBuild },
      stdio: "inherit",
    });
  }
  manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
}, 120_000);

/** A chunk's file and every file it imports statically: what the browser fetches before the chunk runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipBytes = (files: Iterable<string>) =>
  [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length, 0);

/** Pages the router shows without the signed-in layout (src/client/app/router.tsx, publicPage). */
const PUBLIC_PAGES = [
  "auth-page",
  "reset-password-page",
  "verify-email-page",
  "not-found-page",
  "staking-main-page",
  "demo-page",
  "invest-detail-page",
  "tournaments-main-page",
  "control-page",
  "spectator-page",
  "seat-page",
  "seat-cards-page",
  "payout-slips-page",
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entryKey = () => Object.keys(manifest).find((k) => manifest[k].isEntry)!;

describe("bundle budget (gzip, initial JavaScript)", () => {
  it(`the landing page's initial JS (the app and all the landing document preloads) is at most ${kb(LANDING_BUDGET_BYTES)}`, () => {
    // what a visitor's / downloads at once: the entry's imports and the chunks its document preloads (decision 111)
    const preloads = PAGE_DOCUMENTS.find((d) => d.path === "/")?.visitor ?? [];
    for (const chunk of preloads) expect(manifest[chunk], `${chunk} is in the build`).toBeDefined();
    const files = closure(entryKey());
    for (const chunk of preloads) closure(chunk, files);
    const landing = gzipBytes(files);
    console.log(`landing initial JS ${kb(landing)} gzip`);
    expect(landing).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });

  it(`every lazy page with the app (and the signed-in layout for signed-in pages) is at most ${kb(ROUTE_BUDGET_BYTES)}`, () => {
    const base = closure(entryKey());
    const layout = Object.keys(manifest).find((k) => k.endsWith("components/layout/app-layout.tsx"));
    const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /-page\.tsx$/.test(k));
    expect(pages.length).toBeGreaterThan(10);
    const over: string[] = [];
    for (const page of pages) {
      const withLayout = layout && !PUBLIC_PAGES.some((name) => page.endsWith(`/${name}.tsx`));
      const files = closure(page, new Set([...base, ...(withLayout ? closure(layout) : [])]));
      const size = gzipBytes(files);
      console.log(`${path.basename(page).padEnd(34)} ${kb(size)}${size > ROUTE_BUDGET_BYTES ? "  over 160 KB" : ""}`);
      if (size > ROUTE_BUDGET_BYTES) over.push(`${page}: ${kb(size)}`);
    }
    expect(over).toEqual([]);
  });
});
