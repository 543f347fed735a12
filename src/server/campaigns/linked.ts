import {
  BULLETS_NEED_REBUYS,
  bulletKind,
  campaignMoneyViolations,
  FLIGHT_BULLETS_PRICE,
  isTournamentDateAllowed,
  TOURNAMENT_DATE_PAST_MESSAGE,
} from "@core/campaign-rules";
import { LINKED_CAMPAIGN_MESSAGES, parseTournamentDate, type Campaign, type LinkedCampaign } from "@core/contracts/campaigns";
import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { campaignResponseOf, campaignTerms, insertCampaign } from "./service";
import { fitsHundredPercent } from "@core/swaps";
import { eventSharesOf } from "../commitments/event-shares";
import { holdsPlayerSeat } from "../registrations/field";
import { alternateOf } from "../registrations/alternates";
import { lockEvent } from "../db/row-locks";
import { FLIGHT_REFUSALS, flightSeatOf, refuseFlightCampaign } from "../flights/flights";
import { fundedBuyInCents } from "@core/bullets";
import { eventStartInstant, saleWindowViolations } from "@core/sale-window";

/** A linked campaign that, with the player's swaps in the event, would sell more than all of their winnings. */
export const SOLD_OVER_SWAPS = "This campaign with your swaps in this tournament would sell more than 100% of your winnings";

/**
 * The controller of an event is never one of its entrants, whatever role their account holds now: a sponsor who
 * switched to player could otherwise register for their own event, sell a verified campaign on it and settle it
 * from their own console. Registration, the console's late entry and linking a campaign all refuse them this.
 */
export const HOST_CANNOT_PLAY = "You host this tournament, so you cannot play in it.";
/** The console's late entry by username: one answer for an unknown username and for an account that is not a player's. */
export const NO_PLAYER_WITH_USERNAME = "No player can be registered with that username.";

/**
 * A campaign staking a sponsored tournament the player holds a player's seat in (a verified event, decision 081).
 * Name, date, buy-in and the price of each further bullet (its rebuy or re-entry price) are the event's. The event row is locked FOR UPDATE, the same lock registrations,
 * unregistering, sponsor edits and the clock's start take, so the seat and the status checked here cannot change
 * before the campaign commits, and two creates for one event queue: the second sees the first's campaign (409).
 */
export async function createLinkedCampaign(db: Db, user: UserRow, input: LinkedCampaign): Promise<Campaign> {
  const row = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.specialTournamentId);
    if (!event) throw notFound(LINKED_CAMPAIGN_MESSAGES.notFound);
    // another sponsor's cancelled event stays invisible; the host is refused on their own, cancelled or not
    if (event.sponsorId === user.id) throw forbidden(HOST_CANNOT_PLAY);
    // an alternate may sell too: the campaign page and the invest dialog say they have no seat yet, and the campaign
    // is cancelled and refunded if they are never seated (decision 236)
    // a multi-flight event (decision 242, addendum): the player holds a seat in one of its flights
    const flights = event.flightRule !== null ? await flightSeatOf(tx, event.id, user.id) : null;
    const seat = flights ? flights.seat : (await holdsPlayerSeat(tx, event.id, user.id)) || (await alternateOf(tx, event.id, user.id)) !== null;
    // another sponsor's cancelled event stays invisible, as it does to registration
    if (!seat && event.status === "cancelled") throw notFound(LINKED_CAMPAIGN_MESSAGES.notFound);
    if (!seat) throw forbidden(LINKED_CAMPAIGN_MESSAGES.notRegistered);
    // a flight of a multi-flight event never settles a campaign (decision 242)
    refuseFlightCampaign(event);
    if (event.status !== "upcoming") throw badRequest(LINKED_CAMPAIGN_MESSAGES.notUpcoming);
    if (flights?.started) throw conflict(FLIGHT_REFUSALS.flightStarted(event.name));

    // the event's calendar day at UTC midnight, as a typed "YYYY-MM-DD" is stored (its HH:MM is local, zone unknown)
    const tournamentDate = parseTournamentDate(event.date);
    if (!tournamentDate || !isTournamentDateAllowed(tournamentDate)) throw badRequest(TOURNAMENT_DATE_PAST_MESSAGE);
    // a bullet costs what the entry costs: the first the buy-in, each after it the rebuy or re-entry price, as the
    // event sets it now (its rebuy terms are fixed once this campaign is linked: tournaments/commands.ts); on a
    // multi-flight event with no rebuys every bullet is a flight entry at the buy-in (null: priced at the buy-in)
    const rebuyPriceCents = event.rebuys ? event.rebuys.priceCents : null;
    // a second or third bullet: an event where the clock records rebuys or re-entries, or whose flights are its
    // re-entries (decision 242, addendum "bullets per flight entry")
    const multiFlight = event.flightRule !== null;
    if (input.bullets > 1 && bulletKind({ buyInCents: toCents(event.buyIn) ?? 0, rebuyPriceCents, multiFlight }) === null)
      throw badRequest(multiFlight ? FLIGHT_BULLETS_PRICE : BULLETS_NEED_REBUYS);
    const [violation] = campaignMoneyViolations({
      buyInCents: toCents(event.buyIn) ?? 0,
      minStakeCents: toCents(input.minStake)!,
      targetCents: toCents(input.targetAmount)!,
      offeredPercentage: input.playerOfferedPercentage,
      markupHundredths: markupHundredthsOf(input.markup),
      maxPerInvestor: input.maxPerInvestor,
      bullets: input.bullets,
      rebuyPriceCents,
    });
    if (violation) throw badRequest(violation.message);
    // the sale window (decision 233): it ends by the event's start (its date and time, read as UTC) and its minimum
    // fits the offered share and the target at the event's price
    const [windowViolation] = saleWindowViolations({
      minFillPercent: input.minFillPercent,
      saleEndsAt: input.saleEndsAt,
      offeredPercentage: input.playerOfferedPercentage,
      // a multi-flight event's sale ends by its first flight's start
      eventStartsAt:
        (flights?.first ? eventStartInstant(flights.first.date, flights.first.time ?? event.time) : eventStartInstant(event.date, event.time)) ??
        tournamentDate,
      targetCents: toCents(input.targetAmount)!,
      fundedBuyInCents: fundedBuyInCents(toCents(event.buyIn) ?? 0, input.bullets, rebuyPriceCents),
      markupHundredths: markupHundredthsOf(input.markup),
    });
    if (windowViolation) throw badRequest(windowViolation.message);
    // sold % (its campaigns and packages) plus swapped % never passes 100% of the player's winnings in the event
    if (!fitsHundredPercent(await eventSharesOf(tx, event.id, user.id), input.playerOfferedPercentage * 100)) throw conflict(SOLD_OVER_SWAPS);

    const [open] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.specialTournamentId, event.id), eq(campaigns.playerId, user.id), inArray(campaigns.status, ["active", "funded"])));
    if (open) throw conflict(LINKED_CAMPAIGN_MESSAGES.duplicate);

    return insertCampaign(tx, user, {
      specialTournamentId: event.id,
      tournament: event.name,
      tournamentDate,
      buyIn: event.buyIn,
      ...campaignTerms(input),
      bullets: input.bullets,
      rebuyPrice: rebuyPriceCents === null ? null : centsToDecimal(rebuyPriceCents),
    });
  });
  return campaignResponseOf(db, row);
}
