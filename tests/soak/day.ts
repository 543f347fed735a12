import { setTimeout as sleep } from "node:timers/promises";
import type { Client } from "./client";
import { between, pick, random } from "./random";
import type { SoakOptions } from "./options";
import type { Population, SoakEvent } from "./population";

const CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };

interface LivePlayer {
  id: string;
  isEliminated: boolean;
  chips: number;
  userId: number | null;
}
interface LiveView {
  version: number;
  finishedAt: string | number | null;
  startedAt: string | number | null;
  currentLevel: number;
  players: LivePlayer[];
  moves: Array<{ id: number; done: boolean }>;
  deal: { id: number; status: string; amounts: Record<string, number>; accepted: string[] } | null;
  dayIndex: number;
  bags: Record<string, number> | null;
}

/** Day-2 campaigns on sale (between the days) and those whose sale closed when Day 2 started. */
export interface DayTwoSales {
  open: Map<number, number[]>;
  closed: number[];
  made: number;
}

/** Whole hundreds, at random, that add up to `total` over `n` players, none below 100. */
function splitChips(total: number, n: number): number[] {
  const hundreds = Math.floor(total / 100);
  const weights = Array.from({ length: n }, () => 0.2 + random());
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = weights.map((w) => Math.max(1, Math.floor((w / sum) * hundreds)));
  out[0]! += hundreds - out.reduce((a, b) => a + b, 0);
  return out.map((h) => h * 100);
}

/**
 * A two-day event's end of Day 1: the counts, the bags, then its registered players still in sell Day-2 action
 * priced from their bags while the investors buy, until the console starts Day 2 and the sale closes.
 */
async function betweenDays(
  client: Client,
  event: SoakEvent,
  state: LiveView,
  act: (a: Record<string, unknown>) => Promise<LiveView | null>,
  sales: DayTwoSales,
  windowMs: number,
): Promise<void> {
  const inPlay = state.players.filter((p) => !p.isEliminated);
  const counts = splitChips(
    state.players.reduce((sum, p) => sum + p.chips, 0),
    inPlay.length,
  );
  const bags = Object.fromEntries(inPlay.map((p, i) => [p.id, counts[i]!.toLocaleString("en-US")]));
  if (!(await act({ type: "chips", counts: bags }))) return;
  if (!(await act({ type: "end-day", bags }))) return;
  const selling: number[] = [];
  for (const p of inPlay) {
    const account = event.players.find((a) => a.userId === p.userId);
    if (!account) continue;
    const made = await client.call("day two", "/api/campaigns/day-two", {
      body: { tournamentId: event.id, percentage: 20, minStake: "5" },
      cookie: account.cookie,
    });
    if (made?.status === 201) selling.push((made.body as { id: number }).id);
  }
  sales.made += selling.length;
  sales.open.set(event.id, selling);
  await sleep(windowMs);
  sales.open.delete(event.id);
  sales.closed.push(...selling);
  await act({ type: "start" });
}

/** The console's last answer for each event, and when each action was sent (the displays' delay is measured from it). */
export interface ConsoleLog {
  /** when each event's version was asked for: the console sent the action that made it */
  sent: Map<string, number>;
  /** each event's action on its way (one at a time per console): a display can show it before the console hears back */
  sending: Map<number, number>;
  finished: Set<number>;
  actions: number;
  refused: number;
}

async function liveState(client: Client, event: SoakEvent): Promise<LiveView | null> {
  const a = await client.call("live read", `/api/live/${event.id}`, { cookie: event.sponsor.cookie });
  return a && a.status === 200 ? (a.body as { state: LiveView }).state : null;
}

/**
 * One event's floor, run from its sponsor's console: started at its time, walk-ins entered, then an action every
 * 2-5 s (faster when the field must finish before the day ends): table moves made, levels, rebuys, eliminations
 * with their eliminator (PKO), and at three players an ICM deal everyone accepts.
 */
