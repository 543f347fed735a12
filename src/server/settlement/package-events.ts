import type { ClockFinish } from "@core/live/prizes/settlement";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { skippedEventsRefundCents } from "@core/package-stakes";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { lockCampaignsWhere } from "../db/row-locks";
import { campaigns, investments, packageEvents, type CampaignRow, type PackageEventRow } from "../db/schema/index";
import { completeCampaign } from "../payouts/service";
import { cancelOpenHolds } from "../payouts/open-holds";
import { conflict } from "../errors";
import { OPEN_INVESTMENT_STATUSES, oweRefund } from "../refunds/obligations";

const cents = (v: string | null) => toCents(v) ?? 0;

/** The investor's Recent Activity line once the gateway has confirmed a skipped event's refund. */
export const skippedEventLine = (amountCents: number, playerName: string, event: string, pkg: string) =>
  `Refunded ${formatMoney2(centsToDecimal(amountCents))}: ${playerName} skipped ${event} in the package ${pkg}`;

/** A package's events in their order; none for a campaign that is not a package. */
export async function packageEventsOf(tx: Tx, campaignId: number): Promise<PackageEventRow[]> {
  return tx.select().from(packageEvents).where(eq(packageEvents.campaignId, campaignId)).orderBy(asc(packageEvents.position));
}

/**
 * A skipped event's part of every stake still open, owed back in the skip's transaction (the refund worker carries it
 * out): stake x the event's buy-in / the package's buy-in (skippedEventsRefundCents). One refund per stake and event:
 * a repeat changes nothing. Returns the refunds' ids and their total.
 */
async function oweSkipRefunds(tx: Tx, campaign: CampaignRow, event: PackageEventRow): Promise<{ ids: number[]; totalCents: number }> {
  const stakes = await tx
    .select()
    .from(investments)
    .where(and(eq(investments.campaignId, campaign.id), inArray(investments.status, [...OPEN_INVESTMENT_STATUSES])))
    .orderBy(asc(investments.id));
  const out = { ids: [] as number[], totalCents: 0 };
  for (const stake of stakes) {
    const amountCents = skippedEventsRefundCents(cents(stake.amount), cents(event.buyIn), cents(campaign.buyIn));
    if (amountCents === 0) continue;
    const id = await oweRefund(tx, {
      paymentIntentId: stake.paymentIntentId,
      investmentId: stake.id,
      campaignId: campaign.id,
      investorId: stake.investorId,
      amountCents,
      reason: "event_skipped",
      packageEventId: event.id,
      investorLine: skippedEventLine(amountCents, campaign.playerName, event.name, campaign.tournament),
    });
    if (id !== null) {
      out.ids.push(id);
      out.totalCents += amountCents;
    }
  }
  return out;
}

export interface RecordedPackageResult {
  /** null when the event already had its result (nothing changed) */
  entered: PackageEventRow | null;
  after: PackageEventRow[];
  releasedIntents: string[];
  skip: { ids: number[]; totalCents: number };
  completed: boolean;
}

/**
 * One event's result written into a package, in the caller's transaction with the campaign row locked (decision 241):
 * the first result ends the sale (funded, open holds cancelled), a skip owes each open stake's part back, and the
 * last result completes the package on its total winnings through completeCampaign. Only an upcoming event is
 * written: a second call for the same event changes nothing (entered null). The player's typed results and the
 * clock's (linked sponsored events) both come here.
 */
export async function recordPackageResult(
  tx: Tx,
  campaign: CampaignRow,
  events: PackageEventRow[],
  event: PackageEventRow,
  result: { outcome: "played"; cash: string } | { outcome: "skipped" },
  now: Date,
): Promise<RecordedPackageResult> {
  const none = { entered: null, after: events, releasedIntents: [], skip: { ids: [], totalCents: 0 }, completed: false };
  if (event.status !== "upcoming" || campaign.status === "completed" || campaign.status === "cancelled") return none;
  let releasedIntents: string[] = [];
  if (campaign.status === "active" || campaign.saleClosedAt === null) {
    await tx
      .update(campaigns)
      .set({ status: "funded", saleClosedAt: campaign.saleClosedAt ?? now, updatedAt: now })
      .where(eq(campaigns.id, campaign.id));
    releasedIntents = await cancelOpenHolds(tx, campaign.id);
  }
  const [entered] = await tx
    .update(packageEvents)
    .set({ status: result.outcome, cash: result.outcome === "played" ? result.cash : null, enteredAt: now })
    .where(and(eq(packageEvents.id, event.id), eq(packageEvents.status, "upcoming")))
    .returning();
  if (!entered) return { ...none, releasedIntents };
  const skip = result.outcome === "skipped" ? await oweSkipRefunds(tx, campaign, event) : { ids: [], totalCents: 0 };
  const after = events.map((e) => (e.id === entered.id ? entered : e));

  let completed = false;
  if (after.every((e) => e.status !== "upcoming")) {
    const totalWinningsCents = after.reduce((s, e) => s + cents(e.cash), 0);
    // a package has no one finish: 0 is stored (the pages show its events instead); whether it cashed is its winnings
    const finalPosition = 0;
    const [fresh] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const done = await completeCampaign(tx, fresh, {
      finalPosition,
      totalWinningsCents,
      completedAt: now,
      now,
      settlement: { by: "player", finalPosition, position: `${after.length} events: ${after.filter((e) => e.status === "played").length} played` },
    });
    releasedIntents = [...releasedIntents, ...done.releasedIntents];
    completed = true;
  }
  return { entered, after, releasedIntents, skip, completed };
}

