import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { publicEntrantName } from "@core/live/actions/initial-state";
import { applyAction, applyLateEntry, checkLateRegistrationOpen } from "@core/live/actions/reducers";
import { withUnrevokedViews } from "@core/live/seating/seat-view-versions";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { tournamentRegistrations, users } from "../db/schema/index";
import { HOST_CANNOT_PLAY, NO_PLAYER_WITH_USERNAME } from "../campaigns/linked";
import { badRequest, conflict, forbidden, specificError } from "../errors";
import { notifyTournamentRegistered } from "../notifications/tournament-events";
import { lockEvent } from "../db/row-locks";
import { refuseBaggedElsewhere } from "../flights/flights";

type LateRegistration = Extract<LiveAction, { type: "late-registration" }>;

const FULL = "Tournament is full";

/**
 * The refusals name no account: each is about the account the username field names, and the console shows it
 * under that field, so no message carries another user's username (the caller is the sponsor, never that user).
 */
export const LATE_MESSAGES = {
  alreadyRegistered: "That account is already registered for this tournament.",
  alreadyInField: "That account is already in the field.",
  demoWalkInsOnly: "The demo takes walk-ins only: leave the username blank.",
} as const;

/**
 * Late entry into a sponsor's running event, inside the console action's transaction (the live row is locked).
 * The event row is locked too, as registering and unregistering lock it, so the seat count and the registration
 * are read and written under the same lock. The clock's refusals (over, not started, past level 6) come first; the
 * cap is the event's own seat limit (maxSeats, as for registrations), never a fixed number (the demo's is in core).
 * With a username the entrant is that site user: their registration row (a new one, or their cancelled one made
 * current) and a seat under its id (`r<registration id>`, as the registered field has), carrying their userId so
 * stakes on them settle from the clock, and their "registration confirmed" notification. Without one, a walk-in.
 * Settled finishes of players already out move one place down with the entry (settleFromClock); one whose payout
 * was already paid stands as settled, so no earlier finish can block the entry.
 */
export async function lateEntry(tx: Tx, tournamentId: number, before: LiveStoredState, action: LateRegistration, now: number): Promise<LiveStoredState> {
  checkLateRegistrationOpen(before, now);
  const event = await lockEvent(tx, tournamentId);
  if (!action.username) {
    // first-stack (decision 242): a walk-in who bagged in an earlier flight, by name
    await refuseBaggedElsewhere(tx, event, { userId: null, name: action.name }, false);
    const after = applyAction(before, { type: "late-registration", name: action.name }, now);
    if (after.totalPlayers > event.maxSeats) throw specificError("tournament_full", FULL);
    return after;
  }

  const username = action.username;
  const [user] = await tx
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      appearAsPlayerNumber: users.appearAsPlayerNumber,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  // the host never plays their own event; only players take seats, and an unknown username, an investor's and a
  // sponsor's get one answer, so the console cannot tell which usernames exist
  if (user && user.id === event.sponsorId) throw forbidden(HOST_CANNOT_PLAY);
  if (!user || user.role !== "player") throw badRequest(NO_PLAYER_WITH_USERNAME);
  const [existing] = await tx
    .select({ id: tournamentRegistrations.id, status: tournamentRegistrations.status })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, user.id)));
  if (existing?.status === "registered") throw conflict(LATE_MESSAGES.alreadyRegistered);
  if (before.players.some((p) => p.userId === user.id)) throw conflict(LATE_MESSAGES.alreadyInField);
  await refuseBaggedElsewhere(tx, event, { userId: user.id, name: publicEntrantName(user, before.players.length + 1) }, false);
  if (before.totalPlayers >= event.maxSeats) throw specificError("tournament_full", FULL);

  // an alternate the host enters by username takes the seat and leaves the list (decision 236)
  const values = { status: "registered", userRole: "player", registeredAt: new Date(now), alternate: null } as const;
  const [registration] = existing
    ? await tx.update(tournamentRegistrations).set(values).where(eq(tournamentRegistrations.id, existing.id)).returning({ id: tournamentRegistrations.id })
    : await tx
        .insert(tournamentRegistrations)
        .values({ tournamentId, userId: user.id, ...values })
        .returning({ id: tournamentRegistrations.id });
  // their confirmation, as a registration before the start sends it, in this same transaction
  await notifyTournamentRegistered(tx, user.id, { id: tournamentId, name: event.name, date: event.date });
  // a cancelled registration made current brings back its old id: a seat link revoked for it stays revoked
  // a site user is shown by their public name, as the registered field is (decision 212); the typed name is a walk-in's
  const name = publicEntrantName(user, before.players.length + 1);
  return withUnrevokedViews(applyLateEntry(before, { id: `r${registration.id}`, name, userId: user.id }, now));
}
