import { HELD_FOR_REVIEW_MESSAGE } from "@core/card-disputes";
import { createCampaignInput } from "@core/contracts/campaigns";
import { expect, test, type Page } from "./fixtures";
import { campaigns } from "../../src/server/db/schema/index";
import { campaignBody } from "../../src/server/seed/builders";
import { serveSeededDatabase, signInAt } from "./seeded-server";
import { expectToast, uniqueUsername } from "./helpers";

// Issue 39 item 8: a card dispute on a stake pauses the investor's stakes until an operator reviews it. Operator
// rights are granted only on the database (as `npm run operator` does), so this test seeds an embedded database of
// its own and serves it with the built server.

const seeded = { operator: "", investor: "", player: "", first: "", second: "" };

const url = serveSeededDatabase("card-disputes", async (db, { operator, player, investor }) => {
  const campaign = async (tournament: string) =>
    db.insert(campaigns).values({
      playerId: player.id,
      playerName: "Dana Dealer",
      ...createCampaignInput.parse(campaignBody({ tournament, targetAmount: "1000" })),
      tournamentDate: new Date(Date.now() + 14 * 86_400_000),
    });
  const first = `Chargeback Open ${uniqueUsername("t")}`;
  const second = `Chargeback Next ${uniqueUsername("t")}`;
  await campaign(first);
  await campaign(second);
  Object.assign(seeded, { operator: operator.username, investor: investor.username, player: player.username, first, second });
});

/** Opens the invest dialog on a campaign and continues to the card step with $100. */
async function startInvesting(page: Page, tournament: string) {
  await page.goto(url("/browse"));
  await page.getByLabel("Search campaigns").fill(tournament);
  // wait for the searched list (the unfiltered one shows both campaigns first, then re-renders)
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);
  const card = page.getByTestId("campaign-card").filter({ hasText: tournament });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Invest" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Investment Amount ($)").fill("100");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  return dialog;
}

test("a disputed card charge pauses the investor's stakes until an operator reviews and releases them", async ({ page }) => {
  // the investor stakes with Stripe's dispute test card: the charge succeeds, then its issuer disputes it
  await signInAt(page, url, seeded.investor);
  let dialog = await startInvesting(page, seeded.first);
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
  await dialog.getByLabel("Card number").fill("4000 0000 0000 0259");
  await dialog.getByLabel("Expiry").fill(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Pay $105.00" }).click();
  await expectToast(page, "Investment Successful");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // the next stake is refused with the reason, before any card is asked for
  dialog = await startInvesting(page, seeded.second);
  await expectToast(page, "Payment Setup Failed", HELD_FOR_REVIEW_MESSAGE);
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toHaveCount(0);

  // the operator sees the dispute with the stake, the campaign and the investor, and releases the investor
  await signInAt(page, url, seeded.operator);
  await page.goto(url("/operator"));
  const disputeCard = page.getByTestId("card-dispute-card").filter({ hasText: seeded.first });
  await expect(disputeCard).toHaveCount(1);
  await expect(disputeCard.getByText("$105.00")).toBeVisible();
  await expect(disputeCard.getByText("$100.00")).toBeVisible();
  await expect(disputeCard).toContainText(`@${seeded.player}`);
  await expect(disputeCard).toContainText(`Ivan Backer (@${seeded.investor})`);
  await expect(disputeCard).toContainText("Held since");
  await disputeCard.getByRole("button", { name: "Release investor" }).click();
  await expect(disputeCard.getByRole("alert")).toHaveText("note is required");
  await disputeCard.getByLabel("Review note").fill("The issuer's fraud claim was withdrawn.");
  await disputeCard.getByRole("button", { name: "Release investor" }).click();
  await expect(page.getByTestId("toast")).toContainText("The investor can stake again.");
  await expect(disputeCard).toHaveCount(0);

  // released: the investor reaches the card step again
  await signInAt(page, url, seeded.investor);
  dialog = await startInvesting(page, seeded.second);
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
});
