import { expect, test, type Page } from "./fixtures";
import { fillCampaignForm } from "./create-forms";
import { fillCardForm } from "./invest-dialog";
import { expectToast, inDays, signIn, signOut, signUp, uniqueUsername } from "./helpers";

/** The campaign page, where an investor sees the terms and opens the invest dialog with Invest Now. */
async function openInvest(page: Page, id: number) {
  await page.goto(`/invest/${id}`);
  await page.getByRole("button", { name: "Invest Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  return dialog;
}

test("a player sells at 1.20 with a 25% cap; an investor sees the terms, buys, and is refused past the cap", async ({ page }) => {
  await signUp(page, "player");
  await page.getByRole("button", { name: "Create Campaign" }).first().click();
  const create = page.getByRole("dialog");
  const tournament = `Markup Open ${uniqueUsername("t")}`;
  await fillCampaignForm(create, { tournament, date: inDays(20), buyIn: "1,000" });
  await expect(create.getByLabel("Markup")).toHaveValue("1.00");
  await create.getByLabel("Markup").fill("1.20");
  await create.getByLabel("Per-backer Cap (optional)").fill("25");
  // the target may reach buy-in x offered% x markup: $600
  await expect(create.getByText("Up to $600 (50% of the buy-in at 1.20 markup)")).toBeVisible();
  await create.getByLabel("Target Amount").fill("600");
  await create.getByLabel("Minimum Stake").fill("10");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/campaigns") && r.request().method() === "POST");
  await create.getByRole("button", { name: "Create Campaign" }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expectToast(page, "Campaign Created", "Your campaign has been created successfully and is now live for investors.");
  const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
  await expect(card.getByTestId("markup-badge")).toHaveText("1.20 markup");
  await signOut(page);

  await signIn(page, "investor");
  await page.goto(`/invest/${id}`);
  await expect(page.getByTestId("markup-badge")).toHaveText("1.20 markup");
  await expect(page.getByText("The player caps each backer at 25% of the winnings.")).toBeVisible();
  const dialog = await openInvest(page, id);
  await expect(dialog.getByTestId("fair-price")).toContainText("at 1.20 the player must return 20% over the buy-in on average for you to break even");
  await expect(dialog.getByTestId("fair-price")).toContainText("No closed campaigns yet");
  // cap = 1,000 x 1.20 x 25% = $300
  await expect(dialog.getByTestId("cap-note")).toHaveText("The player caps each backer at 25% of the winnings: you can buy $300 more.");
  await expect(dialog).toContainText("Max $300");
  const amount = dialog.getByLabel("Investment Amount ($)");
  await amount.fill("120");
  // $120 / ($1,000 x 1.20) = 10% of the winnings
  await expect(dialog).toContainText("You receive 10.0% of");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
  await expect(dialog).toContainText("10.0%");
  await fillCardForm(page, "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay $126.00" }).click();
  await expectToast(page, "Investment Successful", "Your investment has been processed successfully!");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // back for more: $180 left under the cap; $200 is refused with the most they can still buy
  await openInvest(page, id);
  await expect(dialog.getByTestId("cap-note")).toHaveText("The player caps each backer at 25% of the winnings: you can buy $180 more.");
  await expect(dialog).toContainText("Max $180");
  await dialog.getByLabel("Investment Amount ($)").fill("200");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  const refusal = "You can buy at most $180 more in this campaign: the player caps each backer at 25% of the winnings.";
  await expectToast(page, "Invalid Amount", refusal);
  await expect(dialog.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
});
