import { asc, and, eq, like, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { LiveAction, LiveStoredState } from "@core/live/contracts";
import { liveStoredState } from "@core/live/contracts";
import { isVisitorDemoId, VISITOR_DEMO_TTL_MS } from "@core/live/demo-id";
import { DEMO_ID, demoLiveState, newLiveState, withCurrentEntrants } from "@core/live/initial-state";
import { applyAction, LiveRuleError } from "@core/live/reducers";
import { toCents } from "@core/money";
import type { Db, Tx } from "../db/client";
import { liveTournaments, specialTournaments, tournamentRegistrations, users, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { PaymentGateway } from "../investing/gateway";
import { cancelIntentsAtGateway } from "../payouts/open-holds";
import { backersByPlayer } from "../settlement/backers";
import { settleFromClock } from "../settlement/clock-settlement";
import { closeStakingAtStart } from "../campaigns/staking-closed";
import { lateEntry, LATE_MESSAGES } from "./late-registration";
import { LIVE_CHANNEL, noticePayload } from "./notice";

export interface LiveRecord {
  stored: LiveStoredState;
  version: number;
  updatedAt: string | null;
}

type SpecialTournament = typeof specialTournaments.$inferSelect;

const NOT_FOUND = "Tournament not found";

/**
 * A special tournament for a live id, or null for the demo; 404 for anything else, and for a cancelled
 * tournament unless the caller is its sponsor (as the tournaments pages do).
 */
async function findTournament(db: Tx, id: string, user: UserRow | null = null): Promise<SpecialTournament | null> {
  if (id === DEMO_ID || isVisitorDemoId(id)) return null;
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric <= 0 || numeric > 2_147_483_647) throw notFound(NOT_FOUND);
  const [t] = await db.select().from(specialTournaments).where(eq(specialTournaments.id, numeric));
  if (!t || (t.status === "cancelled" && user?.id !== t.sponsorId)) throw notFound(NOT_FOUND);
  return t;
}

/**
 * The name a public display shows for an entrant: the name they gave, else "Player <their seat order>".
 * Never the username (it is half of their sign-in) nor the e-mail address: live views are public.
 */
function entrantName(u: Pick<UserRow, "firstName" | "lastName">, position: number): string {
  const name = [u.firstName?.trim(), u.lastName?.trim()].filter(Boolean).join(" ");
  return name || `Player ${position}`;
}

/** A sponsor's tournament before its clock first runs: its registered players, its chips and buy-in. */
async function initialSponsorState(db: Tx, t: SpecialTournament): Promise<LiveStoredState> {
  const rows = await db
    .select({ registrationId: tournamentRegistrations.id, userId: tournamentRegistrations.userId, firstName: users.firstName, lastName: users.lastName })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    // investors RSVP to watch: only players take a seat, chips and a share of the pool
    .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.status, "registered"), eq(tournamentRegistrations.userRole, "player")))
    .orderBy(asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.id));
  return newLiveState({
    tournamentId: String(t.id),
    name: t.name,
    kind: "sponsor",
    entrants: rows.map((r, i) => ({ id: `r${r.registrationId}`, name: entrantName(r, i + 1), userId: r.userId })),
    startingChips: t.startingChips,
    buyInCents: toCents(t.buyIn) ?? 0,
    payoutPercent: 100,
    guaranteedPrizePoolCents: toCents(t.guaranteedPrizePool),
    prizeBasisPoints: t.prizeBasisPoints ?? null,
  });
}

/** The demo's 8 players at level 1, under the id it is played as (the shared "demo" or a visitor's own). */
const demoStateFor = (id: string): LiveStoredState => ({ ...demoLiveState(), tournamentId: id });

function initialState(db: Tx, id: string, t: SpecialTournament | null): Promise<LiveStoredState> | LiveStoredState {
  return t ? initialSponsorState(db, t) : demoStateFor(id);
}

/**
 * A sponsor's clock is its sponsor's; the shared demo is anyone's; a visitor's demo is only the holder's of the
 * cookie it was issued for (`ownDemo`, the id that cookie controls), so its spectator link stays view-only.
 */
function canControl(id: string, t: SpecialTournament | null, user: UserRow | null, ownDemo: string | null): boolean {
  if (t) return user !== null && user.id === t.sponsorId;
  return id === DEMO_ID || id === ownDemo;
}

