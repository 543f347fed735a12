import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, formatMoney, mulDivRoundHalfUp, toCents } from "@core/money";
import { stakePercentage } from "@core/stake";
import { hashPassword } from "../../auth/password";
import type { Tx } from "../client";
import { activities, campaigns, investments, users, type UserRow } from "../schema/index";
import type { DemoAccounts } from "./accounts";

const DAY = 86_400_000;

interface SeedPlayer {
  username: string;
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
}

// Demo players: each password is the username, like the advertised demo accounts.
const PLAYERS: SeedPlayer[] = [
  { username: "elena.p", firstName: "Elena", lastName: "Petrova", location: "Toronto, ON", bio: "Two-time WPT final tablist; mixed games specialist." },
  { username: "jake.m", firstName: "Jake", lastName: "Morrison", location: "Las Vegas, NV", bio: "High-roller regular at Aria and the Venetian." },
  { username: "nora.l", firstName: "Nora", lastName: "Lindqvist", location: "Stockholm, Sweden", bio: "Online MTT grinder moving into live events." },
  { username: "kenji.w", firstName: "Kenji", lastName: "Watanabe", location: "Tokyo, Japan", bio: "Super high roller circuit since 2019." },
  { username: "luis.o", firstName: "Luis", lastName: "Ortega", location: "Miami, FL", bio: "Mid-stakes tournament pro, WSOP bracelet winner." },
  { username: "amara.o", firstName: "Amara", lastName: "Okafor", location: "Atlanta, GA", bio: "Deep-stack specialist with a steady cash record." },
];

const INVESTORS = [
  { username: "lena.h", firstName: "Lena", lastName: "Hoffmann", location: "Chicago, IL" },
  { username: "omar.k", firstName: "Omar", lastName: "Khalil", location: "San Diego, CA" },
];

interface SeedCampaign {
  player: string; // username
  tournament: string;
  inDays: number; // tournament date, days from now
  createdDaysAgo: number;
  buyIn: string;
  offered: number;
  target: string;
  minStake: string;
  /** stakes already bought, in order, by investor username */
  stakes: Array<[string, string]>;
  description: string;
  /** staking terms (decision 104): a price over face value, and the most one backer may own (% of winnings) */
  markup?: string;
  maxPerInvestor?: number;
}

const CAMPAIGNS: SeedCampaign[] = [
  {
    player: "pro",
    tournament: "WSOP Main Event",
    inDays: 45,
    createdDaysAgo: 6,
    buyIn: "10000",
    offered: 50,
    target: "5000",
    minStake: "100",
    stakes: [
      ["investor", "1500"],
      ["lena.h", "750"],
      ["omar.k", "500"],
    ],
    description: "Tenth Main Event. Selling half my action at cost; deep runs in 2022 and 2024.",
  },
  {
    player: "pro",
    tournament: "EPT Barcelona Main Event",
    inDays: 80,
    createdDaysAgo: 1,
    buyIn: "5300",
    offered: 40,
    target: "2120",
    minStake: "50",
    stakes: [],
    description: "Five-day Main Event with a strong field; 40% available at no markup.",
  },
  {
    player: "elena.p",
    tournament: "WPT World Championship",
    inDays: 30,
    createdDaysAgo: 12,
    buyIn: "10400",
    offered: 60,
    target: "6240",
    minStake: "200",
    stakes: [
      ["investor", "2000"],
      ["lena.h", "2240"],
      ["omar.k", "2000"],
    ],
    description: "Fully staked for the WPT Championship at Wynn. Thank you to every backer.",
  },
  {
    player: "jake.m",
    tournament: "Aria High Roller",
    inDays: 12,
    createdDaysAgo: 4,
    buyIn: "25000",
    offered: 50,
    target: "12500",
    minStake: "500",
    stakes: [
      ["omar.k", "2500"],
      ["lena.h", "1500"],
    ],
    description: "Turbo high roller, 8-handed, fields of 40-60. Selling 50% at cost.",
  },
  {
    player: "jake.m",
    tournament: "Venetian DeepStack Championship",
    inDays: 26,
    createdDaysAgo: 9,
    buyIn: "5000",
    offered: 40,
    target: "2000",
    minStake: "100",
    stakes: [
      ["investor", "1000"],
      ["omar.k", "500"],
    ],
    description: "Slow structure that rewards patience; one of my best events historically.",
  },
  {
    player: "nora.l",
    tournament: "PokerStars SCOOP Main Event",
    inDays: 18,
    createdDaysAgo: 3,
    buyIn: "2100",
    offered: 50,
    target: "1050",
    minStake: "25",
    stakes: [["lena.h", "300"]],
    description: "Online flagship event; I will stream with delay and share hand histories with backers. Selling at 1.10 for my online results; no backer over 25%.",
    markup: "1.10",
    maxPerInvestor: 25,
  },
  {
    player: "kenji.w",
    tournament: "Triton Super High Roller Series",
    inDays: 60,
    createdDaysAgo: 7,
    buyIn: "100000",
    offered: 30,
    target: "30000",
    minStake: "1000",
    stakes: [
      ["investor", "10000"],
      ["omar.k", "8000"],
    ],
    description: "Short-handed super high roller. 30% available at cost, the rest is my own money.",
  },
  {
    player: "kenji.w",
    tournament: "Aussie Millions Main Event",
    inDays: 95,
    createdDaysAgo: 2,
    buyIn: "10600",
    offered: 50,
    target: "5300",
    minStake: "250",
    stakes: [
      ["lena.h", "1250"],
      ["investor", "1000"],
    ],
    description: "Crown Melbourne, January. Long structure, huge field, big overlay potential. A small markup for a big field.",
    markup: "1.05",
  },
  {
    player: "luis.o",
    tournament: "WSOP Millionaire Maker",
    inDays: 40,
    createdDaysAgo: 5,
    buyIn: "1500",
    offered: 70,
    target: "1050",
    minStake: "20",
    stakes: [
      ["investor", "400"],
      ["lena.h", "220"],
      ["omar.k", "200"],
    ],
    description: "Two starting flights; I play Day 1A and re-enter only with my own money.",
  },
  {
    player: "amara.o",
    tournament: "WPT Seminole Hard Rock Showdown",
    inDays: 22,
    createdDaysAgo: 0,
    buyIn: "3500",
    offered: 50,
    target: "1750",
    minStake: "50",
    stakes: [],
    description: "First WPT of the season for me. Backers get a weekly bankroll report.",
  },
];

