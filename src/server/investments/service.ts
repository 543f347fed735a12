import type { RecordedInvestment } from "@core/contracts/investments";
import { formatMoney2, toCents, type Cents } from "@core/money";
import { stakePercentage } from "@core/stake";
import { displayName } from "@core/user-display";
import { and, eq, gt, ne, sql, type Placeholder } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { campaigns, investments, paymentIntents, users, type CampaignRow, type InvestmentRow, type PaymentIntentRow } from "../db/schema/index";
import { AppError, badRequest, conflict, forbidden, notFound } from "../errors";
import type { PaymentGateway, PaymentIntentInfo } from "../payments/gateway";
import { REFUNDED_STAKING_CLOSED } from "../campaigns/staking-closed";
import { recordActivity } from "../activities/record";

export const PAYMENT_NOT_FOUND = "Payment not found.";
export const FOREIGN_PAYMENT = "This payment belongs to another investor.";
export const PAYMENT_MISMATCH = "The payment does not match this campaign and amount.";
export const PAYMENT_NOT_COMPLETED = "The payment has not been completed.";
export const REFUNDED_NO_ROOM = "This campaign filled up before your payment completed. Your payment has been refunded.";

export interface InvestingDeps {
  db: Db;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/** Locks the campaign row for the rest of the transaction: every change to its funding goes through this lock. */
export async function lockCampaign(tx: Tx, campaignId: number): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for("update");
  return row;
}

/** Cents held against the campaign by unexpired pending payment intents, leaving out one intent or one investor's. */
export async function heldCents(tx: Tx, campaignId: number, except: { id?: string; investorId?: number } = {}): Promise<Cents> {
  const [row] = await tx.select({ total: heldSum(campaignId, except) }).from(campaigns).where(eq(campaigns.id, campaignId));
  return toCents(row?.total ?? "0") ?? 0;
}

/** The same sum as a scalar subquery, to read it in the same round trip as something else. */
export function heldSum(campaignId: number | Placeholder, except: { id?: string; investorId?: number | Placeholder } = {}) {
  const held = alias(paymentIntents, "held");
  const conditions = [eq(held.campaignId, campaignId), eq(held.status, "pending"), gt(held.expiresAt, sql`now()`)];
  if (except.id) conditions.push(ne(held.id, except.id));
  if (except.investorId) conditions.push(ne(held.investorId, except.investorId));
  return sql<string>`(select coalesce(sum(${held.amount}), 0) from ${paymentIntents} as ${sql.identifier("held")} where ${and(...conditions)})`;
}

type RecordedFields = Pick<InvestmentRow, "id" | "campaignId" | "amount" | "platformFee" | "percentage" | "status" | "paymentIntentId" | "createdAt">;

