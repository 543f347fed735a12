import { expect, type Page, test } from "./fixtures";
import { buyStake, expectToast, mainNav, postCampaign, postTournament, signIn, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

/** A fresh player's campaign with one stake booked through the sandbox card flow by a named investor. */
async function backedCampaign(playerPage: Page, investorPage: Page, backer: { firstName: string; lastName: string }) {
  expect((await playerPage.request.post("/api/register", { data: { username: uniqueUsername("owner"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(
    true,
  );
  const investorName = uniqueUsername("backer");
  expect((await investorPage.request.post("/api/register", { data: { username: investorName, password: TEST_PASSWORD, role: "investor" } })).ok()).toBe(true);
  expect((await investorPage.request.patch("/api/profile", { data: backer })).ok()).toBe(true);
  const tournament = `Owner View ${uniqueUsername("t")}`;
  const campaign = await postCampaign(playerPage.request, { tournament });
  await buyStake(investorPage.request, campaign.id, "200.00");
  return { id: campaign.id, tournament, investorName };
}

test("the owner sees their campaign as its owner: signed-in layout, backers by display name, share link, Close and Cancel, no Invest", async ({ browser }) => {
  const playerPage = await (await browser.newContext()).newPage();
  const investorPage = await (await browser.newContext()).newPage();
  const c = await backedCampaign(playerPage, investorPage, { firstName: "Greta", lastName: "Backer" });

  await playerPage.goto(`/invest/${c.id}`);
  await expect(mainNav(playerPage).getByRole("link", { name: "Dashboard" })).toBeVisible();
  const panel = playerPage.getByTestId("owner-panel");
  await expect(panel.getByRole("textbox", { name: "Share link" })).toHaveValue(new RegExp(`/invest/${c.id}$`));
  await expect(panel.getByRole("button", { name: "Close Campaign" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Cancel", exact: true })).toBeVisible();
  const backers = playerPage.getByRole("table", { name: "Backers" });
  // $200 of a $2,000 buy-in is 10% of the winnings
  await expect(backers.getByRole("row").nth(1)).toHaveText(/Greta Backer\s*\$200(\.00)?\s*10\.0%$/);
  await expect(backers).not.toContainText(c.investorName);
  await expect(playerPage.getByRole("button", { name: /Invest/ })).toHaveCount(0);

  // the owner's Cancel is the portfolio's dialog
  await panel.getByRole("button", { name: "Cancel", exact: true }).click();
  const confirm = playerPage.getByRole("alertdialog", { name: "Cancel this campaign?" });
  await confirm.getByRole("button", { name: "Cancel Campaign" }).click();
  await expectToast(playerPage, "Campaign Cancelled", "1 investment refunded to investors.");

  // the investor sees no backers list on the same page
  await investorPage.goto(`/invest/${c.id}`);
  await expect(investorPage.getByText(c.tournament)).toBeVisible();
  await expect(investorPage.getByRole("table", { name: "Backers" })).toHaveCount(0);
  await expect(investorPage.getByTestId("owner-panel")).toHaveCount(0);
});

test("a player is not offered Invest on other players' campaigns, and is told why on the campaign page", async ({ page }) => {
  await signIn(page, "pro");
  await page.goto("/browse");
  const cards = page.getByTestId("campaign-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByRole("button", { name: /^Invest/ })).toHaveCount(0);
  // a demo player's open campaign: the newest cards are other tests' campaigns, which may be cancelled or closed by
  // the time the page opens, and a finished campaign offers no Invest at all (decision 143)
  await page.getByRole("searchbox", { name: "Search campaigns" }).fill("Aria High Roller");
  const other = cards
    .filter({ hasText: "Aria High Roller" })
    .filter({ has: page.getByRole("link", { name: "View Campaign" }) })
    .first();
  await other.getByRole("link", { name: "View Campaign" }).click();
  await expect(page).toHaveURL(/\/invest\/\d+$/);
  await expect(page.getByTestId("investors-only")).toHaveText("Only investors can back players. You are signed in as a player.");
  await expect(page.getByRole("button", { name: "Invest Now" })).toHaveCount(0);
});

test("a sponsor's dashboard offers no Trending Campaigns or Invest buttons, and a sponsor's campaign page no Invest", async ({ page }) => {
  await signUp(page, "sponsor");
  await expect(page.getByRole("heading", { name: "Your Tournaments" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trending Campaigns" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Invest/ })).toHaveCount(0);
  const campaigns = (await (await page.request.get("/api/campaigns")).json()) as Array<{ id: number; status: string }>;
  await page.goto(`/invest/${campaigns.find((x) => x.status === "active")!.id}`);
  await expect(page.getByTestId("investors-only")).toHaveText("Only investors can back players. You are signed in as a sponsor.");
  await expect(page.getByRole("button", { name: "Invest Now" })).toHaveCount(0);
});

test("an investor is still offered Invest on cards and the campaign page", async ({ page }) => {
  await signUp(page, "investor");
  await expect(page.getByRole("heading", { name: "Trending Campaigns" })).toBeVisible();
  await page.goto("/browse");
  await expect(
    page
      .getByTestId("campaign-card")
      .getByRole("button", { name: /^Invest/ })
      .first(),
  ).toBeVisible();
});

test("the sponsor's dashboard shows the tournament that is running, not 'None scheduled'", async ({ page }) => {
  await signUp(page, "sponsor");
  const name = `Running Cup ${uniqueUsername("t")}`;
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const tournament = {
    id: await postTournament(page.request, {
      name,
      description: "Now playing",
      date,
      time: "20:00",
      location: "Reno, NV",
      buyIn: "150",
      prizeStructure: "50/30/20",
      startingChips: 20000,
      maxSeats: 10,
    }),
  };
  const started = await page.request.post(`/api/live/${tournament.id}/actions`, { data: { type: "start" } });
  expect(started.status(), await started.text()).toBe(200);

  await page.reload();
  const summary = page.locator('[aria-labelledby="sponsor-summary-title"]');
  await expect(summary).toContainText("Running Now");
  await expect(summary).toContainText(name);
  await expect(summary).not.toContainText("None scheduled");
});
