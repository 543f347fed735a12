import { randomBytes } from "node:crypto";
import { maxTargetCents } from "@core/campaign-rules";
import { createCampaignInput } from "@core/contracts/campaigns";
import { closeCampaignInput } from "@core/contracts/payouts";
import { centsToDecimal, toCents } from "@core/money";
import { PAYOUT_DUE_DAYS } from "@core/payback";
import { and, eq, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import { createCampaign } from "../campaigns/service";
import { confirmPayout } from "../payouts/confirmation";
import { closeCampaign, markPayoutPaid } from "../payouts/service";
import type { Db } from "../db/client";
import { campaigns, payouts, users, type UserRow } from "../db/schema/index";
import { verifiedSeller, type DemoAccounts } from "./accounts";
import { campaignBody, dateInDays } from "./builders";
import { at, stake, type SeedServices } from "./through-services";

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
  {
    username: "nora.patel",
    role: "investor",
    firstName: "Nora",
    lastName: "Patel",
    email: "nora.patel@example.com",
    location: "Chicago, IL",
    bankAccount: "4402817730",
    routingNumber: "071000013",
  },
  {
    username: "liam.walsh",
    role: "investor",
    firstName: "Liam",
    lastName: "Walsh",
    email: "liam.walsh@example.com",
    location: "Boston, MA",
    paypalEmail: "liam.walsh@example.com",
  },
];

