import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments } from "../db/schema/index";
import { notifyAlternateSeated } from "../notifications/tournament-events";
import { takeNextAlternate, type SeatedAlternate } from "../registrations/alternates";
import { countField } from "../registrations/field";

/**
 * Before the start the field is the registrations (the clock follows them), so a seat that comes free is the next
 * alternate's at once (decision 236): every seat free under maxSeats goes to the lowest number waiting, each told by
 * notification and mail. Called under the event's lock wherever a seat may have come free: an unregistration, a
 * sponsor raising maxSeats, an account closed. Answers the alternates seated.
 */
export async function seatAlternatesBeforeStart(tx: Tx, tournamentId: number, now = new Date()): Promise<SeatedAlternate[]> {
  const [event] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, tournamentId));
  if (!event || event.status !== "upcoming") return [];
  const seated: SeatedAlternate[] = [];
  let taken = await countField(tx, tournamentId);
  while (taken < event.maxSeats) {
    const next = await takeNextAlternate(tx, tournamentId);
    if (!next) break;
    taken += 1;
    seated.push(next);
    await notifyAlternateSeated(tx, event, next, null, now);
  }
  return seated;
}
