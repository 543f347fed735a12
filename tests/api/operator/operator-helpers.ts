import { centsToDecimal } from "@core/money";
import type { Db } from "../../../src/server/db/client";
import { payoutDisputes, payouts } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createUser, type TestUser } from "../helpers";

const DAY = 86_400_000;

/** An operator: operator rights beside an ordinary role, as `npm run operator -- add` grants them. */
export const createOperator = (db: Db, role: "investor" | "player" | "sponsor" = "investor") => createUser(db, { role, operatorSince: new Date() });

/**
 * An open dispute seeded straight in the database (the backer's dispute route is another part of issue 39): a
 * completed campaign, a stake, its payout marked paid and disputed, due `dueDaysAgo` days ago, answered by the player.
 */
export async function seedDispute(db: Db, o: { player?: TestUser; investor?: TestUser; dueDaysAgo?: number; answered?: boolean } = {}) {
  const player = o.player ?? (await createPlayer(db));
  const investor = o.investor ?? (await createInvestor(db));
  const campaign = await createCampaign(db, player, {
    status: "completed",
    totalWinnings: "10000.00",
    finalPosition: 1,
    completedAt: new Date(),
    payoutCompleted: true,
  });
  const stake = await createInvestment(db, campaign, investor, "500.00", { status: "completed" });
  const dueAt = new Date(Date.now() - (o.dueDaysAgo ?? 3) * DAY);
  const [payout] = await db
    .insert(payouts)
    .values({
      campaignId: campaign.id,
      investmentId: stake.id,
      investorId: investor.user.id,
      playerId: player.user.id,
      amount: centsToDecimal(40_000),
      status: "paid",
      createdAt: new Date(dueAt.getTime() - 7 * DAY),
      dueAt,
      paidAt: new Date(dueAt.getTime() - 2 * DAY),
      confirmation: "disputed",
      paidMethod: "PayPal",
      paidReference: "TX-123",
    })
    .returning();
  const [dispute] = await db
    .insert(payoutDisputes)
    .values({
      payoutId: payout.id,
      investorId: investor.user.id,
      playerId: player.user.id,
      reason: "Nothing arrived in my PayPal account.",
      ...(o.answered === false ? {} : { answer: "I sent it on the 3rd, reference TX-123.", answeredAt: new Date() }),
    })
    .returning();
  return { player, investor, campaign, stake, payout, dispute };
}
