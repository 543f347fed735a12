import type { LiveStoredState } from "@core/live/schema/contracts";
import { finalFinishes, settlementChanges } from "@core/live/prizes/settlement";
import { centsToDecimal, toCents } from "@core/money";
import { formatPercentHundredths, storedPercentHundredths, swapNet } from "@core/swaps";
import { knownAsName } from "@core/user-display";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Tx } from "../db/client";
import { playerSwaps, specialTournaments, users } from "../db/schema/index";
import { recordEvent } from "../notifications/record-event";
import { lockSwapsWhere } from "../db/row-locks";

/**
 * The swaps' part of a console action (called from settleFromClock, in the action's transaction, which holds the
 * live row's lock and the event row's). The clock's first start cancels the offers nobody accepted: swaps are
 * locked from then on. Each accepted swap whose two players both have a final finish is settled from their
 * winnings (playerWinningsCents, the figure their backers are settled on): net_payer_id and net_amount written,
 * status settled, both told. A settled swap whose finishes no longer both stand (an undone elimination) goes back to
 * accepted; one whose figures moved (a late entry, another undo) is settled again. A swap marked paid stands: money
 * left the payer's hands on it, as with a paid payout.
 */
export async function settleSwapsFromClock(tx: Tx, tournamentId: number, before: LiveStoredState, after: LiveStoredState, now: Date): Promise<void> {
  if (before.startedAt === null && after.startedAt !== null) {
    await tx
      .update(playerSwaps)
      .set({ status: "cancelled", closedAt: now })
      .where(and(eq(playerSwaps.tournamentId, tournamentId), eq(playerSwaps.status, "offered")));
  }
  const { revert, settle } = settlementChanges(before, after);
  if (revert.length === 0 && settle.length === 0) return;
  const touched = [...new Set([...revert, ...settle].map((f) => f.userId))];
  const rows = await lockSwapsWhere(
    tx,
    and(
      eq(playerSwaps.tournamentId, tournamentId),
      inArray(playerSwaps.status, ["accepted", "settled"]),
      isNull(playerSwaps.paidAt),
      or(inArray(playerSwaps.offeredBy, touched), inArray(playerSwaps.offeredTo, touched)),
    ),
  );
  if (rows.length === 0) return;

  const winnings = new Map(finalFinishes(after).map((f) => [f.userId, f.prizeCents]));
  const settledNow: { row: (typeof rows)[number]; payerId: number | null; netCents: number }[] = [];
  for (const row of rows) {
    const a = winnings.get(row.offeredBy);
    const b = winnings.get(row.offeredTo);
    if (a === undefined || b === undefined) {
      // one side's finish is no longer final: the swap waits for it again
      if (row.status === "settled") {
        await tx.update(playerSwaps).set({ status: "accepted", netPayerId: null, netAmount: null, settledAt: null }).where(eq(playerSwaps.id, row.id));
      }
      continue;
    }
    const net = swapNet(storedPercentHundredths(row.percent), a, b);
    const payerId = net.payer === null ? null : net.payer === "by" ? row.offeredBy : row.offeredTo;
    const amount = centsToDecimal(net.netCents);
    if (row.status === "settled" && row.netPayerId === payerId && toCents(row.netAmount) === net.netCents) continue;
    await tx.update(playerSwaps).set({ status: "settled", netPayerId: payerId, netAmount: amount, settledAt: now }).where(eq(playerSwaps.id, row.id));
    settledNow.push({ row, payerId, netCents: net.netCents });
  }
  if (settledNow.length === 0) return;

  const [event] = await tx.select({ name: specialTournaments.name }).from(specialTournaments).where(eq(specialTournaments.id, tournamentId));
  const ids = [...new Set(settledNow.flatMap((s) => [s.row.offeredBy, s.row.offeredTo]))];
  const people = await tx.select().from(users).where(inArray(users.id, ids));
  const nameOf = new Map(people.map((u) => [u.id, knownAsName(u)]));
  await recordEvent(
    tx,
    ...settledNow.map(({ row, payerId, netCents }) => ({
      kind: "swap_settled" as const,
      swapId: row.id,
      tournament: event?.name ?? "the tournament",
      percent: formatPercentHundredths(storedPercentHundredths(row.percent)),
      sides: [
        { userId: row.offeredBy, otherName: nameOf.get(row.offeredTo) ?? "the other player" },
        { userId: row.offeredTo, otherName: nameOf.get(row.offeredBy) ?? "the other player" },
      ] as const,
      payerId,
      netCents,
      settledAt: now,
    })),
  );
}
