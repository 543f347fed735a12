import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * Decision 111: the public pages a visitor opens first arrive rendered (scripts/prerender.ts) and the app
 * hydrates them; a browser with a session gets the app shell and never sees the visitor's page.
 */
const PAGES = [
  { path: "/", heading: "Elite Poker Investments" },
  { path: "/staking-main", heading: "Poker Staking" },
  { path: "/tournaments-main", heading: "Poker Tournaments" },
  { path: "/auth", heading: "Back the players. Share the prize pool." },
];

for (const { path, heading } of PAGES) {
  test(`${path} shows its heading before any JavaScript runs, then hydrates without an error`, async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    const response = await still.goto(path);
    expect(await response!.text()).toContain("data-prerendered");
    await expect(still.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("the hydrated landing page navigates on the client and its sign-up link carries the role", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // a mark on the window survives only a navigation the app makes itself, not a new document
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole("link", { name: "Start Investing" }).first().click();
  await expect(page).toHaveURL(/\/auth\?role=investor$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test("a signed-in browser gets the app shell at / and sees its dashboard, never the visitor's landing page", async ({ page }) => {
  await signIn(page, "investor");
  const response = await page.goto("/");
  const html = await response!.text();
  expect(html).not.toContain("data-prerendered");
  expect(html).not.toContain("Elite Poker Investments</span>");
  await expect(page.getByRole("heading", { name: "Welcome back, Ivy!" })).toBeVisible();
});

test("the prerendered public pages carry their own title before any JavaScript", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/staking-main");
  await expect(page).toHaveTitle("Poker Staking · StakeLine");
  await ctx.close();
});
