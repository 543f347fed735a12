import type { Campaign } from "@core/contracts/campaigns";
import {
  PACKAGE_MESSAGES,
  packageSummaryText,
  type PackageEventInput,
  type PackageResult,
  type PackageResultBody,
  type PackageView,
} from "@core/contracts/packages";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { skippedEventsRefundCents } from "@core/package-stakes";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { lockCampaign } from "../db/row-locks";
import { campaigns, investments, packageEvents, refunds, type CampaignRow, type PackageEventRow, type UserRow } from "../db/schema/index";
import { conflict, forbidden, notFound } from "../errors";
import { campaignResponseOf, campaignTerms, insertCampaign } from "../campaigns/service";
import type { CreateCampaign } from "@core/contracts/campaigns";
import { completeCampaign, type PayoutDeps } from "../payouts/service";
import { cancelIntentsAtGateway, cancelOpenHolds } from "../payouts/open-holds";
import { OPEN_INVESTMENT_STATUSES, oweRefund } from "../refunds/obligations";
import { carryOutRefunds } from "../refunds/worker";

const cents = (v: string | null) => toCents(v) ?? 0;

/** The investor's Recent Activity line once the gateway has confirmed a skipped event's refund. */
export const skippedEventLine = (amountCents: number, playerName: string, event: string, pkg: string) =>
  `Refunded ${formatMoney2(centsToDecimal(amountCents))}: ${playerName} skipped ${event} in the package ${pkg}`;

/**
 * A package campaign (decision 241): the campaign row as a typed campaign's (its buy-in the events' sum, its date the
 * first event's) and its events, in one transaction under the daily quota.
 */
export async function createPackage(db: Db, user: UserRow, input: { campaign: CreateCampaign; events: PackageEventInput[] }): Promise<Campaign> {
  const row = await db.transaction(async (tx) => {
    const created = await insertCampaign(tx, user, {
      tournament: input.campaign.tournament,
      tournamentDate: new Date(input.campaign.tournamentDate),
      buyIn: input.campaign.buyIn,
      ...campaignTerms(input.campaign),
    });
    await tx
      .insert(packageEvents)
      .values(input.events.map((e, i) => ({ campaignId: created.id, position: i + 1, name: e.name, eventDate: new Date(e.date), buyIn: e.buyIn })));
    return created;
  });
  return campaignResponseOf(db, row);
}

/** A package's events in their order; none for a campaign that is not a package. */
export async function eventsOf(db: Db | Tx, campaignId: number): Promise<PackageEventRow[]> {
  return db.select().from(packageEvents).where(eq(packageEvents.campaignId, campaignId)).orderBy(asc(packageEvents.position));
}

function viewOf(campaignId: number, events: PackageEventRow[], myRefundsCents: number): PackageView {
  const buyInCents = events.reduce((s, e) => s + cents(e.buyIn), 0);
  return {
    campaignId,
    events: events.map((e) => ({
      id: e.id,
      position: e.position,
      name: e.name,
      date: e.eventDate.toISOString(),
      buyIn: e.buyIn,
      status: e.status,
      cash: e.cash,
      specialTournamentId: e.specialTournamentId,
    })),
    buyIn: centsToDecimal(buyInCents),
    summary: packageSummaryText(events.length, buyInCents),
    totalWinnings: centsToDecimal(events.reduce((s, e) => s + cents(e.cash), 0)),
    myRefunds: centsToDecimal(myRefundsCents),
  };
}

/** What the viewer's stakes in the campaign were refunded (or are owed) for skipped events. */
async function skipRefundsOf(db: Db | Tx, campaignId: number, viewerId: number | undefined): Promise<number> {
  if (viewerId === undefined) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.campaignId, campaignId), eq(refunds.investorId, viewerId), eq(refunds.reason, "event_skipped")));
  return row?.total ?? 0;
}

/** GET /api/campaigns/:id/package: the package's events, or null for a campaign that is not one; 404 for none. */
export async function getPackage(db: Db, campaignId: number, viewer?: { id: number }): Promise<PackageView | null> {
  const [c] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw notFound("Campaign not found");
  const events = await eventsOf(db, campaignId);
  if (events.length === 0) return null;
  return viewOf(campaignId, events, await skipRefundsOf(db, campaignId, viewer?.id));
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

/**
 * The player enters one event's result: played with what it cashed, or skipped (each open stake's part of it owed
 * back in this transaction). One transaction with the campaign row locked, so two tabs entering the same event get
 * one result and a 409. The first result ends the sale (no one buys with results in front of them); the last one
 * completes the package through the campaigns' own settlement on the total winnings (completeCampaign).
 */
export async function enterPackageResult(
  deps: PayoutDeps,
  player: UserRow,
  campaignId: number,
  eventId: number,
  body: PackageResultBody & { cash?: string },
  now = new Date(),
): Promise<PackageResult> {
  const decided = await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (!campaign) throw notFound("Campaign not found");
    if (campaign.playerId !== player.id) throw forbidden(PACKAGE_MESSAGES.onlyPlayer);
    const events = await eventsOf(tx, campaignId);
    if (events.length === 0) throw notFound(PACKAGE_MESSAGES.notPackage);
    const event = events.find((e) => e.id === eventId);
    if (!event) throw notFound(PACKAGE_MESSAGES.eventNotFound);
    if (campaign.status === "completed" || campaign.status === "cancelled") throw conflict(PACKAGE_MESSAGES.closedCampaign);
    if (event.specialTournamentId !== null) throw forbidden(PACKAGE_MESSAGES.linkedEvent);
    if (event.status !== "upcoming") throw conflict(PACKAGE_MESSAGES.alreadyEntered);
    // a minimum still to be decided by the sale window (decision 233) must be decided first: the backers were promised it
    if (campaign.status === "active" && campaign.minFillPercent !== null && campaign.saleClosedAt === null) throw conflict(PACKAGE_MESSAGES.saleOpen);
    if (body.outcome === "played" && event.eventDate.getTime() > now.getTime()) throw conflict(PACKAGE_MESSAGES.notYet);

    // the first result ends the sale, as the sale window's close does: funded, its open holds cancelled
    let releasedIntents: string[] = [];
    if (campaign.status === "active" || campaign.saleClosedAt === null) {
      await tx
        .update(campaigns)
        .set({ status: "funded", saleClosedAt: campaign.saleClosedAt ?? now, updatedAt: now })
        .where(eq(campaigns.id, campaign.id));
      releasedIntents = await cancelOpenHolds(tx, campaign.id);
    }

    const skip = body.outcome === "skipped" ? await oweSkipRefunds(tx, campaign, event) : { ids: [], totalCents: 0 };
    const [entered] = await tx
      .update(packageEvents)
      .set({ status: body.outcome, cash: body.outcome === "played" ? body.cash! : null, enteredAt: now })
      .where(and(eq(packageEvents.id, event.id), eq(packageEvents.status, "upcoming")))
      .returning();
    if (!entered) throw conflict(PACKAGE_MESSAGES.alreadyEntered);
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
    return { releasedIntents, skip, completed, after };
  });
  await cancelIntentsAtGateway(deps.payments, deps.log, decided.releasedIntents);
  if (decided.skip.ids.length > 0) await carryOutRefunds(deps, { ids: decided.skip.ids, now });
  return {
    package: viewOf(campaignId, decided.after, 0),
    completed: decided.completed,
    refunds: decided.skip.ids.length,
    refundedTotal: centsToDecimal(decided.skip.totalCents),
  };
}
