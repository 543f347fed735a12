import { expect, test, type Browser, type Page, type Request } from "./fixtures";
import { expectToast, mailedMatch, TEST_PASSWORD, uniqueUsername, verifyIdentity, postCampaign } from "./helpers";

const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

/** A new investor who saves `profile` (confirming its e-mail: the player sees no other) and backs the campaign the real way; returns their username. */
async function backer(browser: Browser, campaignId: number, amount: string, profile: Record<string, string>): Promise<string> {
  const context = await browser.newContext();
  const request = context.request;
  const username = uniqueUsername("payee");
  expect((await request.post("/api/register", { data: { username, password: TEST_PASSWORD, role: "investor" } })).ok()).toBe(true);
  // a name of their own, or the page would show the saved e-mail in its place
  expect((await request.patch("/api/profile", { data: { firstName: "Payee", lastName: username, ...profile } })).ok()).toBe(true);
  if (profile.email) {
    const tokenFor = (address: string) => mailedMatch(address, /\/auth\/verify\?token=([A-Za-z0-9_-]+)/)?.[1] ?? null;
    await expect.poll(() => tokenFor(profile.email!), { timeout: 20_000 }).not.toBeNull();
    expect((await request.post("/api/email-verification/confirm", { data: { token: tokenFor(profile.email) } })).ok()).toBe(true);
  }
  const intent = await request.post("/api/create-payment-intent", { data: { campaignId, amount } });
  expect(intent.ok()).toBe(true);
  const { clientSecret, paymentIntentId } = await intent.json();
  expect((await request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card } })).ok()).toBe(true);
  expect((await request.post("/api/investments", { data: { campaignId, amount, paymentIntentId } })).ok()).toBe(true);
  await context.close();
  return username;
}

function patchesOf(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && /^\/api\/payouts\/\d+\/mark-paid$/.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

test("Mark as Paid confirms first, showing every saved payout method and the contact; Cancel changes nothing, Confirm marks once", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/register", { data: { username: uniqueUsername("payer"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  await verifyIdentity(page.request);
  const today = new Date().toISOString().slice(0, 10);
  const campaign = await postCampaign(page.request, {
    tournament: `Pay Confirm ${uniqueUsername("t")}`,
    buyIn: "10000",
    minStake: "100",
    targetAmount: "5000",
    tournamentDate: today,
    description: "Who gets paid how",
  });

  // a verified address belongs to one account: unique per run
  const bothEmail = `${uniqueUsername("both")}@example.com`.toLowerCase();
  const noneEmail = `${uniqueUsername("none")}@example.com`.toLowerCase();
  const both = await backer(browser, campaign.id, "1000.00", {
    email: bothEmail,
    phone: "+1 555 0100",
    paypalEmail: "both@paypal.example",
    bankAccount: "000987654321",
    routingNumber: "021000021",
  });
  const none = await backer(browser, campaign.id, "500.00", { email: noneEmail });
  // 20,000 won, 50% offered on a 10,000 buy-in: each stake doubles
  expect(
    (
      await page.request.post("/api/campaigns/close", { data: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "20000", closingDate: today } })
    ).status(),
  ).toBe(200);

  await page.goto("/pay-investors");
  const patches = patchesOf(page);
  const row = page.getByTestId("payout-row").filter({ hasText: both });
  const dialog = page.getByTestId("mark-paid-dialog");

  await row.getByRole("button", { name: "Mark as Paid" }).click();
  await expect(dialog).toContainText(both);
  await expect(dialog).toContainText("$2,000.00");
  await expect(dialog).toContainText("PayPal: both@paypal.example");
  await expect(dialog).toContainText("Bank account: ****4321, routing 021000021");
  await expect(dialog).toContainText(`E-mail: ${bothEmail}`);
  await expect(dialog).toContainText("Phone: +1 555 0100");
  await expect(dialog).not.toContainText("000987654321");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Mark as Paid" })).toBeVisible();
  const stored = (await (await page.request.get("/api/pending-payouts")).json()) as Array<{ status: string }>;
  expect(stored.map((p) => p.status)).toEqual(["pending", "pending"]);
  expect(patches).toHaveLength(0);

  const other = page.getByTestId("payout-row").filter({ hasText: none });
  await other.getByRole("button", { name: "Mark as Paid" }).click();
  await expect(dialog).toContainText("$1,000.00");
  await expect(dialog).toContainText("No payout method saved yet");
  await expect(dialog).toContainText(`E-mail: ${noneEmail}`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole("button", { name: "Mark as Paid" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Payment Marked as Paid", "The investor has been notified of the payment.");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Paid");
  await expect(row.getByRole("button", { name: "Mark as Paid" })).toHaveCount(0);
  expect(patches).toHaveLength(1);
  const after = (await (await page.request.get("/api/pending-payouts")).json()) as Array<{ investorName: string; status: string }>;
  expect(after.filter((p) => p.status === "paid")).toHaveLength(1);
  await context.close();
});