function toResponse(row: RecordedFields, campaign: Pick<CampaignRow, "playerName" | "tournament">): RecordedInvestment {
  return {
    id: row.id,
    campaignId: row.campaignId,
    playerName: campaign.playerName,
    tournament: campaign.tournament,
    amount: row.amount,
    platformFee: row.platformFee,
    percentage: row.percentage,
    status: row.status,
    paymentIntentId: row.paymentIntentId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What recording needs of the campaign: its immutable facts, read together with the hold. */
type CampaignFacts = Pick<CampaignRow, "playerName" | "tournament" | "buyIn">;

export interface RecordInvestmentInput {
  paymentIntentId: string;
  /** What the browser claims (POST /api/investments); the webhook and the sandbox confirm pass none. */
  expected?: { investorId: number; campaignId: number; amountCents: Cents };
  /** What the sandbox confirm already has in hand: the hold it checked with its campaign, the payer, and the charged intent. */
  known?: { hold: PaymentIntentRow; campaign: CampaignFacts; investor: InvestorName; intent: PaymentIntentInfo };
}

type InvestorName = { firstName: string | null; lastName: string | null; email: string | null; username: string };

function checkExpected(expected: RecordInvestmentInput["expected"], found: { investorId: number; campaignId: number; amount: string }) {
  if (!expected) return;
  if (found.investorId !== expected.investorId) throw forbidden(FOREIGN_PAYMENT);
  if (found.campaignId !== expected.campaignId || toCents(found.amount) !== expected.amountCents) throw badRequest(PAYMENT_MISMATCH);
}

/** Who invested, as the player's activity line names them. */
function investorLabel(u: InvestorName | null): string {
  if (!u) return "An investor";
  return u.firstName || u.lastName || u.email ? displayName(u) : u.username;
}

/**
 * What recording an investment reads of a hold: the hold, its campaign's facts and the payer's name. Select it
 * from payment_intents joined with campaigns and users (on campaign_id and investor_id).
 */
export const RECORDING_FIELDS = {
  hold: paymentIntents,
  campaign: { playerName: campaigns.playerName, tournament: campaigns.tournament, buyIn: campaigns.buyIn },
  investor: { firstName: users.firstName, lastName: users.lastName, email: users.email, username: users.username },
};

const holdForRecordingQuery = preparedPerDatabase((db) =>
  db
    .select(RECORDING_FIELDS)
    .from(paymentIntents)
    .innerJoin(campaigns, eq(campaigns.id, paymentIntents.campaignId))
    .innerJoin(users, eq(users.id, paymentIntents.investorId))
    .where(eq(paymentIntents.id, sql.placeholder("id")))
    .prepare("hold_for_recording"),
);

/** A hold with its campaign's facts and the payer's name: what recording an investment reads first. */
async function findHoldForRecording(db: Db, paymentIntentId: string) {
  const [row] = await holdForRecordingQuery(db).execute({ id: paymentIntentId });
  return row;
}

const recordedInvestmentQuery = preparedPerDatabase((db) =>
  db
    .select({ investment: investments, playerName: campaigns.playerName, tournament: campaigns.tournament })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(eq(investments.paymentIntentId, sql.placeholder("id")))
    .prepare("recorded_investment"),
);

/** A row of the database function record_investment (drizzle/0006_investing_functions.sql). */
interface RecordRow {
  outcome: "recorded" | "existing" | "refunded" | "no_room" | "event_started" | "not_found";
  id: number;
  campaign_id: number;
  investor_id: number;
  amount: string;
  platform_fee: string;
  percentage: string;
  status: InvestmentRow["status"];
  payment_intent_id: string;
  created_at: string | Date;
}

/**
 * Records the investment for a succeeded payment, exactly once. The one place an investment is made:
 * POST /api/investments, the sandbox confirm and the Stripe webhook all end here. It asks the gateway itself
 * whether the payment succeeded and for how much; then the database function record_investment, with the
 * campaign row locked, inserts the investment, raises currentAmount, marks the campaign funded at its target,
 * settles the hold and tells the player, all in one statement. A payment that no longer fits (its hold lapsed
 * and others took the room, the campaign closed, or its verified event began) is refunded.
 */
export async function recordInvestment(deps: InvestingDeps, input: RecordInvestmentInput): Promise<{ created: boolean; investment: RecordedInvestment }> {
  const { db, payments } = deps;

  let found = input.known;
  if (!found) {
    // already recorded (a replay, or the confirm / webhook got there first): it was verified when it was recorded
    const [done] = await recordedInvestmentQuery(db).execute({ id: input.paymentIntentId });
    if (done) {
      checkExpected(input.expected, done.investment);
      return { created: false, investment: toResponse(done.investment, done) };
    }
    const row = await findHoldForRecording(db, input.paymentIntentId);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    // the gateway's word, not the browser's
    const intent = await payments.retrieveIntent(row.hold.id);
    if (!intent) throw notFound(PAYMENT_NOT_FOUND);
    found = { ...row, intent };
  }
  const { hold, intent, campaign } = found;
  const amountCents = toCents(hold.amount)!;
  checkExpected(input.expected, hold);

  // succeeded, for the total we asked, for this campaign and payer
  if (intent.status !== "succeeded") throw new AppError("payment_required", PAYMENT_NOT_COMPLETED);
  if (
    intent.amountCents !== toCents(hold.totalAmount) ||
    intent.metadata.campaignId !== String(hold.campaignId) ||
    intent.metadata.investorId !== String(hold.investorId)
  ) {
    throw badRequest(PAYMENT_MISMATCH);
  }

  const buyInCents = toCents(campaign.buyIn)!;
  const activity = `${investorLabel(found.investor)} invested ${formatMoney2(amountCents / 100)} in ${campaign.tournament} (${stakePercentage(amountCents, buyInCents)}% stake)`;
  const result = (await db.execute(
    sql`select * from record_investment(${hold.id}, ${stakePercentage(amountCents, buyInCents, 4)}::numeric, ${activity})`,
  )) as unknown as { rows: RecordRow[] };
  const row = result.rows[0];
  // record_investment (a landed migration) writes only the player's line; the investor's is written here, once,
  // by whoever recorded the stake (docs/decisions/094-checkout-holds-and-receipts.md)
  if (row?.outcome === "recorded") {
    const paidCents = toCents(hold.totalAmount)!;
    await recordActivity(
      db,
      hold.investorId,
      "investment_made",
      `You staked ${formatMoney2(amountCents / 100)} on ${campaign.playerName} in ${campaign.tournament} (${stakePercentage(amountCents, buyInCents)}% stake); charged ${formatMoney2(paidCents / 100)} with the fee`,
    );
  }
  switch (row?.outcome) {
    case "recorded":
    case "existing":
      return {
        created: row.outcome === "recorded",
        investment: toResponse(
          {
            id: Number(row.id),
            campaignId: Number(row.campaign_id),
            amount: row.amount,
            platformFee: row.platform_fee,
            percentage: row.percentage,
            status: row.status,
            paymentIntentId: row.payment_intent_id,
            createdAt: new Date(row.created_at),
          },
          campaign,
        ),
      };
    case "refunded":
      throw conflict(REFUNDED_NO_ROOM);
    case "no_room":
    case "event_started":
      // after the statement: the gateway may use the database (sandbox) and must not wait on the campaign's lock
      try {
        await payments.refund(hold.id);
      } catch (err) {
        deps.log.error({ err, paymentIntentId: hold.id }, "refund of an unplaceable payment failed: refund it by hand");
      }
      throw conflict(row.outcome === "event_started" ? REFUNDED_STAKING_CLOSED : REFUNDED_NO_ROOM);
    default:
      throw notFound(PAYMENT_NOT_FOUND);
  }
}
