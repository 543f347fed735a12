import { whatIsLeft } from "@core/account-closing";
import { CLOSE_MESSAGES, type ClosingBlocker } from "@core/contracts/privacy";
import { CLOSED_ACCOUNT_NAME, closedUsername } from "@core/user-display";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { verifyPassword } from "../auth/password";
import type { AccountThrottle } from "../auth/throttle";
import type { Db, Tx } from "../db/client";
import {
  activities,
  avatars,
  campaigns,
  dataExports,
  emailVerificationTokens,
  mailOutbox,
  notifications,
  passwordResetTokens,
  paymentIntents,
  playerSwaps,
  sessions,
  specialTournaments,
  tournamentRegistrations,
  users,
  type UserRow,
} from "../db/schema/index";
import { badRequest, conflict } from "../errors";
import type { PaymentGateway } from "../investing/gateway";
import { cancelIntentsAtGateway } from "../payouts/open-holds";
import { recordTrail } from "../trust/trail";
import { lockCampaignsWhere, lockEvent, lockSwapsWhere, lockUser } from "../db/row-locks";
import { countClosingBlockers, toClosingBlockers } from "./closing-blockers";
import { seatAlternatesBeforeStart } from "../tournaments/alternates";

export interface ClosingDeps {
  db: Db;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
  throttle: AccountThrottle;
}

/**
 * No argon2 hash has this form, so no password ever matches it: the account cannot be signed into even before the
 * closed_at check (auth/service.ts) refuses it.
 */
const UNUSABLE_PASSWORD_HASH = "!closed";

export type CloseResult = { closed: true } | { closed: false; message: string; blockers: ClosingBlocker[] };

/**
 * POST /api/profile/close (decision 229). The password first, throttled with sign-in (a stolen session cannot close
 * the account, nor guess the password faster here). Then one transaction: the upcoming events the account holds a
 * seat or an RSVP in are locked (the lock order puts events before the user), then the user; its own payment holds
 * are canceled before anything is counted, so a stake recorded meanwhile is counted and blocks; what is left is
 * counted, and if anything is, nothing changes. Otherwise the personal fields are erased, the username becomes a
 * placeholder nobody can sign up with, every session, data export, avatar, token, notification and unsent mail of
 * theirs goes, their seats and RSVPs in upcoming events are given back, swap offers still open are cancelled,
 * their campaigns (all settled or cancelled by now) show "Closed account", and the trail row is written. Stakes,
 * payouts, refunds, swaps and reviews stay: they are the other party's records too.
 */
export async function closeAccount(deps: ClosingDeps, user: UserRow, password: string, now = new Date()): Promise<CloseResult> {
  await deps.throttle.attempt(user.username);
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(CLOSE_MESSAGES.wrongPassword);
  await deps.throttle.succeeded(user.username);

  const outcome = await deps.db.transaction(async (tx) => {
    const seats = await tx
      .select({ id: tournamentRegistrations.id, tournamentId: tournamentRegistrations.tournamentId })
      .from(tournamentRegistrations)
      .innerJoin(specialTournaments, eq(specialTournaments.id, tournamentRegistrations.tournamentId))
      // their places on alternate lists too (decision 236): an erased account is never seated later
      .where(
        and(
          eq(tournamentRegistrations.userId, user.id),
          inArray(tournamentRegistrations.status, ["registered", "alternate"]),
          eq(specialTournaments.status, "upcoming"),
        ),
      )
      .orderBy(asc(tournamentRegistrations.tournamentId));
    for (const s of seats) await lockEvent(tx, s.tournamentId);

    const locked = await lockUser(tx, user.id);
    if (!locked || locked.closedAt) throw conflict(CLOSE_MESSAGES.alreadyClosed);

    const holds = await tx
      .update(paymentIntents)
      .set({ status: "canceled", updatedAt: now })
      .where(and(eq(paymentIntents.investorId, user.id), eq(paymentIntents.status, "pending")))
      .returning({ id: paymentIntents.id });
    const counts = await countClosingBlockers(tx, user.id);
    const blockers = toClosingBlockers(counts);
    if (blockers.length > 0) return { closed: false as const, message: whatIsLeft(counts), blockers };

    await eraseAccount(tx, locked, now);
    // an event's seat list already counts only registered seats (still upcoming: the events' locks are held)
    const freed = seats.length
      ? await tx
          .update(tournamentRegistrations)
          .set({ status: "cancelled", alternate: null })
          .where(
            and(
              inArray(
                tournamentRegistrations.id,
                seats.map((s) => s.id),
              ),
              inArray(tournamentRegistrations.status, ["registered", "alternate"]),
            ),
          )
          .returning({ tournamentId: tournamentRegistrations.tournamentId })
      : [];
    // each seat given back is the next alternate's (the events' locks are held: decision 236)
    for (const f of freed) await seatAlternatesBeforeStart(tx, f.tournamentId, now);
    const offers = await lockSwapsWhere(tx, and(eq(playerSwaps.status, "offered"), or(eq(playerSwaps.offeredBy, user.id), eq(playerSwaps.offeredTo, user.id))));
    if (offers.length) {
      await tx
        .update(playerSwaps)
        .set({ status: "cancelled", closedAt: now })
        .where(
          inArray(
            playerSwaps.id,
            offers.map((o) => o.id),
          ),
        );
    }
    // every campaign of theirs is settled or cancelled (an open one blocks): the name they sold under goes too
    const own = await lockCampaignsWhere(tx, eq(campaigns.playerId, user.id));
    if (own.length) await tx.update(campaigns).set({ playerName: CLOSED_ACCOUNT_NAME }).where(eq(campaigns.playerId, user.id));

    // no personal field goes into the trail (it is append-only): ids and the time only
    await recordTrail(tx, {
      actorId: user.id,
      action: "user.closed",
      subjectType: "user",
      subjectId: user.id,
      before: { closedAt: null },
      after: {
        closedAt: now.toISOString(),
        releasedHolds: holds.map((h) => h.id),
        cancelledRegistrations: freed.map((f) => f.tournamentId),
        cancelledSwapOffers: offers.map((o) => o.id),
      },
    });
    return { closed: true as const, releasedHolds: holds.map((h) => h.id) };
  });
  if (!outcome.closed) return outcome;
  await cancelIntentsAtGateway(deps.payments, deps.log, outcome.releasedHolds);
  return { closed: true };
}

/** The personal fields erased and what hangs on them deleted, in the closing transaction. */
async function eraseAccount(tx: Tx, user: UserRow, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      username: closedUsername(user.id),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: null,
      lastName: null,
      email: null,
      emailVerifiedAt: null,
      emailMoneyEvents: false,
      emailTournamentEvents: false,
      appearAsPlayerNumber: true,
      phone: null,
      bio: null,
      location: null,
      address: null,
      profileImageUrl: null,
      paypalEmail: null,
      bankAccount: null,
      routingNumber: null,
      calendarToken: null,
      verifiedName: null,
      operatorSince: null,
      closedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(dataExports).where(eq(dataExports.userId, user.id));
  await tx.delete(avatars).where(eq(avatars.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(activities).where(eq(activities.userId, user.id));
  // mail not sent yet would still reach the address just erased
  if (user.email) await tx.delete(mailOutbox).where(and(eq(mailOutbox.toAddress, user.email), isNull(mailOutbox.sentAt)));
}
