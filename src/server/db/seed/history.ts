import { randomBytes } from "node:crypto";
import { platformFeeCents } from "@core/fees";
import { centsToDecimal, toCents } from "@core/money";
import { planPayouts } from "@core/payouts";
import { stakePercentage } from "@core/stake";
import { and, eq, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Tx } from "../client";
import { activities, campaigns, investments, payouts, users, type UserRow } from "../schema/index";
import type { DemoAccounts } from "./accounts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Person {
  username: string;
  role: "investor" | "player";
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  paypalEmail?: string;
  bankAccount?: string;
  routingNumber?: string;
}

// other people on the marketplace, so the demo accounts' history has company; they cannot sign in (random passwords)
const PEOPLE: Person[] = [
  { username: "elena.volkov", role: "player", firstName: "Elena", lastName: "Volkov", email: "elena.volkov@example.com", location: "Los Angeles, CA" },
  { username: "nora.patel", role: "investor", firstName: "Nora", lastName: "Patel", email: "nora.patel@example.com", location: "Chicago, IL", bankAccount: "4402817730", routingNumber: "071000013" },
  { username: "liam.walsh", role: "investor", firstName: "Liam", lastName: "Walsh", email: "liam.walsh@example.com", location: "Boston, MA", paypalEmail: "liam.walsh@example.com" },
];

async function findOrCreate(tx: Tx, p: Person): Promise<UserRow> {
  const [existing] = await tx.select().from(users).where(sql`lower(${users.username}) = ${p.username}`);
  if (existing) return existing;
  const [row] = await tx
    .insert(users)
    .values({ ...p, passwordHash: await hashPassword(randomBytes(24).toString("base64url")) })
    .returning();
  return row;
}

interface Stake {
  investor: UserRow;
  amount: string;
  /** whether the player has already paid this stake's payout */
  paid?: boolean;
}

interface Story {
  player: UserRow;
  tournament: string;
  description: string;
  buyIn: string;
  minStake: string;
  offered: number;
  finalPosition: number | null;
  totalWinnings: string | null;
  /** null: still running (active) */
  completedAt: Date | null;
  tournamentDate: Date;
  stakes: Stake[];
}

const name = (u: UserRow) => `${u.firstName} ${u.lastName}`;
const money = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(cents / 100);
const place = (n: number) => (n === 0 ? "Did not cash" : `${n}${["th", "st", "nd", "rd"][n % 100 >= 11 && n % 100 <= 13 ? 0 : n % 10] ?? "th"}`);

/**
 * Finished campaigns of the demo player and of another player, staked by the demo investor among others,
 * with some payouts paid and some still owed, dated across this month and the months before, so the
 * dashboard, portfolio, Performance Overview and Pay Investors show real figures on first start.
 */
