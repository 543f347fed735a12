import type { TrailRow } from "@core/contracts/operator";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { payoutDisputes, trustTrail, users } from "../db/schema/index";

/**
 * A payout's trail as the console shows it, oldest first: the rows about the payout itself (marked paid, confirmed,
 * disputed, ruled) and those about its dispute (answered), each naming who did it by username (null: the system).
 */
export async function payoutTrail(db: Db | Tx, payoutId: number): Promise<TrailRow[]> {
  const disputeIds = db.select({ id: payoutDisputes.id }).from(payoutDisputes).where(eq(payoutDisputes.payoutId, payoutId));
  const rows = await db
    .select({ row: trustTrail, actor: users.username })
    .from(trustTrail)
    .leftJoin(users, eq(users.id, trustTrail.actorId))
    .where(
      or(
        and(eq(trustTrail.subjectType, "payout"), eq(trustTrail.subjectId, payoutId)),
        and(eq(trustTrail.subjectType, "dispute"), inArray(trustTrail.subjectId, disputeIds)),
      ),
    )
    .orderBy(asc(trustTrail.id));
  return rows.map(({ row, actor }) => ({
    id: row.id,
    action: row.action,
    actor: actor ?? null,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
