/** The cashier's report of a sponsor's event and marking the event closed (decision 237). */
import { cashierReportBody, type CashierReportResponse } from "@core/contracts/cashier-report";
import { cashierReport, closeRefusal, CASHIER_MESSAGES, type CashierReport } from "@core/live/prizes/cashier-report";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { toCents } from "@core/money";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { specialTournaments, type UserRow } from "../db/schema/index";
import { conflict, forbidden, notFound } from "../errors";
import { lockEvent, lockLiveClock } from "../db/row-locks";
import { controllerNames, readLive } from "../live/service";
import { MESSAGES } from "./messages";
import type { TournamentRow } from "./reads";

/** The sponsor's own event, as the tournaments pages guard it: 404 when missing (or another's cancelled one), 403 another's. */
function checkOwn(row: TournamentRow | undefined, sponsor: UserRow): TournamentRow {
  if (!row) throw notFound(MESSAGES.notFound);
  if (row.sponsorId !== sponsor.id) {
    if (row.status === "cancelled") throw notFound(MESSAGES.notFound);
    throw forbidden(MESSAGES.notYours);
  }
  return row;
}

async function ownEvent(db: Db, sponsor: UserRow, id: number): Promise<TournamentRow> {
  const [row] = await db.select().from(specialTournaments).where(eq(specialTournaments.id, id));
  return checkOwn(row, sponsor);
}

/** Why the event cannot close: the report's own reasons, and an event the clock has not finished (or cancelled). */
function refusalOf(event: TournamentRow, report: CashierReport): string | null {
  if (event.cashierClosedAt === null && event.status !== "completed") return CASHIER_MESSAGES.notFinished;
  return closeRefusal(report, event.cashierClosedAt);
}

export interface CashierResult {
  report: CashierReport;
  body: CashierReportResponse;
}

function resultOf(event: TournamentRow, state: LiveStoredState, names: Record<string, string>): CashierResult {
  const report = cashierReport(state, toCents(event.fee), names);
  const body = cashierReportBody(report, {
    tournamentId: event.id,
    name: event.name,
    date: event.date,
    status: event.status,
    buyIn: event.buyIn,
    fee: event.fee,
    closedAt: event.cashierClosedAt?.toISOString() ?? null,
    closeRefusal: refusalOf(event, report),
  });
  return { report, body };
}

/** The report from the event's clock (before its first start: the registered field it would start from). */
export async function getCashierReport(db: Db, sponsor: UserRow, id: number): Promise<CashierResult> {
  const event = await ownEvent(db, sponsor, id);
  const { stored } = await readLive(db, String(id), sponsor);
  // the cashier pays people: the registrants' names where the displays show "Player N" (decision 212)
  const names = await controllerNames(db, String(id), sponsor);
  return resultOf(event, stored, names);
}

/**
 * Marks the event closed: only once its clock has finished and the report balances at $0.00 (409 with the reason
 * otherwise). The clock's row, then the event's, are locked in the order console actions take them, so an action
 * (an undo that would move a prize) and the close queue: a closed event takes no more actions (live/service.ts),
 * and an action that committed first is in the report checked here. Two tabs: one closes, the other gets 409.
 */
export async function closeCashier(db: Db, sponsor: UserRow, id: number): Promise<CashierResult> {
  await ownEvent(db, sponsor, id);
  await db.transaction(async (tx) => {
    const clock = await lockLiveClock(tx, String(id));
    const event = checkOwn(await lockEvent(tx, id), sponsor);
    if (event.cashierClosedAt !== null) throw conflict(CASHIER_MESSAGES.alreadyClosed);
    if (!clock || event.status !== "completed") throw conflict(CASHIER_MESSAGES.notFinished);
    const report = cashierReport(liveStoredState.parse(clock.state), toCents(event.fee));
    const refusal = closeRefusal(report, null);
    if (refusal) throw conflict(refusal);
    await tx
      .update(specialTournaments)
      .set({ cashierClosedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(specialTournaments.id, id), isNull(specialTournaments.cashierClosedAt)));
  });
  return getCashierReport(db, sponsor, id);
}
