import { createCampaignInput } from "@core/contracts/campaigns";
import { expect, test } from "./fixtures";
import { eq } from "drizzle-orm";
import { campaigns, investments, payoutDisputes, payouts } from "../../src/server/db/schema/index";
import { campaignBody } from "../../src/server/seed/builders";
import { serveSeededDatabase, signInAt } from "./seeded-server";
import { TEST_PASSWORD, uniqueUsername } from "./helpers";

// Issue 39 items 3 and 7: an operator rules on a dispute from /operator. Operator rights are granted only by a command
// on the database (never by the app), and the dispute comes from the backer's part of the issue, so this test seeds
// both in an embedded database of its own and serves it with the built server, as `npm run operator` would find it.

const DAY = 86_400_000;
const seeded = { operator: "", player: "", investor: "", tournament: "", payoutId: 0 };

const url = serveSeededDatabase("operator", async (db, { operator, player, investor }) => {
  const tournament = `Operator Cup ${uniqueUsername("t")}`;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      playerId: player.id,
      playerName: "Dana Dealer",
      ...createCampaignInput.parse(campaignBody({ tournament })),
      tournamentDate: new Date(Date.now() - 14 * DAY),
      status: "completed",
      totalWinnings: "10000.00",
      finalPosition: 1,
      completedAt: new Date(),
      payoutCompleted: true,
    })
    .returning();
  const [stake] = await db
    .insert(investments)
    .values({
      campaignId: campaign.id,
      investorId: investor.id,
      amount: "500.00",
      platformFee: "25.00",
      percentage: "5.0000",
      paymentIntentId: uniqueUsername("pi_e2e"),
      status: "completed",
    })
    .returning();
  await db.update(campaigns).set({ currentAmount: "500.00" }).where(eq(campaigns.id, campaign.id));
  const dueAt = new Date(Date.now() - 3 * DAY);
  const [payout] = await db
    .insert(payouts)
    .values({
      campaignId: campaign.id,
      investmentId: stake.id,
      investorId: investor.id,
      playerId: player.id,
      amount: "400.00",
      status: "paid",
      createdAt: new Date(dueAt.getTime() - 7 * DAY),
      dueAt,
      paidAt: new Date(dueAt.getTime() - DAY),
      confirmation: "disputed",
      paidMethod: "PayPal",
      paidReference: "TX-777",
    })
    .returning();
  await db.insert(payoutDisputes).values({
    payoutId: payout.id,
    investorId: investor.id,
    playerId: player.id,
    reason: "Nothing ever arrived in my PayPal account.",
    answer: "I sent it through PayPal, reference TX-777.",
    answeredAt: new Date(),
  });
  Object.assign(seeded, { operator: operator.username, player: player.username, investor: investor.username, tournament, payoutId: payout.id });
});

test("an operator rules a disputed payout not paid from /operator; the player owes it again; then suspends the player", async ({ page }) => {
  await signInAt(page, url, seeded.operator);

  // the menu offers the console beside the roles (never among them)
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Operator" }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Operator" })).toBeVisible();

  const card = page.getByTestId("dispute-card").filter({ hasText: seeded.tournament });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Nothing ever arrived in my PayPal account.")).toBeVisible();
  await expect(card.getByText("I sent it through PayPal, reference TX-777.")).toBeVisible();
  await expect(card.getByText("$400.00")).toBeVisible();

  // the ruling form says what is missing before it asks the server
  await card.getByRole("button", { name: "Rule" }).click();
  await expect(card.getByRole("alert")).toHaveText("outcome must be paid or unpaid");
  await card.getByLabel(/Not paid/).check();
  await card.getByLabel("Note to both parties").fill("PayPal has no transfer TX-777 on that day.");
  await card.getByRole("button", { name: "Rule" }).click();
  await expect(page.getByTestId("toast")).toContainText("Ruled not paid");
  // ruled: it leaves the open list
  await expect(card).toHaveCount(0);

  // the ruling is on the payout's trail, written by this operator
  const trail = (await (await page.request.get(url(`/api/operator/payouts/${seeded.payoutId}/trail`))).json()) as Array<{ action: string; actor: string }>;
  expect(trail.map((t) => [t.action, t.actor])).toEqual([["dispute.ruled", seeded.operator]]);

  // the player sees it owed again in Pay Investors, overdue
  await signInAt(page, url, seeded.player);
  await page.goto(url("/pay-investors"));
  const row = page.getByTestId("payout-row").filter({ hasText: seeded.tournament });
  await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /Mark as Paid/i })).toBeVisible();

  // the operator then suspends the player by username: the player's sign-in says so, their page shows it
  await signInAt(page, url, seeded.operator);
  await page.goto(url("/operator"));
  await page.getByLabel("Find a user by username").fill(seeded.player);
  await page.getByRole("button", { name: "Find" }).click();
  const found = page.getByTestId("operator-user-row").filter({ hasText: seeded.player });
  await found.getByLabel(`Reason for suspending ${seeded.player}`).fill("Marked a payout paid that never arrived.");
  await found.getByRole("button", { name: "Suspend account" }).click();
  await expect(page.getByTestId("toast")).toContainText(`${seeded.player} suspended`);
  await expect(found.getByText("Suspended", { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(url("/auth?mode=login"));
  await page.getByLabel("Username").fill(seeded.player);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByTestId("toast")).toContainText("This account is suspended.");
  await page.goto(url(`/players/${seeded.player}`));
  await expect(page.getByTestId("player-suspended")).toHaveText("Suspended");
});
