import { expect, test } from "./fixtures";
import { buyStake, daysFromNow, expectToast, newUserPage, postCampaign, signIn, uniqueUsername } from "./helpers";

test("a player closes a campaign, pays one investor, and that investor sees the payout", async ({ browser }) => {
  const player = await newUserPage(browser, "player", "closer");
  const tournament = `Close Story ${uniqueUsername("t")}`;
  const campaign = await postCampaign(player.page.request, {
    tournament,
    buyIn: "10000",
    minStake: "100",
    targetAmount: "5000",
    tournamentDate: daysFromNow(7),
    description: "Story campaign",
  });

  const alice = await newUserPage(browser, "investor", "alice");
  const bob = await newUserPage(browser, "investor", "bob");
  await buyStake(alice.page.request, campaign.id, "1000.00");
  await buyStake(bob.page.request, campaign.id, "500.00");

  // the player closes it in the UI: 2nd place, $12,345.67
  const p = player.page;
  await p.goto("/portfolio");
  const row = p.getByTestId("campaign-row").filter({ hasText: tournament });
  await expect(row).toContainText("$1,500 raised of $5,000");
  await row.getByRole("button", { name: "Close Campaign" }).click();
  const dialog = p.getByRole("dialog", { name: "Close Campaign" });
  await dialog.getByRole("button", { name: "Close Campaign" }).click();
  await expect(dialog.getByText("Please select a final position")).toBeVisible();
  await expect(dialog.getByText("Please enter total winnings amount")).toBeVisible();
  await dialog.getByRole("button", { name: "Did not cash" }).click();
  await expect(dialog.getByLabel("Final Position")).toHaveValue("0");
  await dialog.getByLabel("Total Winnings ($)").fill("100");
  await dialog.getByRole("button", { name: "Close Campaign" }).click();
  await expect(dialog.getByText("If you did not cash, winnings should be $0")).toBeVisible();
  await dialog.getByLabel("Final Position").fill("2");
  await dialog.getByLabel("Total Winnings ($)").fill("12345.67");
  await expect(dialog).toContainText("$6,172.83"); // the pool: 50% of the winnings, down to the cent
  await dialog.getByRole("button", { name: "Close Campaign" }).click();
  // nothing is closed yet: a summary asks for confirmation, with a warning as the tournament date is a week away
  const summary = dialog.getByTestId("close-summary");
  await expect(summary.getByRole("alert")).toContainText("has not come yet");
  await expect(summary).toContainText("2nd");
  await expect(summary).toContainText("$12,345.67");
  // each investor's payout, by the server's function: 12,345.67 x 1,000 / 10,000 and x 500 / 10,000, down to the cent
  const lines = summary.getByTestId("close-summary-investor");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "$1,000.00 staked" })).toContainText("$1,234.56");
  await expect(lines.filter({ hasText: "$500.00 staked" })).toContainText("$617.28");
  await expect(summary).toContainText("$1,851.84"); // owed in all
  await summary.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByLabel("Total Winnings ($)")).toHaveValue("12345.67");
  await dialog.getByRole("button", { name: "Close Campaign" }).click();
  await dialog.getByRole("button", { name: "Confirm Close" }).click();
  await expectToast(p, "Campaign Closed", "Campaign has been successfully closed and payouts calculated.");
  await expect(dialog).toBeHidden();
  await p.getByRole("tab", { name: /Closed/ }).click();
  const closedRow = p.getByTestId("campaign-row").filter({ hasText: tournament });
  await expect(closedRow).toContainText("Payouts pending");
  await expect(closedRow).toContainText("2nd");

  // Pay Investors lists both: 12,345.67 x 1,000 / 10,000 = 1,234.567 -> $1,234.56; x 500 / 10,000 -> $617.28
  await p.goto("/pay-investors");
  const aliceRow = p.getByTestId("payout-row").filter({ hasText: alice.username });
  const bobRow = p.getByTestId("payout-row").filter({ hasText: bob.username });
  await expect(aliceRow).toContainText("$1,234.56");
  await expect(aliceRow).toContainText(tournament);
  await expect(bobRow).toContainText("$617.28");
  // each amount with its basis: the stake's share of the result
  await expect(aliceRow.getByTestId("payout-basis")).toHaveText("10% of $12,345.67");
  await expect(bobRow.getByTestId("payout-basis")).toHaveText("5% of $12,345.67");
  await aliceRow.getByRole("button", { name: "Mark as Paid" }).click();
  await p.getByTestId("mark-paid-dialog").getByRole("button", { name: "Confirm" }).click();
  await expectToast(p, "Payment Marked as Paid", "The investor has been notified of the payment.");
  await expect(p.getByTestId("payout-row").filter({ hasText: alice.username })).toContainText("Paid");
  await expect(p.getByTestId("payout-row").filter({ hasText: bob.username }).getByRole("button", { name: "Mark as Paid" })).toBeVisible();

  // Alice sees the payout in her portfolio and in the dashboard's Total Returns
  const a = alice.page;
  await a.goto("/portfolio");
  await a.getByRole("tab", { name: /Closed/ }).click();
  const stake = a.getByTestId("investment-row").filter({ hasText: tournament });
  await expect(stake).toContainText("$1,234.56");
  await expect(stake).toContainText("Paid");
  await a.goto("/");
  await expect(a.getByRole("group", { name: "Total Returns" })).toContainText("$1,234.56");
  await expect(a.getByText(/sent your \$1,234\.56 payout/)).toBeVisible();

  // Bob's is still on its way
  await bob.page.goto("/");
  await expect(bob.page.getByRole("group", { name: "Total Returns" })).toContainText("$617.28 pending");
  // Bob saved no payment details, so the dashboard asks him for them; Alice (paid) is not asked
  const prompt = bob.page.getByRole("status", { name: "Add payment details" });
  await expect(prompt).toContainText("You are owed $617.28 in payouts, but you have not added payment details.");
  await expect(a.getByRole("status", { name: "Add payment details" })).toHaveCount(0);
  await prompt.getByRole("link", { name: "Add Payment Details" }).click();
  await expect(bob.page).toHaveURL(/\/profile\?tab=payment$/);
  expect((await bob.page.request.patch("/api/profile", { data: { paypalEmail: "bob.pays@example.com" } })).ok()).toBe(true);
  await bob.page.goto("/");
  await expect(bob.page.getByRole("group", { name: "Total Returns" })).toContainText("$617.28 pending");
  await expect(bob.page.getByRole("status", { name: "Add payment details" })).toHaveCount(0);
});

