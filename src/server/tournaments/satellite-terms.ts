/** A satellite's terms on the sponsor's event (decision 240): checked against its target, stored, and read back. */
import { SATELLITE_MESSAGES, satelliteTermsProblem, type SatelliteData } from "@core/contracts/tournament-satellite";
import type { Tournament } from "@core/contracts/tournaments";
import { centsToDecimal, formatMoney, toCents } from "@core/money";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments, type UserRow } from "../db/schema/index";
import { badRequest } from "../errors";

export type StoredSatellite = NonNullable<(typeof specialTournaments.$inferSelect)["satellite"]>;
type EventRow = typeof specialTournaments.$inferSelect;

/** When an event starts, comparable as text: "2026-12-01T19:00". */
const startOf = (e: { date: string; time: string }) => `${e.date}T${e.time}`;

/**
 * The satellite's terms as stored, after checking its target: one of the sponsor's own events (a sponsor cannot give
 * away seats in somebody else's event), not this one, neither cancelled nor started, and starting after the
 * satellite (its winners must be able to play it). Each refusal is a 400 naming what is wrong; another sponsor's
 * cancelled event is "does not exist", as it is invisible to them everywhere else. The target is read FOR SHARE: its
 * start or cancel waits for this transaction, which then sees the satellite pointing at it.
 */
export async function checkedSatellite(
  tx: Tx,
  sponsor: UserRow,
  eventId: number | null,
  when: { date: string; time: string; buyIn: number; guaranteedPrizePool: number | null },
  satellite: NonNullable<SatelliteData>,
): Promise<{ stored: StoredSatellite; target: EventRow }> {
  const problem = satelliteTermsProblem({
    buyInCents: when.buyIn,
    guaranteeCents: when.guaranteedPrizePool,
    seatValueCents: satellite.seatValue,
    stepCents: satellite.step,
  });
  if (problem) throw badRequest(problem);
  if (eventId !== null && satellite.targetTournamentId === eventId) throw badRequest(SATELLITE_MESSAGES.targetSelf);
  const [target] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, satellite.targetTournamentId)).for("share");
  if (!target || (target.sponsorId !== sponsor.id && target.status === "cancelled")) throw badRequest(SATELLITE_MESSAGES.targetNotFound);
  if (target.sponsorId !== sponsor.id) throw badRequest(SATELLITE_MESSAGES.targetNotYours);
  if (target.status === "cancelled") throw badRequest(SATELLITE_MESSAGES.targetCancelled);
  if (target.status !== "upcoming") throw badRequest(SATELLITE_MESSAGES.targetStarted);
  if (startOf(target) <= startOf(when)) throw badRequest(SATELLITE_MESSAGES.targetBefore);
  const stored: StoredSatellite = {
    targetTournamentId: target.id,
    seatValue: centsToDecimal(satellite.seatValue),
    rest: satellite.rest,
    step: satellite.step === null ? null : centsToDecimal(satellite.step),
  };
  return { stored, target };
}

/** The text a satellite's empty prize structure takes: what it pays, in words. */
export function satelliteSummary(stored: StoredSatellite, targetName: string): string {
  const rest = stored.rest === "steps" ? `the rest in ${formatMoney(stored.step)} steps` : "the rest shared by the seat winners";
  return `Satellite: seats into ${targetName} (${formatMoney(stored.seatValue)} each), ${rest}`;
}

/**
 * An event that satellites point at cannot move to start at or before any of them (their winners could not play
 * it): 400. Read when the event's date or time changes.
 */
export async function checkTargetStillAfter(tx: Tx, eventId: number, when: { date: string; time: string }): Promise<void> {
  const feeders = await tx
    .select({ date: specialTournaments.date, time: specialTournaments.time })
    .from(specialTournaments)
    .where(and(sql`(${specialTournaments.satellite}->>'targetTournamentId')::int = ${eventId}`, ne(specialTournaments.status, "cancelled")));
  if (feeders.some((f) => startOf(f) >= startOf(when))) throw badRequest(SATELLITE_MESSAGES.targetOfOthers);
}

/** The targets' names of these events' satellites, by target id, for the responses. */
export async function loadSatelliteTargets(tx: Tx, rows: ReadonlyArray<{ satellite: StoredSatellite | null }>): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.satellite ? [r.satellite.targetTournamentId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: specialTournaments.id, name: specialTournaments.name })
    .from(specialTournaments)
    .where(inArray(specialTournaments.id, ids));
  return new Map(found.map((t) => [t.id, t.name]));
}

