import { asc, and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { trustTrail } from "../db/schema/index";

/**
 * The append-only trail of trust (decision 200): every operator action and every confirmation,
 * dispute, answer and ruling, written in the transaction that makes the change, with the subject before and after.
 * The table refuses updates and deletes (a trigger), so what is written here stays.
 */
export const TRAIL_ACTIONS = [
  "payout.marked_paid",
  "payout.confirmed",
  "payout.auto_confirmed",
  "payout.disputed",
  "dispute.answered",
  "dispute.ruled",
  "user.suspended",
  "user.reinstated",
  /** the account's owner closed it (decision 229): ids and the time only, never a personal field */
  "user.closed",
  "operator.granted",
  "operator.removed",
  "identity.started",
  "identity.verified",
  "identity.requires_input",
  "card_dispute.recorded",
  "card_dispute.reviewed",
] as const;
export type TrailAction = (typeof TRAIL_ACTIONS)[number];
export type TrailSubject = (typeof trustTrail.$inferInsert)["subjectType"];

export interface TrailEntry {
  /** who did it; null: the system (the auto-confirmation job, a provider's webhook) */
  actorId: number | null;
  action: TrailAction;
  subjectType: TrailSubject;
  subjectId: number;
  before?: unknown;
  after?: unknown;
}

export async function recordTrail(tx: Tx | Db, entry: TrailEntry): Promise<void> {
  await tx.insert(trustTrail).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** A subject's trail, oldest first (the operator console shows a payout's). */
export function trailOf(db: Tx | Db, subjectType: TrailSubject, subjectId: number) {
  return db
    .select()
    .from(trustTrail)
    .where(and(eq(trustTrail.subjectType, subjectType), eq(trustTrail.subjectId, subjectId)))
    .orderBy(asc(trustTrail.id));
}
