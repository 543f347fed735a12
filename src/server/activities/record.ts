import type { Tx } from "../db/client";
import { activities } from "../db/schema/index";

export type ActivityType = (typeof activities.$inferInsert)["type"];

/** Writes one line of a user's Recent Activity; call it inside the transaction that did the thing. */
export async function recordActivity(tx: Tx, userId: number, type: ActivityType, description: string): Promise<void> {
  await tx.insert(activities).values({ userId, type, description });
}
