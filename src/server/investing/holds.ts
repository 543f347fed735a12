import { campaignFundedBuyInCents } from "@core/bullets";
import type { PaymentIntentResponse } from "@core/contracts/investments";
import { platformFeeCents } from "@core/fees";
import { centsToDecimal, toCents, type Cents } from "@core/money";
import { markupHundredthsOf } from "@core/markup";
import { checkInvestmentAmount, FULLY_FUNDED_MESSAGE, investorRoomCents, remainingCents } from "@core/stake";
import { and, eq, gt, ne, sql, type Placeholder } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { preparedPerDatabase } from "../db/prepared";
import { campaigns, investments, paymentIntents, type PaymentIntentRow, type UserRow } from "../db/schema/index";
import { AppError, badRequest, conflict, forbidden, notFound, specificError } from "../errors";
import { FOREIGN_PAYMENT, findHold, PAYMENT_NOT_FOUND, type InvestingDeps } from "./record";
import { placePaymentHold } from "./sql";
import { HELD_FOR_REVIEW_MESSAGE } from "@core/card-disputes";
import { eventHasStarted, eventStartedSql, STAKING_CLOSED_MESSAGE } from "./staking-closed";
import { lockCampaign } from "../db/row-locks";
import { SALE_CLOSED_MESSAGE } from "@core/sale-window";

/** The campaign's sale window has ended (decision 233): decided or not yet, it takes no new payment. */
const saleEnded = (c: { saleEndsAt: Date | null; saleClosedAt: Date | null }) =>
  c.saleClosedAt !== null || (c.saleEndsAt !== null && c.saleEndsAt.getTime() <= Date.now());

/**
 * How long a hold lasts once the investor reaches the card step, and before that. A hold nobody takes to the card
 * form lapses quickly, so holding room costs an effort (docs/decisions/071-bounded-payment-holds.md).
 */
export const HOLD_MINUTES = 15;
export const HOLD_BEFORE_CARD_MINUTES = 2;
/** Unexpired holds one investor may have on other campaigns when starting another payment. */
export const MAX_OPEN_HOLDS = 3;
export const HOLD_LIMIT_MESSAGE = `You already have ${MAX_OPEN_HOLDS} payments in progress on other campaigns. Finish or cancel one of them before starting another.`;
export const NOT_OPEN_MESSAGE = "This campaign is no longer open for investment.";
export const OWN_CAMPAIGN_MESSAGE = "You cannot invest in your own campaign.";
export const PAYMENT_INACTIVE = "This payment is no longer active. Please start again.";
export const HOLD_LAPSED = "Your reservation expired and this campaign no longer has room for this amount. Please start again.";

/** The same sum as a scalar subquery, to read it in the same round trip as something else. */
export function heldSum(campaignId: number | Placeholder, except: { id?: string; investorId?: number | Placeholder } = {}) {
  const held = alias(paymentIntents, "held");
  const conditions = [eq(held.campaignId, campaignId), eq(held.status, "pending"), gt(held.expiresAt, sql`now()`)];
  if (except.id) conditions.push(ne(held.id, except.id));
  if (except.investorId) conditions.push(ne(held.investorId, except.investorId));
  return sql<string>`(select coalesce(sum(${held.amount}), 0) from ${paymentIntents} as ${sql.identifier("held")} where ${and(...conditions)})`;
}

/**
 * For a select from payment_intents joined to its campaign (not aliased): the payment still fits, by the room-and-cap
 * check record_investment makes (drizzle/functions/payment_fits.sql). Meaningful under the campaign's row lock.
 */
const paymentFitsSql = sql<boolean>`payment_fits(${campaigns}, ${paymentIntents})`;

type CampaignLike = {
  status: string;
  targetAmount: string;
  currentAmount: string;
  minStake: string;
  buyIn: string;
  markup: string;
  maxPerInvestor: number | null;
  bullets: number;
  rebuyPrice: string | null;
};

