import { centsToDecimal, toCents } from "@core/money";
import { DAY_MS, PAYOUT_DUE_DAYS, PAYOUT_REMINDER_DAYS } from "@core/payback";
import { and, inArray, lt, lte, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import type { Database, Db } from "../db/client";
import { campaigns, payouts, users } from "../db/schema/index";
import { recordEvent } from "../notifications/record-event";
import { personName } from "./service";
import { startIntervalJob } from "../http/interval-job";

/** How often each instance looks for reminders that are due (one instance at a time runs it). */
export const PAYOUT_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Reminds players of unpaid payouts (decision 172) at each of PAYOUT_REMINDER_DAYS after settlement: a
 * notification and its mail per campaign and settlement, listing the backers owed. Each reminder day is one
 * UPDATE ... RETURNING that moves reminded_days up only where it is still below that day, so a payout is reminded
 * once per day however many instances run this at once (the second waits on the row and then no longer matches).
 * The latest day first: a payout whose earlier reminder was missed gets only the latest one. One transaction, so
 * the rows marked and the notifications written commit together. Returns how many payouts were reminded.
 */
export async function sendPayoutReminders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    let reminded = 0;
    for (const day of [...PAYOUT_REMINDER_DAYS].sort((a, b) => b - a)) {
      const daysToDue = PAYOUT_DUE_DAYS - day;
      const marked = await tx
        .update(payouts)
        .set({ remindedDays: day })
        .where(and(ne(payouts.status, "paid"), lt(payouts.remindedDays, day), lte(payouts.dueAt, new Date(now.getTime() + daysToDue * DAY_MS))))
        .returning({
          campaignId: payouts.campaignId,
          playerId: payouts.playerId,
          investorId: payouts.investorId,
          amount: payouts.amount,
          dueAt: payouts.dueAt,
        });
      if (marked.length === 0) continue;
      reminded += marked.length;

      const campaignIds = [...new Set(marked.map((m) => m.campaignId))];
      const investorIds = [...new Set(marked.map((m) => m.investorId))];
      const [named, investors] = await Promise.all([
        tx.select({ id: campaigns.id, tournament: campaigns.tournament }).from(campaigns).where(inArray(campaigns.id, campaignIds)),
        tx.select().from(users).where(inArray(users.id, investorIds)),
      ]);
      const tournamentOf = new Map(named.map((c) => [c.id, c.tournament]));
      const nameOf = new Map(investors.map((u) => [u.id, personName(u)]));

      // one reminder per campaign and settlement (its due date)
      const groups = new Map<string, typeof marked>();
      for (const m of marked) {
        const key = `${m.campaignId}:${m.dueAt!.getTime()}`;
        groups.set(key, [...(groups.get(key) ?? []), m]);
      }
      const events = [...groups.values()].map((rows) => {
        const owed = rows.map((r) => ({ name: nameOf.get(r.investorId) ?? "A backer", cents: toCents(r.amount) ?? 0 })).sort((a, b) => b.cents - a.cents);
        return {
          kind: "payout_reminder" as const,
          playerId: rows[0]!.playerId,
          campaignId: rows[0]!.campaignId,
          tournament: tournamentOf.get(rows[0]!.campaignId) ?? "your campaign",
          day,
          daysToDue,
          dueAt: rows[0]!.dueAt!,
          owed: owed.map((o) => ({ name: o.name, amount: centsToDecimal(o.cents) })),
          totalOwed: centsToDecimal(owed.reduce((sum, o) => sum + o.cents, 0)),
        };
      });
      await recordEvent(tx, ...events);
    }
    return reminded;
  });
}

/** sendPayoutReminders on one instance at a time: null when another instance is running it (decision 130). */
export function sendPayoutRemindersIfFree(database: Pick<Database, "db" | "kind">, now = new Date()): Promise<number | null> {
  return runIfFree(database, JOB_LOCKS.payoutReminders, () => sendPayoutReminders(database.db, now));
}

/**
 * Sends the payout reminders that are due every 15 minutes, like the purges: unref'd so it never holds the process
 * open, stopped when the app closes, and run by one instance at a time (an advisory lock).
 */
export function startPayoutReminders(app: FastifyInstance, intervalMs = PAYOUT_REMINDER_INTERVAL_MS): void {
  startIntervalJob(app, intervalMs, () => sendPayoutRemindersIfFree(app.database), {
    countKey: "reminded",
    done: "payout reminders sent",
    failed: "sending payout reminders failed; retrying at the next interval",
  });
}
