import { campaignFundedBuyInCents } from "@core/bullets";
import type { RecordedInvestment } from "@core/contracts/investments";
import { markupHundredthsOf } from "@core/markup";
import { toCents, type Cents } from "@core/money";
import { stakePercentage } from "@core/stake";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { campaigns, investments, paymentIntents, users, type PaymentIntentRow } from "../db/schema/index";
import { AppError, badRequest, conflict, forbidden, notFound } from "../errors";
import type { Metrics } from "../metrics/registry";
import { NOTIFICATIONS_CHANNEL } from "../notifications/channel";
import type { RecordedEvent } from "../notifications/event-facts";
import { mailsFor, messagesOf, recordEvent, type MailRecipient } from "../notifications/record-event";
import { backersOf } from "../notifications/recipients";
import type { PaymentGateway, PaymentIntentInfo } from "./gateway";
import { oweRefund } from "../refunds/obligations";
import { carryOutRefunds } from "../refunds/worker";
import { recordInvestmentRow, recordStakeRow, type RecordRow } from "./sql";
import { REFUNDED_STAKING_CLOSED } from "./staking-closed";
import { REFUNDED_SALE_CLOSED } from "@core/sale-window";

export const PAYMENT_NOT_FOUND = "Payment not found.";
export const FOREIGN_PAYMENT = "This payment belongs to another investor.";
export const PAYMENT_MISMATCH = "The payment does not match this campaign and amount.";
export const PAYMENT_NOT_COMPLETED = "The payment has not been completed.";
export const REFUNDED_NO_ROOM = "This campaign filled up before your payment completed. Your payment has been refunded.";

export interface InvestingDeps {
  db: Db;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
  /** this instance's counters of recorded investments and failed payments (GET /metrics) */
  metrics?: Pick<Metrics, "investmentsRecorded" | "paymentsFailed">;
}

const holdByIdQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, sql.placeholder("id")))
    .prepare("hold_by_id"),
);

/** Our hold behind a provider's payment intent (same id), or undefined. */
export async function findHold(db: Db, paymentIntentId: string): Promise<PaymentIntentRow | undefined> {
  const [row] = await holdByIdQuery(db).execute({ id: paymentIntentId });
  return row;
}

// the hold, with its investment when it is recorded already (and the campaign's names the answer carries): what
// POST /api/investments reads first, in one round trip
const claimQuery = preparedPerDatabase((db) =>
  db
    .select({
      investorId: paymentIntents.investorId,
      campaignId: paymentIntents.campaignId,
      amount: paymentIntents.amount,
      playerName: campaigns.playerName,
      tournament: campaigns.tournament,
      investment: {
        id: investments.id,
        amount: investments.amount,
        platformFee: investments.platformFee,
        percentage: investments.percentage,
        status: investments.status,
        createdAt: investments.createdAt,
      },
    })
    .from(paymentIntents)
    .innerJoin(campaigns, eq(campaigns.id, paymentIntents.campaignId))
    .leftJoin(investments, eq(investments.paymentIntentId, paymentIntents.id))
    .where(eq(paymentIntents.id, sql.placeholder("id")))
    .prepare("payment_claim"),
);

/**
 * What the browser claims about a payment (POST /api/investments) checked against our hold: 404 unknown, 403 another
 * investor's, 400 another campaign or amount. The webhook and the sandbox confirm have no claim to check.
 * Answers the investment when the payment is recorded already (the sandbox confirm or the webhook got there first:
 * record_investment wrote it, once, after the gateway said the payment succeeded), so the caller need not record it
 * again; null when it still has to be recorded.
 */
export async function checkPaymentClaim(
  db: Db,
  paymentIntentId: string,
  claim: { investorId: number; campaignId: number; amountCents: Cents },
): Promise<RecordedInvestment | null> {
  const [found] = await claimQuery(db).execute({ id: paymentIntentId });
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  if (found.investorId !== claim.investorId) throw forbidden(FOREIGN_PAYMENT);
  if (found.campaignId !== claim.campaignId || toCents(found.amount) !== claim.amountCents) throw badRequest(PAYMENT_MISMATCH);
  const i = found.investment;
  if (!i) return null;
  return {
    id: i.id,
    campaignId: found.campaignId,
    playerName: found.playerName,
    tournament: found.tournament,
    amount: i.amount,
    platformFee: i.platformFee,
    percentage: i.percentage,
    status: i.status,
    paymentIntentId,
    createdAt: i.createdAt.toISOString(),
  };
}

/** The campaign's player as a user: recording words their notice and mail before it writes them. */
export const playerUser = alias(users, "player_user");

/**
 * The campaign's facts, the payer's name and the player's mail settings that recording needs beside the hold (a
 * select joining campaigns, users and playerUser to payment_intents).
 */
