import { expect, test } from "./fixtures";
import { buyStake, expectToast, postCampaign, uniqueUsername, TEST_PASSWORD } from "./helpers";

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
  const campaign = await postCampaign(playerPage.request, { tournament });
  await buyStake(investorPage.request, campaign.id, "200.00");

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
