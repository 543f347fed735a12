import { expect, test, type Page } from "./fixtures";
import { fillCampaignForm } from "./create-forms";
import { expectToast, expectToContainAll, inDays, signIn, signUp, uniqueUsername, verifyIdentity } from "./helpers";

async function findOnBrowse(page: Page, search: string, tournament = search) {
  await page.goto("/browse");
  await page.getByRole("searchbox", { name: "Search campaigns" }).fill(search);
  const cards = page.getByTestId("campaign-card");
  await expect(cards.first()).toContainText(tournament);
  await expect(cards).toHaveCount(1);
  return cards.first();
}

test("a player creates a campaign through the dashboard modal and finds it on /browse", async ({ page }) => {
  await signUp(page, "player");
  await page.getByRole("button", { name: "Create Campaign" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create Campaign" })).toBeVisible();
  await expect(dialog.getByLabel("Offered Percentage")).toHaveValue("50");

  // the spec's messages, from the shared schema
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("Tournament name is required")).toBeVisible();
  await expect(dialog.getByText("Buy-in amount is required")).toBeVisible();
  await expect(dialog.getByText("Tournament date is required")).toBeVisible();

  const tournament = `Modal Classic ${uniqueUsername("t")}`;
  await fillCampaignForm(dialog, { tournament, date: inDays(20), buyIn: "2,000", offeredPercentage: "40", targetAmount: "900", minStake: "25" });
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("Target amount cannot exceed $800 (40% of the buy-in)")).toBeVisible();
  await dialog.getByLabel("Target Amount").fill("800");
  await dialog.getByLabel("Description (optional)").fill("Backers get hand reviews.");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign Created", "Your campaign has been created successfully and is now live for investors.");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "My Active Campaigns" })).toBeVisible();
  await expect(page.getByTestId("campaign-card").filter({ hasText: tournament })).toBeVisible();

  // search is case-insensitive
  const card = await findOnBrowse(page, tournament.toLowerCase(), tournament);
  await expectToContainAll(card, ["$2,000", "$25", "40%", "0%", "New player", "Backers get hand reviews."]);
});

test("a player creates a campaign on /create-campaign and finds it on /browse", async ({ page }) => {
  await signUp(page, "player");
  await verifyIdentity(page.request);
  await page.goto("/create-campaign");
  await expect(page.getByRole("heading", { level: 1, name: "Create Campaign" })).toBeVisible();
  await expect(page.getByLabel("Offered Percentage")).toHaveCount(0);
  const tournament = `Page Open ${uniqueUsername("t")}`;
  await fillCampaignForm(page, { tournament, date: inDays(9), buyIn: "5000", targetAmount: "2500", minStake: "100" });
  const request = page.waitForRequest((r) => r.url().endsWith("/api/campaigns") && r.method() === "POST");
  await page.getByRole("button", { name: "Create Campaign" }).click();
  const body = (await request).postDataJSON();
  // the page sends an ISO datetime and no percentage
  expect(body.tournamentDate).toBe(`${inDays(9)}T00:00:00.000Z`);
  expect(body).not.toHaveProperty("playerOfferedPercentage");
  await expectToast(page, "Campaign Created");
  await expect(page).toHaveURL(/\/$/);
  const card = await findOnBrowse(page, tournament);
  await expect(card).toContainText("50%");
  await expect(card).toContainText("$5,000");
});

