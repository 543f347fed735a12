import { formatEventDateTime } from "@core/format";
import { settleClock } from "@core/live/clock/clock";
import { alternateListClosed } from "@core/live/field/availability";
import { liveStoredState } from "@core/live/schema/contracts";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { campaigns, liveTournaments, specialTournaments, tournamentRegistrations, users } from "../db/schema/index";
import { lockEvent, lockLiveClock } from "../db/row-locks";
import { startPassesWhenReady } from "../http/interval-job";
import { recordEvent } from "../notifications/record-event";
import { backersOf } from "../notifications/recipients";
import { leaveAlternates, waitingAlternates } from "../registrations/alternates";
import { cancelLinkedCampaigns, refundCancelledLinked, type CancelledLinked, type RefundDeps } from "../settlement/linked-refunds";

/*
 * The alternates' job (decision 236): once an event's late registration has closed for good (past its last level,
 * the event over, a deal made), no seat comes free any more, so every alternate still waiting is dropped and told, and
 * each campaign of theirs on the event is cancelled with every stake refunded through the refunds owed (its backers
 * told as the sale window's cancel tells them). The clock's level moves with time, not with an action, so a job (not
 * the console's Next) notices it: every ALTERNATES_POLL_MS, on every instance.
 *
 * Safe on several instances, in the sale window's shape (decision 233): each event is decided in one transaction
 * holding the clock's row and then the event's (the order every console action takes them, so a release racing the
 * job either seats its alternate before the job reads the list, or finds late registration closed), re-reading the
 * clock under the locks; each alternate leaves the list by a conditional update. A second instance waiting on the same
 * rows finds nobody waiting and does nothing.
 */

export type AlternatesDeps = RefundDeps;

export interface DroppedAlternates {
  tournamentId: number;
  /** the numbers dropped, lowest first */
  alternates: number[];
}

/** Drops the event's waiting alternates if its list is over, in one transaction under the clock's and the event's locks. */
async function dropOne(deps: AlternatesDeps, tournamentId: number, now: Date): Promise<(DroppedAlternates & { cancelled: CancelledLinked[] }) | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLiveClock(tx, String(tournamentId));
    const event = await lockEvent(tx, tournamentId);
    if (!row || !event || event.status === "cancelled" || event.status === "upcoming") return null;
    const parsed = liveStoredState.safeParse(row.state);
    if (!parsed.success || alternateListClosed(settleClock(parsed.data, now.getTime())) === null) return null;
    const waiting = await waitingAlternates(tx, tournamentId);
    if (waiting.length === 0) return null;
    const date = formatEventDateTime(event.date, event.time);
    const cancelled: CancelledLinked[] = [];
    const dropped: number[] = [];
    for (const a of waiting) {
      if (!(await leaveAlternates(tx, a.registrationId, "dropped"))) continue;
      dropped.push(a.alternate);
      // the backers are read before the cancel marks their stakes refunded (backersOf counts stakes that stand)
      const open = await tx
        .select({ id: campaigns.id, playerName: campaigns.playerName })
        .from(campaigns)
        .where(and(eq(campaigns.specialTournamentId, tournamentId), eq(campaigns.playerId, a.userId), inArray(campaigns.status, ["active", "funded"])));
      const told = await Promise.all(open.map(async (c) => ({ campaignId: c.id, investorIds: await backersOf(tx, c.id) })));
      const out = await cancelLinkedCampaigns(tx, tournamentId, a.userId, "not_seated", now);
      cancelled.push(out);
      const [player] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(users)
        .where(eq(users.id, a.userId));
      await recordEvent(tx, {
        kind: "alternate_dropped",
        userId: a.userId,
        tournamentId,
        name: event.name,
        date,
        alternate: a.alternate,
        playerName: open[0]?.playerName ?? player?.username ?? "The player",
        campaigns: told.filter((c) => out.campaigns.some((k) => k.id === c.campaignId)),
      });
    }
    return { tournamentId, alternates: dropped, cancelled };
  });
}

/**
 * One pass: every started event with alternates waiting whose late registration has closed for good, each in its own
 * transaction; after each commit its cancelled campaigns' held intents are cancelled with the gateway and its refunds
 * carried out (what the gateway does not confirm stays owed; the refund worker retries it). `tournamentIds` narrows
 * the pass (tests on a shared database).
 */
export async function dropClosedAlternates(deps: AlternatesDeps, options: { now?: Date; tournamentIds?: number[] } = {}): Promise<DroppedAlternates[]> {
  const now = options.now ?? new Date();
  // the partial index on (tournament_id, alternate) holds exactly the alternates waiting
  const conditions = [
    isNotNull(tournamentRegistrations.alternate),
    eq(tournamentRegistrations.status, "alternate"),
    inArray(specialTournaments.status, ["active", "completed"]),
  ];
  if (options.tournamentIds) conditions.push(inArray(tournamentRegistrations.tournamentId, options.tournamentIds));
  const candidates = await deps.db
    .selectDistinct({ id: tournamentRegistrations.tournamentId, state: liveTournaments.state })
    .from(tournamentRegistrations)
    .innerJoin(specialTournaments, eq(specialTournaments.id, tournamentRegistrations.tournamentId))
    .innerJoin(liveTournaments, eq(liveTournaments.specialTournamentId, tournamentRegistrations.tournamentId))
    .where(and(...conditions));
  const out: DroppedAlternates[] = [];
  for (const c of candidates) {
    // decided again under the locks: this read only spares a transaction for an event whose list is still open
    const parsed = liveStoredState.safeParse(c.state);
    if (!parsed.success || alternateListClosed(settleClock(parsed.data, now.getTime())) === null) continue;
    const dropped = await dropOne(deps, c.id, now);
    if (!dropped) continue;
    out.push({ tournamentId: dropped.tournamentId, alternates: dropped.alternates });
    for (const cancelled of dropped.cancelled) await refundCancelledLinked(deps, cancelled, now);
  }
  return out;
}

/**
 * Every instance runs a pass on start-up and every `intervalMs` (ALTERNATES_POLL_MS, default 5 s: the alternates hear
 * within seconds of late registration closing); the row locks keep instances apart. 0: never by itself (tests call
 * dropClosedAlternates).
 */
export function scheduleAlternatesWorker(app: FastifyInstance, deps: () => AlternatesDeps, intervalMs: number): void {
  if (intervalMs <= 0) return;
  // each pass waits for the one before it: two passes of one instance never run at once
  let last: Promise<unknown> = Promise.resolve();
  const pass = () =>
    (last = last
      .then(async () => {
        const dropped = await dropClosedAlternates(deps());
        if (dropped.length > 0) app.log.info({ alternateListsClosed: dropped.length }, "alternates dropped at the end of late registration");
      })
      .catch((err: unknown) => app.log.error({ err }, "alternates pass failed; retrying at the next one")));
  startPassesWhenReady(app, intervalMs, pass);
}
