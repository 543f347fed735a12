import { expect, test } from "./fixtures";
import { inDays, signIn, signUp, uniqueUsername, verifyIdentity } from "./helpers";

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
    // the bell opens its stream in an effect after it shows, and the test hears of the request a moment later
    await expect.poll(() => firstOf(pattern) !== undefined, { message: `${pattern} was requested` }).toBe(true);
    const request = firstOf(pattern);
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

/**
 * A page of twenty cards shows its first screen's six first and the rest in a later render
 * (useFirstScreenFirst in src/client/lib/use-deferred-data.ts): the work on cards a phone does not show yet
 * no longer comes ahead of the page's largest content. Loading more afterwards never shrinks the list.
 */
test("Browse renders its first six cards before the rest of the page", async ({ page, browser }) => {
  // more than a page of campaigns, whatever else the run has made
  // two players: one creates at most 20 campaigns a day
  const players = [await browser.newPage(), await browser.newPage()];
  for (const p of players) await signUp(p, "player");
  await verifyIdentity(players[0].request);
  const tag = uniqueUsername("Slice");
  for (let i = 0; i < 21; i++) {
    const res = await players[i < 20 ? 0 : 1].request.post("/api/campaigns", {
      data: { tournament: `${tag} Event ${i}`, buyIn: "1000", minStake: "10", targetAmount: "400", playerOfferedPercentage: 50, tournamentDate: inDays(10) },
    });
    expect(res.status()).toBe(201);
  }
  for (const p of players) await p.close();
  await signIn(page, "investor");
  await page.addInitScript(() => {
    const w = window as unknown as { cardCounts: number[] };
    w.cardCounts = [];
    new MutationObserver(() => {
      const count = document.querySelectorAll('[data-testid="campaign-card"]').length;
      if (count > 0 && count !== w.cardCounts.at(-1)) w.cardCounts.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/browse");
  const cards = page.getByTestId("campaign-card");
  await expect(cards).toHaveCount(20);
  const counts = await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);
  expect(counts).toEqual([6, 20]);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  const after = await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);
  // from twenty only upwards: no return to six on the way
  expect(after.slice(2).every((n) => n > 20)).toBe(true);
});
