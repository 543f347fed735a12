import { SLIP_MESSAGES } from "@core/contracts/payout-slips";
import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { changedHandedOutSlips } from "@core/live/prizes/payout-slips";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { payoutSlips } from "../db/schema/index";
import { conflict } from "../errors";

/**
 * Refuses a console action that would change what a handed-out payout slip paid (decision 238): the cashier has
 * paid that player those figures at the venue and their backers' days to pay have started. An elimination undone
 * moves everyone busted after it (and reinstates a same-hand group whole); a late entry grows the pool. Called in
 * the action's transaction with the clock's row locked, before anything is written, as handing a slip out takes
 * that lock too: one of the two sees the other.
 */
export async function refuseChangingHandedOutSlips(
  tx: Tx,
  tournamentId: number,
  before: LiveStoredState,
  after: LiveStoredState,
  action: LiveAction,
): Promise<void> {
  const rows = await tx.select({ playerId: payoutSlips.playerId }).from(payoutSlips).where(eq(payoutSlips.tournamentId, tournamentId));
  if (rows.length === 0) return;
  const [changed] = changedHandedOutSlips(before, after, new Set(rows.map((r) => r.playerId)));
  if (!changed) return;
  throw conflict(action.type === "reinstate" ? SLIP_MESSAGES.undoHandedOut(changed.name) : SLIP_MESSAGES.changesHandedOut(changed.name));
}
