import { formatEventDateTime } from "@core/format";
import { satelliteSeatWinners } from "@core/live/prizes/satellite-winners";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal } from "@core/money";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { satelliteSeats, specialTournaments, tournamentRegistrations } from "../db/schema/index";
import { recordEvent } from "../notifications/record-event";
import { countField } from "../registrations/field";
import { lockEvent } from "../db/row-locks";

/**
 * The satellite's end (decision 240), in the transaction of the console action that finished it (which holds the
 * satellite's live row and event row locks, so two racing finishes queue and the second finds nothing to do). Each
 * seat winner gets one satellite_seats row (unique on satellite and player: safe to run twice):
 * - a registered user is registered into the target as a player: a seat is paid for, so it is honoured even when
 *   the target is full (its max seats grow to hold it); `outcome 'seat'`;
 * - one who already holds a seat there, or whose target has started or was cancelled (no seat to take), gets the
 *   seat's value in cash instead: `outcome 'cash'`;
 * - a walk-in's seat is recorded with no user (they take it at the venue, or its cash when the target is closed).
 * Each registered winner is told (bell and mail). The target's row is locked after the satellite's, before any
 * campaign: the lock order of row-locks.ts. Backers are settled on the seat's value by the table (settleFromClock).
 */
export async function awardSatelliteSeats(tx: Tx, satelliteId: number, satelliteName: string, after: LiveStoredState): Promise<void> {
  const satellite = after.satellite;
  const winners = satelliteSeatWinners(after);
  if (!satellite || winners.length === 0) return;
  const target = await lockEvent(tx, satellite.targetTournamentId);
  // the target was deleted with its sponsor's account: every seat is its value in cash
  const open = target?.status === "upcoming";
  for (const w of winners) {
    const held = open && w.userId !== null && (await holdsSeat(tx, satellite.targetTournamentId, w.userId));
    // a walk-in takes the seat at the venue while the target is still to play, like anyone else
    const outcome = open && !held ? "seat" : "cash";
    const [row] = await tx
      .insert(satelliteSeats)
      .values({
        satelliteId,
        targetId: satellite.targetTournamentId,
        playerId: w.playerId,
        userId: w.userId,
        place: w.place,
        value: centsToDecimal(satellite.seatValueCents),
        outcome,
      })
      .onConflictDoNothing()
      .returning({ id: satelliteSeats.id });
    // already awarded (a second run): nothing more to do for this winner
    if (!row || w.userId === null || !target) continue;
    if (outcome === "seat") await registerSeat(tx, target.id, target.maxSeats, w.userId);
    await recordEvent(tx, {
      kind: "satellite_seat",
      seatId: row.id,
      userId: w.userId,
      satellite: satelliteName,
      target: target.name,
      targetDate: formatEventDateTime(target.date, target.time),
      place: w.place,
      valueCents: satellite.seatValueCents,
      outcome,
      alreadyHeld: held,
    });
  }
}

async function holdsSeat(tx: Tx, targetId: number, userId: number): Promise<boolean> {
  const [r] = await tx
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournamentId, targetId),
        eq(tournamentRegistrations.userId, userId),
        eq(tournamentRegistrations.status, "registered"),
        eq(tournamentRegistrations.userRole, "player"),
      ),
    );
  return r !== undefined;
}

/**
 * The winner's seat in the target: their registration (a former one, cancelled or an investor's RSVP, becomes a
 * player's seat again). When the target is full, its max seats grow by this seat: the seat was paid for in the
 * satellite, announced before the target filled, and is never turned away.
 */
async function registerSeat(tx: Tx, targetId: number, maxSeats: number, userId: number): Promise<void> {
  const taken = await countField(tx, targetId);
  if (taken >= maxSeats)
    await tx
      .update(specialTournaments)
      .set({ maxSeats: sql`${specialTournaments.maxSeats} + 1` })
      .where(eq(specialTournaments.id, targetId));
  await tx
    .insert(tournamentRegistrations)
    .values({ tournamentId: targetId, userId, userRole: "player", status: "registered" })
    .onConflictDoUpdate({
      target: [tournamentRegistrations.tournamentId, tournamentRegistrations.userId],
      set: { status: "registered", userRole: "player", alternate: null, registeredAt: new Date() },
    });
}
