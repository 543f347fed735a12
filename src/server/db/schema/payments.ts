import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { campaigns, investments } from "./marketplace";
import { users } from "./users";
import { requiredRef } from "./columns";

/**
 * Our side of every card payment: one row per payment intent, holding the amount against the campaign
 * while the investor pays (status "pending" until expiresAt), so paid investments can never oversell it.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    /** the gateway's payment intent id (Stripe's pi_..., or the sandbox's) */
    id: text("id").primaryKey(),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    campaignId: requiredRef("campaign_id", () => campaigns.id),
    investorId: requiredRef("investor_id", () => users.id),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    platformFee: numeric("platform_fee", { precision: 12, scale: 2 }).notNull(),
    totalAmount: numeric("total_amount", { precision: 12, scale: 2 }).notNull(),
    // pending: holds its amount until expiresAt; succeeded: the investment is recorded;
    // canceled: declined, replaced or expired unpaid; refunded: paid but could not be placed, money returned
    status: text("status", { enum: ["pending", "succeeded", "canceled", "refunded"] })
      .notNull()
      .default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // when the investor reached the card form (docs/decisions/071-bounded-payment-holds.md): only then does
    // the hold last the full 15 minutes
    cardStepAt: timestamp("card_step_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_intents_campaign_status_idx").on(t.campaignId, t.status, t.expiresAt), index("payment_intents_investor_idx").on(t.investorId)],
);

/**
 * The offline sandbox provider's own books (PAYMENTS=sandbox): what Stripe would keep on its side.
 * Card numbers are never stored, only the outcome.
 */
export const sandboxPaymentIntents = pgTable("sandbox_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  status: text("status", { enum: ["requires_payment_method", "processing", "succeeded", "canceled", "failed"] })
    .notNull()
    .default("requires_payment_method"),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  lastError: text("last_error"),
  refundedCents: integer("refunded_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

/**
 * A refund we owe: written in the transaction that decides it (a cancelled campaign, a player who left or a
 * sponsor who cancelled a linked event, a payment that no longer fits its campaign), then carried out by the
 * refund worker (src/server/refunds/worker.ts) with an idempotency key of its own, and marked succeeded only
 * once the gateway has confirmed it. One per charge: a payment is refunded once, in full (amount + fee), or for a
 * kept stake in part: the money of the bullets its player never used (reason unused_bullets).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    paymentIntentId: text("payment_intent_id").notNull(),
    // the stake refunded, or null for a payment that never became one
    investmentId: integer("investment_id").references(() => investments.id),
    campaignId: requiredRef("campaign_id", () => campaigns.id),
    investorId: requiredRef("investor_id", () => users.id),
    amountCents: integer("amount_cents").notNull(),
    // unused_bullets: the part of a kept stake that paid for entries its player never used (decision 160), not the whole charge
    reason: text("reason", {
      // not_seated and seat_released: an alternate never seated, a no-show's seat released (decision 236); event_skipped: a
      // package's event skipped (decision 241); the column is text
      enum: [
        "campaign_cancelled",
        "player_unregistered",
        "tournament_cancelled",
        "not_in_results",
        "no_room",
        "event_started",
        "unused_bullets",
        "not_seated",
        "seat_released",
        "event_skipped",
        // a multi-flight event's Day-2 campaign whose player was not in Day 2's field at its start (decision 242)
        "not_advancing",
      ],
    }).notNull(),
    // event_skipped (decision 241): the package event whose skip this part of a kept stake refunds; 0 for every other
    // refund, so a charge is still owed back in full at most once, and each skipped event's part at most once
    packageEventId: integer("package_event_id").notNull().default(0),
    status: text("status", { enum: ["pending", "succeeded"] })
      .notNull()
      .default("pending"),
    // the investor's Recent Activity line, written when the gateway has confirmed (null: none, e.g. told already)
    investorLine: text("investor_line"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    gatewayRefundId: text("gateway_refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_payment_intent_idx").on(t.paymentIntentId, t.packageEventId),
    index("refunds_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("refunds_campaign_idx").on(t.campaignId),
  ],
);

/** The sandbox provider's refunds, by the idempotency key the caller sent: the same key never refunds twice. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  id: text("id").notNull(),
  paymentIntentId: text("payment_intent_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RefundRow = typeof refunds.$inferSelect;
