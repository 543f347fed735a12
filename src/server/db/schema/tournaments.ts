import type { AddOnRules, PayoutPlan, RebuyRules, StructureRow } from "@core/live/schema/contracts";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { requiredRef } from "./columns";

/**
 * A festival: a sponsor's events grouped under one name and venue over some days. Dates are
 * calendar dates YYYY-MM-DD as the sponsor typed them, like an event's.
 */
export const series = pgTable(
  "series",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sponsorId: requiredRef("sponsor_id", () => users.id),
    name: text("name").notNull(),
    venue: text("venue").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("series_sponsor_idx").on(t.sponsorId), check("series_dates_check", sql`${t.startDate} <= ${t.endDate}`)],
);

export const specialTournaments = pgTable(
  "special_tournaments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sponsorId: requiredRef("sponsor_id", () => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["upcoming", "active", "completed", "cancelled"] })
      .notNull()
      .default("upcoming"),
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
    // how the event runs (decision 160; src/core/live/contracts.ts); each null: not used (structure: the spec's schedule)
    structure: jsonb("structure").$type<StructureRow[]>(),
    chipSet: jsonb("chip_set").$type<number[]>(),
    rebuys: jsonb("rebuys").$type<RebuyRules>(),
    addOn: jsonb("add_on").$type<AddOnRules>(),
    bountyCents: integer("bounty_cents"),
    payoutPlan: jsonb("payout_plan").$type<PayoutPlan>(),
    // seats and tables (decision 164): seats per table 6-10; balance when tables differ by this many (2, or 3 for "TDA")
    seatsPerTable: integer("seats_per_table").notNull().default(9),
    tableThreshold: integer("table_threshold").notNull().default(2),
    // a multi-day event's days in order (decision 170), e.g. ["Day 1A", "Day 1B", "Day 2", "Final Day"]; null: one day
    days: jsonb("days").$type<string[]>(),
    // the series it belongs to, if any (the sponsor's own series only)
    seriesId: integer("series_id").references(() => series.id, { onDelete: "set null" }),
    // a fee per entry kept apart from the prize pool (the cashier's report); null: no fee
    fee: numeric("fee", { precision: 12, scale: 2 }),
    // when the sponsor marked the event closed from the cashier's report (its difference must be $0.00); null: open
    cashierClosedAt: timestamp("cashier_closed_at", { withTimezone: true }),
    // a satellite awards seats into another event instead of cash (src/core/live/prizes/satellite.ts); null: cash prizes
    satellite: jsonb("satellite").$type<{ targetTournamentId: number; seatValue: string; rest: "steps" | "shared"; step?: string | null }>(),
    // a Day 1 flight of a multi-flight event (decision 242): the event it feeds, and the flight's name ("Day 1A");
    // each flight runs on its own clock and its survivors' bags advance to the event's Day 2 clock
    flightOf: integer("flight_of").references((): AnyPgColumn => specialTournaments.id, { onDelete: "cascade" }),
    flightName: text("flight_name"),
    // a multi-flight event's re-entry rule across its flights; null: not a multi-flight event
    flightRule: text("flight_rule", { enum: ["best-stack", "first-stack"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("special_tournaments_sponsor_idx").on(t.sponsorId),
    index("special_tournaments_flight_of_idx")
      .on(t.flightOf)
      .where(sql`flight_of is not null`),
    index("special_tournaments_series_idx")
      .on(t.seriesId)
      .where(sql`series_id is not null`),
    check("special_tournaments_seats_per_table_check", sql`${t.seatsPerTable} between 6 and 10`),
    check("special_tournaments_table_threshold_check", sql`${t.tableThreshold} in (2, 3)`),
  ],
);

/**
 * A swap between two players of one event (decision 174): each gives the other `percent` of their winnings. Offered
 * by one, accepted by the other, cancellable by either until the event starts; the clock settles it with the
 * prizes, and the side that owes the net amount marks it paid like a payout.
 */
export const playerSwaps = pgTable(
  "player_swaps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: requiredRef("tournament_id", () => specialTournaments.id, { onDelete: "cascade" }),
    offeredBy: requiredRef("offered_by", () => users.id),
    offeredTo: requiredRef("offered_to", () => users.id),
    percent: numeric("percent", { precision: 5, scale: 2 }).notNull(),
    status: text("status", { enum: ["offered", "accepted", "declined", "cancelled", "settled"] })
      .notNull()
      .default("offered"),
    // after settlement: who owes whom the net amount (null payer: nothing owed either way)
    netPayerId: integer("net_payer_id").references(() => users.id),
    netAmount: numeric("net_amount", { precision: 12, scale: 2 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("player_swaps_tournament_idx").on(t.tournamentId),
    index("player_swaps_offered_by_idx").on(t.offeredBy),
    index("player_swaps_offered_to_idx").on(t.offeredTo),
    check("player_swaps_percent_check", sql`${t.percent} > 0 and ${t.percent} <= 20`),
    check("player_swaps_two_players_check", sql`${t.offeredBy} <> ${t.offeredTo}`),
  ],
);

export const tournamentRegistrations = pgTable(
  "tournament_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: requiredRef("tournament_id", () => specialTournaments.id, { onDelete: "cascade" }),
    userId: requiredRef("user_id", () => users.id),
    userRole: text("user_role", { enum: ["investor", "player"] }).notNull(),
    status: text("status").notNull().default("registered"),
    // an alternate's number in the queue for a seat once the event is full (status "alternate"); null: seated or RSVP
    alternate: integer("alternate"),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tournament_registrations_unique_idx").on(t.tournamentId, t.userId),
    // one alternate per number in an event: two racing registrations cannot both become alternate #3
    uniqueIndex("tournament_registrations_alternate_idx")
      .on(t.tournamentId, t.alternate)
      .where(sql`alternate is not null`),
    // a user's own registrations: their private calendar feed (decision 228), their data export, closing their account
    index("tournament_registrations_user_idx").on(t.userId),
  ],
);

/**
 * A payout slip handed out at the venue: one per paid player of an event (the slip's figures come from the clock's
 * final state). Handing it out is the date the player was paid their prize, which starts their days to pay backers.
 */
export const payoutSlips = pgTable(
  "payout_slips",
  {
    tournamentId: requiredRef("tournament_id", () => specialTournaments.id, { onDelete: "cascade" }),
    // the clock's player id
    playerId: text("player_id").notNull(),
    handedOutAt: timestamp("handed_out_at", { withTimezone: true }).notNull().defaultNow(),
    handedOutBy: requiredRef("handed_out_by", () => users.id),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

/**
 * A seat a satellite awarded into its target event: registered there, or paid as its cash value when the winner
 * already held a seat (decision 240). One row per winning player of the satellite.
 */
export const satelliteSeats = pgTable(
  "satellite_seats",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    satelliteId: requiredRef("satellite_id", () => specialTournaments.id, { onDelete: "cascade" }),
    targetId: requiredRef("target_id", () => specialTournaments.id, { onDelete: "cascade" }),
    // the clock's player id in the satellite, and the registered user (null: a walk-in, who takes the seat at the venue)
    playerId: text("player_id").notNull(),
    userId: integer("user_id").references(() => users.id),
    place: integer("place").notNull(),
    value: numeric("value", { precision: 12, scale: 2 }).notNull(),
    outcome: text("outcome", { enum: ["seat", "cash"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("satellite_seats_player_idx").on(t.satelliteId, t.playerId), index("satellite_seats_target_idx").on(t.targetId)],
);