/** The packages with an event linked to this sponsored event still upcoming, of these players (or everyone's), locked. */
async function lockLinkedPackages(tx: Tx, tournamentId: number, playerIds: number[] | null): Promise<CampaignRow[]> {
  // one statement: the linked events' campaigns are picked and locked together (in id order, as lockCampaignsWhere does)
  const linked = tx
    .select({ campaignId: packageEvents.campaignId })
    .from(packageEvents)
    .where(and(eq(packageEvents.specialTournamentId, tournamentId), eq(packageEvents.status, "upcoming")));
  return lockCampaignsWhere(
    tx,
    and(
      inArray(campaigns.id, linked),
      inArray(campaigns.status, ["active", "funded"]),
      ...(playerIds === null ? [] : [inArray(campaigns.playerId, playerIds)]),
    ),
  );
}

/**
 * The clock settled these players' finishes in a sponsored event: each of their packages' events linked to it gets
 * its result (cash = the player's winnings there, prize and bounty), in the console action's transaction; the last
 * result completes the package (its notification reads as a package's, "N events: M played"). Idempotent: an event with its result is not written again.
 */
export async function settlePackageEventsFromClock(tx: Tx, tournamentId: number, settle: readonly ClockFinish[], now: Date): Promise<string[]> {
  const finishes = settle;
  if (finishes.length === 0) return [];
  const locked = await lockLinkedPackages(tx, tournamentId, [...new Set(finishes.map((f) => f.userId))]);
  const released: string[] = [];
  for (const campaign of locked) {
    const finish = finishes.find((f) => f.userId === campaign.playerId)!;
    const events = await packageEventsOf(tx, campaign.id);
    for (const event of events.filter((e) => e.specialTournamentId === tournamentId && e.status === "upcoming")) {
      const done = await recordPackageResult(tx, campaign, events, event, { outcome: "played", cash: centsToDecimal(finish.prizeCents) }, now);
      released.push(...done.releasedIntents);
    }
  }
  return released;
}

/**
 * A sponsored event the player will not play (the sponsor cancelled it, the player left it or was never seated): each
 * of their packages' events linked to it counts as skipped, each backer's part refunded once (the skip's own path).
 */
export async function skipPackageEventsNotPlayed(
  tx: Tx,
  tournamentId: number,
  playerId: number | null,
  now: Date,
): Promise<{ releasedIntents: string[]; refundIds: number[] }> {
  const out = { releasedIntents: [] as string[], refundIds: [] as number[] };
  for (const campaign of await lockLinkedPackages(tx, tournamentId, playerId === null ? null : [playerId])) {
    let events = await packageEventsOf(tx, campaign.id);
    let current = campaign;
    for (const event of events.filter((e) => e.specialTournamentId === tournamentId && e.status === "upcoming")) {
      const done = await recordPackageResult(tx, current, events, event, { outcome: "skipped" }, now);
      out.releasedIntents.push(...done.releasedIntents);
      out.refundIds.push(...done.skip.ids);
      events = done.after;
      [current] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    }
  }
  return out;
}

/** Why an undo is refused once a package it settled is complete (its payouts stand on that result). */
export const PACKAGE_UNDO_REFUSED =
  "This elimination cannot be undone: it settled an event of a package campaign that is now complete, and its payouts stand on that result.";

/**
 * An elimination undone (or a finish moved) takes back what the clock wrote into the players' packages: each linked
 * event it had played goes back to upcoming, to be written again when the finish is final. A package the result
 * completed is refused (409), as a settled payout is. Runs before the settlement of the same action, so a finish that
 * moved is written again with its new winnings.
 */
export async function revertPackageEventsFromClock(tx: Tx, tournamentId: number, revert: readonly ClockFinish[]): Promise<void> {
  if (revert.length === 0) return;
  const playerIds = [...new Set(revert.map((f) => f.userId))];
  const rows = await tx
    .select({ campaignId: packageEvents.campaignId, status: campaigns.status })
    .from(packageEvents)
    .innerJoin(campaigns, eq(campaigns.id, packageEvents.campaignId))
    .where(and(eq(packageEvents.specialTournamentId, tournamentId), eq(packageEvents.status, "played"), inArray(campaigns.playerId, playerIds)));
  if (rows.length === 0) return;
  if (rows.some((r) => r.status === "completed")) throw conflict(PACKAGE_UNDO_REFUSED);
  const ids = [...new Set(rows.map((r) => r.campaignId))];
  await lockCampaignsWhere(tx, inArray(campaigns.id, ids));
  await tx
    .update(packageEvents)
    .set({ status: "upcoming", cash: null, enteredAt: null })
    .where(and(eq(packageEvents.specialTournamentId, tournamentId), eq(packageEvents.status, "played"), inArray(packageEvents.campaignId, ids)));
}
