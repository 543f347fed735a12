import { campaignMoneyViolations, maxTargetCents } from "@core/campaign-rules";
import type { Campaign } from "@core/contracts/campaigns";
import { parseTournamentDate } from "@core/contracts/campaigns";
import type { DayTwoCampaignData, DayTwoOffer } from "@core/contracts/day-two";
import { canSellFromBag, DAY_TWO_MESSAGES, dayTwoPricePerPercentCents, dayTwoValueCents, stackRatioText } from "@core/day-two";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { formatMarkup, markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents, type Cents } from "@core/money";
import { and, eq, gte, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, investments, liveTournaments, paymentIntents, specialTournaments, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound, type AppError } from "../errors";
import { HOST_CANNOT_PLAY } from "./linked";
import { campaignResponseOf, insertCampaign } from "./service";
import { eventSharesOf } from "../commitments/event-shares";
import { holdsPlayerSeat } from "../registrations/field";
import { lockCampaignsWhere, lockEvent, lockLiveClock } from "../db/row-locks";
import { baggedFlights, DAY_2, flightClocks, flightSeatOf, refuseFlightCampaign } from "../flights/flights";
import { day2Field, hasBagged, type Day2Field } from "@core/live/prizes/flight-day2";
import type { FlightRule } from "@core/live/prizes/flights";
import { roomUnits, unitsToPercent } from "@core/event-share";
import { cancelDayTwoNotAdvancing } from "../settlement/flight-settlement";
import type { CancelledLinked } from "../settlement/linked-refunds";

/**
 * Day-2 resale (docs/decisions/170-day-two-resale.md): a player still in a multi-day event, with the
 * bag the controller verified when the day ended, sells more of their winnings in a campaign linked to the same
 * event, priced from that bag. Day-1 and Day-2 sales together stay within what the player may sell (100%).
 */

/** The largest bag a campaign row can record (campaigns.bag_chips is an integer column). */
const MAX_RECORDED_BAG = 2_147_483_647;
const TOO_LARGE_BAG = "This bag is too large to price a campaign from";

type SpecialTournament = typeof specialTournaments.$inferSelect;

interface Facts {
  event: SpecialTournament;
  /** the day whose action a campaign made now sells (campaigns.day) and its name ("Day 2"), when known */
  day: number;
  dayName: string | null;
  /** the verified bag the action is priced from: the day's bag, or on a multi-flight event the advancing bag */
  bag: number | null;
  /** what the player gave away of the event already, in % (eventSharesOf: campaigns, packages, swaps) */
  soldPercent: number;
  roomPercent: number;
  dayTwoCampaignId: number | null;
  /** the first refusal about the event's day and the player's place in it (before their bag is priced), or null */
  standing: AppError | null;
}

/**
 * The day whose action a campaign made now sells: the day after the one that ended (dayIndex + 1, 1-based), so a
 * campaign priced from the Day-1 bag is day 2 and one priced from the Day-2 bag day 3. It sells until that day starts,
 * and never again (drizzle/functions/staking_closed.sql).
 */
const daySold = (state: Pick<LiveStoredState, "dayIndex"> | null): number => (state?.dayIndex ?? 1) + 1;

/** The player's open Day-N campaign on the event: one per player per day sold (decision 170). */
async function dayCampaignOf(tx: Tx, eventId: number, playerId: number, day: number): Promise<number | null> {
  const [own] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, eventId), eq(campaigns.playerId, playerId), eq(campaigns.day, day), ne(campaigns.status, "cancelled")));
  return own?.id ?? null;
}

/**
 * What the player gave away of the event, as a % and the room left: one rule for every check (src/core/event-share.ts):
 * their campaigns on it (a Day-1 one whose sale is over counts what it sold), their packages with it in them (a
 * backer of 10% of a package owns 10% of each event), and their swaps there (decision 174).
 */
async function sharesOf(tx: Tx, eventId: number, playerId: number): Promise<{ soldPercent: number; roomPercent: number }> {
  const shares = await eventSharesOf(tx, eventId, playerId);
  return { soldPercent: unitsToPercent(shares.soldUnits + shares.swappedUnits), roomPercent: unitsToPercent(roomUnits(shares)) };
}