export const recordingFacts = {
  campaign: {
    playerId: campaigns.playerId,
    playerName: campaigns.playerName,
    tournament: campaigns.tournament,
    buyIn: campaigns.buyIn,
    bullets: campaigns.bullets,
    rebuyPrice: campaigns.rebuyPrice,
    markup: campaigns.markup,
  },
  investor: { firstName: users.firstName, lastName: users.lastName, email: users.email, username: users.username },
  player: {
    id: playerUser.id,
    username: playerUser.username,
    email: playerUser.email,
    emailVerifiedAt: playerUser.emailVerifiedAt,
    emailMoneyEvents: playerUser.emailMoneyEvents,
    emailTournamentEvents: playerUser.emailTournamentEvents,
  },
};

/** What recording reads first: the hold with its campaign's facts and the payer's name. */
export interface HoldForRecording {
  hold: PaymentIntentRow;
  campaign: { playerId: number; playerName: string; tournament: string; buyIn: string; bullets: number; rebuyPrice: string | null; markup: string };
  investor: { firstName: string | null; lastName: string | null; email: string | null; username: string };
  player: MailRecipient;
}

// the hold with its campaign's facts and the payer's name: what recording reads first, in one round trip
const holdForRecordingQuery = preparedPerDatabase((db) =>
  db
    .select({ hold: paymentIntents, ...recordingFacts })
    .from(paymentIntents)
    .innerJoin(campaigns, eq(campaigns.id, paymentIntents.campaignId))
    .innerJoin(users, eq(users.id, paymentIntents.investorId))
    .innerJoin(playerUser, eq(playerUser.id, campaigns.playerId))
    .where(eq(paymentIntents.id, sql.placeholder("id")))
    .prepare("hold_for_recording"),
);

/**
 * Records the investment for a succeeded payment, exactly once. The one place an investment is made:
 * POST /api/investments, the sandbox confirm and the Stripe webhook all end here, with the payment's id only.
 * It asks the gateway itself whether the payment succeeded and for how much; then the database function
 * record_investment, with the campaign row locked, inserts the investment (or finds it recorded already), raises
 * currentAmount, marks the campaign funded at its target and settles the hold, in one statement; the activity lines
 * and the notifications (recordEvent) are written in the same transaction.
 * A payment that no longer fits (its hold lapsed and others took the room, the campaign closed, or its verified
 * event began) is refunded.
 */
export async function recordInvestment(
  deps: InvestingDeps,
  paymentIntentId: string,
  /** the gateway's own answer for this payment, just given (the sandbox confirm that charged it), or ask the gateway */
  answered?: PaymentIntentInfo,
  /** the hold and its facts as the caller just read them (the sandbox confirm, with its intent); its fields used here never change */
  read?: HoldForRecording,
): Promise<{ created: boolean; investment: RecordedInvestment }> {
  const { db, payments } = deps;
  const [found] = read?.hold.id === paymentIntentId ? [read] : await holdForRecordingQuery(db).execute({ id: paymentIntentId });
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const { hold, campaign } = found;
  // the gateway's word, not the browser's
  const intent = answered?.id === hold.id ? answered : await payments.retrieveIntent(hold.id);
  if (!intent) throw notFound(PAYMENT_NOT_FOUND);
  checkPaidAsAsked(hold, intent);

  // the stake rule's share, once: shown to one decimal, stored to four; a campaign funding several bullets sold its
  // share of all of them, so the stake owns amount / (the entries' price x markup), as settlement pays it
  const amountCents = toCents(hold.amount)!;
  const buyInCents = campaignFundedBuyInCents(campaign);
  const markup = markupHundredthsOf(campaign.markup);
  const storedShare = stakePercentage(amountCents, buyInCents, 4, markup);
  const shownShare = stakePercentage(amountCents, buyInCents, 1, markup);
  const stakeEvent: RecordedEvent = {
    kind: "investment_recorded",
    ...toldOf(found),
    investorId: hold.investorId,
    paymentIntentId: hold.id,
    investor: found.investor,
    playerName: campaign.playerName,
    amount: hold.amount,
    charged: hold.totalAmount,
    shownShare,
  };
  // the usual stake, one that does not fund its campaign, in one statement with its lines, notice and mail (decision 188);
  // null: anything else, recorded below the general way
  const quick = await recordUsualStake(db, hold.id, storedShare, stakeEvent, found.player);
  const row = quick ? { ...quick, refundId: null } : await recordTheGeneralWay(db, found, storedShare, stakeEvent);
  return answerRecording(deps, row, campaign, hold.campaignId);
}

/** Succeeded, for the total we asked, for this campaign and payer. */
function checkPaidAsAsked(hold: PaymentIntentRow, intent: PaymentIntentInfo): void {
  if (intent.status !== "succeeded") throw new AppError("payment_required", PAYMENT_NOT_COMPLETED);
  if (
    intent.amountCents !== toCents(hold.totalAmount) ||
    intent.metadata.campaignId !== String(hold.campaignId) ||
    intent.metadata.investorId !== String(hold.investorId)
  ) {
    throw badRequest(PAYMENT_MISMATCH);
  }
}

/** Who and what a recording's events are about. */
function toldOf({ hold, campaign }: HoldForRecording) {
  return { playerId: campaign.playerId, campaignId: hold.campaignId, tournament: campaign.tournament };
}

type RecordingOutcome = RecordRow & { refundId: number | null };

