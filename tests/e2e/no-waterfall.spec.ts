import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

/**
 * Issue 17 item 7: a page's data requests start together. Every /api response is held back 1 s; requests that
 * start within half a second of a round's first one belong to that round. Counting rounds, not the page's load
 * time, keeps the test free of timing on a busy machine: a request that waited for another's answer starts a
 * full second later, a new round.
 */
const DELAY_MS = 1000;

function roundsOf(starts: number[]): number {
  let rounds = 0;
  let roundStart = -Infinity;
  for (const at of [...starts].sort((a, b) => a - b)) {
    if (at - roundStart >= DELAY_MS / 2) {
      rounds += 1;
      roundStart = at;
    }
  }
  return rounds;
}

test("Browse signed in loads its data in at most two round trips after the HTML", async ({ page }) => {
  await signIn(page, "investor");
  const starts: Array<{ at: number; url: string }> = [];
  await page.route("**/api/**", async (route) => {
    // an event stream (the bell's unread count) stays open for the page's life and carries no page data
    if (route.request().headers().accept === "text/event-stream") return route.continue();
    starts.push({ at: Date.now(), url: route.request().url() });
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
  await page.goto("/browse");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Campaigns" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Invest", exact: true }).first()).toBeEnabled({ timeout: 20_000 });
  const rounds = roundsOf(starts.map((s) => s.at));
  expect(rounds, starts.map((s) => `${s.at - starts[0].at} ms ${new URL(s.url).pathname}`).join("\n")).toBeLessThanOrEqual(2);
});
