import type { Campaign, CreateCampaign } from "@core/contracts/campaigns";
import { parseTournamentDate } from "@core/contracts/campaigns";
import { isTournamentDateAllowed } from "@core/campaign-rules";
import {
  PACKAGE_MESSAGES,
  packageCampaignOf,
  packageSummaryText,
  type PackageEventInput,
  type PackageResult,
  type PackageResultBody,
  type PackageView,
} from "@core/contracts/packages";
import { centsToDecimal, toCents } from "@core/money";
import { fitsWholeEvent, SHARE_UNITS_PER_PERCENT } from "@core/event-share";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { lockCampaign, lockEvent } from "../db/row-locks";
import { campaigns, packageEvents, refunds, type PackageEventRow, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { campaignResponseOf, campaignTerms, insertCampaign } from "../campaigns/service";
import type { PayoutDeps } from "../payouts/service";
import { cancelIntentsAtGateway } from "../payouts/open-holds";
import { carryOutRefunds } from "../refunds/worker";
import { holdsPlayerSeat } from "../registrations/field";
import { alternateOf } from "../registrations/alternates";
import { packageEventsOf, recordPackageResult } from "../settlement/package-events";
import { eventSharesOf } from "../commitments/event-shares";

const cents = (v: string | null) => toCents(v) ?? 0;

export { skippedEventLine } from "../settlement/package-events";

/**
 * A package campaign (decision 241): the campaign row as a typed campaign's (its buy-in the events' sum, its date the
 * first event's) and its events, in one transaction under the daily quota. A row naming a sponsored event takes its
 * name, date and buy-in from the event, which must exist, be upcoming and hold the player (registered, or an
 * alternate), each refusal a 400 naming its row; the events are locked in id order as a linked campaign locks its
 * one, so a registration change waits for this.
 */
export async function createPackage(
  db: Db,
  user: UserRow,
  input: { campaign: CreateCampaign | null; terms: Record<string, unknown>; events: PackageEventInput[] },
): Promise<Campaign> {
  const row = await db.transaction(async (tx) => {
    const events = [...input.events];
    const linked = events.flatMap((e, i) => (e.specialTournamentId === undefined ? [] : [{ id: e.specialTournamentId, i }])).sort((x, y) => x.id - y.id);
    for (const { id, i } of linked) {
      const n = i + 1;
      const event = await lockEvent(tx, id);
      if (!event) throw badRequest(PACKAGE_MESSAGES.linkedNotFound(n));
      if (event.sponsorId === user.id) throw badRequest(PACKAGE_MESSAGES.linkedHost(n));
      // a flight's clock settles nothing (decision 242): the package's event would never get its result
      if (event.flightOf !== null) throw badRequest(PACKAGE_MESSAGES.linkedFlight(n));
      const seat = (await holdsPlayerSeat(tx, event.id, user.id)) || (await alternateOf(tx, event.id, user.id)) !== null;
      // another sponsor's cancelled event stays invisible, as it does to a linked campaign
      if (!seat && event.status === "cancelled") throw badRequest(PACKAGE_MESSAGES.linkedNotFound(n));
      if (event.status !== "upcoming") throw badRequest(PACKAGE_MESSAGES.linkedNotUpcoming(n));
      if (!seat) throw badRequest(PACKAGE_MESSAGES.linkedNotRegistered(n));
      const date = parseTournamentDate(event.date);
      if (!date || !isTournamentDateAllowed(date)) throw badRequest(PACKAGE_MESSAGES.datePast(n));
      events[i] = { specialTournamentId: event.id, name: event.name, date: date.toISOString(), buyIn: event.buyIn };
    }
    let campaign = input.campaign;
    if (campaign === null) {
      const r = packageCampaignOf(input.terms, events);
      if (r.campaign === null) throw badRequest(r.issues[0]?.message ?? "Invalid package");
      campaign = r.campaign;
    }
    // the 100% rule per event (src/core/event-share.ts): a backer of 10% of the package owns 10% of each event in it,
    // so the package's offer must fit beside what the player already sold or swapped of each linked event (its row
    // locked above, as every check of the rule on that event locks it)
    for (const { id, i } of linked) {
      if (!fitsWholeEvent(await eventSharesOf(tx, id, user.id), campaign.playerOfferedPercentage * SHARE_UNITS_PER_PERCENT))
        throw badRequest(PACKAGE_MESSAGES.linkedOver(i + 1));
    }
    const created = await insertCampaign(tx, user, {
      tournament: campaign.tournament,
      tournamentDate: new Date(campaign.tournamentDate),
      buyIn: campaign.buyIn,
      ...campaignTerms(campaign),
    });
    await tx.insert(packageEvents).values(
      events.map((e, i) => ({
        campaignId: created.id,
        position: i + 1,
        name: e.name,
        eventDate: new Date(e.date),
        buyIn: e.buyIn,
        specialTournamentId: e.specialTournamentId ?? null,
      })),
    );
    return created;
  });
  return campaignResponseOf(db, row);
}

/** A package's events in their order; none for a campaign that is not a package. */
export const eventsOf = (db: Db | Tx, campaignId: number): Promise<PackageEventRow[]> => packageEventsOf(db as Tx, campaignId);

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

    const done = await recordPackageResult(
      tx,
      campaign,
      events,
      event,
      body.outcome === "played" ? { outcome: "played", cash: body.cash! } : { outcome: "skipped" },
      now,
    );
    if (!done.entered) throw conflict(PACKAGE_MESSAGES.alreadyEntered);
    return done;
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