/**
 * What Day-2 selling rests on, read with the live row then the event row locked (the order console actions lock
 * them) when `lock`: a start of the next day or an elimination waits for the campaign to commit, and the campaign
 * sees any that committed first. Throws the refusal that is not about the player's bag or sales.
 */
async function readFacts(tx: Tx, user: UserRow, tournamentId: number, lock: boolean): Promise<Facts> {
  const liveId = String(tournamentId);
  const live = lock ? await lockLiveClock(tx, liveId) : (await tx.select().from(liveTournaments).where(eq(liveTournaments.id, liveId)))[0];
  const event = lock ? await lockEvent(tx, tournamentId) : (await tx.select().from(specialTournaments).where(eq(specialTournaments.id, tournamentId)))[0];
  if (!event) throw notFound("Tournament not found");
  if (event.sponsorId === user.id) throw forbidden(HOST_CANNOT_PLAY);
  const state = live ? liveStoredState.parse(live.state) : null;
  // a multi-flight event (decision 242, addendum): Day 2 is read from the flights' bags
  if (event.flightRule !== null) return flightFacts(tx, user, event, state);
  const seat = await holdsPlayerSeat(tx, event.id, user.id);
  if (!seat && event.status === "cancelled") throw notFound("Tournament not found");
  const entrant = state?.players.find((p) => p.userId === user.id);
  if (!seat || (state?.startedAt != null && !entrant)) throw forbidden(DAY_TWO_MESSAGES.notYourEvent);
  // a flight's bag is not sold here: a flight never settles a campaign (decision 242); Day 2 is sold on its event
  refuseFlightCampaign(event);
  const day = daySold(state);
  const days = event.days ?? [];
  let standing: AppError | null = null;
  if (days.length < 2) standing = conflict(DAY_TWO_MESSAGES.oneDay);
  else if (entrant?.isEliminated) standing = conflict(DAY_TWO_MESSAGES.eliminated);
  // a later day under way: the bags of the day before were cleared by its start
  else if (state && state.dayIndex > 0 && state.bags === null) standing = conflict(DAY_TWO_MESSAGES.notBetweenDays);
  else if (!entrant || !state?.bags || state.bags[entrant.id] === undefined) standing = conflict(DAY_TWO_MESSAGES.noBag);
  else if (event.status !== "active" || state.finishedAt !== null) standing = conflict(DAY_TWO_MESSAGES.notBetweenDays);
  return {
    event,
    day,
    dayName: state ? (days[state.dayIndex] ?? null) : null,
    bag: entrant && state?.bags ? (state.bags[entrant.id] ?? null) : null,
    ...(await sharesOf(tx, event.id, user.id)),
    dayTwoCampaignId: await dayCampaignOf(tx, event.id, user.id, day),
    standing,
  };
}

/**
 * Day-2 resale on a multi-flight event (decision 242, addendum "Day-2 resale and swaps"): once every flight has bagged
 * and before Day 2 starts, a player in Day 2's field sells Day-2 action in a campaign linked to the event, priced from
 * their advancing bag only (`day2Field`: with best-stack their largest bag; the removed bags never count). Read under
 * the event's lock (when `lock`), which a flight's bag correction and Day 2's start also take, so the field read here
 * stands until the campaign commits. The player holds a seat in a flight, never in the event.
 */
