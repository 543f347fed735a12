import { expect, test } from "./fixtures";
import { expectToast, mainNav, signUp } from "./helpers";

test("the sponsor's dashboard fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, "sponsor");
  await expect(page.getByRole("heading", { name: "Your Tournaments" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a sponsor gets no way into /browse: no View All to it, and the route sends them home", async ({ page }) => {
  await signUp(page, "sponsor");
  await expect(page.getByRole("heading", { name: "Your Tournaments" })).toBeVisible();
  await expect(page.locator('a[href="/browse"]')).toHaveCount(0);
  // the one View All left is the sponsor's own tournaments
  await expect(page.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/tournaments");

  await page.goto("/browse");
  await expectToast(page, "Access Denied", "Only investors and players can browse campaigns.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Browse Campaigns" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
});

test("investors and players still browse from the dashboard's View All", async ({ page }) => {
  await signUp(page, "investor");
  await page.locator('a[href="/browse"]', { hasText: "View All" }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole("heading", { name: "Browse Campaigns" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Browse Campaigns" })).toHaveAttribute("aria-current", "page");
});
