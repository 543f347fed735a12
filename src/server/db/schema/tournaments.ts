import type { AddOnRules, PayoutPlan, RebuyRules, StructureRow } from "@core/live/contracts";
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const specialTournaments = pgTable(
  "special_tournaments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sponsorId: integer("sponsor_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["upcoming", "active", "completed", "cancelled"] }).notNull().default("upcoming"),
    // calendar date YYYY-MM-DD and local time HH:MM, as the sponsor typed them
    date: text("date").notNull(),
    time: text("time").notNull(),
    location: text("location").notNull(),
    buyIn: numeric("buy_in", { precision: 12, scale: 2 }).notNull(),
    prizeStructure: text("prize_structure").notNull().default(""),
    format: text("format").notNull().default(""),
    blindStructure: text("blind_structure").notNull().default(""),
    startingChips: integer("starting_chips").notNull(),
    maxSeats: integer("max_seats").notNull(),
    // the pool is max(entrants x buy-in, this); null: no guarantee
    guaranteedPrizePool: numeric("guaranteed_prize_pool", { precision: 12, scale: 2 }),
    // the sponsor's own payout table in basis points (1st first, non-increasing, summing to 10000); null: the
    // spec's table scaled to the field size (src/core/live/event-prizes.ts)
    prizeBasisPoints: jsonb("prize_basis_points").$type<number[]>(),
    // how the event runs (issue 27; src/core/live/contracts.ts); each null: not used (structure: the spec's schedule)
    structure: jsonb("structure").$type<StructureRow[]>(),
    chipSet: jsonb("chip_set").$type<number[]>(),
    rebuys: jsonb("rebuys").$type<RebuyRules>(),
    addOn: jsonb("add_on").$type<AddOnRules>(),
    bountyCents: integer("bounty_cents"),
    payoutPlan: jsonb("payout_plan").$type<PayoutPlan>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("special_tournaments_sponsor_idx").on(t.sponsorId)],
);

export const tournamentRegistrations = pgTable(
  "tournament_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => specialTournaments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    userRole: text("user_role", { enum: ["investor", "player"] }).notNull(),
    status: text("status").notNull().default("registered"),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tournament_registrations_unique_idx").on(t.tournamentId, t.userId)],
);
