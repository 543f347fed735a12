import { expect, request, test, type Page } from "./fixtures";
import { fillCardForm } from "./invest-dialog";
import { expectToast, signIn, uniqueUsername, postCampaign, daysFromNow } from "./helpers";

/** A fresh player's campaign made through the API, so each test sees its own figures. */
async function createCampaign(baseURL: string): Promise<{ id: number; tournament: string; playerName: string }> {
  const api = await request.newContext({ baseURL });
  const username = uniqueUsername("e2eplayer");
  const reg = await api.post("/api/register", { data: { username, password: "felt-river-stack-42", role: "player" } });
  expect(reg.ok()).toBeTruthy();
  const tournament = `Invest E2E ${uniqueUsername("t")}`;
  const campaign = await postCampaign(api, { tournament, minStake: "100", tournamentDate: daysFromNow(20), description: "Browser test campaign" });
  await api.dispose();
  return { id: campaign.id, tournament, playerName: campaign.playerName };
}

async function findCard(page: Page, tournament: string) {
  await page.goto("/browse");
  await page.getByLabel("Search campaigns").fill(tournament);
  // wait for the searched list (the unfiltered one shows the new campaign first, then re-renders)
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);
  const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
  await expect(card).toHaveCount(1);
  return card;
}

/** The demo investor signed in, at a fresh campaign's card on /browse. */
async function investorAtNewCard(page: Page, baseURL: string) {
  const { tournament } = await createCampaign(baseURL);
  await signIn(page, "investor");
  return { tournament, card: await findCard(page, tournament) };
}

test.describe("investing", () => {
  test("the demo investor invests with 4242 4242 4242 4242 and sees the raised amount go up", async ({ page, baseURL }) => {
    const { card } = await investorAtNewCard(page, baseURL!);
    await expect(card).toContainText("$0 raised");
    await card.getByRole("button", { name: "Invest" }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
    const amount = dialog.getByLabel("Investment Amount ($)");
    await expect(amount).toHaveValue("100.00");
    await amount.fill("250");
    await expect(dialog).toContainText("12.5%");
    await expect(dialog).toContainText("$12.50");
    await expect(dialog).toContainText("$262.50");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();

    await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
    await fillCardForm(page, "4242 4242 4242 4242");
    await dialog.getByRole("button", { name: "Pay $262.50" }).click();
    await expectToast(page, "Investment Successful", "Your investment has been processed successfully!");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toContainText("$250 raised");
    await expect(card).toContainText("$750 remaining");
  });

  test("a declined card (4000 0000 0000 0002) shows Payment Failed and charges nothing", async ({ page, baseURL }) => {
    const { tournament, card } = await investorAtNewCard(page, baseURL!);
    await card.getByRole("button", { name: "Invest" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await fillCardForm(page, "4000 0000 0000 0002");
    await dialog.getByRole("button", { name: "Pay $105.00" }).click();
    await expectToast(page, "Payment Failed", "Your card was declined.");
    // the card step stays open for another card; nothing raised
    await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(await findCard(page, tournament)).toContainText("$0 raised");
  });

  test("amount rules, Cancel back to amount entry, and closing resets the amount", async ({ page, baseURL }) => {
    const { card } = await investorAtNewCard(page, baseURL!);
    await card.getByRole("button", { name: "Invest" }).click();
    const dialog = page.getByRole("dialog");
    const amount = dialog.getByLabel("Investment Amount ($)");
    await amount.fill("50");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Invalid Amount", "Investment must be between $100 and $2,000.");
    await amount.fill("1500");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Invalid Amount", "Only $1,000 remains in this campaign.");

    await amount.fill("300");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Pay $315.00" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
    await expect(amount).toHaveValue("300");

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await card.getByRole("button", { name: "Invest" }).click();
    await expect(page.getByRole("dialog").getByLabel("Investment Amount ($)")).toHaveValue("100.00");
  });

  test("an investor holding 3 other campaigns is told why a 4th payment cannot start", async ({ page, baseURL }) => {
    const held = await Promise.all([1, 2, 3].map(() => createCampaign(baseURL!)));
    const { tournament } = await createCampaign(baseURL!);
    // a fresh investor of this test's own (the demo investor is shared by tests running in parallel)
    const username = uniqueUsername("holder");
    const registered = await page.request.post("/api/register", { data: { username, password: "hold-limit-e2e-pass", role: "investor" } });
    expect(registered.status(), await registered.text()).toBe(201);
    for (const c of held) {
      const res = await page.request.post("/api/create-payment-intent", { data: { campaignId: c.id, amount: "100" } });
      expect(res.status(), await res.text()).toBe(200);
    }
    const card = await findCard(page, tournament);
    await card.getByRole("button", { name: "Invest" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(
      page,
      "Payment Setup Failed",
      "You already have 3 payments in progress on other campaigns. Finish or cancel one of them before starting another.",
    );
    await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  });

  // issue 15: a player is no longer offered Invest (they could only be refused); the card links to the campaign page
  test("a player is offered View Campaign instead of Invest", async ({ page, baseURL }) => {
    const { tournament } = await createCampaign(baseURL!);
    await signIn(page, "pro");
    const card = await findCard(page, tournament);
    await expect(card.getByRole("button", { name: "Invest" })).toHaveCount(0);
    await card.getByRole("link", { name: "View Campaign" }).click();
    await expect(page.getByTestId("investors-only")).toContainText("Only investors can back players.");
  });

  test("a signed-out session gets the Unauthorized toast and goes to /auth, to come back to the page after signing in", async ({ page, baseURL, context }) => {
    const { card } = await investorAtNewCard(page, baseURL!);
    const here = new URL(page.url());
    await card.getByRole("button", { name: "Invest" }).click();
    // the dialog has read whether a checkout is in progress (decision 210) before the session ends
    await expect(page.getByRole("dialog").getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    await context.clearCookies();
    await page.getByRole("dialog").getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Unauthorized", "You are logged out. Logging in again...");
    // the app's one 401 handler: the page the dialog was opened on is kept as next
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(here.pathname + here.search)}`);
  });

  test("Invest Now on /open-investments opens the dialog at the min stake", async ({ page, baseURL }) => {
    const { tournament } = await createCampaign(baseURL!);
    await signIn(page, "investor");
    await page.goto("/open-investments");
    const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
    await card.getByRole("button", { name: "Invest Now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
    await expect(dialog.getByLabel("Investment Amount ($)")).toHaveValue("100.00");
    await expect(dialog).toContainText("5.0%");
    await expect(dialog).toContainText("$105.00");
  });

  test("demo mode on /demo: Demo Mode, then Investment Successful, and nothing is charged", async ({ page, baseURL }) => {
    const { tournament } = await createCampaign(baseURL!);
    await page.goto("/demo");
    const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
    await expect(card).toContainText("$0 raised");
    await card.getByRole("button", { name: "Invest" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
    await expect(dialog).not.toContainText("Investor Role Required");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Demo Mode");
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expectToast(page, "Investment Successful", "Your investment has been processed successfully!");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("campaign-card").filter({ hasText: tournament })).toContainText("$0 raised");
  });
});
