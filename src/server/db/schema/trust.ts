import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { investments, payouts } from "./marketplace";
import { users } from "./users";
import { requiredRef } from "./columns";

/**
 * Trust (decision 200): StakeLine never holds the winnings; it proves who paid whom with the backers'
 * confirmations, their disputes and an operator's rulings, each kept as an append-only trail.
 */

/** A backer's "I was not paid" on a payout marked paid: one per payout, answered once by the player, ruled once. */
export const payoutDisputes = pgTable(
  "payout_disputes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    payoutId: requiredRef("payout_id", () => payouts.id),
    investorId: requiredRef("investor_id", () => users.id),
    playerId: requiredRef("player_id", () => users.id),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    status: text("status", { enum: ["open", "ruled"] })
      .notNull()
      .default("open"),
    outcome: text("outcome", { enum: ["paid", "unpaid"] }),
    note: text("note"),
    ruledBy: integer("ruled_by").references(() => users.id),
    ruledAt: timestamp("ruled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payout_disputes_payout_idx").on(t.payoutId),
    index("payout_disputes_open_idx")
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);

/**
 * Every operator action and every confirmation, dispute, answer and ruling: who (null: the system, such as the
 * auto-confirmation), when, what, on which subject, and the subject before and after. Rows are only ever inserted;
 * a trigger refuses updates and deletes (drizzle/0024).
 */
export const trustTrail = pgTable(
  "trust_trail",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id),
    action: text("action").notNull(),
    subjectType: text("subject_type", { enum: ["payout", "user", "dispute", "card_dispute"] }).notNull(),
    subjectId: integer("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trust_trail_subject_idx").on(t.subjectType, t.subjectId, t.id)],
);

/** Identity verification sessions, Stripe Identity's (vs_...) or the offline sandbox's: their state, never documents. */
export const identitySessions = pgTable(
  "identity_sessions",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    userId: requiredRef("user_id", () => users.id),
    status: text("status", { enum: ["pending", "verified", "requires_input", "canceled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("identity_sessions_user_idx").on(t.userId)],
);

/** A card dispute (chargeback) the payment provider reported on a stake's charge, for the operator to review. */
export const cardDisputes = pgTable(
  "card_disputes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** the provider's dispute id (Stripe's dp_..., or the sandbox's): a webhook delivered twice records one row */
    providerDisputeId: text("provider_dispute_id").notNull(),
    paymentIntentId: text("payment_intent_id").notNull(),
    investmentId: integer("investment_id").references(() => investments.id),
    investorId: requiredRef("investor_id", () => users.id),
    campaignId: integer("campaign_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["open", "reviewed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("card_disputes_provider_idx").on(t.providerDisputeId),
    index("card_disputes_open_idx")
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);
