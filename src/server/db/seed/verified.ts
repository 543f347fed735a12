import { parseTournamentDate } from "@core/contracts/campaigns";
import { centsToDecimal, formatMoney, mulDivRoundHalfUp, toCents } from "@core/money";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../client";
import { activities, campaigns, investments, specialTournaments, users } from "../schema/index";
import type { DemoAccounts } from "./accounts";
import { VERIFIED_DEMO_EVENT } from "./tournaments";

const DAY = 86_400_000;

const TERMS = { offered: 50, targetCents: 27_500, minStakeCents: 2_500 };
// partly funded, so a newcomer can still back it
const STAKES: Array<[username: string, cents: number]> = [
  ["investor", 10_000],
  ["lena.h", 5_000],
];

/**
 * `pro`'s campaign staking the demo sponsor's upcoming event (a verified event): name, date and buy-in are the
 * event's, as POST /api/campaigns makes them. Runs after the tournaments and campaigns seeds it reads from; the
 * stakes are booked with the sandbox gateway with every other seeded investment.
 */
export async function seedVerifiedCampaign(tx: Tx, accounts: DemoAccounts, now: Date = new Date()): Promise<void> {
  const [event] = await tx
    .select()
    .from(specialTournaments)
    .where(and(eq(specialTournaments.sponsorId, accounts.sponsor.id), eq(specialTournaments.name, VERIFIED_DEMO_EVENT)));
  if (!event) return;
  const buyInCents = toCents(event.buyIn)!;
  const investors = await tx
    .select()
    .from(users)
    .where(
      inArray(
        users.username,
        STAKES.map(([u]) => u),
      ),
    );
  const stakes = STAKES.flatMap(([username, cents]) => {
    const u = investors.find((i) => i.username === username);
    return u ? [{ investor: u, cents }] : [];
  });
  const raised = stakes.reduce((sum, s) => sum + s.cents, 0);
  const createdAt = new Date(now.getTime() - 2 * DAY);
  const [row] = await tx
    .insert(campaigns)
    .values({
      playerId: accounts.pro.id,
      playerName: `${accounts.pro.firstName} ${accounts.pro.lastName}`,
      tournament: event.name,
      tournamentDate: parseTournamentDate(event.date),
      buyIn: event.buyIn,
      minStake: centsToDecimal(TERMS.minStakeCents),
      targetAmount: centsToDecimal(TERMS.targetCents),
      currentAmount: centsToDecimal(raised),
      playerOfferedPercentage: TERMS.offered,
      description: "Staked on the sponsor's own clock: my finish and prize come straight from the tournament, no self-reporting.",
      specialTournamentId: event.id,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await tx.insert(activities).values({ userId: accounts.pro.id, type: "campaign_created", description: `Created a campaign for ${event.name}`, createdAt });
  for (const [k, { investor, cents }] of stakes.entries()) {
    const at = new Date(createdAt.getTime() + (k + 1) * 3_600_000);
    await tx.insert(investments).values({
      campaignId: row.id,
      investorId: investor.id,
      amount: centsToDecimal(cents),
      platformFee: centsToDecimal(Math.max(mulDivRoundHalfUp(cents, 5, 100), 500)),
      percentage: (mulDivRoundHalfUp(cents, 1_000_000, buyInCents) / 10_000).toFixed(4),
      paymentIntentId: `seed_verified_${k + 1}`,
      createdAt: at,
    });
    await tx.insert(activities).values({
      userId: accounts.pro.id,
      type: "investment_received",
      description: `${investor.firstName} ${investor.lastName} invested ${formatMoney(cents / 100)} in ${event.name}`,
      createdAt: at,
    });
  }
}
