import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { specialTournaments } from "./tournaments";
import { users } from "./users";
import { requiredRef } from "./columns";

export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    playerId: requiredRef("player_id", () => users.id),
    playerName: text("player_name").notNull(),
    tournament: text("tournament").notNull(),
    tournamentDate: timestamp("tournament_date", { withTimezone: true }),
    buyIn: numeric("buy_in", { precision: 12, scale: 2 }).notNull(),
    minStake: numeric("min_stake", { precision: 12, scale: 2 }).notNull(),
    targetAmount: numeric("target_amount", { precision: 12, scale: 2 }).notNull(),
    currentAmount: numeric("current_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    playerOfferedPercentage: integer("player_offered_percentage").notNull().default(50),
    // the price of the action over face value (1.00 to 1.50): a stake of `amount` owns amount / (buyIn x markup)
    markup: numeric("markup", { precision: 3, scale: 2 }).notNull().default("1.00"),
    // bullets (entries) the backers fund in a rebuy event, 1-3 (decision 160); unused ones are refunded pro rata
    bullets: integer("bullets").notNull().default(1),
    // what each bullet after the first costs (decision 198): the event's rebuy or re-entry price when the campaign was
    // linked (its rebuy terms are fixed from then on); null: the buy-in, as campaigns sold before were priced
    rebuyPrice: numeric("rebuy_price", { precision: 12, scale: 2 }),
    // Day-2 resale (decision 170): 1 for a campaign sold before the event; N >= 2 for one sold between days on a verified
    // bag, the day whose action it sells (sold once, until day N starts: decision 170); the bag it is priced from
    day: integer("day").notNull().default(1),
    bagChips: integer("bag_chips"),
    // the most one investor may own, as a percentage of the winnings (null: no cap)
    maxPerInvestor: integer("max_per_investor"),
    description: text("description").notNull().default(""),
    // a sale window: the least percentage that must sell by `saleEndsAt` (null: no minimum), and
    // when the sale closes (null: it sells until the event starts); saleClosedAt is when the closing job decided
    minFillPercent: integer("min_fill_percent"),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    saleClosedAt: timestamp("sale_closed_at", { withTimezone: true }),
    // a verified event: the sponsored tournament this campaign stakes, whose clock settles it (null: typed by the player)
    specialTournamentId: integer("special_tournament_id").references(() => specialTournaments.id),
    status: text("status", { enum: ["active", "funded", "completed", "cancelled"] })
      .notNull()
      .default("active"),
    finalPosition: integer("final_position"),
    totalWinnings: numeric("total_winnings", { precision: 12, scale: 2 }),
    payoutCompleted: boolean("payout_completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_player_idx").on(t.playerId),
    // the sale-window job's due campaigns
    index("campaigns_sale_due_idx")
      .on(t.saleEndsAt)
      .where(sql`sale_ends_at is not null and sale_closed_at is null`),
    index("campaigns_special_tournament_idx")
      .on(t.specialTournamentId)
      .where(sql`special_tournament_id is not null`),
    // ratings: a player's closed history read from the index alone (an index-only scan), not one heap page per campaign;
    // the id is there for campaign_record_events, which looks up a package's events by it (decision 241)
    index("campaigns_player_history_idx")
      .on(t.playerId, t.finalPosition, t.totalWinnings, t.buyIn, t.specialTournamentId, t.id)
      .where(sql`status = 'completed'`),
    // browse: one index per sort over the listed (active and funded) campaigns, trigram indexes for search
    index("campaigns_live_newest_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status in ('active', 'funded')`),
    index("campaigns_live_buyin_idx")
      .on(t.buyIn.desc(), t.id.desc())
      .where(sql`status in ('active', 'funded')`),
    index("campaigns_live_funded_idx")
      .on(sql`(${t.currentAmount} / ${t.targetAmount}) desc`, t.id.desc())
      .where(sql`status in ('active', 'funded')`),
    index("campaigns_live_date_idx")
      .on(t.tournamentDate)
      .where(sql`status in ('active', 'funded')`),
    index("campaigns_tournament_trgm_idx").using("gin", t.tournament.op("gin_trgm_ops")),
    index("campaigns_player_name_trgm_idx").using("gin", t.playerName.op("gin_trgm_ops")),
  ],
);

/**
 * The rating sort's key (docs/decisions/184-a-million-campaigns.md): one row per listed (active or funded) campaign
 * with its player's rating, so the first page by rating is an index range scan like the other sorts. Written only by
 * the campaigns triggers of drizzle/0022, at commit, under a per-player lock; never by the application.
 */