function toRecord(row: typeof liveTournaments.$inferSelect): LiveRecord {
  return { stored: liveStoredState.parse(row.state), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The stored state, or (before the first action) what the tournament would start from; version 0 means not stored yet. */
export async function readLive(db: Db, id: string, user: UserRow | null = null): Promise<LiveRecord> {
  const t = await findTournament(db, id, user);
  const [row] = await db.select().from(liveTournaments).where(eq(liveTournaments.id, id));
  if (!row) return { stored: await initialState(db, id, t), version: 0, updatedAt: null };
  const record = toRecord(row);
  if (t && record.stored.startedAt === null) record.stored = withCurrentEntrants(record.stored, await initialSponsorState(db, t));
  return record;
}

export async function getLive(db: Db, id: string, user: UserRow | null, ownDemo: string | null = null): Promise<LiveRecord & { canControl: boolean; backers?: Record<string, number> }> {
  const t = await findTournament(db, id, user);
  const record = await readLive(db, id, user);
  const control = canControl(id, t, user, ownDemo);
  if (!t || !control) return { ...record, canControl: control };
  // the floor needs to know whose elimination settles money; how many back them, never who
  const byUser = await backersByPlayer(db, t.id);
  const backers = Object.fromEntries(record.stored.players.flatMap((p) => (p.userId !== null && byUser.has(p.userId) ? [[p.id, byUser.get(p.userId)!]] : [])));
  return { ...record, canControl: control, backers };
}

/** What settling stakes after an action needs besides the database: the gateway that cancels released holds. */
export interface LiveActionDeps {
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/**
 * Applies one console action in a transaction with the tournament's row locked, so concurrent actions queue
 * instead of overwriting each other. The time of the action is read after the lock is held.
 */
export async function applyLiveAction(
  db: Db,
  id: string,
  user: UserRow | null,
  action: LiveAction,
  deps?: LiveActionDeps,
  ownDemo: string | null = null,
): Promise<LiveRecord> {
  const t = await findTournament(db, id, user);
  if (!canControl(id, t, user, ownDemo)) {
    if (!t) throw forbidden(VISITOR_DEMO_FORBIDDEN);
    throw forbidden(user ? "Only the tournament's sponsor can control its clock" : "Sign in as the tournament's sponsor to control its clock");
  }
  if (t?.status === "cancelled") throw conflict("This tournament was cancelled");
  if (!t && action.type === "late-registration" && action.username) throw badRequest(LATE_MESSAGES.demoWalkInsOnly);

  const { record, releasedIntents } = await db.transaction(async (tx) => {
    let [row] = await tx.select().from(liveTournaments).where(eq(liveTournaments.id, id)).for("update");
    if (!row) {
      // only the rate-limited cookie endpoint creates a visitor's clock (openVisitorDemo); this one was forgotten
      if (isVisitorDemoId(id)) throw conflict(VISITOR_DEMO_EXPIRED);
      const initial = await initialState(tx, id, t);
      await tx
        .insert(liveTournaments)
        .values({ id, specialTournamentId: t?.id ?? null, state: initial, version: 0 })
        .onConflictDoNothing();
      [row] = await tx.select().from(liveTournaments).where(eq(liveTournaments.id, id)).for("update");
    }
    let before = liveStoredState.parse(row.state);
    if (t && before.startedAt === null) before = withCurrentEntrants(before, await initialSponsorState(tx, t));
    const now = Date.now();
    let after: LiveStoredState;
    try {
      if (action.type === "restart" && !t) after = demoStateFor(id);
      // a late entry takes one of the sponsor's seats like a registration does, and may be one (late-registration.ts)
      else if (action.type === "late-registration" && t) after = await lateEntry(tx, t.id, before, action, now);
      else after = applyAction(before, action, now);
    } catch (err) {
      if (err instanceof LiveRuleError) throw conflict(err.message);
      throw err;
    }
    const [saved] = await tx
      .update(liveTournaments)
      .set({ state: after, version: row.version + 1, updatedAt: new Date(now) })
      .where(eq(liveTournaments.id, id))
      .returning();

    // a stake settles (or its settlement is undone) with the action that made the finish final, or nothing does
    const releasedIntents = t ? await settleFromClock(tx, t.id, before, after, new Date(now)) : [];
    if (t) releasedIntents.push(...(await moveTournamentStatus(tx, t.id, before, after)));
    const record = toRecord(saved);
    // NOTIFY inside the transaction: delivered on commit, in commit order, and never for a change rolled back
    await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${noticePayload(id, record)})`);
    return { record, releasedIntents };
  });
  // without a gateway the holds are canceled with us only: a payment that still gets through is refunded on recording
  if (deps) await cancelIntentsAtGateway(deps.payments, deps.log, releasedIntents);
  return record;
}

const VISITOR_DEMO_FORBIDDEN = "This demo clock belongs to the visitor who opened it. Open the demo console to get a clock of your own.";
const VISITOR_DEMO_EXPIRED = "This demo clock was forgotten after a day unused. Reload the page to get it back.";

/** Whether visitor demo clock `id` is stored (null, no cookie: no). */
export async function isStoredVisitorDemo(db: Db, id: string | null): Promise<boolean> {
  if (id === null) return false;
  const [row] = await db.select({ id: liveTournaments.id }).from(liveTournaments).where(eq(liveTournaments.id, id));
  return row !== undefined;
}

/**
 * Makes sure a visitor's demo clock `id` is stored (the 8 demo players at level 1 when it is new). A new one first
 * clears the visitors' clocks nobody touched for a day, so the playground never piles up.
 */
export async function openVisitorDemo(db: Db, id: string): Promise<void> {
  if (await isStoredVisitorDemo(db, id)) return;
  await db.transaction(async (tx) => {
    await tx.delete(liveTournaments).where(and(like(liveTournaments.id, "demo-%"), lt(liveTournaments.updatedAt, new Date(Date.now() - VISITOR_DEMO_TTL_MS))));
    await tx.insert(liveTournaments).values({ id, specialTournamentId: null, state: demoStateFor(id), version: 0 }).onConflictDoNothing();
  });
}

/**
 * The clock's first start makes the tournament Live and closes staking in its linked campaigns (their open holds
 * canceled: returned, to cancel with the gateway after commit); one player left makes it Completed.
 */
async function moveTournamentStatus(tx: Tx, tournamentId: number, before: LiveStoredState, after: LiveStoredState): Promise<string[]> {
  const now = new Date();
  if (after.finishedAt !== null && before.finishedAt === null) {
    await tx.update(specialTournaments).set({ status: "completed", updatedAt: now }).where(eq(specialTournaments.id, tournamentId));
  } else if (after.status === "running" && before.status !== "running") {
    const started = await tx
      .update(specialTournaments)
      .set({ status: "active", updatedAt: now })
      .where(and(eq(specialTournaments.id, tournamentId), eq(specialTournaments.status, "upcoming")))
      .returning({ id: specialTournaments.id });
    if (started.length > 0) return closeStakingAtStart(tx, tournamentId);
  }
  return [];
}
