import { expect, test, type Page } from "./fixtures";
import { buyStake, daysFromNow, expectToast, newUserPage, postCampaign, uniqueUsername } from "./helpers";

// Issue 39 items 1 and 2 (decision 200): a backer confirms one payout the player marked paid and disputes another
// ("I was not paid", with a reason); the player sees the dispute on Pay Investors and answers once; both see it.

const SHOTS = process.env.SHOT_DIR;

/** A campaign the backer staked, closed with a cash, its payout marked paid by the player with `how`. */
async function paidCampaign(player: Page, backer: Page, tournament: string, how: Record<string, string> | null) {
  const campaign = await postCampaign(player.request, {
    tournament,
    buyIn: "10000",
    minStake: "100",
    targetAmount: "5000",
    tournamentDate: daysFromNow(7),
    description: "Trust story",
  });
  await buyStake(backer.request, campaign.id, "1000.00");
  const closed = await player.request.post("/api/campaigns/close", {
    data: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "20000", closingDate: new Date().toISOString().slice(0, 10) },
  });
  expect(closed.ok()).toBe(true);
  const owed = ((await (await player.request.get("/api/pending-payouts")).json()) as Array<{ id: number; tournament: string }>).find(
    (p) => p.tournament === tournament,
  )!;
  if (how) expect((await player.request.patch(`/api/payouts/${owed.id}/mark-paid`, { data: how })).ok()).toBe(true);
}

async function shoot(page: Page, name: string, widths = [375, 1280]) {
  if (!SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a backer confirms one payout and disputes another; the player answers; both see the dispute", async ({ browser }) => {
  const player = await newUserPage(browser, "player", "payer");
  const backer = await newUserPage(browser, "investor", "backer");
  const good = `Confirm Cup ${uniqueUsername("t")}`;
  const bad = `Dispute Cup ${uniqueUsername("t")}`;
  await paidCampaign(player.page, backer.page, good, null);
  await paidCampaign(player.page, backer.page, bad, { method: "Bank transfer", reference: "WIRE-77" });

  // the player marks the first paid on Pay Investors, saying how and with what reference
  if (SHOTS) await player.page.setViewportSize({ width: 375, height: 900 });
  await player.page.goto("/pay-investors");
  await player.page.getByTestId("payout-row").filter({ hasText: good }).getByRole("button", { name: "Mark as Paid" }).click();
  const markDialog = player.page.getByTestId("mark-paid-dialog");
  await markDialog.getByLabel("Paid by (optional)").fill("PayPal");
  await markDialog.getByLabel("Transfer reference (optional)").fill("PP-1001");
  await shoot(player.page, "player-mark-paid-dialog", [375]);
  await markDialog.getByRole("button", { name: "Confirm" }).click();
  await expectToast(player.page, "Payment Marked as Paid");
  await expect(player.page.getByTestId("payout-row").filter({ hasText: good }).getByTestId("confirmation-badge")).toHaveText("Awaiting confirmation");

  // the backer's portfolio: both payouts marked paid, awaiting confirmation, with how they were paid
  const b = backer.page;
  await b.goto("/portfolio");
  await b.getByRole("tab", { name: /^Closed/ }).click();
  const goodRow = b.getByTestId("investment-row").filter({ hasText: good });
  const badRow = b.getByTestId("investment-row").filter({ hasText: bad });
  await expect(goodRow.getByTestId("confirmation-badge")).toHaveText("Awaiting confirmation");
  await expect(goodRow.getByTestId("payout-paid-line")).toContainText("by PayPal, reference PP-1001");
  await shoot(b, "investor-portfolio-awaiting");

  await goodRow.getByRole("button", { name: "Confirm" }).click();
  await expectToast(b, "Payout confirmed");
  await expect(goodRow.getByTestId("confirmation-badge")).toHaveText("Confirmed by backer");
  await expect(goodRow.getByRole("button", { name: "I was not paid" })).toHaveCount(0);

  // screenshots: the dialog opened on a phone-sized screen, as a phone user opens it
  if (SHOTS) await b.setViewportSize({ width: 375, height: 900 });
  await badRow.getByRole("button", { name: "I was not paid" }).click();
  const dialog = b.getByTestId("dispute-dialog");
  await dialog.getByLabel("What went wrong?").fill("no");
  await dialog.getByRole("button", { name: "Open dispute" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please say what went wrong in at least 10 characters");
  await shoot(b, "investor-dispute-dialog", [375]);
  await dialog.getByLabel("What went wrong?").fill("No wire arrived at my bank, WIRE-77 is unknown to them.");
  await dialog.getByRole("button", { name: "Open dispute" }).click();
  await expectToast(b, "Dispute opened");
  await expect(dialog).toBeHidden();
  await expect(badRow.getByTestId("confirmation-badge")).toHaveText("Disputed");
  await expect(badRow.getByTestId("dispute-reason")).toHaveText("No wire arrived at my bank, WIRE-77 is unknown to them.");
  await expect(badRow).toContainText("The player has not answered yet.");

  // the player: Pay Investors shows each payout's confirmation, the dispute and an answer box
  const p = player.page;
  await p.goto("/pay-investors");
  const confirmedRow = p.getByTestId("payout-row").filter({ hasText: good });
  const disputedRow = p.getByTestId("payout-row").filter({ hasText: bad });
  await expect(confirmedRow.getByTestId("confirmation-badge")).toHaveText("Confirmed by backer");
  await expect(disputedRow.getByTestId("confirmation-badge")).toHaveText("Disputed");
  await expect(disputedRow.getByTestId("dispute-reason")).toHaveText("No wire arrived at my bank, WIRE-77 is unknown to them.");
  await shoot(p, "player-pay-investors-dispute");
  await disputedRow.getByLabel("Your answer (once)").fill("Sent from Chase on Monday; the bank confirms reference WIRE-77.");
  await disputedRow.getByRole("button", { name: "Send answer" }).click();
  await expectToast(p, "Answer sent");
  await expect(disputedRow.getByTestId("dispute-answer")).toHaveText("Sent from Chase on Monday; the bank confirms reference WIRE-77.");
  await expect(disputedRow.getByRole("button", { name: "Send answer" })).toHaveCount(0);
  await shoot(p, "player-pay-investors-answered");

  // the backer sees the answer too
  await b.reload();
  await b.getByRole("tab", { name: /^Closed/ }).click();
  await expect(badRow.getByTestId("dispute-answer")).toHaveText("Sent from Chase on Monday; the bank confirms reference WIRE-77.");
  await shoot(b, "investor-portfolio-answered");

  // the player page: 1 of 2 payouts confirmed by backers, one dispute
  await p.goto(`/players/${player.username}`);
  await expect(p.getByTestId("payback-confirmed-share")).toHaveText("1 of 2 payouts confirmed by backers");
  const figure = (label: string) =>
    p
      .getByTestId("payback")
      .locator("div")
      .filter({ has: p.getByText(label, { exact: true }) });
  await expect(figure("Paid on time").locator("dd").first()).toHaveText("1");
  await expect(figure("Disputes").locator("dd").first()).toHaveText("1");
  await shoot(p, "player-page-payback");
});
