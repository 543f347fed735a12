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
      // one payout paid late and one overdue: the payback record on Elena's page, "Overdue" on the demo investor's portfolio
      stakes: [
        { investor: ivy, amount: "1500.00" },
        { investor: liam, amount: "2500.00", paid: "late" },
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

  for (const story of stories) await seedStory(s, story, now);
}

/**
 * One story through the services: the campaign created, staked and (when finished) closed with its result and
 * some payouts marked paid, each step dated when it happened; then the dates the services cannot take (a
 * tournament in the past) are written. Every figure (fee, share, pool, payouts) is the services' own.
 */
async function seedStory(s: SeedServices, story: Story, now: Date): Promise<void> {
  const { db } = s;
  const buyInCents = toCents(story.buyIn)!;
  const raisedCents = story.stakes.reduce((sum, x) => sum + toCents(x.amount)!, 0);
  const createdAt = new Date((story.completedAt ?? now).getTime() - 21 * DAY);
  // the campaign sold exactly what it offered up to its target; the investments fill it
  const target = centsToDecimal(Math.max(raisedCents, maxTargetCents(buyInCents, story.offered)));
  const body = campaignBody({
    tournament: story.tournament,
    description: story.description,
    buyIn: story.buyIn,
    minStake: story.minStake,
    targetAmount: target,
    playerOfferedPercentage: story.offered,
    // a date the create rules take; the real one is written once the story has played out
    tournamentDate: dateInDays(30, now),
  });
  const campaign = await at(s, createdAt, () => createCampaign(db, story.player, createCampaignInput.parse(body)));
  for (const [i, x] of story.stakes.entries()) await stake(s, x.investor, campaign.id, x.amount, new Date(createdAt.getTime() + (i + 1) * 7 * HOUR));

  const completedAt = story.completedAt;
  let updatedAt = completedAt ?? createdAt;
  if (completedAt) {
    const close = closeCampaignInput.parse({
      campaignId: campaign.id,
      finalPosition: story.finalPosition,
      totalWinnings: story.totalWinnings,
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
  await db.update(campaigns).set({ tournamentDate: story.tournamentDate, createdAt, updatedAt }).where(eq(campaigns.id, campaign.id));
}