test("an investor is refused /create-campaign", async ({ page }) => {
  await signIn(page, "investor");
  await page.goto("/create-campaign");
  await expectToast(page, "Access Denied", "Only players can create campaigns.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
});

test("browse: search, sort, Advanced Filters and Load More work on the server", async ({ page, browser }) => {
  await signUp(page, "player");
  await verifyIdentity(page.request);
  // a second player for the 21st: one player creates at most 20 campaigns a day
  const second = await browser.newPage();
  await signUp(second, "player");
  const tag = uniqueUsername("Series");
  // 21 campaigns: one more than a page
  for (let i = 0; i < 21; i++) {
    const res = await (i < 20 ? page : second).request.post("/api/campaigns", {
      data: {
        tournament: `${tag} Event ${i}`,
        buyIn: String(1000 + i * 100),
        minStake: "10",
        targetAmount: "400",
        playerOfferedPercentage: 50,
        tournamentDate: inDays(10 + i),
      },
    });
    expect(res.status()).toBe(201);
  }
  await second.close();
  await page.goto("/browse");
  const cards = page.getByTestId("campaign-card");
  await expect(cards.first()).toBeVisible();
  // these campaigns are also the newest overall: wait for the searched page itself
  const searched = page.waitForResponse((r) => r.url().includes(`search=${tag}`));
  await page.getByRole("searchbox", { name: "Search campaigns" }).fill(tag);
  await searched;
  await expect(cards.first()).toContainText(`${tag} Event 20`);
  await expect(cards).toHaveCount(20);
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(cards).toHaveCount(21);
  await expect(page.getByRole("button", { name: "Load More" })).toBeHidden();

  // the browser's own select (components/ui/native-select.tsx)
  await expect(page.getByRole("combobox", { name: "Sort campaigns" })).toHaveValue("newest");
  await page.getByRole("combobox", { name: "Sort campaigns" }).selectOption({ label: "Highest Buy-in" });
  await expect(cards.first()).toContainText("$3,000");

  await page.getByRole("button", { name: "Advanced Filters" }).click();
  await page.getByLabel("Min Buy-in ($)").fill("2500");
  await expect(cards).toHaveCount(6);
  await page.getByLabel("Max Buy-in ($)").fill("2,600");
  await expect(cards).toHaveCount(2);
  await page.getByLabel("Tournament From").fill(inDays(26));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${tag} Event 16`);

  await page.getByRole("searchbox", { name: "Search campaigns" }).fill(`${tag} nothing like this`);
  await expect(page.getByText("No campaigns found")).toBeVisible();
  // with filters set, the empty state's button clears those (decision 143); then the search alone offers Clear Search
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(page.getByLabel("Min Buy-in ($)")).toHaveValue("");
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(page.getByRole("searchbox", { name: "Search campaigns" })).toHaveValue("");
});

test("a visitor opens a public campaign page", async ({ page }) => {
  const list = await page.request.get("/api/campaigns?limit=1&sort=buyin");
  const [campaign] = await list.json();
  await page.goto(`/invest/${campaign.id}`);
  await expect(page.getByRole("heading", { level: 1, name: campaign.playerName })).toBeVisible();
  await expect(page.getByText(campaign.tournament).first()).toBeVisible();
  await expect(page.getByText("Investment Terms")).toBeVisible();
  await expect(page.getByText("Funding Progress")).toBeVisible();
  await expect(page.getByText("Your Share")).toBeVisible();
  await expect(page.getByText("Risk warning:")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Invest?" })).toBeVisible();
  // both return to this page after signing up or in
  await expect(page.getByRole("link", { name: "Sign Up to Invest" })).toHaveAttribute("href", `/auth?role=investor&next=%2Finvest%2F${campaign.id}`);
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/auth?role=investor&mode=login&next=%2Finvest%2F${campaign.id}`);

  await page.goto("/invest/987654321");
  await expect(page.getByRole("heading", { name: "Campaign Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor's Invest on the public staking page leads to the campaign page", async ({ page }) => {
  await page.goto("/staking-main");
  await expect(page.getByRole("heading", { name: "Top Rated Campaigns" })).toBeVisible();
  const cards = page.getByTestId("campaign-card");
  await expect(cards).toHaveCount(3);
  await cards.first().getByRole("link", { name: "Invest" }).click();
  await expect(page).toHaveURL(/\/invest\/\d+$/);
  await expect(page.getByRole("heading", { name: "Ready to Invest?" })).toBeVisible();
});

test("Invest opens the invest dialog: in demo mode for a visitor, and for a signed-in investor", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByText("Demo Mode").first()).toBeVisible();
  const card = page
    .getByTestId("campaign-card")
    .filter({ has: page.getByRole("button", { name: "Invest" }) })
    .first();
  await card.getByRole("button", { name: "Invest" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  await page.keyboard.press("Escape");

  await signIn(page, "investor");
  await page.goto("/open-investments");
  await expect(page.getByRole("heading", { level: 1, name: "Open Investment Opportunities" })).toBeVisible();
  await expect(page.getByText("Open Campaigns")).toBeVisible();
  await page.getByTestId("campaign-card").first().getByRole("button", { name: "Invest Now" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
});

test("browse shows 6 placeholder cards while the page loads", async ({ page }) => {
  await signIn(page, "investor");
  await page.route("**/api/campaigns?*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/browse");
  await expect(page.getByTestId("campaign-card-skeleton")).toHaveCount(6);
  await expect(page.getByTestId("campaign-card").first()).toBeVisible();
  await expect(page.getByTestId("campaign-card-skeleton")).toHaveCount(0);
});