async function flightFacts(tx: Tx, user: UserRow, event: SpecialTournament, state: LiveStoredState | null): Promise<Facts> {
  const { seat } = await flightSeatOf(tx, event.id, user.id);
  if (!seat && event.status === "cancelled") throw notFound("Tournament not found");
  if (!seat) throw forbidden(DAY_TWO_MESSAGES.notYourEvent);
  const flights = await flightClocks(tx, event.id);
  const waiting = flights.filter((f) => !(f.state && hasBagged(f.state))).map((f) => f.row.flightName ?? f.row.name);
  const field: Day2Field | null = flights.length > 0 && waiting.length === 0 ? day2Field(event.flightRule as FlightRule, baggedFlights(flights)) : null;
  const entrant = field?.entrants.find((e) => e.userId === user.id) ?? null;
  let standing: AppError | null = null;
  // Day 2 under way (or the event over, or cancelled): its start closes the sale, as the next day's start does
  if (event.status !== "upcoming" || (state?.startedAt ?? null) !== null) standing = conflict(DAY_TWO_MESSAGES.notBetweenDays);
  else if (field === null) standing = conflict(DAY_TWO_MESSAGES.flightsToBag(waiting.join(", ") || "every flight"));
  else if (entrant === null) standing = conflict(DAY_TWO_MESSAGES.notAdvancing);
  const day = 2;
  return {
    event,
    day,
    dayName: field ? DAY_2 : null,
    bag: entrant?.chips ?? null,
    ...(await sharesOf(tx, event.id, user.id)),
    dayTwoCampaignId: await dayCampaignOf(tx, event.id, user.id, day),
    standing,
  };
}

/** The first refusal of Day-2 selling for these facts (status and message), or null. `percentage` checked when given. */
function refusal(f: Facts, percentage?: number): AppError | null {
  if (f.standing) return f.standing;
  const bag = f.bag!;
  if (!canSellFromBag(bag, f.event.startingChips)) return badRequest(DAY_TWO_MESSAGES.shortStack);
  if (bag > MAX_RECORDED_BAG) return badRequest(TOO_LARGE_BAG);
  if (f.dayTwoCampaignId !== null) return conflict(DAY_TWO_MESSAGES.duplicate);
  const room = f.roomPercent;
  if (room < 1) return badRequest(DAY_TWO_MESSAGES.over(String(f.soldPercent), "0"));
  if (percentage !== undefined && percentage > room) return badRequest(DAY_TWO_MESSAGES.over(String(f.soldPercent), String(room)));
  return null;
}

const buyInOf = (event: SpecialTournament): Cents => toCents(event.buyIn) ?? 0;

/**
 * A later-day campaign's money from a bag: the price of 1%, the stored buy-in (the value of 100% at the bag), the
 * target (the % offered at the marked-up value, as the share rule counts it) and the minimum stake (the
 * price of 1% unless the player chose one), with the first money rule they break.
 */
function dayTwoTerms(
  eventBuyIn: Cents,
  bag: number,
  startingStack: number,
  terms: { percentage: number; markup: number; minStake?: Cents | null; maxPerInvestor?: number | null },
) {
  const price = dayTwoPricePerPercentCents(eventBuyIn, bag, startingStack, terms.markup);
  const buyInCents = dayTwoValueCents(eventBuyIn, bag, startingStack);
  // the whole % offered at the marked-up value (the price of 1% shown is rounded to the cent; the target is not)
  const targetCents = maxTargetCents(buyInCents, terms.percentage, terms.markup);
  const minStakeCents = Math.min(terms.minStake ?? price, targetCents);
  const [violation] = campaignMoneyViolations({
    buyInCents,
    minStakeCents,
    targetCents,
    offeredPercentage: terms.percentage,
    markupHundredths: terms.markup,
    maxPerInvestor: terms.maxPerInvestor,
  });
  return { price, buyInCents, targetCents, minStakeCents, violation };
}

/** GET /api/campaigns/day-two?tournamentId=: whether the player may sell Day-2 action, at what price per 1% (1.00). */
export async function dayTwoOffer(db: Db, user: UserRow, tournamentId: number): Promise<DayTwoOffer> {
  return db.transaction(async (tx) => {
    const f = await readFacts(tx, user, tournamentId, false);
    const why = refusal(f);
    const stack = f.event.startingChips;
    const priced = f.bag !== null && canSellFromBag(f.bag, stack);
    return {
      eligible: why === null,
      reason: why?.message ?? null,
      bag: f.bag,
      startingStack: stack,
      ratio: f.bag === null ? null : stackRatioText(f.bag, stack),
      buyIn: centsToDecimal(buyInOf(f.event)),
      pricePerPercent: priced ? centsToDecimal(dayTwoPricePerPercentCents(buyInOf(f.event), f.bag!, stack, 100)) : null,
      soldPercent: f.soldPercent,
      roomPercent: f.roomPercent,
      dayName: f.dayName,
      campaignId: f.dayTwoCampaignId,
    };
  });
}