const dollars = (v: string) => toCents(v)!;

/** Active and funded campaigns from several players, with the investments behind every dollar raised. */
export async function seedCampaigns(tx: Tx, accounts: DemoAccounts): Promise<void> {
  const byUsername = new Map<string, UserRow>([
    ["pro", accounts.pro],
    ["investor", accounts.investor],
  ]);
  for (const p of [...PLAYERS.map((p) => ({ ...p, role: "player" as const })), ...INVESTORS.map((i) => ({ ...i, role: "investor" as const }))]) {
    const [u] = await tx
      .insert(users)
      .values({ ...p, email: `${p.username.replace(".", "")}@example.com`, passwordHash: await hashPassword(p.username) })
      .returning();
    byUsername.set(u.username, u);
  }

  const now = Date.now();
  let intent = 0;
  for (const c of CAMPAIGNS) {
    const player = byUsername.get(c.player)!;
    const buyIn = dollars(c.buyIn);
    const target = dollars(c.target);
    const raised = c.stakes.reduce((sum, [, amount]) => sum + dollars(amount), 0);
    const createdAt = new Date(now - c.createdDaysAgo * DAY - 3_600_000);
    const [row] = await tx
      .insert(campaigns)
      .values({
        playerId: player.id,
        playerName: `${player.firstName} ${player.lastName}`,
        tournament: c.tournament,
        tournamentDate: new Date(Math.floor((now + c.inDays * DAY) / DAY) * DAY),
        buyIn: centsToDecimal(buyIn),
        minStake: centsToDecimal(dollars(c.minStake)),
        targetAmount: centsToDecimal(target),
        currentAmount: centsToDecimal(raised),
        playerOfferedPercentage: c.offered,
        markup: c.markup ?? "1.00",
        maxPerInvestor: c.maxPerInvestor ?? null,
        description: c.description,
        status: raised >= target ? "funded" : "active",
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(activities).values({
      userId: player.id,
      type: "campaign_created",
      description: `Created a campaign for ${c.tournament}`,
      createdAt,
    });
    let k = 0;
    for (const [investorName, amount] of c.stakes) {
      const investor = byUsername.get(investorName)!;
      const cents = dollars(amount);
      k += 1;
      intent += 1;
      const at = new Date(createdAt.getTime() + k * 7_200_000);
      await tx.insert(investments).values({
        campaignId: row.id,
        investorId: investor.id,
        amount: centsToDecimal(cents),
        // max(5% rounded half-up, $5.00) and amount / (buyIn x markup) x 100 to four places, as the investing flow stores them
        platformFee: centsToDecimal(Math.max(mulDivRoundHalfUp(cents, 5, 100), 500)),
        percentage: stakePercentage(cents, buyIn, 4, markupHundredthsOf(c.markup ?? "1.00")),
        // prefixed so the history seed's own ids never collide with these
        paymentIntentId: `seed_active_${intent}`,
        createdAt: at,
      });
      await tx.insert(activities).values({
        userId: player.id,
        type: "investment_received",
        description: `${investor.firstName} ${investor.lastName} invested ${formatMoney(cents / 100)} in ${c.tournament}`,
        createdAt: at,
      });
    }
  }
}