export async function runEvent(
  client: Client,
  o: SoakOptions,
  event: SoakEvent,
  dayEndsAt: number,
  log: ConsoleLog,
  stop: () => boolean,
  sales: DayTwoSales,
): Promise<void> {
  const act = async (action: Record<string, unknown>): Promise<LiveView | null> => {
    const sentAt = Date.now();
    log.sending.set(event.id, sentAt);
    const a = await client.call("live action", `/api/live/${event.id}/actions`, { body: action, cookie: event.sponsor.cookie });
    log.sending.delete(event.id);
    log.actions += 1;
    if (!a || a.status !== 200) {
      log.refused += 1;
      return null;
    }
    const state = (a.body as { state: LiveView }).state;
    log.sent.set(`${event.id}:${state.version}`, sentAt);
    return state;
  };
  await sleep(event.startsAfterMs);
  if (stop()) return;
  await act({ type: "start" });
  for (let i = o.registered; i < o.entrants; i++) await act({ type: "late-registration", name: `Walk-in ${event.id}-${i + 1}` });
  // the field plays down until a little before the day's end, leaving time for the last checks
  const finishBy = dayEndsAt - 15_000;
  let dayEnded = false;
  while (!stop()) {
    const state = await liveState(client, event);
    if (!state) continue;
    if (state.finishedAt !== null) {
      log.finished.add(event.id);
      return;
    }
    const inPlay = state.players.filter((p) => !p.isEliminated);
    const paceMs = Math.max(300, (finishBy - Date.now()) / Math.max(1, inPlay.length));
    await sleep(Math.min(between(2000, 5000), paceMs));
    const move = state.moves.find((m) => !m.done);
    if (state.bags !== null) {
      // between days (a start refused or lost before): the next day starts
      await act({ type: "start" });
    } else if (event.days === 2 && !dayEnded && state.deal === null && inPlay.length <= Math.ceil(o.entrants / 2)) {
      dayEnded = true;
      await betweenDays(client, event, state, act, sales, Math.min(20_000, Math.max(3000, (finishBy - Date.now()) / 4)));
    } else if (state.deal?.status === "proposed") {
      const next = inPlay.find((p) => !state.deal!.accepted.includes(p.id) && p.id in state.deal!.amounts);
      if (next) await act({ type: "deal-accept", playerId: next.id, proposalId: state.deal.id });
      else await act({ type: "deal-cancel" });
    } else if (inPlay.length === 3) {
      await act({ type: "deal-propose", method: "icm" });
    } else if (move && random() < 0.7) {
      await act({ type: "move-done", moveId: move.id });
    } else if (random() < 0.08) {
      await act({ type: "next" });
    } else if (state.currentLevel <= 4 && random() < 0.1) {
      await act({ type: "rebuy", playerId: pick(inPlay).id });
    } else if (inPlay.length > 1) {
      const out = pick(inPlay);
      const by = pick(inPlay.filter((p) => p.id !== out.id));
      await act({ type: "eliminate", playerId: out.id, eliminatorId: by.id });
    }
  }
}