/**
 * One transaction: the stake, its activity lines and the notifications commit together (a crash in between cannot
 * leave a recorded stake nobody was told about); record_investment is still the only recorder.
 */
function recordTheGeneralWay(db: Db, found: HoldForRecording, storedShare: string, stakeEvent: RecordedEvent): Promise<RecordingOutcome> {
  const { hold, campaign } = found;
  return db.transaction(async (tx) => {
    const recorded = await recordInvestmentRow(tx, hold.id, storedShare);
    if (recorded.outcome === "recorded") {
      // the stake that reached the target is the last one the campaign can take: this recording funded it
      const [after] = await tx.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, recorded.campaign_id));
      const funded =
        after?.status === "funded" ? [{ kind: "campaign_funded", ...toldOf(found), investorIds: await backersOf(tx, hold.campaignId) } as const] : [];
      // the player's and the investor's lines and the player's notice, written once, by whoever recorded the stake
      // (docs/decisions/094-checkout-holds-and-receipts.md), in the same statements as the funding notices
      await recordEvent(tx, stakeEvent, ...funded);
    } else if (recorded.outcome === "no_room" || recorded.outcome === "event_started") {
      // record_investment has just marked the payment refunded: the investor is told with that bookkeeping; the
      // gateway refund itself runs after the commit (below)
      await recordEvent(tx, {
        kind: "payment_refunded",
        investorId: hold.investorId,
        campaignId: hold.campaignId,
        paymentIntentId: hold.id,
        tournament: campaign.tournament,
        amount: hold.totalAmount,
        reason: recorded.outcome,
      });
      // and the refund is owed in the same transaction: a crash after the commit cannot lose it (the worker carries it out)
      const refundId = await oweRefund(tx, {
        paymentIntentId: hold.id,
        investmentId: null,
        campaignId: hold.campaignId,
        investorId: hold.investorId,
        amountCents: toCents(hold.totalAmount)!,
        reason: recorded.outcome,
        investorLine: null,
      });
      return { ...recorded, refundId };
    }
    return { ...recorded, refundId: null };
  });
}

/** The recorded (or found) investment as the answer, or the refund carried out and the conflict thrown. */
async function answerRecording(
  deps: InvestingDeps,
  row: RecordingOutcome,
  campaign: HoldForRecording["campaign"],
  campaignId: number,
): Promise<{ created: boolean; investment: RecordedInvestment }> {
  switch (row.outcome) {
    case "recorded":
    case "existing": {
      if (row.outcome === "recorded") deps.metrics?.investmentsRecorded.inc();
      return {
        created: row.outcome === "recorded",
        investment: {
          id: row.id,
          campaignId: row.campaign_id,
          playerName: campaign.playerName,
          tournament: campaign.tournament,
          amount: row.amount,
          platformFee: row.platform_fee,
          percentage: row.percentage,
          status: row.status,
          paymentIntentId: row.payment_intent_id,
          createdAt: row.created_at.toISOString(),
        },
      };
    }
    case "refunded":
      throw conflict(REFUNDED_NO_ROOM);
    case "no_room":
    case "event_started":
      // after the transaction: the gateway may use the database (sandbox) and must not wait on the campaign's lock
      deps.metrics?.paymentsFailed.inc({ reason: "refunded" });
      // a refund the gateway does not confirm now stays owed: the refund worker retries it
      if (row.refundId !== null) await carryOutRefunds(deps, { ids: [row.refundId] });
      if (row.outcome === "event_started") throw conflict(REFUNDED_STAKING_CLOSED);
      throw conflict((await saleWasClosed(deps.db, campaignId)) ? REFUNDED_SALE_CLOSED : REFUNDED_NO_ROOM);
    default:
      throw notFound(PAYMENT_NOT_FOUND);
  }
}

/** Whether the sale-window job closed the campaign's sale (decision 233): read only for a payment refused for room. */
async function saleWasClosed(db: Db, campaignId: number): Promise<boolean> {
  const [c] = await db.select({ closedAt: campaigns.saleClosedAt }).from(campaigns).where(eq(campaigns.id, campaignId));
  return !!c?.closedAt;
}

/**
 * record_stake with the stake's messages worded here, as recordEvent words and mails them: null when the payment must
 * be recorded the general way (it funds the campaign, no longer fits, or a mail needs a notification's id).
 */
async function recordUsualStake(db: Db, intentId: string, share: string, event: RecordedEvent, player: MailRecipient): Promise<RecordRow | null> {
  const { activities, notifications } = messagesOf(event);
  if (notifications.some((n) => n.userId !== player.id)) return null;
  const mails = mailsFor(notifications, [player], () => undefined);
  if (!mails) return null;
  return recordStakeRow(db, intentId, share, {
    lines: activities.map((l) => ({ user_id: l.userId, type: l.type, description: l.text })),
    notes: notifications.map((n) => ({ user_id: n.userId, type: n.type, title: n.title, body: n.body, link: n.link })),
    mails: mails.map((m) => ({ dedupe_key: m.dedupeKey, to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html })),
    channel: NOTIFICATIONS_CHANNEL,
  });
}
