import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 5174);
const outDir = process.env.OUT_DIR ?? "dist";
const dataDir = `.tmp/e2e-data-${PORT}`;
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// Debian's Chromium, never a downloaded browser; the app is the built one, on a fresh embedded database.
// Every browser of the run comes from one address, so the per-address cap on event streams (20 in production) is
// raised: with it the bells and displays of parallel tests were refused (429), and a bell never heard its count.
// Contexts a test opens itself are closed when it ends (tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${dataDir} && DATA_DIR=${dataDir} PORT=${PORT} AUTH_RATE_LIMIT_MAX=100000 LIVE_STREAMS_PER_ADDRESS=1000 LOG_LEVEL=warn node ${outDir}/server/main.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
