import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { formatEventDateTime } from "@core/format";
import { publicEntrantName } from "@core/live/actions/initial-state";
import { applyAction, applyLateEntry } from "@core/live/actions/reducers";
import { withUnrevokedViews } from "@core/live/seating/seat-view-versions";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { type specialTournaments, tournamentRegistrations, users } from "../db/schema/index";
import { recordEvent } from "../notifications/record-event";
import { notifyAlternateSeated } from "../notifications/tournament-events";
import { takeNextAlternate } from "../registrations/alternates";
import { cancelLinkedCampaigns, type CancelledLinked } from "../settlement/linked-refunds";

type ReleaseSeat = Extract<LiveAction, { type: "release-seat" }>;
type Event = typeof specialTournaments.$inferSelect;

/**
 * Release Seat in a sponsor's running event (decision 236), inside the console action's transaction: the clock's row
 * and then the event's are locked (applyLiveAction), the locks every other release, late entry, registration and the
 * alternates' job take, so two releases racing each other run one after the other and each seats the lowest alternate
 * still waiting. The no-show's entry is undone by the clock's rule (release-seat.ts in core), their registration given
 * back and their campaigns cancelled (refunded after the commit: `cancelled`); then the lowest alternate waiting is
 * seated (a conditional update: never twice) and drawn a seat on the clock as a late entry under their registration,
 * as the host's late entry by username is. Both players are told, with the mail.
 */
export async function releaseSeatToAlternate(
  tx: Tx,
  event: Event,
  before: LiveStoredState,
  action: ReleaseSeat,
  now: number,
): Promise<{ after: LiveStoredState; cancelled: CancelledLinked }> {
  const released = before.players.find((p) => p.id === action.playerId);
  // the clock's refusals (not started, late registration closed, played, a walk-in, unknown) come first
  let after = applyAction(before, action, now);
  const at = new Date(now);
  const when = formatEventDateTime(event.date, event.time);
  const userId = released!.userId!;

  await tx
    .update(tournamentRegistrations)
    .set({ status: "cancelled" })
    .where(
      and(eq(tournamentRegistrations.tournamentId, event.id), eq(tournamentRegistrations.userId, userId), eq(tournamentRegistrations.status, "registered")),
    );
  const cancelled = await cancelLinkedCampaigns(tx, event.id, userId, "seat_released", at);
  await recordEvent(tx, {
    kind: "seat_released",
    userId,
    tournamentId: event.id,
    name: event.name,
    date: when,
    campaignsCancelled: cancelled.campaigns.length > 0,
    at,
  });

  // the freed seat is the next alternate's, while the event has a seat for them
  if (after.totalPlayers < event.maxSeats) {
    const next = await takeNextAlternate(tx, event.id);
    if (next) {
      const [user] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, appearAsPlayerNumber: users.appearAsPlayerNumber })
        .from(users)
        .where(eq(users.id, next.userId));
      const id = `r${next.registrationId}`;
      // a site user is shown by their public name, as the registered field is (decision 212)
      after = withUnrevokedViews(applyLateEntry(after, { id, name: publicEntrantName(user ?? {}, after.players.length + 1), userId: next.userId }, now));
      const seat = after.players.find((p) => p.id === id);
      await notifyAlternateSeated(tx, event, next, seat ? { table: seat.tableNumber, seat: seat.seatNumber } : null, at);
    }
  }
  return { after, cancelled };
}
