import type { LiveSatellite } from "@core/live/schema/satellite-state";
import { toCents } from "@core/money";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments } from "../db/schema/index";

type StoredSatellite = NonNullable<(typeof specialTournaments.$inferSelect)["satellite"]>;

/** The clock's copy of the terms (decision 240), with the target's name as it is now; null for a cash event. */
export async function liveSatelliteOf(tx: Tx, stored: StoredSatellite | null): Promise<LiveSatellite | null> {
  if (!stored) return null;
  const [target] = await tx.select({ name: specialTournaments.name }).from(specialTournaments).where(eq(specialTournaments.id, stored.targetTournamentId));
  return {
    targetTournamentId: stored.targetTournamentId,
    targetName: target?.name ?? "",
    seatValueCents: toCents(stored.seatValue) ?? 0,
    rest: stored.rest,
    stepCents: stored.step ? toCents(stored.step) : null,
  };
}