/** One card payment as a browser makes it: hold, card, and now and then the investor's Cancel instead. */
async function investOnce(client: Client, investor: { cookie: string }, campaignId: number, counts: Record<string, number>): Promise<void> {
  const amount = String(10 + Math.floor(random() * 20));
  const from = Date.now();
  const intent = await client.call("invest: hold", "/api/create-payment-intent", { body: { campaignId, amount }, cookie: investor.cookie });
  if (!intent || intent.status !== 200) {
    const key = intent ? `hold ${intent.status} ${(intent.body as { message?: string } | null)?.message ?? ""}`.trim() : "hold gave up";
    counts[key] = (counts[key] ?? 0) + 1;
    return;
  }
  const { clientSecret, paymentIntentId } = intent.body as { clientSecret: string; paymentIntentId: string };
  if (random() < 0.05) {
    await client.call("invest: cancel", `/api/payment-holds/${paymentIntentId}`, { method: "DELETE", cookie: investor.cookie });
    counts.cancelled = (counts.cancelled ?? 0) + 1;
    return;
  }
  const paid = await client.call("invest: card", "/api/payments/sandbox/confirm", { body: { clientSecret, card: CARD }, cookie: investor.cookie });
  if (paid?.status === 200) client.figures.took("invest flow (hold and card)", Date.now() - from);
  const key = paid
    ? paid.status === 200
      ? "paid"
      : `card ${paid.status} ${(paid.body as { message?: string } | null)?.message ?? ""}`.trim()
    : "card gave up";
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Calls `task` about `perSecond` times a second until `stop`, never more than `max` at once. */
async function steady(perSecond: number, max: number, stop: () => boolean, task: () => Promise<void>): Promise<void> {
  if (perSecond <= 0) return;
  const running = new Set<Promise<void>>();
  while (!stop()) {
    if (running.size < max) {
      const p = task()
        .catch(() => undefined)
        .finally(() => running.delete(p));
      running.add(p);
    }
    await sleep(between(0.5, 1.5) * (1000 / perSecond));
  }
  await Promise.all(running);
}

const SEARCHES = ["Soak", "Series", "Event", "soak", "zzz"];
const SORTS = ["newest", "buyin", "funded", "rating"];

export interface MarketLog {
  invest: Record<string, number>;
  cancelled: number[];
  marked: number;
}

/** The market around the events: browsing, investing, a pro now and then cancelling a campaign, and payouts marked paid. */
export async function runMarket(
  client: Client,
  o: SoakOptions,
  people: Population,
  log: MarketLog,
  stop: () => boolean,
  startedEvents: () => Set<number>,
  sales: DayTwoSales,
): Promise<void> {
  const browse = steady(o.browse, 50, stop, async () => {
    const r = random();
    if (r < 0.4) await client.call("browse", `/api/campaigns?sort=${pick(SORTS)}`);
    else if (r < 0.6) await client.call("browse", `/api/campaigns?search=${pick(SEARCHES)}`);
    else if (r < 0.8) await client.call("browse", "/api/special-tournaments");
    else await client.call("browse", `/api/campaigns/${pick(pick(people.pros).campaigns)}`);
  });
  const invest = steady(o.invest, 40, stop, async () => {
    const open = people.events.filter((e) => !startedEvents().has(e.id)).flatMap((e) => e.campaigns);
    const pros = people.pros.flatMap((p) => p.campaigns.filter((c) => !log.cancelled.includes(c)));
    const dayTwo = [...sales.open.values()].flat();
    const r = random();
    // Day-2 action while it is on sale, and now and then a buy that arrives just after its sale closed (409)
    const campaignId =
      dayTwo.length > 0 && r < 0.3
        ? pick(dayTwo)
        : sales.closed.length > 0 && r < 0.33
          ? pick(sales.closed)
          : open.length > 0 && r < 0.6
            ? pick(open)
            : pick(pros);
    await investOnce(client, pick(people.investors), campaignId, log.invest);
  });
  const cancels = (async () => {
    while (!stop()) {
      await sleep(30_000);
      const pro = pick(people.pros);
      const left = pro.campaigns.filter((c) => !log.cancelled.includes(c));
      // each pro keeps one campaign open, so the investing always has somewhere to go
      if (stop() || left.length < 2) continue;
      const a = await client.call("cancel campaign", `/api/campaigns/${left[0]}/cancel`, { body: {}, cookie: pro.cookie });
      if (a?.status === 200) log.cancelled.push(left[0]!);
    }
  })();
  const payouts = (async () => {
    while (!stop()) {
      await sleep(10_000);
      for (const event of people.events) for (const p of event.players) await markPaid(client, p, log);
    }
  })();
  await Promise.all([browse, invest, cancels, payouts]);
}

/** A player marks each of their pending payouts paid, as Pay Investors does. */
export async function markPaid(client: Client, player: { cookie: string }, log: MarketLog): Promise<void> {
  const pending = await client.call("payouts", "/api/pending-payouts", { cookie: player.cookie });
  if (!pending || pending.status !== 200) return;
  for (const p of pending.body as Array<{ id: number; status: string }>) {
    if (p.status !== "pending") continue;
    const a = await client.call("payouts", `/api/payouts/${p.id}/mark-paid`, {
      method: "PATCH",
      body: { method: "bank transfer", reference: `soak-${p.id}` },
      cookie: player.cookie,
      idempotent: true,
    });
    if (a?.status === 200) log.marked += 1;
  }
}
