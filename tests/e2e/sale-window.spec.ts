import { expect, test } from "./fixtures";
import { fillCampaignForm } from "./create-forms";
import { fillCardForm } from "./invest-dialog";
import { expectToast, inDays, newUserPage, signUp, uniqueUsername, verifyIdentity } from "./helpers";

// Issue 41 item 5: a sale window. A player sells with a 20% minimum and a deadline a minute ahead; an investor buys
// 10%; at the deadline the campaign is cancelled and the investor is refunded (decision 233).
test("a campaign below its minimum at the sale's end is cancelled and its backer refunded", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signUp(page, "player");
  await verifyIdentity(page.request);
  await page.goto("/create-campaign");
  const tournament = `Window Open ${uniqueUsername("t")}`;
  await fillCampaignForm(page, { tournament, date: inDays(9), buyIn: "10000", targetAmount: "5000", minStake: "100" });
  await expect(page.getByText("If less of your winnings sells by the sale's end")).toBeVisible();
  await page.getByLabel("Minimum to Sell (%) (optional)").fill("20");
  // the deadline in the browser's own time, as the datetime-local field takes it, 45 s from now
  const endsLocal = await page.evaluate(() => {
    const d = new Date(Date.now() + 45_000);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });
  await page.getByLabel("Sale Ends (optional)").fill(endsLocal);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/campaigns") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Create Campaign" }).click();
  const campaign = (await (await created).json()) as { id: number; minFillPercent: number; saleEndsAt: string };
  expect(campaign.minFillPercent).toBe(20);
  await expectToast(page, "Campaign Created");

  // an investor buys 10% ($1,000 of a $10,000 buy-in), half the minimum
  const { page: investor } = await newUserPage(browser, "investor", "swinv");
  await investor.goto(`/invest/${campaign.id}`);
  const note = investor.getByTestId("sale-window");
  await expect(note).toContainText("Sale ends in");
  await expect(note).toContainText("Minimum 20% — 0% sold");
  await investor.getByRole("button", { name: "Invest Now" }).first().click();
  const dialog = investor.getByRole("dialog");
  await dialog.getByLabel("Investment Amount ($)").fill("1000");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCardForm(investor, "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: /^Pay / }).click();
  await expectToast(investor, "Investment Successful");
  await expect(note).toContainText("Minimum 20% — 10% sold");

  // the deadline passes: the button closes, and the page shows the job's decision without a reload
  await expect(investor.getByRole("button", { name: "Sale Closed" }).first()).toBeDisabled({ timeout: 60_000 });
  await expect(note).toContainText("Cancelled: the minimum was not reached", { timeout: 30_000 });
  await expect(investor.getByText("Campaign Cancelled")).toBeVisible();

  // the investor's portfolio shows the stake refunded, and the player's page says why
  await investor.goto("/portfolio");
  await investor.getByRole("tab", { name: /Closed/ }).click();
  await expect(investor.getByText(/Campaign cancelled · \$1,050\.00 refunded/)).toBeVisible();
  await page.goto(`/invest/${campaign.id}`);
  await expect(page.getByTestId("sale-window")).toContainText("Cancelled: the minimum was not reached");
});
