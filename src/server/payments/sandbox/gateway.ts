import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Cents } from "@core/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { sandboxPaymentIntents, sandboxRefunds } from "../../db/schema/index";
import { NO_FAULTS, underFaults, type SandboxFaults } from "./faults";
import { CardDeclinedError, type CreateIntentInput, type PaymentGateway, type PaymentIntentInfo } from "../../investing/gateway";

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const DECLINED = "Your card was declined.";

// Stripe's test card numbers and what Stripe answers for each (https://docs.stripe.com/testing)
const TEST_CARDS: Record<string, { ok: true } | { ok: false; message: string; code: string }> = {
  "4242424242424242": { ok: true },
  "4000056655665556": { ok: true },
  // charged, then disputed by the card issuer (decision 206; the sandbox's confirm raises the dispute)
  "4000000000000259": { ok: true },
  "5555555555554444": { ok: true },
  "2223003122003222": { ok: true },
  "378282246310005": { ok: true },
  "4000000000000002": { ok: false, message: DECLINED, code: "generic_decline" },
  "4000000000009995": { ok: false, message: "Your card has insufficient funds.", code: "insufficient_funds" },
  "4000000000009987": { ok: false, message: DECLINED, code: "lost_card" },
  "4000000000009979": { ok: false, message: DECLINED, code: "stolen_card" },
  "4000000000000069": { ok: false, message: "Your card has expired.", code: "expired_card" },
  "4000000000000127": { ok: false, message: "Your card's security code is incorrect.", code: "incorrect_cvc" },
  "4000000000000119": { ok: false, message: "An error occurred while processing your card. Try again in a little bit.", code: "processing_error" },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox answers for a card: null when it is charged, else the decline. Checks the card the way
 * Stripe's form and API do (number, expiry, CVC), then looks the number up among Stripe's test cards.
 */
export function sandboxCardOutcome(card: SandboxCard, now = new Date()): CardDeclinedError | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return new CardDeclinedError("Your card number is invalid.", "invalid_number");
  if (digits.length < 13 || digits.length > 19) return new CardDeclinedError("Your card number is incomplete.", "incomplete_number");
  if (!luhnValid(digits)) return new CardDeclinedError("Your card number is invalid.", "invalid_number");
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return new CardDeclinedError("Your card's expiration month is invalid.", "invalid_expiry_month");
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(year) || year > thisYear + 50) return new CardDeclinedError("Your card's expiration year is invalid.", "invalid_expiry_year");
  if (year < thisYear || (year === thisYear && card.expMonth < thisMonth)) {
    return new CardDeclinedError("Your card's expiration date is in the past.", "invalid_expiry_year");
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return new CardDeclinedError("Your card's security code is incomplete.", "incomplete_cvc");
  const known = TEST_CARDS[digits];
  if (!known) {
    return new CardDeclinedError(`${DECLINED} The sandbox accepts only Stripe's test cards, such as 4242 4242 4242 4242.`, "card_not_supported");
  }
  return known.ok ? null : new CardDeclinedError(known.message, known.code);
}

type SandboxRow = typeof sandboxPaymentIntents.$inferSelect;

/** A sandbox row as the gateway interface answers it. */
export function toInfo(row: SandboxRow): PaymentIntentInfo {
  return { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents, metadata: row.metadata };
}

const intentByIdQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, sql.placeholder("id")))
    .prepare("sandbox_intent_by_id"),
);
const intentBySecretQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.clientSecret, sql.placeholder("clientSecret")))
    .prepare("sandbox_intent_by_secret"),
);

// a named prepared statement: every sandbox payment runs it once
const chargeQuery = preparedPerDatabase((db) =>
  db
    .update(sandboxPaymentIntents)
    .set({ status: "succeeded", lastError: null, updatedAt: sql`now()` })
    .where(and(eq(sandboxPaymentIntents.id, sql.placeholder("id")), inArray(sandboxPaymentIntents.status, ["requires_payment_method", "succeeded"])))
    .returning()
    .prepare("sandbox_charge"),
);

