import { createSeriesInput } from "@core/contracts/series";
import { updateTournamentInput } from "@core/contracts/tournaments";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { specialTournaments } from "../db/schema/index";
import { createSeries } from "../series/service";
import { updateTournament } from "../tournaments/commands";
import type { DemoAccounts } from "./accounts";
import { dateInDays } from "./builders";

/** The demo sponsor's festival (decision 231): four of their upcoming events, within its three weeks. */
export const DEMO_SERIES = "Atlantic City Winter Series";
const SERIES_EVENTS = [
  "Atlantic City Winter Classic",
  "Charity Turbo for Junior Leagues",
  "Boardwalk Deepstack Freezeout",
  "Sponsor's Invitational High Roller",
];

/** A series made and filled through the services, as a sponsor does it: create it, then choose it in each event. */
export async function seedSeries(db: Db, accounts: DemoAccounts, now: Date = new Date()): Promise<void> {
  const created = await createSeries(
    db,
    accounts.sponsor,
    createSeriesInput.parse({ name: DEMO_SERIES, venue: "Atlantic City, NJ", startDate: dateInDays(1, now), endDate: dateInDays(21, now) }),
    now,
  );
  const events = await db
    .select({ id: specialTournaments.id })
    .from(specialTournaments)
    .where(
      and(eq(specialTournaments.sponsorId, accounts.sponsor.id), inArray(specialTournaments.name, SERIES_EVENTS), eq(specialTournaments.status, "upcoming")),
    );
  for (const e of events) await updateTournament(db, accounts.sponsor, e.id, updateTournamentInput.parse({ seriesId: created.id }));
}
