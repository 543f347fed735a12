import { campaignMoneyViolations, maxTargetCents } from "@core/campaign-rules";
import type { Campaign } from "@core/contracts/campaigns";
import { parseTournamentDate } from "@core/contracts/campaigns";
import type { DayTwoCampaignData, DayTwoOffer } from "@core/contracts/day-two";
import { canSellFromBag, DAY_TWO_MESSAGES, dayTwoPricePerPercentCents, dayTwoValueCents, dayTwoRoomPercent, stackRatioText } from "@core/day-two";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { formatMarkup, markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents, type Cents } from "@core/money";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, investments, liveTournaments, paymentIntents, specialTournaments, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound, type AppError } from "../errors";
import { HOST_CANNOT_PLAY } from "./linked";
import { campaignResponseOf, insertCampaign } from "./service";
import { commitmentsOf } from "../swaps/service";
import { holdsPlayerSeat } from "../registrations/field";
import { lockCampaignsWhere, lockEvent, lockLiveClock } from "../db/row-locks";
import { refuseFlightCampaign } from "../flights/flights";

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
  state: LiveStoredState | null;
  bag: number | null;
  soldPercent: number;
  dayTwoCampaignId: number | null;
}

/**
 * The day whose action a campaign made now sells: the day after the one that ended (dayIndex + 1, 1-based), so a
 * campaign priced from the Day-1 bag is day 2 and one priced from the Day-2 bag day 3. It sells until that day starts,
 * and never again (drizzle/functions/staking_closed.sql).
 */
const daySold = (state: Pick<LiveStoredState, "dayIndex"> | null): number => (state?.dayIndex ?? 1) + 1;

/** The share of this event the player sold already: their stakes not refunded, in campaigns not cancelled. */
async function soldPercent(tx: Tx, tournamentId: number, playerId: number): Promise<number> {
  const [row] = await tx
    .select({ sold: sql<string>`coalesce(sum(${investments.percentage}), 0)::text` })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(
      and(
        eq(campaigns.specialTournamentId, tournamentId),
        eq(campaigns.playerId, playerId),
        ne(campaigns.status, "cancelled"),
        ne(investments.status, "refunded"),
      ),
    );
  return Number(row?.sold ?? 0);
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
  const seat = await holdsPlayerSeat(tx, event.id, user.id);
  if (!seat && event.status === "cancelled") throw notFound("Tournament not found");
  const state = live ? liveStoredState.parse(live.state) : null;
  const entrant = state?.players.find((p) => p.userId === user.id);
  if (!seat || (state?.startedAt != null && !entrant)) throw forbidden(DAY_TWO_MESSAGES.notYourEvent);
  // a flight's bag is not sold here: a flight never settles a campaign (decision 242)
  refuseFlightCampaign(event);
  const [own] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    // one campaign per player per day sold (decision 170): the day whose action is on sale is dayIndex + 1
    .where(
      and(eq(campaigns.specialTournamentId, event.id), eq(campaigns.playerId, user.id), eq(campaigns.day, daySold(state)), ne(campaigns.status, "cancelled")),
    );
  return {
    event,
    state,
    bag: entrant && state?.bags ? (state.bags[entrant.id] ?? null) : null,
    // swaps count against the 100% as sales do (decision 174): what the player gave away in swaps is not theirs to sell
    soldPercent: (await soldPercent(tx, event.id, user.id)) + (await commitmentsOf(tx, event.id, user.id)).swappedHundredths / 100,
    dayTwoCampaignId: own?.id ?? null,
  };
}

/** The first refusal of Day-2 selling for these facts (status and message), or null. `percentage` checked when given. */
function refusal(f: Facts, userId: number, percentage?: number): AppError | null {
  const days = f.event.days ?? [];
  if (days.length < 2) return conflict(DAY_TWO_MESSAGES.oneDay);
  const entrant = f.state?.players.find((p) => p.userId === userId);
  if (entrant?.isEliminated) return conflict(DAY_TWO_MESSAGES.eliminated);
  // a later day under way: the bags of the day before were cleared by its start
  if (f.state && f.state.dayIndex > 0 && f.state.bags === null) return conflict(DAY_TWO_MESSAGES.notBetweenDays);
  if (f.bag === null || !f.state) return conflict(DAY_TWO_MESSAGES.noBag);
  if (f.event.status !== "active" || f.state.finishedAt !== null) return conflict(DAY_TWO_MESSAGES.notBetweenDays);
  if (!canSellFromBag(f.bag, f.event.startingChips)) return badRequest(DAY_TWO_MESSAGES.shortStack);
  if (f.bag > MAX_RECORDED_BAG) return badRequest(TOO_LARGE_BAG);
  if (f.dayTwoCampaignId !== null) return conflict(DAY_TWO_MESSAGES.duplicate);
  const room = dayTwoRoomPercent(f.soldPercent);
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
    const why = refusal(f, user.id);
    const stack = f.event.startingChips;
    const priced = f.bag !== null && canSellFromBag(f.bag, stack);
    const days = f.event.days ?? [];
    return {
      eligible: why === null,
      reason: why?.message ?? null,
      bag: f.bag,
      startingStack: stack,
      ratio: f.bag === null ? null : stackRatioText(f.bag, stack),
      buyIn: centsToDecimal(buyInOf(f.event)),
      pricePerPercent: priced ? centsToDecimal(dayTwoPricePerPercentCents(buyInOf(f.event), f.bag!, stack, 100)) : null,
      soldPercent: f.soldPercent,
      roomPercent: dayTwoRoomPercent(f.soldPercent),
      dayName: f.state ? (days[f.state.dayIndex] ?? null) : null,
      campaignId: f.dayTwoCampaignId,
    };
  });
}

/** POST /api/campaigns/day-two: the player's Day-2 campaign, linked to the event, priced from their bag. */
export async function createDayTwoCampaign(db: Db, user: UserRow, input: DayTwoCampaignData): Promise<Campaign> {
  const row = await db.transaction(async (tx) => {
    const f = await readFacts(tx, user, input.tournamentId, true);
    const why = refusal(f, user.id, input.percentage);
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
      day: daySold(f.state),
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
  const corrected = after.players.filter((p) => p.userId !== null && before.bags![p.id] !== undefined && after.bags![p.id] !== before.bags![p.id]);
  for (const p of corrected) {
    const bag = after.bags[p.id];
    const [campaign] = await lockCampaignsWhere(
      tx,
      and(
        eq(campaigns.specialTournamentId, event.id),
        eq(campaigns.playerId, p.userId!),
        eq(campaigns.day, daySold(after)),
        inArray(campaigns.status, ["active", "funded"]),
      ),
    );
    if (!campaign) continue;
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
    if (bought || paying) throw conflict(DAY_TWO_MESSAGES.bagHasBackers(p.name));
    if (!canSellFromBag(bag, event.startingChips)) throw conflict(DAY_TWO_MESSAGES.bagCannotPrice(p.name));
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
}
