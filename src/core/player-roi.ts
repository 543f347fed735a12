import type { LiveStoredState } from "./live/schema/contracts";
import { formatMoney, type Cents } from "./money";

/**
 * A player's ROI, the one figure every screen shows (decision 210):
 * the browse card, the campaign page, the invest dialog, the player page and the landing page read it from here.
 *
 * - What a player put into an event counts every entry they paid for. A clock-settled (verified) event: the buy-in,
 *   each rebuy or re-entry at its price and the add-on at its price, as the clock recorded them for that player. A
 *   self-reported event: the entries its campaign funded (the buy-in, plus each further bullet's price).
 * - What came out is the prize the campaign was settled with (bounties won included); never below $0.
 * - The figure rests on the verified events when the player has any, else on the self-reported ones, and always says
 *   which: a result the player typed is never summed with what a clock saw.
 * - ROI = (out - in) / in x 100, to one decimal, half away from zero, exact.
 */
export interface RoiEvent {
  verified: boolean;
  inCents: Cents;
  outCents: Cents;
}

export type RoiBasisKind = "verified" | "self-reported";

export interface PlayerRoi {
  /** percent to one decimal; null with no events (or nothing put in) */
  roi: number | null;
  /** which events it rests on; null with none */
  basis: RoiBasisKind | null;
  events: number;
  inCents: Cents;
  outCents: Cents;
}

/** The entries the clock recorded for one player of a clock event, and their prices. */
export interface ClockEntries {
  buyInCents: Cents;
  rebuys: number;
  rebuyPriceCents: Cents | null;
  addOns: number;
  addOnPriceCents: Cents | null;
}

/** What a player paid into a clock event: the buy-in, each rebuy or re-entry and each add-on at its price. */
export function entriesCostCents(e: ClockEntries): Cents {
  return e.buyInCents + e.rebuys * (e.rebuyPriceCents ?? 0) + e.addOns * (e.addOnPriceCents ?? 0);
}

/** The same from the clock's state, for the clock's player id (the SQL in src/server/campaigns/player-roi.ts counts alike). */
export function clockEntries(state: Pick<LiveStoredState, "buyInCents" | "rebuys" | "addOn" | "entries">, playerId: string): ClockEntries {
  let rebuys = 0;
  let addOns = 0;
  for (const e of state.entries ?? []) {
    if (e.playerId !== playerId) continue;
    if (e.kind === "rebuy") rebuys += 1;
    else addOns += 1;
  }
  return { buyInCents: state.buyInCents, rebuys, rebuyPriceCents: state.rebuys?.priceCents ?? null, addOns, addOnPriceCents: state.addOn?.priceCents ?? null };
}

/** (out - in) / in x 100 to one decimal, half away from zero, in exact integer arithmetic; null when nothing went in. */
export function roiOf(inCents: Cents, outCents: Cents): number | null {
  if (inCents <= 0) return null;
  const num = BigInt(outCents - inCents);
  const den = BigInt(inCents);
  const abs = num < 0n ? -num : num;
  const tenths = Number((abs * 2000n + den) / (den * 2n));
  return (num < 0n ? -tenths : tenths) / 10 || 0;
}

/** Events of one kind added up: how many, what went in, what came out (never below $0 each). */
export interface RoiTotals {
  events: number;
  inCents: Cents;
  outCents: Cents;
}

export const NO_EVENTS: RoiTotals = { events: 0, inCents: 0, outCents: 0 };

/** Adds up events (the server adds them up in SQL alike: src/server/campaigns/player-roi.ts). */
export function roiTotals(events: readonly RoiEvent[]): RoiTotals {
  let inCents = 0;
  let outCents = 0;
  for (const e of events) {
    inCents += e.inCents;
    outCents += Math.max(0, e.outCents);
  }
  return { events: events.length, inCents, outCents };
}

/** The figure over totals of one kind. */
export function roiFromTotals(t: RoiTotals, basis: RoiBasisKind): PlayerRoi {
  const n = t.events;
  return { roi: n === 0 ? null : roiOf(t.inCents, t.outCents), basis: n === 0 ? null : basis, events: n, inCents: t.inCents, outCents: t.outCents };
}

/** The player's ROI from both kinds' totals: the verified ones when there are any, else the self-reported ones. */
export function playerRoiOf(t: { verified: RoiTotals; selfReported: RoiTotals }): PlayerRoi {
  return t.verified.events > 0 ? roiFromTotals(t.verified, "verified") : roiFromTotals(t.selfReported, "self-reported");
}

/** The same from the events themselves. */
export function playerRoi(events: readonly RoiEvent[]): PlayerRoi {
  return playerRoiOf({ verified: roiTotals(events.filter((e) => e.verified)), selfReported: roiTotals(events.filter((e) => !e.verified)) });
}

/** "+122.0%", "-100.0%", "0.0%"; "—" with none. */
export function roiText(roi: number | null): string {
  if (roi === null) return "—";
  return `${roi > 0 ? "+" : ""}${roi.toFixed(1)}%`;
}

/** "from 7 verified events" (what the figure rests on, in short), or "no record yet". */
export function roiBasisShort(r: Pick<PlayerRoi, "basis" | "events">): string {
  if (!r.basis || r.events === 0) return "no record yet";
  return `from ${r.events} ${r.basis} event${r.events === 1 ? "" : "s"}`;
}

/** "from 7 verified events: $700 in, $1,555 out": the basis a tap away from the figure. */
export function roiBasisText(r: Pick<PlayerRoi, "basis" | "events" | "inCents" | "outCents">): string {
  if (!r.basis || r.events === 0) return "No closed events yet";
  return `${roiBasisShort(r)}: ${formatMoney(r.inCents / 100)} in, ${formatMoney(r.outCents / 100)} out`;
}
