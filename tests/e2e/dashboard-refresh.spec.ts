import { expect, request, test } from "./fixtures";
import { fillCardForm } from "./invest-dialog";
import { signUp, TEST_PASSWORD, uniqueUsername, verifyIdentity } from "./helpers";

/**
 * A campaign 98% funded through the API (a second investor paid the sandbox card), so it leads the Dashboard's
 * Trending Campaigns (most funded first, newest first on a tie) with $100 left: one minimum stake.
 */
async function nearlyFundedCampaign(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  const signUpAs = async (role: string) =>
    expect((await api.post("/api/register", { data: { username: uniqueUsername(`e2e${role}`), password: TEST_PASSWORD, role } })).status()).toBe(201);
  await signUpAs("player");
  await verifyIdentity(api);
  const tournament = `Trending E2E ${uniqueUsername("t")}`;
  const created = await api.post("/api/campaigns", {
    data: {
      tournament,
      buyIn: "10000",
      minStake: "100",
      targetAmount: "5000",
      playerOfferedPercentage: 50,
      tournamentDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      description: "Browser test campaign",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { id: number }).id;
  await api.post("/api/logout");
  await signUpAs("investor");
  const intent = await api.post("/api/create-payment-intent", { data: { campaignId, amount: "4900" } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
  expect((await api.post("/api/payments/sandbox/confirm", { data: { clientSecret, card } })).status()).toBe(200);
  const recorded = await api.post("/api/investments", { data: { campaignId, amount: "4900", paymentIntentId } });
  // 200 when the sandbox confirm already recorded it
  expect([200, 201], await recorded.text()).toContain(recorded.status());
  await api.dispose();
  return tournament;
}

test("investing from the Dashboard's trending card brings the stake into Recent Activity at once", async ({ page, baseURL }) => {
  const tournament = await nearlyFundedCampaign(baseURL!);
  await signUp(page, "investor");
  // the card around the heading (heading, its header, the card)
  const recent = page.getByRole("heading", { name: "Recent Activity", exact: true }).locator("xpath=../..");
  await expect(recent).toContainText("No activity yet.");
  const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
  await card.getByRole("button", { name: "Invest" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCardForm(page, "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay $105.00" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // no reload: the list the investor is looking at shows the stake just made
  await expect(recent.getByRole("listitem").filter({ hasText: tournament })).toHaveCount(1);
});
