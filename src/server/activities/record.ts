import type { Tx } from "../db/client";
import { activities } from "../db/schema/index";

export type ActivityType = (typeof activities.$inferInsert)["type"];

/** Writes lines of Recent Activity in one insert, in the given order (events write theirs through recordEvent). */
export async function recordActivities(tx: Tx, lines: ReadonlyArray<{ userId: number; type: ActivityType; text: string }>): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(activities).values(lines.map((l) => ({ userId: l.userId, type: l.type, description: l.text })));
}