test("Pay Investors is for players only", async ({ page }) => {
  await signIn(page, "investor");
  await page.goto("/pay-investors");
  await expectToast(page, "Access Denied", "Only players can access this page.");
  await expect(page).toHaveURL(/\/$/);
});

test("the demo accounts show real history on first start", async ({ page }) => {
  await signIn(page, "pro");
  await page.goto("/pay-investors");
  await expect(page.getByTestId("payout-row").filter({ hasText: "Ivy Chen" }).first()).toBeVisible();
  await page.goto("/portfolio");
  await page.getByRole("tab", { name: /Closed/ }).click();
  await expect(page.getByText("Payouts completed").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Cumulative/ })).toBeVisible();
});

test("the demo investor's dashboard shows the four figures, stakes, activity and performance", async ({ page }) => {
  await signIn(page, "investor");
  for (const label of ["Total Invested", "Total Returns", "ROI", "Active Stakes"]) {
    await expect(page.getByRole("group", { name: label })).toBeVisible();
  }
  await expect(page.getByRole("group", { name: "Total Returns" })).not.toContainText("$0 ");
  await expect(page.getByRole("heading", { name: "My Active Stakes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.getByText(/\d+(m|h|d) ago|Just now/).first()).toBeVisible();
  const overview = page.getByRole("definition").filter({ hasText: /tournaments?$/ });
  await expect(overview).toContainText(/\d+ tournaments?/);
  for (const row of ["This Month", "Last Month", "3 Months", "Total ROI", "Cashed", "Total"]) {
    await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${row}$`) })).toBeVisible();
  }
});
