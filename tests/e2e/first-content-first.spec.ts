import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

/**
 * The page's own content comes before what can wait (src/client/lib/after-first-content.ts): on Browse, the header's
 * menus (their Radix chunk and the bell's event stream) are asked for only once the campaign cards are on screen,
 * so on a slow phone they do not compete with the cards. Until then the menus' places hold their
 * icons (not buttons); then the real menus work.
 */
test("Browse asks for the header menus and the bell's stream only after its cards are on screen", async ({ page: signInPage, context }) => {
  await signIn(signInPage, "investor");
  await signInPage.close();
  // a fresh document in the signed-in context: nothing of the sign-in page's own loading is counted
  const page = await context.newPage();
  // a slow first page of campaigns: anything loaded without waiting for the cards would start before they show
  await page.route("**/api/campaigns?*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const started: Array<{ url: string; at: number }> = [];
  page.on("request", (r) => started.push({ url: r.url(), at: Date.now() }));

  // the page notes when the first card enters its document (the test's own polling could see it hundreds of ms late)
  await page.addInitScript(() => {
    const w = window as unknown as { cardsAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="campaign-card"]')) return;
      w.cardsAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/browse");
  await expect(page.getByTestId("campaign-card").first()).toBeVisible();
  await expect(page.getByTestId("notification-bell")).toBeVisible();
  const cardsAt = await page.evaluate(() => (window as unknown as { cardsAt: number }).cardsAt);

  const firstOf = (pattern: RegExp) => started.find((r) => pattern.test(r.url));
  for (const pattern of [/\/assets\/header-menus-[^/]+\.js$/, /\/api\/notifications\/events$/]) {
    const request = firstOf(pattern);
    expect(request, `${pattern} was requested`).toBeDefined();
    // the test hears of a request a little after the page makes it: never before, so this errs on the safe side
    expect(request!.at, `${pattern} waited for the cards`).toBeGreaterThanOrEqual(cardsAt);
  }
  // the campaigns' answer came 1.5 s after it was asked for: nothing deferred went out in that time
  const campaignsAsked = firstOf(/\/api\/campaigns\?/)!.at;
  expect(firstOf(/header-menus/)!.at - campaignsAsked).toBeGreaterThan(1400);

  // and the menus work once there
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
});