/**
 * The offline provider (PAYMENTS=sandbox, the default): the server plays Stripe. It keeps its own books in
 * sandbox_payment_intents, separate from ours, and answers the same questions Stripe would.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    /** a real provider's round trip for a refund (SANDBOX_REFUND_DELAY_MS), so crash tests can land mid-refund */
    private readonly refundDelayMs = 0,
    /** failures and slow answers on purpose (the soak; decision 222) */
    public faults: SandboxFaults = NO_FAULTS,
  ) {}

  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    return underFaults(this.faults, () => this.create(input));
  }

  private async create(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    const id = `pi_sbx_${randomBytes(12).toString("hex")}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString("hex")}`;
    const [row] = await this.db
      .insert(sandboxPaymentIntents)
      .values({ id, clientSecret, amountCents: input.amountCents, metadata: input.metadata })
      .returning();
    return toInfo(row);
  }

  retrieveIntent(id: string): Promise<PaymentIntentInfo | null> {
    return underFaults(this.faults, () => this.read(id));
  }

  private async read(id: string): Promise<PaymentIntentInfo | null> {
    const [row] = await intentByIdQuery(this.db).execute({ id });
    return row ? toInfo(row) : null;
  }

  async findByClientSecret(clientSecret: string): Promise<PaymentIntentInfo | null> {
    const [row] = await intentBySecretQuery(this.db).execute({ clientSecret });
    return row ? toInfo(row) : null;
  }

  cancelIntent(id: string): Promise<void> {
    return underFaults(this.faults, () => this.cancel(id));
  }

  private async cancel(id: string): Promise<void> {
    await this.db
      .update(sandboxPaymentIntents)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(and(eq(sandboxPaymentIntents.id, id), inArray(sandboxPaymentIntents.status, ["requires_payment_method", "failed"])));
  }

  /**
   * Charges the card for an intent (or the one behind a client secret). Throws CardDeclinedError with the
   * provider's message (the intent is then canceled: a new attempt starts a new payment). Succeeding twice is harmless.
   */
  confirmCard(intentOrSecret: PaymentIntentInfo | string, card: SandboxCard): Promise<PaymentIntentInfo> {
    return underFaults(this.faults, () => this.charge(intentOrSecret, card));
  }

  private async charge(intentOrSecret: PaymentIntentInfo | string, card: SandboxCard): Promise<PaymentIntentInfo> {
    const intent = typeof intentOrSecret === "string" ? await this.findByClientSecret(intentOrSecret) : intentOrSecret;
    if (!intent) throw new CardDeclinedError("This payment could not be found. Please start again.", "resource_missing");
    if (intent.status === "succeeded") return intent;
    if (intent.status !== "requires_payment_method") {
      throw new CardDeclinedError("This payment has already been canceled. Please start again.", "payment_intent_unexpected_state");
    }
    const declined = sandboxCardOutcome(card);
    if (declined) {
      await this.db
        .update(sandboxPaymentIntents)
        .set({ status: "canceled", lastError: declined.declineCode, updatedAt: new Date() })
        .where(and(eq(sandboxPaymentIntents.id, intent.id), eq(sandboxPaymentIntents.status, "requires_payment_method")));
      throw declined;
    }
    // only one of several concurrent confirms charges the card; the others see it already succeeded
    const [row] = await chargeQuery(this.db).execute({ id: intent.id });
    if (!row) throw new CardDeclinedError("This payment has already been canceled. Please start again.", "payment_intent_unexpected_state");
    return toInfo(row);
  }

  refund(paymentIntentId: string, amountCents?: Cents, idempotencyKey?: string): Promise<{ id: string; status: string }> {
    return underFaults(this.faults, () => this.giveBack(paymentIntentId, amountCents, idempotencyKey));
  }

  private async giveBack(paymentIntentId: string, amountCents?: Cents, idempotencyKey?: string): Promise<{ id: string; status: string }> {
    if (idempotencyKey) {
      const [first] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (first) {
        if (first.paymentIntentId !== paymentIntentId)
          throw new Error("Keys for idempotent requests can only be used with the same parameters they were first used with");
        return { id: first.id, status: "succeeded" };
      }
    }
    const intent = await this.read(paymentIntentId);
    if (!intent) throw new Error(`No such payment intent: ${paymentIntentId}`);
    if (intent.status !== "succeeded") throw new Error(`Payment ${paymentIntentId} has not succeeded and cannot be refunded`);
    const [books] = await this.db
      .select({ refunded: sandboxPaymentIntents.refundedCents })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    const alreadyRefunded = books?.refunded ?? 0;
    // like Stripe (charge_already_refunded): a full refund of a charge refunded in full moves no money and says so
    if (alreadyRefunded === intent.amountCents && (amountCents === undefined || amountCents === intent.amountCents)) {
      return { id: `already_refunded:${paymentIntentId}`, status: "succeeded" };
    }
    // like Stripe: no amount refunds whatever is still refundable
    const refund = amountCents ?? intent.amountCents - alreadyRefunded;
    if (!Number.isInteger(refund) || refund <= 0) throw new Error("Refund amount must be a positive number of cents");
    const id = `re_sbx_${randomBytes(12).toString("hex")}`;
    if (this.refundDelayMs > 0) await sleep(this.refundDelayMs);
    return this.db.transaction(async (tx) => {
      if (idempotencyKey) {
        // two requests with one key at once: the second waits on the first's row, then answers its refund
        const [mine] = await tx.insert(sandboxRefunds).values({ idempotencyKey, id, paymentIntentId, amountCents: refund }).onConflictDoNothing().returning();
        if (!mine) {
          const [first] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
          return { id: first.id, status: "succeeded" };
        }
      }
      // the check and the update are one statement, so concurrent refunds can never return more than was paid
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({ refundedCents: sql`${sandboxPaymentIntents.refundedCents} + ${refund}`, updatedAt: new Date() })
        .where(
          and(eq(sandboxPaymentIntents.id, paymentIntentId), sql`${sandboxPaymentIntents.refundedCents} + ${refund} <= ${sandboxPaymentIntents.amountCents}`),
        )
        .returning();
      if (!row) throw new Error(`Refund of ${refund} cents exceeds what remains refundable on ${paymentIntentId}`);
      return { id, status: "succeeded" };
    });
  }
}

/**
 * Books a payment the sandbox already took (demo data that arrives with investments): a succeeded intent for
 * `amountCents` (amount + fee), so refunding it later works like any other. Does nothing if the id exists.
 */
export async function recordSucceededSandboxPayment(db: Tx, payment: { id: string; amountCents: Cents; metadata?: Record<string, string> }): Promise<void> {
  await db
    .insert(sandboxPaymentIntents)
    .values({
      id: payment.id,
      clientSecret: `${payment.id}_secret_${randomBytes(16).toString("hex")}`,
      amountCents: payment.amountCents,
      status: "succeeded",
      metadata: payment.metadata ?? {},
    })
    .onConflictDoNothing();
}