/** The amount rule against a campaign, as an AppError: 400 for a bad amount, 409 when the room is not there. */
function assertAmountFits(campaign: CampaignLike, amountCents: Cents, held: Cents, ownedCents: Cents): void {
  if (campaign.status === "funded") throw specificError("campaign_sold_out", FULLY_FUNDED_MESSAGE);
  if (campaign.status !== "active") throw conflict(NOT_OPEN_MESSAGE);
  const remaining = remainingCents(toCents(campaign.targetAmount)!, toCents(campaign.currentAmount)!, held);
  const buyInCents = toCents(campaign.buyIn)!;
  // the investor's own unfinished payment here is replaced by this one, so only what they own counts; the cap is a
  // share of every bullet the campaign funds (per_backer_cap over funded_buy_in, as the database checks it)
  const room = investorRoomCents(
    { buyInCents: campaignFundedBuyInCents(campaign), markupHundredths: markupHundredthsOf(campaign.markup), maxPerInvestor: campaign.maxPerInvestor },
    ownedCents,
  );
  const check = checkInvestmentAmount(amountCents, {
    minStakeCents: toCents(campaign.minStake)!,
    buyInCents,
    remainingCents: remaining,
    investorRoomCents: room,
    maxPerInvestor: campaign.maxPerInvestor,
  });
  if (check.ok) return;
  // asking for more than is left, or than the cap leaves, is a conflict; anything else is a bad amount
  if (check.reason === "full") throw specificError("campaign_sold_out", check.message);
  if (check.reason === "cap" || (check.reason === "remaining" && amountCents > remaining)) throw conflict(check.message);
  throw badRequest(check.message);
}

/** What one investor owns in a campaign (stakes not refunded), for the per-backer cap. */
function ownedSum(campaignId: number | Placeholder, investorId: number | Placeholder) {
  return sql<string>`(select coalesce(sum(${investments.amount}), 0) from ${investments} where ${and(
    eq(investments.campaignId, campaignId),
    eq(investments.investorId, investorId),
    ne(investments.status, "refunded"),
  )})`;
}

const tooManyHolds = () => new AppError("too_many_requests", HOLD_LIMIT_MESSAGE);

async function cancelQuietly(deps: InvestingDeps, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await deps.payments.cancelIntent(id);
    } catch (err) {
      deps.log.warn({ err, paymentIntentId: id }, "could not cancel a released payment intent");
    }
  }
}

// the campaign with what other investors hold against it (the caller's own unfinished payment is about to be
// replaced), and how many holds the caller has on other campaigns
const campaignForIntentQuery = preparedPerDatabase((db) =>
  db
    .select({
      campaign: campaigns,
      held: heldSum(sql.placeholder("campaignId"), { investorId: sql.placeholder("investorId") }),
      openHolds: sql<number>`(select count(*)::integer from ${paymentIntents} where ${and(
        eq(paymentIntents.investorId, sql.placeholder("investorId")),
        eq(paymentIntents.status, "pending"),
        gt(paymentIntents.expiresAt, sql`now()`),
        ne(paymentIntents.campaignId, sql.placeholder("campaignId")),
      )})`,
      eventStarted: eventStartedSql,
      owned: ownedSum(sql.placeholder("campaignId"), sql.placeholder("investorId")),
    })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder("campaignId")))
    .prepare("campaign_for_intent"),
);

/**
 * POST /api/create-payment-intent: checks the amount, creates the intent with the gateway for amount + fee,
 * and holds the amount against the campaign for 2 minutes (15 once the card step is reached), with the campaign
 * row locked, so the room a hold promises is never given to anyone else. The investor's earlier unfinished
 * payment for the campaign is replaced; holds on more than MAX_OPEN_HOLDS other campaigns at once are refused.
 */
