import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { campaigns } from "./marketplace";
import { users } from "./users";
import { requiredRef } from "./columns";

/**
 * A backer's review of a settled campaign: one per backer and campaign, a rating 1-5 and a short
 * comment; the player may answer it once. Kept apart from the performance rating (src/core/rating.ts).
 */
export const playerReviews = pgTable(
  "player_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: requiredRef("campaign_id", () => campaigns.id),
    // the campaign's player, copied so a player's reviews are read from one index
    playerId: requiredRef("player_id", () => users.id),
    investorId: requiredRef("investor_id", () => users.id),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one review per backer and campaign: a second insert fails here even when two requests race
    uniqueIndex("player_reviews_campaign_investor_idx").on(t.campaignId, t.investorId),
    index("player_reviews_player_idx").on(t.playerId, t.createdAt),
    check("player_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export type PlayerReviewRow = typeof playerReviews.$inferSelect;