/** POST /api/campaigns/day-two: the player's Day-2 campaign, linked to the event, priced from their bag. */
export async function createDayTwoCampaign(db: Db, user: UserRow, input: DayTwoCampaignData): Promise<Campaign> {
  const row = await db.transaction(async (tx) => {
    const f = await readFacts(tx, user, input.tournamentId, true);
    const why = refusal(f, input.percentage);
    if (why) throw why;
    const bag = f.bag!;
    const { buyInCents, targetCents, minStakeCents, violation } = dayTwoTerms(buyInOf(f.event), bag, f.event.startingChips, input);
    if (violation) throw badRequest(violation.message);
    return insertCampaign(tx, user, {
      specialTournamentId: f.event.id,
      tournament: f.event.name,
      tournamentDate: parseTournamentDate(f.event.date) ?? new Date(),
      buyIn: centsToDecimal(buyInCents),
      minStake: centsToDecimal(minStakeCents),
      targetAmount: centsToDecimal(targetCents),
      playerOfferedPercentage: input.percentage,
      description: input.description,
      markup: formatMarkup(input.markup),
      maxPerInvestor: input.maxPerInvestor,
      bullets: 1,
      day: f.day,
      bagChips: bag,
    });
  });
  return campaignResponseOf(db, row);
}

/**
 * In the console action's transaction (the live and event rows locked), after the controller corrected bags between
 * days (decision 170): each corrected player's campaign priced from the old bag, for the day on sale, follows the
 * new bag (price, stored buy-in, target; a minimum stake left at the old price of 1% moves to the new one), its row
 * locked as every funding change locks it. Refused (409) once anyone has bought into it or is paying for it: their
 * share was priced from the old bag. A bag that no longer prices it (r <= 1) is refused too.
 */
export async function dayTwoPricesFollowBags(tx: Tx, event: SpecialTournament, before: LiveStoredState, after: LiveStoredState): Promise<void> {
  if (before.bags === null || after.bags === null || before.dayIndex !== after.dayIndex) return;
  // a flight's bags price no campaign of the flight: the advancing bag prices its event's Day 2 (decision 242)
  if (event.flightOf !== null) return advancingBagsFollow(tx, event, before);
  const corrected = after.players.filter((p) => p.userId !== null && before.bags![p.id] !== undefined && after.bags![p.id] !== before.bags![p.id]);
  for (const p of corrected) await followBag(tx, event, p.userId!, p.name, after.bags[p.id], daySold(after));
}

/**
 * A flight's bags corrected before Day 2 starts (the flight's action holds its event's row, decision 242): each
 * player whose advancing bag changed (with best-stack the largest may now be another flight's) has their Day-2
 * campaign on the event follow it, or the correction is refused, as in a one-event correction (decision 170). The
 * flight's corrected state is saved already in this transaction; `before` is its state before the correction.
 */
async function advancingBagsFollow(tx: Tx, flight: SpecialTournament, before: LiveStoredState): Promise<void> {
  const [event] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, flight.flightOf!));
  if (!event || event.flightRule === null) return;
  const flights = await flightClocks(tx, event.id);
  // no Day-2 field yet, so no campaign priced from it
  if (flights.length === 0 || flights.some((f) => !(f.state && hasBagged(f.state)))) return;
  const rule = event.flightRule as FlightRule;
  const was = day2Field(rule, baggedFlights(flights.map((f) => (f.row.id === flight.id ? { ...f, state: before } : f))));
  const now = day2Field(rule, baggedFlights(flights));
  for (const e of now.entrants) {
    if (e.userId === null) continue;
    const old = was.entrants.find((o) => o.userId === e.userId);
    if (old?.chips !== e.chips) await followBag(tx, event, e.userId, e.name, e.chips, 2);
  }
}