/** The response's satellite: the stored terms with the target's name; null for a cash event. */
export function satelliteResponse(stored: StoredSatellite | null, targets: Map<number, string>): Tournament["satellite"] {
  if (!stored) return null;
  return {
    targetTournamentId: stored.targetTournamentId,
    targetName: targets.get(stored.targetTournamentId) ?? "",
    seatValue: stored.seatValue,
    rest: stored.rest,
    step: stored.step ?? null,
  };
}

/** Whether an edit's satellite differs from the stored one (a field sent as it is changes nothing). */
export function satelliteChanged(stored: StoredSatellite | null, sent: SatelliteData | undefined): boolean {
  if (sent === undefined) return false;
  if (stored === null || sent === null) return stored !== sent;
  return (
    stored.targetTournamentId !== sent.targetTournamentId ||
    toCents(stored.seatValue) !== sent.seatValue ||
    stored.rest !== sent.rest ||
    (stored.step ? toCents(stored.step) : null) !== sent.step
  );
}

/**
 * What an edit makes of the event's satellite, checked (decision 240): the terms sent (against their target and the
 * event's date and time after the edit), none (null), or the stored ones, which must still hold when the date or
 * time moves. A satellite has no payout table: one sent while the event stays a satellite is refused, and so is a
 * satellite sent while the event keeps a table. An event satellites point at cannot move before them either.
 */
export async function satelliteAfterEdit(
  tx: Tx,
  sponsor: UserRow,
  row: EventRow,
  input: {
    date?: string;
    time?: string;
    buyIn?: number;
    guaranteedPrizePool?: number | null;
    satellite?: SatelliteData;
    prizePercentages?: number[] | null;
    payoutPlan?: unknown;
  },
): Promise<{ satellite: StoredSatellite | null }> {
  const when = {
    date: input.date ?? row.date,
    time: input.time ?? row.time,
    buyIn: input.buyIn ?? toCents(row.buyIn) ?? 0,
    guaranteedPrizePool: input.guaranteedPrizePool === undefined ? toCents(row.guaranteedPrizePool) : input.guaranteedPrizePool,
  };
  // the edit form sends every field: only a value that differs from the stored one is a change
  const newStart = startOf(when) !== startOf(row);
  const moved = newStart || when.buyIn !== toCents(row.buyIn) || when.guaranteedPrizePool !== toCents(row.guaranteedPrizePool);
  if (newStart) await checkTargetStillAfter(tx, row.id, when);
  const table =
    (input.prizePercentages === undefined ? row.prizeBasisPoints : input.prizePercentages) ??
    (input.payoutPlan === undefined ? row.payoutPlan : input.payoutPlan);
  if (input.satellite === null) return { satellite: null };
  if (input.satellite === undefined || !satelliteChanged(row.satellite, input.satellite)) {
    if (!row.satellite) return { satellite: null };
    if (table) throw badRequest(SATELLITE_MESSAGES.withTable);
    // the same terms: a target that has started since does not block editing the rest of the event
    if (moved) await checkStillFits(tx, row.satellite, when);
    return { satellite: row.satellite };
  }
  if (table) throw badRequest(SATELLITE_MESSAGES.withTable);
  return { satellite: (await checkedSatellite(tx, sponsor, row.id, when, input.satellite)).stored };
}

/**
 * The stored terms after the event's start, buy-in or guarantee changed: still within their bounds, and the target
 * (while it is still to play) still starting after the satellite.
 */
async function checkStillFits(tx: Tx, stored: StoredSatellite, when: { date: string; time: string; buyIn: number; guaranteedPrizePool: number | null }) {
  const data = storedAsData(stored);
  const problem = satelliteTermsProblem({
    buyInCents: when.buyIn,
    guaranteeCents: when.guaranteedPrizePool,
    seatValueCents: data.seatValue,
    stepCents: data.step,
  });
  if (problem) throw badRequest(problem);
  const [target] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, stored.targetTournamentId));
  if (target?.status === "upcoming" && startOf(target) <= startOf(when)) throw badRequest(SATELLITE_MESSAGES.targetBefore);
}

const storedAsData = (s: StoredSatellite): NonNullable<SatelliteData> => ({
  targetTournamentId: s.targetTournamentId,
  seatValue: toCents(s.seatValue) ?? 0,
  rest: s.rest,
  step: s.step ? toCents(s.step) : null,
});
