import { expect, test } from "./fixtures";
import { expectToast, uniqueUsername, TEST_PASSWORD } from "./helpers";

const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

test("a player cancels a campaign after confirming, and the investor is refunded stake and fee", async ({ browser }) => {
  const playerPage = await (await browser.newContext()).newPage();
  const investorPage = await (await browser.newContext()).newPage();
  expect(
    (await playerPage.request.post("/api/register", { data: { username: uniqueUsername("canceller"), password: TEST_PASSWORD, role: "player" } })).ok(),
  ).toBe(true);
  expect(
    (await investorPage.request.post("/api/register", { data: { username: uniqueUsername("refundee"), password: TEST_PASSWORD, role: "investor" } })).ok(),
  ).toBe(true);

  const tournament = `Cancel Story ${uniqueUsername("t")}`;
  const created = await playerPage.request.post("/api/campaigns", {
    data: {
      tournament,
      buyIn: "2000",
      minStake: "50",
      targetAmount: "1000",
      playerOfferedPercentage: 50,
      tournamentDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const campaign = await created.json();
  const intent = await (await investorPage.request.post("/api/create-payment-intent", { data: { campaignId: campaign.id, amount: "200.00" } })).json();
  expect((await investorPage.request.post("/api/payments/sandbox/confirm", { data: { clientSecret: intent.clientSecret, card } })).ok()).toBe(true);
  expect(
    (
      await investorPage.request.post("/api/investments", { data: { campaignId: campaign.id, amount: "200.00", paymentIntentId: intent.paymentIntentId } })
    ).ok(),
  ).toBe(true);

  await playerPage.goto("/portfolio");
  const row = playerPage.getByTestId("campaign-row").filter({ hasText: tournament });
  await row.getByRole("button", { name: "Cancel", exact: true }).click();
  const confirm = playerPage.getByRole("alertdialog", { name: "Cancel this campaign?" });
  await expect(confirm).toContainText("refunded their stake plus the platform fee");
  await confirm.getByRole("button", { name: "Keep Campaign" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: "Cancel", exact: true }).click();
  await confirm.getByRole("button", { name: "Cancel Campaign" }).click();
  await expectToast(playerPage, "Campaign Cancelled", "1 investment refunded to investors.");
  await playerPage.getByRole("tab", { name: /Closed/ }).click();
  await expect(playerPage.getByTestId("campaign-row").filter({ hasText: tournament })).toContainText("Cancelled");

  await investorPage.goto("/portfolio");
  await investorPage.getByRole("tab", { name: /Closed/ }).click();
  const stake = investorPage.getByTestId("investment-row").filter({ hasText: tournament });
  await expect(stake).toContainText("Refunded");
  await expect(stake).toContainText("$210.00 refunded"); // $200 stake + $10 fee
  await investorPage.goto("/");
  await expect(investorPage.getByText(new RegExp(`cancelled ${tournament}: \\$210\\.00`))).toBeVisible();
});
