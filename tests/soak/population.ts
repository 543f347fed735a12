import { campaignBody, dateInDays, linkedCampaignBody, tournamentBody } from "../../src/server/seed/builders";
import type { Client } from "./client";
import type { SoakOptions } from "./options";

const PASSWORD = "felt-river-stack-42";

export interface Account {
  username: string;
  cookie: string;
  userId: number;
}

export interface SoakEvent {
  id: number;
  sponsor: Account;
  players: Account[];
  /** the registered players' linked campaigns */
  campaigns: number[];
  /** when its clock starts, ms after the day begins */
  startsAfterMs: number;
  /** 2: played over two days, with Day-2 action sold between them */
  days: number;
}

export interface Population {
  events: SoakEvent[];
  investors: Account[];
  /** players with campaigns for tournaments elsewhere (open all day): the steady investing, and what gets cancelled */
  pros: Array<Account & { campaigns: number[] }>;
}

async function must<T>(
  what: string,
  answer: Promise<{ status: number; body: unknown; cookie: string } | null>,
  status: number,
): Promise<{ body: T; cookie: string }> {
  const a = await answer;
  if (!a || a.status !== status) throw new Error(`${what}: expected ${status}, got ${a ? `${a.status} ${JSON.stringify(a.body)}` : "no answer"}`);
  return { body: a.body as T, cookie: a.cookie };
}

/** Accounts made a few at a time: each sign-up hashes a password, the costliest thing an instance does. */
async function accounts(client: Client, prefix: string, role: "investor" | "player" | "sponsor", count: number): Promise<Account[]> {
  const out: Account[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, j) => `${prefix}${i + j + 1}`);
    out.push(
      ...(await Promise.all(
        batch.map(async (username) => {
          const { body, cookie } = await must<{ id: number }>(
            "sign-up",
            client.call("setup", "/api/register", { body: { username, password: PASSWORD, role } }),
            201,
          );
          return { username, cookie, userId: body.id };
        }),
      )),
    );
  }
  return out;
}

/**
 * The festival's cast, made through the API as people would: sponsors host the events (today, $100 PKO with rebuys),
 * players register and sell action in linked campaigns, pros sell action in events elsewhere, investors sign up.
 */
export async function populate(client: Client, o: SoakOptions, dayMs: number): Promise<Population> {
  const run = Date.now().toString(36);
  const sponsors = await accounts(client, `soak${run}s`, "sponsor", Math.max(1, Math.ceil(o.events / 5)));
  const players = await accounts(client, `soak${run}p`, "player", o.events * o.registered);
  const pros = await accounts(client, `soak${run}r`, "player", Math.max(2, Math.ceil(o.investors / 25)));
  const investors = await accounts(client, `soak${run}i`, "investor", o.investors);

  const events: SoakEvent[] = [];
  for (let e = 0; e < o.events; e++) {
    const sponsor = sponsors[e % sponsors.length]!;
    // every other event is played over two days: its players sell Day-2 action between them
    const days = e % 2 === 1 ? 2 : 1;
    const body = tournamentBody({
      ...(days === 2 ? { days: ["Day 1", "Day 2"] } : {}),
      name: `Soak Event ${e + 1}`,
      date: dateInDays(0),
      buyIn: "100",
      maxSeats: o.entrants,
      startingChips: 10000,
      rebuys: { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, price: "100", chips: 10000 },
      bounty: "25",
    });
    const { body: created } = await must<{ id: number }>(
      "create event",
      client.call("setup", "/api/special-tournaments", { body, cookie: sponsor.cookie, idempotent: true }),
      201,
    );
    const own = players.slice(e * o.registered, (e + 1) * o.registered);
    const campaigns: number[] = [];
    for (const p of own) {
      await must(
        "register",
        client.call("setup", "/api/special-tournaments/register", {
          body: { tournamentId: created.id, userRole: "player" },
          cookie: p.cookie,
          idempotent: true,
        }),
        201,
      );
      const { body: campaign } = await must<{ id: number }>(
        "linked campaign",
        client.call("setup", "/api/campaigns", {
          body: linkedCampaignBody(created.id, { minStake: "10", targetAmount: "50", playerOfferedPercentage: 50 }),
          cookie: p.cookie,
          idempotent: true,
        }),
        201,
      );
      campaigns.push(campaign.id);
    }
    // staggered over the first half of the day: early events run while later ones still sell their action
    events.push({ id: created.id, sponsor, players: own, campaigns, startsAfterMs: Math.round(((e + 1) / (o.events + 1)) * dayMs * 0.5), days });
  }

  const withCampaigns: Population["pros"] = [];
  for (const [i, pro] of pros.entries()) {
    // past $2,000 in open campaigns a player verifies their identity first (decision 204): the sandbox's check
    const { body: session } = await must<{ sessionId: string }>(
      "identity",
      client.call("setup", "/api/identity/verification", { body: {}, cookie: pro.cookie }),
      200,
    );
    await must(
      "identity done",
      client.call("setup", "/api/identity/sandbox/complete", { body: { sessionId: session.sessionId, outcome: "verified" }, cookie: pro.cookie }),
      200,
    );
    const campaigns: number[] = [];
    for (let k = 0; k < 3; k++) {
      const body = campaignBody({
        tournament: `Soak Series ${i + 1}-${k + 1}`,
        buyIn: "10000",
        targetAmount: "5000",
        minStake: "10",
        playerOfferedPercentage: 50,
      });
      const { body: campaign } = await must<{ id: number }>(
        "campaign",
        client.call("setup", "/api/campaigns", { body, cookie: pro.cookie, idempotent: true }),
        201,
      );
      campaigns.push(campaign.id);
    }
    withCampaigns.push({ ...pro, campaigns });
  }
  return { events, investors, pros: withCampaigns };
}
