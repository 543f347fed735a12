import { expect, test, type Browser, type Page, type Request } from "./fixtures";
import { fillCampaignForm, fillTournamentForm, newSponsorOnCreateTournament } from "./create-forms";
import {
  buyStake,
  createSponsoredTournament,
  expectToast,
  inDays,
  signUp,
  registerThroughApi,
  TEST_PASSWORD,
  toastOnScreen,
  uniqueUsername,
  verifyIdentity,
} from "./helpers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every request the page sends with `method` to a path matching `path`. */
function watch(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

/** One request went out, with an Idempotency-Key; after a pause for any second answer, the success toast is still the one on screen. */
async function expectOnce(page: Page, requests: Request[], title: string) {
  await expectToast(page, title);
  // a second request's error toast would replace the success one within this time
  await page.waitForTimeout(1500);
  expect(requests).toHaveLength(1);
  expect(requests[0].headers()["idempotency-key"]).toMatch(UUID);
  await expect(toastOnScreen(page)).toContainText(title);
  await expect(toastOnScreen(page)).not.toContainText(/Failed|Error/);
}

/** A new investor's stake the real way (payment intent, sandbox card, recording); returns their username. */
async function backWithNewInvestor(browser: Browser, campaignId: number, amount: string): Promise<string> {
  const context = await browser.newContext();
  const username = await registerThroughApi(context.request, "investor", uniqueUsername("backer"));
  await buyStake(context.request, campaignId, amount);
  await context.close();
  return username;
}

async function tournamentIdByName(page: Page, name: string): Promise<number> {
  const list = (await (await page.request.get("/api/special-tournaments")).json()) as Array<{ id: number; name: string }>;
  return list.find((t) => t.name === name)!.id;
}

test("double-clicking Create Campaign in the modal creates one campaign", async ({ page }) => {
  await signUp(page, "player");
  const tournament = `Double ${uniqueUsername("t")}`;
  await page.getByRole("button", { name: "Create Campaign" }).first().click();
  const dialog = page.getByRole("dialog");
  await fillCampaignForm(dialog, { tournament, date: inDays(20), buyIn: "2000", targetAmount: "800", minStake: "25" });
  const posts = watch(page, "POST", /^\/api\/campaigns$/);
  await dialog.getByRole("button", { name: "Create Campaign" }).dblclick();
  await expectOnce(page, posts, "Campaign Created");
  const mine = (await (await page.request.get("/api/campaigns/my")).json()) as Array<{ tournament: string }>;
  expect(mine.filter((c) => c.tournament === tournament)).toHaveLength(1);
});

test("double-clicking Create Tournament creates one tournament", async ({ page }) => {
  await newSponsorOnCreateTournament(page);
  const name = `Double Cup ${uniqueUsername("t")}`;
  await fillTournamentForm(page, {
    name,
    description: "Double-click test",
    date: inDays(20),
    time: "19:30",
    location: "Bellagio, Las Vegas, NV",
    buyIn: "100",
    maxSeats: "45",
    format: "No-Limit Hold'em",
    prizeStructure: "Top 10% paid",
  });
  const posts = watch(page, "POST", /^\/api\/special-tournaments$/);
  await page.getByRole("button", { name: "Create Tournament" }).last().dblclick();
  await expectOnce(page, posts, "Tournament Created");
  const mine = (await (await page.request.get("/api/special-tournaments/my")).json()) as Array<{ name: string }>;
  expect(mine.filter((t) => t.name === name)).toHaveLength(1);
});

test("double-clicking Register registers once and shows only Registration Successful", async ({ page }) => {
  const name = `Double Register ${uniqueUsername("t")}`;
  await createSponsoredTournament(page.context().browser()!, { name });
  await signUp(page, "player");
  await page.goto("/special-tournaments");
  const card = page.getByRole("article", { name });
  await expect(card.getByText("0/10")).toBeVisible();
  const posts = watch(page, "POST", /^\/api\/special-tournaments\/register$/);
  await card.getByRole("button", { name: "Register", exact: true }).dblclick();
  await expectOnce(page, posts, "Registration Successful");
  await expect(card.getByText("1/10")).toBeVisible();
});

test("Register on a stale page after registering in another tab shows success, not 'already registered'", async ({ page }) => {
  await signUp(page, "player");
  const name = `Stale Register ${uniqueUsername("t")}`;
  await createSponsoredTournament(page.context().browser()!, { name });
  await page.goto("/special-tournaments");
  const card = page.getByRole("article", { name });
  await expect(card.getByRole("button", { name: "Register", exact: true })).toBeVisible();
  const id = await tournamentIdByName(page, name);
  // the other tab: this page still offers Register
  expect((await page.request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } })).status()).toBe(201);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/special-tournaments/register");
  await card.getByRole("button", { name: "Register", exact: true }).click();
  expect((await answered).status()).toBe(409);
  await expectToast(page, "Registration Successful");
  await expect(toastOnScreen(page)).not.toContainText("Failed");
  await expect(card.getByRole("button", { name: "Registered" })).toBeVisible();
});

test("double-clicking Mark as Paid marks it once with one success toast", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/register", { data: { username: uniqueUsername("payer"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  await verifyIdentity(page.request);
  const tournament = `Double Pay ${uniqueUsername("t")}`;
  const today = new Date().toISOString().slice(0, 10);
  const created = await page.request.post("/api/campaigns", {
    data: { tournament, buyIn: "10000", minStake: "100", targetAmount: "5000", playerOfferedPercentage: 50, tournamentDate: today, description: "Pay twice?" },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as { id: number };

  const investorName = await backWithNewInvestor(browser, campaign.id, "1000.00");
  const secondName = await backWithNewInvestor(browser, campaign.id, "500.00");

  const closed = await page.request.post("/api/campaigns/close", {
    data: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "20000", closingDate: today },
  });
  expect(closed.status()).toBe(200);

  await page.goto("/pay-investors");
  const row = page.getByTestId("payout-row").filter({ hasText: investorName });
  const patches = watch(page, "PATCH", /^\/api\/payouts\/\d+\/mark-paid$/);
  // the guard sits on the confirmation's Confirm, the click that sends
  await row.getByRole("button", { name: "Mark as Paid" }).click();
  await page.getByTestId("mark-paid-dialog").getByRole("button", { name: "Confirm" }).dblclick();
  await expectOnce(page, patches, "Payment Marked as Paid");
  await expect(row).toContainText("Paid");

  // marked paid in another tab while this one still offers the button: the goal is met, so success
  const other = page.getByTestId("payout-row").filter({ hasText: secondName });
  await expect(other.getByRole("button", { name: "Mark as Paid" })).toBeVisible();
  const payouts = (await (await page.request.get("/api/pending-payouts")).json()) as Array<{ id: number; investorName: string; status: string }>;
  const pending = payouts.find((p) => p.status !== "paid")!;
  expect((await page.request.patch(`/api/payouts/${pending.id}/mark-paid`)).status()).toBe(200);
  const answered = page.waitForResponse((r) => /\/mark-paid$/.test(new URL(r.url()).pathname));
  await other.getByRole("button", { name: "Mark as Paid" }).click();
  await page.getByTestId("mark-paid-dialog").getByRole("button", { name: "Confirm" }).click();
  expect((await answered).status()).toBe(409);
  // the toast is shown before the lists refresh, so once the row says Paid the toast is this click's
  await expect(other.getByRole("button", { name: "Mark as Paid" })).toHaveCount(0);
  await expectToast(page, "Payment Marked as Paid");
  await expect(toastOnScreen(page)).not.toContainText("Failed");
  await context.close();
});
