import { toCents } from "@core/money";
import { sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createPaymentIntent } from "../investing/holds";
import type { InvestingDeps } from "../investing/record";
import { confirmSandboxPayment } from "../payments/sandbox/confirm";
import { SandboxGateway } from "../payments/sandbox/gateway";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema/index";
import { rowsOf } from "../db/rows";

/**
 * The demo data is made by the services themselves (docs: decision 150): a seeded stake is paid with the sandbox
 * gateway's test card and recorded by recordInvestment, so its fee, share, activity lines, notifications and
 * payment rows are the real ones. Only what the services cannot make today (a past date) is written afterwards.
 */
export interface SeedServices {
  db: Db;
  gateway: SandboxGateway;
  deps: InvestingDeps;
  /** the newest activity and notification ids before the next step: what the step writes comes after */
  marks?: { activity: number; notification: number };
}

const silent = () => undefined;
// the seed runs before the app (and its logger) exists; nothing it does is worth a log line
const quietLog: FastifyBaseLogger = {
  level: "silent",
  fatal: silent,
  error: silent,
  warn: silent,
  info: silent,
  debug: silent,
  trace: silent,
  silent,
  child: () => quietLog,
};

export function seedServices(db: Db): SeedServices {
  const gateway = new SandboxGateway(db);
  return { db, gateway, deps: { db, payments: gateway, log: quietLog } };
}

/** Stripe's card that always succeeds, as the sandbox takes it. */
const TEST_CARD = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };

/**
 * A stake as an investor makes it at `when`: the hold, the card charged by the sandbox, the investment recorded
 * (with its lines and notifications). Returns the payment intent's id.
 */
export async function stake(s: SeedServices, investor: UserRow, campaignId: number, amount: string, when: Date): Promise<string> {
  return at(
    s,
    when,
    async () => {
      const intent = await createPaymentIntent(s.deps, investor, campaignId, toCents(amount)!);
      await confirmSandboxPayment(s.deps, s.gateway, investor, intent.clientSecret, TEST_CARD);
      return intent.paymentIntentId;
    },
    { also: (id) => sql`update investments set created_at = ${when.toISOString()}::timestamptz where payment_intent_id = ${id}` },
  );
}

/**
 * Runs a service call as if it happened at `when`: the activity lines and notifications it wrote are dated then
 * (the services stamp them with the database's now()), and `also` dates what else it made, in the same statement.
 * A notification more than two days old is marked read, as its reader would have by now. `users` limits the
 * dating to their rows, for a seed run beside other writers (the tournaments test); `byUser` dates each listed
 * user's rows at their own time (several people acting in one step).
 */
export async function at<T>(
  s: SeedServices,
  when: Date,
  step: () => Promise<T>,
  options: { also?: (result: T) => SQL | SQL[]; users?: readonly number[]; byUser?: ReadonlyMap<number, Date> } = {},
): Promise<T> {
  const before = s.marks ?? (s.marks = await newest(s.db));
  const result = await step();
  const stamp = when.toISOString();
  const mine = options.users
    ? sql`and user_id in (${sql.join(
        options.users.map((u) => sql`${u}`),
        sql`, `,
      )})`
    : sql``;
  const times = [...(options.byUser ?? new Map<number, Date>())].map(([u, d]) => sql`(${u}::int, ${d.toISOString()}::timestamptz)`);
  const time = times.length
    ? sql`coalesce((select v.at from (values ${sql.join(times, sql`, `)}) as v(user_id, at) where v.user_id = t.user_id), ${stamp}::timestamptz)`
    : sql`${stamp}::timestamptz`;
  const readBefore = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const also = [options.also?.(result) ?? []].flat().map((q, i) => sql`, ${sql.identifier(`also${i}`)} as (${q})`);
  // one round trip: the dating, and the newest ids for the next step (an update leaves ids as they were)
  const [marks] = await rowsOf<{ activity: number; notification: number }>(
    s.db,
    sql`with a as (update activities as t set created_at = ${time} where id > ${before.activity} ${mine}),
    n as (update notifications as t set created_at = ${time}, read_at = coalesce(read_at, case when ${time} < ${readBefore}::timestamptz then ${time} end) where id > ${before.notification} ${mine})${sql.join(also)}
    ${NEWEST}`,
  );
  s.marks = marks;
  return result;
}

/** `also` for a campaign made at `when` (the service stamps it with now()). */
export const datedCampaign = (id: number, when: Date) =>
  sql`update campaigns set created_at = ${when.toISOString()}::timestamptz, updated_at = ${when.toISOString()}::timestamptz where id = ${id}`;

const NEWEST = sql`select (select coalesce(max(id), 0) from activities)::int as activity, (select coalesce(max(id), 0) from notifications)::int as notification`;

async function newest(db: Db): Promise<{ activity: number; notification: number }> {
  const rows = await rowsOf<{ activity: number; notification: number }>(db, NEWEST);
  return rows[0];
}
