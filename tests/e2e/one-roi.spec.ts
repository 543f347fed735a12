import { expect, test, type APIRequestContext } from "./fixtures";
import { campaignBody, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

const today = () => new Date().toISOString().slice(0, 10);

/** A player with the walk's self-reported record: two $1,000 events, one cashed for $4,228 (a 0-100 rating of 75). */
async function playerWithRecord(request: APIRequestContext) {
  const username = uniqueUsername("roi");
  expect((await request.post("/api/register", { data: { username, password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  for (const [finalPosition, totalWinnings] of [
    [1, "4228"],
    [0, "0"],
  ] as const) {
    const created = await request.post("/api/campaigns", {
      data: campaignBody({ tournament: `Past ${uniqueUsername("t")}`, buyIn: "1000", minStake: "10", targetAmount: "500" }),
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const closed = await request.post("/api/campaigns/close", { data: { campaignId: id, finalPosition, totalWinnings, closingDate: today() } });
    expect(closed.status(), await closed.text()).toBe(200);
  }
  const tournament = `ROI Open ${uniqueUsername("t")}`;
  const open = await request.post("/api/campaigns", { data: campaignBody({ tournament, buyIn: "1000", minStake: "10", targetAmount: "500" }) });
  expect(open.status()).toBe(201);
  return { username, tournament, id: ((await open.json()) as { id: number }).id };
}

// Issue 37 item 6: the card showed "75%" (the rating) where the player page and the dialog showed +111.4%
test("one ROI on the card, the campaign page, the player page and the invest dialog, its basis a tap away (375 px)", async ({ page, browser }) => {
  test.slow();
  const player = await browser.newContext();
  const { username, tournament, id } = await playerWithRecord(player.request);
  await player.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, "investor");
  await page.goto("/browse");
  await page.getByLabel("Search campaigns").fill(tournament);
  // the search answers after a pause: tap the card of the searched list, not one of the list before it
  await expect(page.getByTestId("campaign-card")).toHaveCount(1, { timeout: 20_000 });
  const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
  await expect(card.getByTestId("roi-value")).toHaveText("+111.4%", { timeout: 20_000 });
  await expect(card).not.toContainText("75%");
  await expect(card.getByTestId("rating-basis")).toHaveText("from 2 self-reported events");
  await card.getByTestId("roi-value").click();
  await expect(card.getByTestId("roi-basis")).toContainText("from 2 self-reported events: $2,000 in, $4,228 out");
  // the tap opened the basis, not the campaign
  await expect(page).toHaveURL(/\/browse/);

  await page.goto(`/invest/${id}`);
  await expect(page.getByTestId("campaign-roi").getByTestId("roi-value")).toHaveText("+111.4%");
  await expect(page.getByTestId("fair-price-roi")).toContainText("+111.4%");
  await expect(page.getByTestId("fair-price-roi")).toContainText("2 self-reported events (small sample)");

  await page.goto(`/players/${username}`);
  await expect(page.getByTestId("player-roi").getByTestId("roi-value")).toHaveText("+111.4%");
  await expect(page.getByTestId("record-self-reported-roi").getByTestId("roi-value")).toHaveText("+111.4%");
  await page.getByTestId("player-roi").getByTestId("roi-value").click();
  await expect(page.getByTestId("player-roi").getByTestId("roi-basis")).toContainText("$2,000 in, $4,228 out");

  // the invest dialog: the same figure
  await page.goto(`/invest/${id}`);
  await page.getByRole("button", { name: "Invest Now" }).filter({ visible: true }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("fair-price-roi").getByTestId("roi-value")).toHaveText("+111.4%");
});
