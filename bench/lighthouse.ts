/**
 * Lighthouse 12 (mobile, default simulated throttling) on the built app, each page three times, the median
 * printed: performance and accessibility scores, LCP, TBT, CLS and the JavaScript transferred.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--port 5184]
 *   OUT_DIR=.tmp/out-x npx tsx bench/lighthouse.ts      (a build in another folder)
 *
 * The server is the built one (node $OUT_DIR/server/main.js) on a fresh embedded database with the demo
 * data; /browse is measured signed in as the demo investor. Chromium: CHROME_PATH or /usr/bin/chromium.
 *
 * Every run starts with an empty cookie jar; a signed-in page gets the investor's session cookie in the jar.
 * (A Cookie header through Lighthouse's extraHeaders lost to the jar: once /tournament/demo/view had set its
 * demo_clock cookie, /browse went out without the session and measured the sign-in page instead.) A run that
 * does not end on the page it asked for fails the script.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { arg } from "./cli";

const RUNS = arg("runs", 3);
const PORT = arg("port", 5184);
const BASE = `http://localhost:${PORT}`;
const PAGES: Array<{ path: string; signedIn?: boolean }> = [
  { path: "/" },
  { path: "/staking-main" },
  { path: "/tournaments-main" },
  { path: "/auth" },
  { path: "/tournament/demo/view" },
  { path: "/browse", signedIn: true },
];

async function startServer(dataDir: string) {
  const outDir = process.env.OUT_DIR ?? "dist";
  const server = spawn(process.execPath, [path.join(outDir, "server/main.js")], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_RATE_LIMIT_MAX: "1000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${BASE}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error("the server did not come up");
}

async function investorCookies(): Promise<Array<{ name: string; value: string }>> {
  const res = await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ username: "investor", password: "investor" }),
  });
  if (!res.ok) throw new Error(`sign-in as investor: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => {
    const pair = c.split(";")[0]!;
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
}

interface Sample {
  score: number;
  a11y: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stakeline-lh-"));
  const server = await startServer(dataDir);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  let browser: Awaited<ReturnType<typeof puppeteer.connect>> | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const jar = await browser.target().createCDPSession();
    const cookies = await investorCookies();
    const rows: string[] = [];
    for (const page of PAGES) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        await jar.send("Storage.clearCookies");
        if (page.signedIn) await jar.send("Storage.setCookies", { cookies: cookies.map((c) => ({ ...c, url: BASE, httpOnly: true })) });
        const result = await lighthouse(`${BASE}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        if (!result) throw new Error(`no result for ${page.path}`);
        if (result.lhr.finalDisplayedUrl !== `${BASE}${page.path}`) {
          throw new Error(`${page.path} ended on ${result.lhr.finalDisplayedUrl}: not the page asked for`);
        }
        const { audits, categories } = result.lhr;
        const requests = (audits["network-requests"].details as { items: Array<{ resourceType?: string; transferSize?: number }> }).items;
        samples.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          a11y: Math.round((categories.accessibility.score ?? 0) * 100),
          lcp: audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: audits["total-blocking-time"].numericValue ?? 0,
          cls: audits["cumulative-layout-shift"].numericValue ?? 0,
          jsKb: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        });
      }
      const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
      rows.push(
        `| ${(page.path + (page.signedIn ? " (investor)" : "")).padEnd(30)} | ${String(m("score")).padStart(5)} | ${String(m("a11y")).padStart(4)} | ${(m("lcp") / 1000).toFixed(2).padStart(6)} s | ${Math.round(m("tbt")).toString().padStart(5)} ms | ${m("cls").toFixed(3)} | ${m("jsKb").toFixed(1).padStart(7)} KB |`,
      );
      console.error(`measured ${page.path}: ${samples.map((s) => s.score).join(", ")}`);
    }
    console.log(`Lighthouse ${RUNS}x per page, mobile, median\n`);
    console.log("| page                           | perf. | a11y |      LCP |      TBT |   CLS | JS transferred |");
    console.log("|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    // Lighthouse's simulated throttling scales with the CPU it measures: a loaded machine lowers scores and raises TBT
    console.log(
      `\n${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    await browser?.disconnect();
    chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