export async function createPaymentIntent(deps: InvestingDeps, investor: UserRow, campaignId: number, amountCents: Cents): Promise<PaymentIntentResponse> {
  const { db, payments } = deps;
  // a card dispute on one of their stakes (decision 206): no new stake until an operator has reviewed it; the
  // caller's row is the session's, read with this request
  if (investor.heldForReviewAt) throw specificError("held_for_review", HELD_FOR_REVIEW_MESSAGE);
  const [found] = await campaignForIntentQuery(db).execute({ campaignId, investorId: investor.id });
  if (!found) throw notFound("Campaign not found");
  const { campaign } = found;
  if (campaign.playerId === investor.id) throw forbidden(OWN_CAMPAIGN_MESSAGE);
  // before any gateway intent exists; place_payment_hold decides it again under the campaign's lock
  if (found.eventStarted) throw conflict(STAKING_CLOSED_MESSAGE);
  // past the sale's deadline (decision 233); the job's close, under the campaign's lock, makes it final below
  if (saleEnded(campaign)) throw conflict(SALE_CLOSED_MESSAGE);
  if (found.openHolds >= MAX_OPEN_HOLDS) throw tooManyHolds();
  // an early answer without a lock (the investor's own unfinished payment is about to be replaced);
  // the decisive check is repeated under the lock below
  assertAmountFits(campaign, amountCents, toCents(found.held) ?? 0, toCents(found.owned) ?? 0);

  const feeCents = platformFeeCents(amountCents);
  const totalCents = amountCents + feeCents;
  const intent = await payments.createIntent({
    amountCents: totalCents,
    metadata: {
      campaignId: String(campaign.id),
      investorId: String(investor.id),
      amountCents: String(amountCents),
      feeCents: String(feeCents),
      description: `Stake in ${campaign.tournament} (${campaign.playerName})`,
    },
  });

  let replaced: string[];
  let expiresAt: Date;
  try {
    // under the campaign's lock, in the database (drizzle/functions/place_payment_hold.sql): the decisive check,
    // and the investor's unfinished payment for the campaign replaced by this one
    const hold = await placePaymentHold(db, {
      intentId: intent.id,
      provider: payments.name,
      campaignId: campaign.id,
      investorId: investor.id,
      amountCents,
      feeCents,
      holdMinutes: HOLD_BEFORE_CARD_MINUTES,
      maxOpenHolds: MAX_OPEN_HOLDS,
    });
    if (!hold) throw notFound("Campaign not found");
    if (!hold.placed) {
      if (hold.event_started) throw conflict(STAKING_CLOSED_MESSAGE);
      // the sale-window job closed it between the early answer and the lock (it is no longer active)
      if (hold.campaign_status !== "active" && saleEnded(campaign)) throw conflict(SALE_CLOSED_MESSAGE);
      if (hold.open_holds >= MAX_OPEN_HOLDS) throw tooManyHolds();
      const state = {
        ...campaign,
        status: hold.campaign_status,
        targetAmount: hold.target_amount,
        currentAmount: hold.current_amount,
        minStake: hold.min_stake,
        buyIn: hold.buy_in,
      };
      const [now] = await db
        .select({ owned: ownedSum(campaign.id, investor.id) })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.id));
      assertAmountFits(state, amountCents, toCents(hold.held) ?? 0, toCents(now?.owned ?? "0") ?? 0);
      throw conflict(NOT_OPEN_MESSAGE); // not reached: the database and src/core/stake.ts apply the same rule
    }
    replaced = hold.released;
    expiresAt = hold.expires_at!;
  } catch (err) {
    await cancelQuietly(deps, [intent.id]);
    throw err;
  }
  await cancelQuietly(deps, replaced);

  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: centsToDecimal(amountCents),
    platformFee: centsToDecimal(feeCents),
    totalAmount: centsToDecimal(totalCents),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Marks a hold released (declined, canceled or failed payment): its amount is free for others again. */
export async function releaseHold(deps: InvestingDeps, paymentIntentId: string): Promise<void> {
  await deps.db
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, paymentIntentId), eq(paymentIntents.status, "pending")));
}

/**
 * The card step: the hold now lasts HOLD_MINUTES from now. A hold that lapsed takes its room again only if
 * nobody else holds or bought it meanwhile, and only within its investor's cap (the check record_investment makes
 * when the payment lands); otherwise it is canceled (at the gateway too) and nothing is charged.
 */