export async function seedHistory(tx: Tx, accounts: DemoAccounts): Promise<void> {
  const now = new Date();
  const [elena, nora, liam] = await Promise.all(PEOPLE.map((p) => findOrCreate(tx, p)));
  const ivy = accounts.investor;
  const marcus = accounts.pro;

  // the demo investor gets paid by PayPal (unless someone already gave them payment details)
  await tx
    .update(users)
    .set({ paypalEmail: "investor@example.com" })
    .where(and(eq(users.id, ivy.id), isNull(users.paypalEmail), isNull(users.bankAccount)));

  const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  // this month: a few days ago, but never before the month began
  const thisMonth = new Date(Math.max(monthStart(0).getTime() + HOUR, now.getTime() - 3 * DAY));
  const at = (back: number, day: number) => new Date(monthStart(back).getTime() + (day - 1) * DAY + 20 * HOUR);

  const stories: Story[] = [
    {
      player: marcus,
      tournament: "WSOP Circuit Main Event",
      description: "Circuit stop main event; deep runs in four of the last six years.",
      buyIn: "10000.00",
      minStake: "250.00",
      offered: 50,
      finalPosition: 28,
      totalWinnings: "24000.00",
      completedAt: at(2, 12),
      tournamentDate: at(2, 8),
      stakes: [
        { investor: ivy, amount: "2000.00", paid: true },
        { investor: nora, amount: "1500.00", paid: true },
        { investor: liam, amount: "1500.00", paid: true },
      ],
    },
    {
      player: marcus,
      tournament: "WPT Five Diamond",
      description: "Bellagio's flagship event, six-day structure.",
      buyIn: "5000.00",
      minStake: "100.00",
      offered: 40,
      finalPosition: 0,
      totalWinnings: "0.00",
      completedAt: at(1, 15),
      tournamentDate: at(1, 12),
      stakes: [
        { investor: ivy, amount: "1000.00" },
        { investor: liam, amount: "1000.00" },
      ],
    },
    {
      player: marcus,
      tournament: "EPT Barcelona High Roller",
      description: "Two-day high roller with a soft field on day one.",
      buyIn: "3500.00",
      minStake: "100.00",
      offered: 60,
      finalPosition: 3,
      totalWinnings: "18500.00",
      completedAt: thisMonth,
      tournamentDate: new Date(thisMonth.getTime() - 2 * DAY),
      stakes: [
        { investor: ivy, amount: "700.00" },
        { investor: nora, amount: "1400.00", paid: true },
      ],
    },
    {
      player: elena,
      tournament: "Aussie Millions Main Event",
      description: "Crown Melbourne; final table last year.",
      buyIn: "10000.00",
      minStake: "200.00",
      offered: 50,
      finalPosition: 7,
      totalWinnings: "36000.00",
      completedAt: at(1, 6),
      tournamentDate: at(1, 2),
      stakes: [
        { investor: ivy, amount: "1500.00", paid: true },
        { investor: liam, amount: "2500.00" },
      ],
    },
    {
      player: elena,
      tournament: "Bellagio Cup",
      description: "Three-day event with a 60-minute level structure.",
      buyIn: "2500.00",
      minStake: "50.00",
      offered: 50,
      finalPosition: 18,
      totalWinnings: "4200.00",
      completedAt: at(4, 20),
      tournamentDate: at(4, 17),
      stakes: [
        { investor: ivy, amount: "500.00", paid: true },
        { investor: nora, amount: "750.00", paid: true },
      ],
    },
    {
      player: marcus,
      tournament: "Venetian DeepStack Extravaganza",
      description: "Deep-stacked structure with 40-minute levels.",
      buyIn: "1600.00",
      minStake: "50.00",
      offered: 50,
      finalPosition: 0,
      totalWinnings: "0.00",
      completedAt: at(3, 9),
      tournamentDate: at(3, 6),
      stakes: [
        { investor: ivy, amount: "400.00" },
        { investor: nora, amount: "400.00" },
      ],
    },
    {
      player: elena,
      tournament: "Borgata Winter Poker Open",
      description: "Atlantic City's winter series main event.",
      buyIn: "3500.00",
      minStake: "100.00",
      offered: 40,
      finalPosition: 0,
      totalWinnings: "0.00",
      completedAt: at(2, 22),
      tournamentDate: at(2, 19),
      stakes: [
        { investor: ivy, amount: "600.00" },
        { investor: liam, amount: "800.00" },
      ],
    },
    {
      player: elena,
      tournament: "Triton Series Cyprus",
      description: "Short-deck and hold'em high roller series; selling action for the main event.",
      buyIn: "5000.00",
      minStake: "100.00",
      offered: 50,
      finalPosition: null,
      totalWinnings: null,
      completedAt: null,
      tournamentDate: new Date(now.getTime() + 18 * DAY),
      stakes: [
        { investor: ivy, amount: "600.00" },
        { investor: liam, amount: "400.00" },
      ],
    },
  ];

  let n = 0;
  for (const s of stories) {
    const buyInCents = toCents(s.buyIn)!;
    const stakeCents = s.stakes.map((x) => toCents(x.amount)!);
    const raisedCents = stakeCents.reduce((a, b) => a + b, 0);
    const createdAt = new Date((s.completedAt ?? now).getTime() - 21 * DAY);
    const allPaidTimes: Date[] = [];

    const [campaign] = await tx
      .insert(campaigns)
      .values({
        playerId: s.player.id,
        playerName: name(s.player),
        tournament: s.tournament,
        tournamentDate: s.tournamentDate,
        buyIn: s.buyIn,
        minStake: s.minStake,
        // the campaign sold exactly what it offered up to its target; the investments fill it
        targetAmount: centsToDecimal(Math.max(raisedCents, Math.floor((buyInCents * s.offered) / 100))),
        currentAmount: centsToDecimal(raisedCents),
        playerOfferedPercentage: s.offered,
        description: s.description,
        status: s.completedAt ? "completed" : "active",
        createdAt,
        updatedAt: s.completedAt ?? createdAt,
      })
      .returning();

    const rows = [];
    for (const [i, stake] of s.stakes.entries()) {
      n += 1;
      const cents = stakeCents[i];
      const [row] = await tx
        .insert(investments)
        .values({
          campaignId: campaign.id,
          investorId: stake.investor.id,
          amount: centsToDecimal(cents),
          platformFee: centsToDecimal(platformFeeCents(cents)),
          percentage: stakePercentage(cents, buyInCents, 4),
          paymentIntentId: `seed_hist_${n}`,
          createdAt: new Date(createdAt.getTime() + (i + 1) * 7 * HOUR),
        })
        .returning();
      rows.push(row);
      await tx.insert(activities).values({
        userId: s.player.id,
        type: "investment_received",
        description: `${name(stake.investor)} invested ${money(cents)} in ${s.tournament}`,
        createdAt: row.createdAt,
      });
    }

    if (!s.completedAt) continue;

    const winningsCents = toCents(s.totalWinnings)!;
    const plan = planPayouts({
      buyInCents,
      offeredPercentage: s.offered,
      totalWinningsCents: winningsCents,
      stakes: rows.map((r, i) => ({ id: r.id, amountCents: stakeCents[i] })),
    });
    const completedAt = s.completedAt;
    for (const [i, row] of rows.entries()) {
      const stake = s.stakes[i];
      const payoutCents = plan.payouts[i].payoutCents;
      const paidAt = stake.paid && payoutCents > 0 ? new Date(Math.min(now.getTime() - HOUR, completedAt.getTime() + (i + 1) * 26 * HOUR)) : null;
      await tx
        .update(investments)
        .set({ status: paidAt ? "completed" : "closed", payout: centsToDecimal(payoutCents), closedAt: completedAt })
        .where(eq(investments.id, row.id));
      const outcome = payoutCents > 0 ? `your payout is ${money(payoutCents)}` : "did not cash, no payout";
      await tx.insert(activities).values({
        userId: stake.investor.id,
        type: "campaign_closed",
        description: `${name(s.player)} closed ${s.tournament} (${place(s.finalPosition!)}): ${outcome}`,
        createdAt: completedAt,
      });
      if (payoutCents <= 0) continue;
      await tx.insert(payouts).values({
        campaignId: campaign.id,
        investmentId: row.id,
        investorId: stake.investor.id,
        playerId: s.player.id,
        amount: centsToDecimal(payoutCents),
        status: paidAt ? "paid" : "pending",
        createdAt: completedAt,
        paidAt,
      });
      if (paidAt) {
        allPaidTimes.push(paidAt);
        await tx.insert(activities).values([
          { userId: stake.investor.id, type: "payout_sent", description: `${name(s.player)} sent your ${money(payoutCents)} payout for ${s.tournament}`, createdAt: paidAt },
          { userId: s.player.id, type: "payout_sent", description: `You paid ${money(payoutCents)} to ${name(stake.investor)} for ${s.tournament}`, createdAt: paidAt },
        ]);
      }
    }
    const owed = plan.totalCents > 0 ? `, ${money(plan.totalCents)} owed to investors` : "";
    await tx.insert(activities).values({
      userId: s.player.id,
      type: "campaign_closed",
      description: `You closed ${s.tournament} (${place(s.finalPosition!)}) with ${money(winningsCents)} in winnings${owed}`,
      createdAt: completedAt,
    });
    const payoutCompleted = plan.payouts.every((p, i) => p.payoutCents === 0 || (s.stakes[i].paid ?? false));
    await tx
      .update(campaigns)
      .set({ finalPosition: s.finalPosition, totalWinnings: s.totalWinnings, completedAt, payoutCompleted, updatedAt: allPaidTimes.length ? new Date(Math.max(...allPaidTimes.map((d) => d.getTime()))) : completedAt })
      .where(eq(campaigns.id, campaign.id));
  }
}
