import { createCampaignInput } from "@core/contracts/campaigns";
import { hashPassword } from "../auth/password";
import { createCampaign } from "../campaigns/service";
import { users, type UserRow } from "../db/schema/index";
import { verifiedSeller, type DemoAccounts } from "./accounts";
import { campaignBody, dateInDays } from "./builders";
import { at, datedCampaign, stake, type SeedServices } from "./through-services";

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
    description:
      "Online flagship event; I will stream with delay and share hand histories with backers. Selling at 1.10 for my online results; no backer over 25%.",
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

/** Active and funded campaigns from several players, created and staked through the services. */
export async function seedCampaigns(s: SeedServices, accounts: DemoAccounts): Promise<void> {
  const { db } = s;
  const byUsername = new Map<string, UserRow>([
    ["pro", accounts.pro],
    ["investor", accounts.investor],
  ]);
  const people = [...PLAYERS.map((p) => ({ ...p, role: "player" as const })), ...INVESTORS.map((i) => ({ ...i, role: "investor" as const }))];
  const hashes = await Promise.all(people.map((p) => hashPassword(p.username)));
  for (const [i, p] of people.entries()) {
    const [u] = await db
      .insert(users)
      .values({ ...p, email: `${p.username.replace(".", "")}@example.com`, passwordHash: hashes[i], ...(p.role === "player" ? verifiedSeller(p) : {}) })
      .returning();
    byUsername.set(u.username, u);
  }

  const now = new Date();
  for (const c of CAMPAIGNS) {
    const player = byUsername.get(c.player)!;
    const createdAt = new Date(now.getTime() - c.createdDaysAgo * DAY - 3_600_000);
    const body = campaignBody({
      tournament: c.tournament,
      tournamentDate: dateInDays(c.inDays, now),
      buyIn: c.buyIn,
      playerOfferedPercentage: c.offered,
      targetAmount: c.target,
      minStake: c.minStake,
      description: c.description,
      markup: c.markup,
      maxPerInvestor: c.maxPerInvestor,
    });
    const campaign = await at(s, createdAt, () => createCampaign(db, player, createCampaignInput.parse(body)), { also: (c) => datedCampaign(c.id, createdAt) });
    for (const [k, [investorName, amount]] of c.stakes.entries()) {
      await stake(s, byUsername.get(investorName)!, campaign.id, amount, new Date(createdAt.getTime() + (k + 1) * 7_200_000));
    }
  }
}