async function holdForCardStep(deps: InvestingDeps, hold: PaymentIntentRow): Promise<Date> {
  const paymentIntentId = hold.id;
  const outcome = await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, hold.campaignId);
    if (!campaign) throw notFound("Campaign not found");
    // read in a statement after the lock's, so it sees every hold and stake committed before the lock was ours
    const [fresh] = await tx
      .select({ status: paymentIntents.status, started: eventStartedSql, fits: paymentFitsSql })
      .from(paymentIntents)
      .innerJoin(campaigns, eq(campaigns.id, paymentIntents.campaignId))
      .where(eq(paymentIntents.id, paymentIntentId));
    const started = fresh?.started === true;
    if (!fresh || fresh.status !== "pending") throw conflict(started ? STAKING_CLOSED_MESSAGE : PAYMENT_INACTIVE);
    if (started) {
      await tx.update(paymentIntents).set({ status: "canceled", updatedAt: new Date() }).where(eq(paymentIntents.id, paymentIntentId));
      return { closed: true as const };
    }
    if (!fresh.fits) {
      await tx.update(paymentIntents).set({ status: "canceled", updatedAt: new Date() }).where(eq(paymentIntents.id, paymentIntentId));
      return { closed: false as const };
    }
    const [renewed] = await tx
      .update(paymentIntents)
      .set({
        expiresAt: sql.raw(`now() + interval '${HOLD_MINUTES} minutes'`),
        cardStepAt: sql`coalesce(${paymentIntents.cardStepAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, paymentIntentId))
      .returning({ expiresAt: paymentIntents.expiresAt });
    return renewed.expiresAt;
  });
  if (!(outcome instanceof Date)) {
    await cancelQuietly(deps, [paymentIntentId]);
    throw conflict(outcome.closed ? STAKING_CLOSED_MESSAGE : HOLD_LAPSED);
  }
  return outcome;
}

/** A hold that is no longer pending: the start of its event canceled it, or the investor must start again. */
async function inactiveHold(deps: InvestingDeps, hold: PaymentIntentRow): Promise<AppError> {
  if (await eventHasStarted(deps.db, hold.campaignId)) return conflict(STAKING_CLOSED_MESSAGE);
  // the sale-window job cancels the open holds when it closes the sale (decision 233)
  const [c] = await deps.db
    .select({ saleEndsAt: campaigns.saleEndsAt, saleClosedAt: campaigns.saleClosedAt })
    .from(campaigns)
    .where(eq(campaigns.id, hold.campaignId));
  return conflict(c && saleEnded(c) ? SALE_CLOSED_MESSAGE : PAYMENT_INACTIVE);
}

/**
 * Before the sandbox charges a card (its confirm is the card step, and the investment is recorded right after):
 * a hold that has lapsed, or is about to, takes its room again first, so the sandbox never charges for a stake
 * it cannot place.
 */
export async function renewHoldIfNeeded(deps: InvestingDeps, hold: PaymentIntentRow): Promise<void> {
  if (hold.status !== "pending") throw await inactiveHold(deps, hold);
  if (hold.expiresAt.getTime() > Date.now() + 60_000) return;
  await holdForCardStep(deps, hold);
}

/**
 * POST /api/payments/card-step: the dialog is about to send the card to the provider (with Stripe the browser
 * confirms with Stripe directly, so the server learns of the card step only from this call). The first call
 * keeps the hold for HOLD_MINUTES; later ones change nothing, so calling it again never renews a hold.
 */
export async function reachCardStep(deps: InvestingDeps, caller: UserRow, paymentIntentId: string): Promise<{ expiresAt: string }> {
  const hold = await findHold(deps.db, paymentIntentId);
  if (!hold) throw notFound(PAYMENT_NOT_FOUND);
  if (hold.investorId !== caller.id) throw forbidden(FOREIGN_PAYMENT);
  if (hold.status !== "pending") throw await inactiveHold(deps, hold);
  if (hold.cardStepAt) return { expiresAt: hold.expiresAt.toISOString() };
  return { expiresAt: (await holdForCardStep(deps, hold)).toISOString() };
}

/**
 * POST /api/payments/release: the investor closed the dialog or went back before paying. Their hold is freed
 * now instead of in 15 minutes, and the intent is canceled so it can no longer be paid.
 */
export async function releaseOwnPayment(deps: InvestingDeps, caller: UserRow, paymentIntentId: string): Promise<{ released: boolean }> {
  const hold = await findHold(deps.db, paymentIntentId);
  if (!hold) throw notFound(PAYMENT_NOT_FOUND);
  if (hold.investorId !== caller.id) throw forbidden(FOREIGN_PAYMENT);
  const released = await deps.db
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, paymentIntentId), eq(paymentIntents.status, "pending")))
    .returning({ id: paymentIntents.id });
  if (released.length > 0) await cancelQuietly(deps, [paymentIntentId]);
  return { released: released.length > 0 };
}
