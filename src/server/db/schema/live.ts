import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { specialTournaments } from "./tournaments";

/**
 * Each tournament's live clock state, one row per tournament ("demo" or a special tournament's id). The state
 * is one JSON document written in a transaction with the row locked; version rises by one on every change.
 */
export const liveTournaments = pgTable(
  "live_tournaments",
  {
    id: text("id").primaryKey(),
    specialTournamentId: integer("special_tournament_id").references(() => specialTournaments.id, { onDelete: "cascade" }),
    state: jsonb("state").$type<LiveStoredState>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_tournaments_special_idx").on(t.specialTournamentId)],
);

export type LiveTournamentRow = typeof liveTournaments.$inferSelect;