export const campaignRatingKeys = pgTable(
  "campaign_rating_keys",
  {
    campaignId: integer("campaign_id")
      .primaryKey()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    playerId: integer("player_id").notNull(),
    // playerRating (src/core/rating.ts) of the player's completed campaigns; null for a player with none
    rating: smallint("rating"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("campaign_rating_keys_order_idx").on(t.rating.desc(), t.createdAt.desc(), t.campaignId.desc()),
    index("campaign_rating_keys_player_idx").on(t.playerId),
  ],
);

export const investments = pgTable(
  "investments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: requiredRef("campaign_id", () => campaigns.id),
    investorId: requiredRef("investor_id", () => users.id),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    platformFee: numeric("platform_fee", { precision: 12, scale: 2 }).notNull(),
    // share of the player's winnings this stake owns, amount / buyIn x 100
    percentage: numeric("percentage", { precision: 9, scale: 4 }).notNull(),
    status: text("status", { enum: ["active", "pending", "completed", "closed", "refunded"] })
      .notNull()
      .default("active"),
    payout: numeric("payout", { precision: 12, scale: 2 }),
    paymentIntentId: text("payment_intent_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("investments_payment_intent_idx").on(t.paymentIntentId),
    index("investments_campaign_idx").on(t.campaignId),
    index("investments_investor_idx").on(t.investorId),
  ],
);

export const activities = pgTable(
  "activities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredRef("user_id", () => users.id),
    type: text("type", {
      enum: ["campaign_created", "campaign_closed", "investment_received", "payout_sent", "campaign_cancelled", "investment_refunded", "investment_made"],
    }).notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activities_user_created_idx").on(t.userId, t.createdAt)],
);

export const payouts = pgTable(
  "payouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: requiredRef("campaign_id", () => campaigns.id),
    investmentId: requiredRef("investment_id", () => investments.id),
    investorId: requiredRef("investor_id", () => users.id),
    playerId: requiredRef("player_id", () => users.id),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    status: text("status", { enum: ["pending", "processing", "paid"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // payback record (decision 172): due 7 days after settlement; the reminders sent so far (0, 3 or 7 days)
    dueAt: timestamp("due_at", { withTimezone: true }),
    remindedDays: integer("reminded_days").notNull().default(0),
    // the backer's word on a payout marked paid (decision 200): null until it is marked paid; awaiting, then confirmed by
    // the backer, auto_confirmed after 14 days without an answer, or disputed
    confirmation: text("confirmation", { enum: ["awaiting", "confirmed", "auto_confirmed", "disputed"] }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // how and with what transfer reference the player says they paid (optional on Mark as Paid)
    paidMethod: text("paid_method"),
    paidReference: text("paid_reference"),
    // an operator's ruling on a dispute: paid (it counts as paid when it was marked) or unpaid (owed again)
    ruling: text("ruling", { enum: ["paid", "unpaid"] }),
  },
  (t) => [
    uniqueIndex("payouts_investment_idx").on(t.investmentId),
    index("payouts_player_idx").on(t.playerId),
    index("payouts_due_idx")
      .on(t.dueAt)
      .where(sql`status <> 'paid'`),
    // the auto-confirmation job reads only the payouts still waiting for their backer
    index("payouts_awaiting_idx")
      .on(t.paidAt)
      .where(sql`confirmation = 'awaiting'`),
  ],
);

/**
 * A package's events (decision 241): one campaign sold over 2-30 events, its buy-in their sum. Each event is upcoming
 * until its player enters its result (played, with what it cashed) or skips it (its part of every stake refunded);
 * the package completes when none is upcoming.
 */
export const packageEvents = pgTable(
  "package_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    // 1..30, the order the player listed them in
    position: integer("position").notNull(),
    name: text("name").notNull(),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    buyIn: numeric("buy_in", { precision: 12, scale: 2 }).notNull(),
    status: text("status", { enum: ["upcoming", "played", "skipped"] })
      .notNull()
      .default("upcoming"),
    // what the player won in it (0.00: did not cash); null until played
    cash: numeric("cash", { precision: 12, scale: 2 }),
    // a sponsored event whose clock gives its result (null: the player enters it)
    specialTournamentId: integer("special_tournament_id").references(() => specialTournaments.id),
    enteredAt: timestamp("entered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("package_events_position_idx").on(t.campaignId, t.position),
    index("package_events_special_tournament_idx")
      .on(t.specialTournamentId)
      .where(sql`special_tournament_id is not null`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type PackageEventRow = typeof packageEvents.$inferSelect;
export type InvestmentRow = typeof investments.$inferSelect;