async function findOrCreate(tx: Db, p: Person, passwordHash: Promise<string>): Promise<UserRow> {
  const [existing] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${p.username}`);
  if (existing) return existing;
  const [row] = await tx
    .insert(users)
    .values({ ...p, passwordHash: await passwordHash, ...(p.role === "player" ? verifiedSeller(p) : {}) })
    .returning();
  return row;
}

interface Stake {
  investor: UserRow;
  amount: string;
  /** whether the player has already paid this stake's payout; "late": 3 days after its due date (decision 172's payback record) */
  paid?: boolean | "late";
}

interface Story {
  player: UserRow;
  tournament: string;
  description: string;
  terms: { buyIn: string; minStake: string; offered: number };
  /** completedAt null: still running (active) */
  played: { tournamentDate: Date; completedAt: Date | null; finalPosition: number | null; totalWinnings: string | null };
  stakes: Stake[];
}

const staked = (investor: UserRow, amount: string, paid?: Stake["paid"]): Stake => ({ investor, amount, ...(paid === undefined ? {} : { paid }) });

/**
 * Finished campaigns of the demo player and of another player, staked by the demo investor among others,
 * with some payouts paid and some still owed, dated across this month and the months before, so the
 * dashboard, portfolio, Performance Overview and Pay Investors show real figures on first start.
 */
export async function seedHistory(s: SeedServices, accounts: DemoAccounts): Promise<void> {
  const tx = s.db;
  const now = new Date();
  // nobody signs in as them: one unguessable password serves all three
  const passwordHash = hashPassword(randomBytes(24).toString("base64url"));
  const elena = await findOrCreate(tx, PEOPLE[0], passwordHash);
  const nora = await findOrCreate(tx, PEOPLE[1], passwordHash);
  const liam = await findOrCreate(tx, PEOPLE[2], passwordHash);

  // the demo investor gets paid by PayPal (unless someone already gave them payment details)
  await tx
    .update(users)
    .set({ paypalEmail: "investor@example.com" })
    .where(and(eq(users.id, accounts.investor.id), isNull(users.paypalEmail), isNull(users.bankAccount)));

  const stories = demoStories({ marcus: accounts.pro, elena, ivy: accounts.investor, nora, liam }, now);
  for (const story of stories) await seedStory(s, story, now);
}

/** The demo stories, dated relative to now: who played what, on which terms, how it ended and who staked it. */
function demoStories(cast: Record<"marcus" | "elena" | "ivy" | "nora" | "liam", UserRow>, now: Date): Story[] {
  const { marcus, elena, ivy, nora, liam } = cast;
  const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  // this month: a few days ago, but never before the month began
  const thisMonth = new Date(Math.max(monthStart(0).getTime() + HOUR, now.getTime() - 3 * DAY));
  const on = (back: number, day: number) => new Date(monthStart(back).getTime() + (day - 1) * DAY + 20 * HOUR);
  const ended = (tournamentDate: Date, completedAt: Date, finalPosition: number, totalWinnings: string) => ({
    tournamentDate,
    completedAt,
    finalPosition,
    totalWinnings,
  });
  return [
    {
      player: marcus,
      tournament: "WSOP Circuit Main Event",
      description: "Circuit stop main event; deep runs in four of the last six years.",
      terms: { buyIn: "10000.00", minStake: "250.00", offered: 50 },
      played: ended(on(2, 8), on(2, 12), 28, "24000.00"),
      stakes: [staked(ivy, "2000.00", true), staked(nora, "1500.00", true), staked(liam, "1500.00", true)],
    },
    {
      player: marcus,
      tournament: "WPT Five Diamond",
      description: "Bellagio's flagship event, six-day structure.",
      terms: { buyIn: "5000.00", minStake: "100.00", offered: 40 },
      played: ended(on(1, 12), on(1, 15), 0, "0.00"),
      stakes: [staked(ivy, "1000.00"), staked(liam, "1000.00")],
    },
    {
      player: marcus,
      tournament: "EPT Barcelona High Roller",
      description: "Two-day high roller with a soft field on day one.",
      terms: { buyIn: "3500.00", minStake: "100.00", offered: 60 },
      played: ended(new Date(thisMonth.getTime() - 2 * DAY), thisMonth, 3, "18500.00"),
      stakes: [staked(ivy, "700.00"), staked(nora, "1400.00", true)],
    },
    {
      player: elena,
      tournament: "Aussie Millions Main Event",
      description: "Crown Melbourne; final table last year.",
      terms: { buyIn: "10000.00", minStake: "200.00", offered: 50 },
      played: ended(on(1, 2), on(1, 6), 7, "36000.00"),
      // one payout paid late and one overdue: the payback record on Elena's page, "Overdue" on the demo investor's portfolio
      stakes: [staked(ivy, "1500.00"), staked(liam, "2500.00", "late")],
    },
    {
      player: elena,
      tournament: "Bellagio Cup",
      description: "Three-day event with a 60-minute level structure.",
      terms: { buyIn: "2500.00", minStake: "50.00", offered: 50 },
      played: ended(on(4, 17), on(4, 20), 18, "4200.00"),
      stakes: [staked(ivy, "500.00", true), staked(nora, "750.00", true)],
    },
    {
      player: marcus,
      tournament: "Venetian DeepStack Extravaganza",
      description: "Deep-stacked structure with 40-minute levels.",
      terms: { buyIn: "1600.00", minStake: "50.00", offered: 50 },
      played: ended(on(3, 6), on(3, 9), 0, "0.00"),
      stakes: [staked(ivy, "400.00"), staked(nora, "400.00")],
    },
    {
      player: elena,
      tournament: "Borgata Winter Poker Open",
      description: "Atlantic City's winter series main event.",
      terms: { buyIn: "3500.00", minStake: "100.00", offered: 40 },
      played: ended(on(2, 19), on(2, 22), 0, "0.00"),
      stakes: [staked(ivy, "600.00"), staked(liam, "800.00")],
    },
    {
      player: elena,
      tournament: "Triton Series Cyprus",
      description: "Short-deck and hold'em high roller series; selling action for the main event.",
      terms: { buyIn: "5000.00", minStake: "100.00", offered: 50 },
      played: { tournamentDate: new Date(now.getTime() + 18 * DAY), completedAt: null, finalPosition: null, totalWinnings: null },
      stakes: [staked(ivy, "600.00"), staked(liam, "400.00")],
    },
  ];
}

/**
 * One story through the services: the campaign created, staked and (when finished) closed with its result and
 * some payouts marked paid, each step dated when it happened; then the dates the services cannot take (a
 * tournament in the past) are written. Every figure (fee, share, pool, payouts) is the services' own.
 */
async function seedStory(s: SeedServices, story: Story, now: Date): Promise<void> {
  const { db } = s;
  const { terms, played } = story;
  const buyInCents = toCents(terms.buyIn)!;
  const raisedCents = story.stakes.reduce((sum, x) => sum + toCents(x.amount)!, 0);
  const createdAt = new Date((played.completedAt ?? now).getTime() - 21 * DAY);
  // the campaign sold exactly what it offered up to its target; the investments fill it
  const target = centsToDecimal(Math.max(raisedCents, maxTargetCents(buyInCents, terms.offered)));
  const body = campaignBody({
    tournament: story.tournament,
    description: story.description,
    buyIn: terms.buyIn,
    minStake: terms.minStake,
    targetAmount: target,
    playerOfferedPercentage: terms.offered,
    // a date the create rules take; the real one is written once the story has played out
    tournamentDate: dateInDays(30, now),
  });
  const campaign = await at(s, createdAt, () => createCampaign(db, story.player, createCampaignInput.parse(body)));
  for (const [i, x] of story.stakes.entries()) await stake(s, x.investor, campaign.id, x.amount, new Date(createdAt.getTime() + (i + 1) * 7 * HOUR));

  const completedAt = played.completedAt;
  let updatedAt = completedAt ?? createdAt;
  if (completedAt) {
    const close = closeCampaignInput.parse({
      campaignId: campaign.id,
      finalPosition: played.finalPosition,
      totalWinnings: played.totalWinnings,
      closingDate: completedAt.toISOString(),
    });
    const closed = await at(s, completedAt, () => closeCampaign(s.deps, story.player, close, completedAt));
    // the close lists the stakes in the order they were made
    if (closed.payouts.length !== story.stakes.length) throw new Error(`seed: ${story.tournament} closed with ${closed.payouts.length} stakes`);
    const owed = story.stakes.some((x) => x.paid) ? await db.select().from(payouts).where(eq(payouts.campaignId, campaign.id)) : [];
    for (const [i, x] of story.stakes.entries()) {
      const payout = owed.find((p) => p.investmentId === closed.payouts[i].investmentId);
      if (!x.paid || !payout) continue;
      const paidAt = new Date(Math.min(now.getTime() - HOUR, completedAt.getTime() + (x.paid === "late" ? (PAYOUT_DUE_DAYS + 3) * DAY : (i + 1) * 26 * HOUR)));
      await at(s, paidAt, () => markPayoutPaid(db, story.player, payout.id, {}, paidAt));
      // the backer said it arrived a day later, or it would still await them (decision 200)
      const confirmedAt = new Date(Math.min(now.getTime() - HOUR, paidAt.getTime() + DAY));
      await at(s, confirmedAt, () => confirmPayout(db, payout.investorId, payout.id, confirmedAt));
      if (paidAt > updatedAt) updatedAt = paidAt;
    }
  }
  await db.update(campaigns).set({ tournamentDate: played.tournamentDate, createdAt, updatedAt }).where(eq(campaigns.id, campaign.id));
}
