import { expect, test, type Page } from "./fixtures";
import { signUp } from "./helpers";

const TEXT = "Test mode: payments are simulated, no real money moves";
const banner = (page: Page) => page.getByRole("note", { name: "Test mode" });

/** The banner is in the page's flow: the page, once rendered, starts below it and nothing lies under it. */
async function expectAboveContent(page: Page) {
  const b = await banner(page).boundingBox();
  expect(b).not.toBeNull();
  expect(b!.y).toBe(0);
  expect(b!.height).toBeLessThanOrEqual(40);
  await expect
    .poll(() =>
      banner(page).evaluate((el) => {
        // the page is the next sibling in flow (the toasts' fixed region does not count)
        let next = el.nextElementSibling;
        while (next && (getComputedStyle(next).position === "fixed" || next.getBoundingClientRect().height === 0)) next = next.nextElementSibling;
        return next ? next.getBoundingClientRect().top : -1;
      }),
    )
    .toBeGreaterThanOrEqual(b!.y + b!.height - 0.5);
}

// the e2e server runs the sandbox gateway (PAYMENTS unset on the embedded database)
for (const [width, height] of [
  [1280, 800],
  [375, 800],
] as const) {
  test(`signed out at ${width} px: the landing, auth, spectator and console pages show the banner`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const path of ["/", "/auth", "/tournaments-main", "/tournament/demo/view", "/tournament/demo/control"]) {
      await page.goto(path);
      await expect(banner(page)).toHaveText(TEXT);
      await expectAboveContent(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}

test("signed in, the dashboard shows it too", async ({ page }) => {
  await signUp(page, "player");
  await expect(banner(page)).toHaveText(TEXT);
  await expectAboveContent(page);
});

test("the spectator's full-screen display covers it", async ({ page }) => {
  await page.goto("/tournament/demo/view");
  await expect(banner(page)).toBeVisible();
  await page.getByRole("button", { name: "Full Screen" }).click();
  await expect(page.getByRole("button", { name: "Exit View" })).toBeVisible();
  const onTop = await banner(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(onTop).toBe(false);
});
