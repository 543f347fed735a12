import { linkedCampaignInput } from "@core/contracts/campaigns";
import { and, eq, inArray } from "drizzle-orm";
import { createLinkedCampaign } from "../campaigns/linked";
import { specialTournaments, users } from "../db/schema/index";
import type { DemoAccounts } from "./accounts";
import { linkedCampaignBody } from "./builders";
import { VERIFIED_DEMO_EVENT } from "./tournaments";
import { at, datedCampaign, stake, type SeedServices } from "./through-services";

const DAY = 86_400_000;

const TERMS = { offered: 50, target: "275.00", minStake: "25.00" };
// partly funded, so a newcomer can still back it
const STAKES: Array<[username: string, amount: string]> = [
  ["investor", "100.00"],
  ["lena.h", "50.00"],
];

/**
 * `pro`'s campaign staking the demo sponsor's upcoming event (a verified event), made as POST /api/campaigns makes
 * it (name, date and buy-in are the event's) and staked through the sandbox. Runs after the tournaments and
 * campaigns seeds it reads from.
 */
export async function seedVerifiedCampaign(s: SeedServices, accounts: DemoAccounts, now: Date = new Date()): Promise<void> {
  const { db } = s;
  const [event] = await db
    .select()
    .from(specialTournaments)
    .where(and(eq(specialTournaments.sponsorId, accounts.sponsor.id), eq(specialTournaments.name, VERIFIED_DEMO_EVENT)));
  if (!event) return;
  const investors = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.username,
        STAKES.map(([u]) => u),
      ),
    );
  const createdAt = new Date(now.getTime() - 2 * DAY);
  const body = linkedCampaignBody(event.id, {
    minStake: TERMS.minStake,
    targetAmount: TERMS.target,
    playerOfferedPercentage: TERMS.offered,
    description: "Staked on the sponsor's own clock: my finish and prize come straight from the tournament, no self-reporting.",
  });
  const campaign = await at(s, createdAt, () => createLinkedCampaign(db, accounts.pro, linkedCampaignInput.parse(body)), {
    also: (c) => datedCampaign(c.id, createdAt),
  });
  for (const [k, [username, amount]] of STAKES.entries()) {
    const investor = investors.find((i) => i.username === username);
    if (investor) await stake(s, investor, campaign.id, amount, new Date(createdAt.getTime() + (k + 1) * 3_600_000));
  }
}
