import { expect, test } from "./fixtures";
import { fillCardForm } from "./invest-dialog";
import { campaignBody, expectToast, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

test("an investor is warned about the minimum fee on a small stake, sees what they own, and downloads the year's statement", async ({ page, browser }) => {
  // a player's campaign: $1,000 buy-in, minimum stake $10
  const player = await browser.newContext();
  const playerName = uniqueUsername("pl");
  expect((await player.request.post("/api/register", { data: { username: playerName, password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  const tournament = `Statement Open ${uniqueUsername("t")}`;
  const created = await player.request.post("/api/campaigns", { data: campaignBody({ tournament, buyIn: "1000", minStake: "10", targetAmount: "500" }) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await player.close();

  await signUp(page, "investor");
  await page.goto(`/invest/${id}`);
  await page.getByRole("button", { name: "Invest Now" }).click();
  const dialog = page.getByRole("dialog");
  const amount = dialog.getByLabel("Investment Amount ($)");
  await amount.fill("10");
  await expect(dialog.getByRole("note").filter({ hasText: "minimum fee" })).toHaveText("The $5.00 minimum fee is 50% of a $10.00 stake.");
  // at $100 the fee is 5% of the stake: no warning
  await amount.fill("100");
  await expect(dialog.getByText(/minimum fee is/)).toHaveCount(0);
  await amount.fill("30");
  await expect(dialog.getByText("The $5.00 minimum fee is 17% of a $30.00 stake.")).toBeVisible();
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCardForm(page, "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay $35.00" }).click();
  await expectToast(page, "Investment Successful");

  // $30 of a $1,000 buy-in
  await expect(page.getByText("You own 3.0% for $30")).toBeVisible();

  await page.goto("/portfolio");
  // the stake links its player's public page
  await expect(page.getByTestId("investment-row").getByTestId("player-link")).toHaveAttribute("href", `/players/${playerName}`);
  const statements = page.getByRole("heading", { name: "Statements" }).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  const year = String(new Date().getUTCFullYear());
  await expect(page.getByLabel("Statement year")).toHaveValue(year);
  const download = page.waitForEvent("download");
  await statements.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`stakeline-investments-${year}.csv`);
  const text = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
  const rows = text.trimEnd().split("\r\n");
  expect(rows[0]).toBe("Date,Campaign,Event,Player,Amount,Fee,Refunds,Payout,Paid date,Status");
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(`,${tournament} (`);
  expect(rows[1]).toContain(",30.00,5.00,0.00,,,Open");
});
