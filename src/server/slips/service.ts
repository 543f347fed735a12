import { SLIP_MESSAGES, type PayoutSlipsView, type PayoutSlipView } from "@core/contracts/payout-slips";
import { finalSlip, payoutSlips, type PayoutSlip } from "@core/live/prizes/payout-slips";
import { liveStoredState } from "@core/live/schema/contracts";
import { payoutDueAt } from "@core/payback";
import { centsToDecimal } from "@core/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, payouts, payoutSlips as slipRows, specialTournaments, type UserRow } from "../db/schema/index";
import { lockCampaignsWhere, lockEvent, lockLiveClock } from "../db/row-locks";
import { conflict, forbidden, notFound } from "../errors";
import { controllerNames, readLive } from "../live/service";
import { MESSAGES } from "../tournaments/messages";

type Event = typeof specialTournaments.$inferSelect;

const CANCELLED = "This tournament was cancelled";

/** The sponsor's own event: 404 when there is none (or another sponsor's cancelled one stays invisible), else 403. */
async function ownEvent(db: Db, sponsor: UserRow, id: number): Promise<Event> {
  const [event] = await db.select().from(specialTournaments).where(eq(specialTournaments.id, id));
  if (!event) throw notFound(MESSAGES.notFound);
  if (event.sponsorId !== sponsor.id) {
    if (event.status === "cancelled") throw notFound(MESSAGES.notFound);
    throw forbidden(MESSAGES.notYours);
  }
  return event;
}

function slipView(slip: PayoutSlip, names: Record<string, string>, handedOutAt: Date | null): PayoutSlipView {
  return {
    playerId: slip.playerId,
    name: names[slip.playerId] ?? slip.name,
    place: slip.place,
    placeLabel: slip.placeLabel,
    prize: centsToDecimal(slip.prizeCents),
    byDeal: slip.byDeal,
    bounty: centsToDecimal(slip.bountyCents),
    total: centsToDecimal(slip.totalCents),
    handedOutAt: handedOutAt ? handedOutAt.toISOString() : null,
  };
}

/**
 * GET /api/special-tournaments/{id}/slips (the event's sponsor): one slip per player whose finish is final and who
 * took money home, with when it was handed out. The figures are the clock's (payoutSlips over finishRow), so a
 * finished event's slips total its pool.
 */
export async function listSlips(db: Db, sponsor: UserRow, id: number): Promise<PayoutSlipsView> {
  const event = await ownEvent(db, sponsor, id);
  const { stored } = await readLive(db, String(id), sponsor);
  const slips = payoutSlips(stored);
  const handed = await db.select().from(slipRows).where(eq(slipRows.tournamentId, id));
  const at = new Map(handed.map((r) => [r.playerId, r.handedOutAt]));
  const names = slips.slips.length > 0 ? await controllerNames(db, String(id), sponsor) : {};
  return {
    tournamentId: id,
    tournamentName: event.name,
    date: event.date,
    location: event.location,
    finished: slips.finished,
    prizePool: centsToDecimal(slips.poolCents),
    prizesTotal: centsToDecimal(slips.prizesCents),
    bountyTotal: centsToDecimal(slips.bountyCents),
    slips: slips.slips.map((s) => slipView(s, names, at.get(s.playerId) ?? null)),
  };
}

/**
 * POST /api/special-tournaments/{id}/slips/{playerId}/handed-out: the cashier paid this player at the venue. Only a
 * player whose finish is final and who was paid something has a slip. Two consoles may press it at once: the first
 * wins and its date never moves (the second answers the same slip). Handing it out starts the player's days to pay
 * their backers (decision 172): in the same transaction each payout of their linked campaigns falls due 7 days after
 * it, when that is later than its due date. The clock's row is locked first, as console actions lock it, so an undo
 * racing this either sees the slip handed out (and is refused) or happens first (and this finds no final finish).
 */
export async function handOutSlip(db: Db, sponsor: UserRow, id: number, playerId: string, now = new Date()): Promise<PayoutSlipView> {
  await ownEvent(db, sponsor, id);
  const { slip, handedOutAt } = await db.transaction(async (tx) => {
    const row = await lockLiveClock(tx, String(id));
    if (!row) throw conflict(SLIP_MESSAGES.notStarted);
    const event = await lockEvent(tx, id);
    if (!event || event.status === "cancelled") throw conflict(CANCELLED);
    const state = liveStoredState.parse(row.state);
    if (state.startedAt === null) throw conflict(SLIP_MESSAGES.notStarted);
    const player = state.players.find((p) => p.id === playerId);
    if (!player) throw notFound(SLIP_MESSAGES.noSuchPlayer);
    const slip = finalSlip(state, player);
    if (!slip) throw conflict(SLIP_MESSAGES.stillPlaying(player.name));
    if (slip.totalCents === 0) throw conflict(SLIP_MESSAGES.nothingWon(player.name));

    const [inserted] = await tx
      .insert(slipRows)
      .values({ tournamentId: id, playerId, handedOutAt: now, handedOutBy: sponsor.id })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      if (player.userId !== null) await startDaysToPay(tx, id, player.userId, inserted.handedOutAt);
      return { slip, handedOutAt: inserted.handedOutAt };
    }
    // handed out already (another console, a retry): the first date stands
    const [first] = await tx
      .select()
      .from(slipRows)
      .where(and(eq(slipRows.tournamentId, id), eq(slipRows.playerId, playerId)));
    return { slip, handedOutAt: first.handedOutAt };
  });
  const names = await controllerNames(db, String(id), sponsor);
  return slipView(slip, names, handedOutAt);
}

/**
 * The player was paid their prize at `paidAt`: every payout of their campaigns linked to the event is due
 * PAYOUT_DUE_DAYS after that, unless it was due later already (the date never moves earlier). Reminders follow due_at.
 */
async function startDaysToPay(tx: Tx, tournamentId: number, userId: number, paidAt: Date): Promise<void> {
  const settled = await lockCampaignsWhere(
    tx,
    and(eq(campaigns.specialTournamentId, tournamentId), eq(campaigns.playerId, userId), eq(campaigns.status, "completed")),
  );
  if (settled.length === 0) return;
  const due = payoutDueAt(paidAt).toISOString();
  await tx
    .update(payouts)
    // greatest() skips a NULL due date: a payout stored without one is due 7 days after the slip
    .set({ dueAt: sql`greatest(${payouts.dueAt}, ${due}::timestamptz)` })
    .where(
      inArray(
        payouts.campaignId,
        settled.map((c) => c.id),
      ),
    );
}
