import { centsToDecimal, type Cents } from "@core/money";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * The only callers of the database functions that move money under the campaign's row lock
 * (drizzle/functions/*.sql): their rows are parsed here, so a changed function fails loudly, not as undefined.
 */

const numeric = z.union([z.string(), z.number()]).transform(String);
const timestamp = z.union([z.string(), z.date()]).transform((v) => new Date(v));

const holdRow = z.object({
  placed: z.boolean(),
  expires_at: timestamp.nullable(),
  released: z.array(z.string()),
  campaign_status: z.string(),
  target_amount: numeric,
  current_amount: numeric,
  min_stake: numeric,
  buy_in: numeric,
  held: numeric,
  open_holds: z.coerce.number().int(),
  event_started: z.boolean(),
});
export type HoldRow = z.infer<typeof holdRow>;

export interface PlaceHoldInput {
  intentId: string;
  provider: string;
  campaignId: number;
  investorId: number;
  amountCents: Cents;
  feeCents: Cents;
  holdMinutes: number;
  maxOpenHolds: number;
}

/** place_payment_hold: undefined when the campaign does not exist. */
export async function placePaymentHold(db: Db, h: PlaceHoldInput): Promise<HoldRow | undefined> {
  const rows = await rowsOf<unknown>(
    db,
    sql`select * from place_payment_hold(${h.intentId}, ${h.provider}, ${h.campaignId}, ${h.investorId}, ${centsToDecimal(h.amountCents)}::numeric,
      ${centsToDecimal(h.feeCents)}::numeric, ${centsToDecimal(h.amountCents + h.feeCents)}::numeric, ${`${h.holdMinutes} minutes`}::interval,
      ${h.maxOpenHolds}::integer)`,
  );
  return rows.length === 0 ? undefined : holdRow.parse(rows[0]);
}

const recordRow = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.enum(["recorded", "existing"]),
    id: z.coerce.number().int(),
    campaign_id: z.coerce.number().int(),
    investor_id: z.coerce.number().int(),
    amount: numeric,
    platform_fee: numeric,
    percentage: numeric,
    status: z.enum(["active", "pending", "closed", "completed", "refunded"]),
    payment_intent_id: z.string(),
    created_at: timestamp,
  }),
  z.object({ outcome: z.enum(["refunded", "no_room", "event_started", "not_found"]) }),
]);
export type RecordRow = z.infer<typeof recordRow>;

/** record_investment: the stake is recorded exactly once, or the outcome says why not. */
export async function recordInvestmentRow(db: Db, intentId: string, percentage: string): Promise<RecordRow> {
  const rows = await rowsOf<unknown>(db, sql`select * from record_investment(${intentId}, ${percentage}::numeric)`);
  return recordRow.parse(rows[0] ?? { outcome: "not_found" });
}

/**
 * record_stake: record_investment and, for a stake that did not fund its campaign, its lines, notifications and mails
 * (given, worded) in one statement. null when the payment must be recorded the general way instead (nothing changed).
 */
export async function recordStakeRow(
  db: Db,
  intentId: string,
  percentage: string,
  written: { lines: unknown[]; notes: unknown[]; mails: unknown[]; channel: string },
): Promise<RecordRow | null> {
  const rows = await rowsOf<{ outcome?: unknown }>(
    db,
    sql`select * from record_stake(${intentId}, ${percentage}::numeric, ${JSON.stringify(written.lines)}::jsonb, ${JSON.stringify(written.notes)}::jsonb,
      ${JSON.stringify(written.mails)}::jsonb, ${written.channel})`,
  );
  const row = rows[0];
  return row?.outcome === "general" ? null : recordRow.parse(row ?? { outcome: "not_found" });
}