/**
 * A flight cancelled by its sponsor (decision 242, addendum "Day-2 resale and swaps"), in the cancel's transaction with
 * the flight's row locked: its bags leave Day 2's field. Each open Day-2 campaign on its event follows the field
 * without it: one whose player no longer advances is cancelled and refunded (the action it sold is never played);
 * one whose advancing bag changed (with best-stack, the player's bag in another flight now advances) follows that bag,
 * or the cancel is refused (409) once anyone bought, as a correction is. Answers the cancellation, refunded after commit.
 */
export async function dayTwoAfterFlightCancelled(tx: Tx, flight: Pick<SpecialTournament, "flightOf">, now: Date): Promise<CancelledLinked | null> {
  if (flight.flightOf === null) return null;
  const event = await lockEvent(tx, flight.flightOf);
  if (!event || event.flightRule === null || event.status !== "upcoming") return null;
  const open = await lockCampaignsWhere(
    tx,
    and(eq(campaigns.specialTournamentId, event.id), gte(campaigns.day, 2), inArray(campaigns.status, ["active", "funded"])),
  );
  if (open.length === 0) return null;
  const flights = await flightClocks(tx, event.id);
  // a flight still to bag: nobody's Day-2 place is known, so nobody's campaign is decided here (Day 2's start decides)
  if (flights.length > 0 && flights.some((f) => !(f.state && hasBagged(f.state)))) return null;
  const field = flights.length === 0 ? null : day2Field(event.flightRule as FlightRule, baggedFlights(flights));
  const gone: typeof open = [];
  for (const c of open) {
    const entrant = field?.entrants.find((e) => e.userId === c.playerId);
    if (!entrant) gone.push(c);
    else if (entrant.chips !== c.bagChips) await followBag(tx, event, c.playerId, entrant.name, entrant.chips, c.day);
  }
  return gone.length === 0 ? null : cancelDayTwoNotAdvancing(tx, gone, now);
}

/** The player's Day-N campaign on the event, priced from `bag` now: repriced, or refused (409) once anyone bought. */
async function followBag(tx: Tx, event: SpecialTournament, playerId: number, name: string, bag: number, day: number): Promise<void> {
  const [campaign] = await lockCampaignsWhere(
    tx,
    and(eq(campaigns.specialTournamentId, event.id), eq(campaigns.playerId, playerId), eq(campaigns.day, day), inArray(campaigns.status, ["active", "funded"])),
  );
  if (!campaign) return;
  const [bought] = await tx
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.campaignId, campaign.id), ne(investments.status, "refunded")))
    .limit(1);
  const [paying] = await tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.campaignId, campaign.id), eq(paymentIntents.status, "pending")))
    .limit(1);
  if (bought || paying) throw conflict(DAY_TWO_MESSAGES.bagHasBackers(name));
  if (!canSellFromBag(bag, event.startingChips)) throw conflict(DAY_TWO_MESSAGES.bagCannotPrice(name));
  if (bag > MAX_RECORDED_BAG) throw conflict(TOO_LARGE_BAG);
  const markup = markupHundredthsOf(campaign.markup);
  const oldPrice = campaign.bagChips === null ? null : dayTwoPricePerPercentCents(buyInOf(event), campaign.bagChips, event.startingChips, markup);
  const oldMinStake = toCents(campaign.minStake) ?? 0;
  const terms = dayTwoTerms(buyInOf(event), bag, event.startingChips, {
    percentage: campaign.playerOfferedPercentage,
    markup,
    // a minimum stake the player chose stays theirs; the default (the price of 1%) follows the price
    minStake: oldMinStake === oldPrice ? null : oldMinStake,
    maxPerInvestor: campaign.maxPerInvestor,
  });
  if (terms.violation) throw conflict(terms.violation.message);
  await tx
    .update(campaigns)
    .set({
      buyIn: centsToDecimal(terms.buyInCents),
      targetAmount: centsToDecimal(terms.targetCents),
      minStake: centsToDecimal(terms.minStakeCents),
      bagChips: bag,
      updatedAt: new Date(),
    })
    .where(eq(campaigns.id, campaign.id));
}
