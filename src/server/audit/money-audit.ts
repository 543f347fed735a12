import { liveStoredState } from "@core/live/schema/contracts";
import { clockPaymentProblems } from "@core/live/prizes/pool-audit";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/** One broken invariant: the row that breaks it and how. */
export interface Violation {
  subject: string;
  detail: string;
}

export interface AuditCheck {
  name: string;
  /** the invariant, as the report prints it */
  rule: string;
  violations: Violation[];
}

export interface MoneyAudit {
  checks: AuditCheck[];
  violations: number;
}

export interface AuditOptions {
  /** charges younger than this may still be on their way to being recorded or refunded (default 60 s) */
  graceSeconds?: number;
  /** a refund owed for longer than this is a violation, not a retry in progress (default 1 hour) */
  refundOverdueSeconds?: number;
  /** at most this many rows named per check (default 100) */
  limit?: number;
  /** only these campaigns, their payments and their events (a test's own rows in a database others share) */
  campaignIds?: number[];
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Where and when the audit looks: the settled past, the campaigns it is limited to, and how many rows a check names. */
interface AuditScope {
  /** before this, a charge is no longer on its way */
  settled: SQL;
  overdue: number;
  limit: number;
  ids: number[] | undefined;
  /** `and column = any(ids)`, or nothing when the audit is not limited to some campaigns */
  scoped: (column: SQL) => SQL;
}

/** A check that is one query: its rows are its violations. */
interface SqlCheck {
  name: string;
  rule: string;
  query: SQL;
  describe: (r: Record<string, unknown>) => Violation;
}

/**
 * Every invariant the money path promises, checked against the database as it is now: a report naming each row
 * that breaks one. `npm run audit:money` prints it (and exits non-zero on any), the crash tests and bench/invest.ts
 * end with it, and /metrics counts its violations on a timer (money_audit_violations).
 */
export async function auditMoney(db: Db, options: AuditOptions = {}): Promise<MoneyAudit> {
  const grace = options.graceSeconds ?? 60;
  const ids = options.campaignIds;
  const scope: AuditScope = {
    settled: sql`now() - make_interval(secs => ${grace})`,
    overdue: options.refundOverdueSeconds ?? 3600,
    limit: options.limit ?? 100,
    ids,
    scoped: (column: SQL) => (ids ? sql`and ${column} = any(${sql.param(ids)}::int[])` : sql``),
  };

  const checks: AuditCheck[] = [];
  const check = async ({ name, rule, query, describe }: SqlCheck) => {
    const rows = await rowsOf(db, sql`${query} limit ${scope.limit}`);
    checks.push({ name, rule, violations: rows.map(describe) });
  };
  for (const c of [...chargeChecks(scope), ...refundAndPayoutChecks(scope)]) await check(c);
  checks.push(await eventsCheck(db, scope));
  for (const c of holdAndTrailChecks(scope)) await check(c);

  return { checks, violations: checks.reduce((n, c) => n + c.violations.length, 0) };
}

/** Charges, payments and campaigns: what was charged is a stake or refunded, and a campaign raised what its stakes add up to. */
function chargeChecks({ settled, scoped, ids }: AuditScope): SqlCheck[] {
  return [
    {
      name: "charges",
      rule: "each captured charge is an investment, or refunded once in full (or its refund is owed and on its way); a stake kept whose unused bullets or skipped package events (decision 241) were refunded, refunded exactly those",
      query: sql`select * from (
            select s.id, s.amount_cents, s.refunded_cents,
              (s.amount_cents::numeric / 100)::numeric(12,2)::text as charged, (s.refunded_cents::numeric / 100)::numeric(12,2)::text as refunded,
              (select count(*)::int from investments i where i.payment_intent_id = s.id and i.status <> 'refunded') as stakes,
              exists (select 1 from refunds r where r.payment_intent_id = s.id and r.status = 'pending') as owed,
              (select sum(r.amount_cents)::int from refunds r where r.payment_intent_id = s.id and r.reason in ('unused_bullets', 'event_skipped') and r.status = 'succeeded') as bullet_cents
            from sandbox_payment_intents s
            where s.status = 'succeeded' and s.updated_at < ${settled}
              ${ids ? sql`and (exists (select 1 from payment_intents p where p.id = s.id ${scoped(sql`p.campaign_id`)}) or exists (select 1 from investments i where i.payment_intent_id = s.id ${scoped(sql`i.campaign_id`)}))` : sql``}
          ) c
          where (c.bullet_cents is null and c.refunded_cents > 0 and c.refunded_cents < c.amount_cents)
            or (c.bullet_cents is null and c.stakes > 0 and c.refunded_cents > 0)
            or (c.bullet_cents is not null and c.refunded_cents <> c.bullet_cents)
            or (c.stakes = 0 and c.refunded_cents = 0 and not c.owed)
          order by c.id`,
      describe: (r) => ({
        subject: `payment ${str(r.id)}`,
        detail: `charged ${str(r.charged)}, refunded ${str(r.refunded)}, ${str(r.stakes)} stake(s)${r.owed ? ", refund owed" : ""}`,
      }),
    },
    {
      name: "payments",
      rule: "a payment we marked succeeded is a stake; one we marked refunded has its refund written down",
      query: sql`select p.id, p.status from payment_intents p
          where p.updated_at < ${settled} ${scoped(sql`p.campaign_id`)}
            and ((p.status = 'succeeded' and not exists (select 1 from investments i where i.payment_intent_id = p.id))
              or (p.status = 'refunded' and not exists (select 1 from refunds r where r.payment_intent_id = p.id)))
          order by p.id`,
      describe: (r) => ({
        subject: `payment ${str(r.id)}`,
        detail: r.status === "succeeded" ? "marked succeeded with no investment" : "marked refunded with no refund owed or made",
      }),
    },
    {
      name: "campaigns",
      rule: "a campaign's raised amount is the sum of its stakes not refunded and never exceeds its target; a cancelled one has no open stake",
      query: sql`select c.id, c.status, c.current_amount::text as current, c.target_amount::text as target,
            coalesce(sum(i.amount) filter (where i.status <> 'refunded'), 0)::numeric(12,2)::text as stakes,
            count(i.id) filter (where i.status in ('active', 'pending'))::int as open
          from campaigns c left join investments i on i.campaign_id = c.id
          where true ${scoped(sql`c.id`)}
          group by c.id
          having c.current_amount > c.target_amount
            or (c.status <> 'cancelled' and c.current_amount <> coalesce(sum(i.amount) filter (where i.status <> 'refunded'), 0))
            or (c.status = 'cancelled' and count(i.id) filter (where i.status in ('active', 'pending')) > 0)
          order by c.id`,
      describe: (r) => ({
        subject: `campaign ${str(r.id)} (${str(r.status)})`,
        detail: `raised ${str(r.current)} of ${str(r.target)}, stakes ${str(r.stakes)}${Number(r.open) > 0 && r.status === "cancelled" ? `, ${str(r.open)} stake(s) still open` : ""}`,
      }),
    },
  ];
}

/** Refunds owed and made, and payouts within what a campaign won and sold. */
function refundAndPayoutChecks({ scoped, overdue }: AuditScope): SqlCheck[] {
  return [
    {
      name: "refunds",
      rule: "each stake marked refunded has its refund (amount + fee) owed or made, and each refund marked made is back on the card in full; an unused bullets' refund is at most the stake and back on the card exactly",
      query: sql`select 'stake ' || i.id as subject, 'marked refunded with no refund owed or made' as detail
            from investments i where i.status = 'refunded' ${scoped(sql`i.campaign_id`)} and not exists (select 1 from refunds r where r.payment_intent_id = i.payment_intent_id)
          union all
          select 'refund ' || r.id, 'owes ' || r.amount_cents || ' cents for a stake of ' || round((i.amount + i.platform_fee) * 100)::int || ' cents'
            from refunds r join investments i on i.id = r.investment_id where r.reason not in ('unused_bullets', 'event_skipped') ${scoped(sql`r.campaign_id`)} and r.amount_cents <> round((i.amount + i.platform_fee) * 100)::int
          union all
          select 'refund ' || r.id, 'owes ' || r.amount_cents || ' cents for unused bullets of a stake of ' || round(i.amount * 100)::int || ' cents'
            from refunds r join investments i on i.id = r.investment_id where r.reason in ('unused_bullets', 'event_skipped') ${scoped(sql`r.campaign_id`)} and (r.amount_cents <= 0 or r.amount_cents > round(i.amount * 100)::int)
          union all
          select 'refund ' || r.id, 'marked made, but the gateway returned ' || s.refunded_cents || ' of ' || s.amount_cents || ' cents'
            from refunds r join sandbox_payment_intents s on s.id = r.payment_intent_id where r.status = 'succeeded' ${scoped(sql`r.campaign_id`)}
              and s.refunded_cents <> (case when r.reason in ('unused_bullets', 'event_skipped') then (select sum(p.amount_cents) from refunds p
                where p.payment_intent_id = r.payment_intent_id and p.reason in ('unused_bullets', 'event_skipped') and p.status = 'succeeded') else s.amount_cents end)
          union all
          select 'refund ' || r.id, 'owed since ' || r.created_at || ' (' || r.attempts || ' attempts' || coalesce(', last error: ' || r.last_error, '') || ')'
            from refunds r where r.status = 'pending' ${scoped(sql`r.campaign_id`)} and r.created_at < now() - make_interval(secs => ${overdue})`,
      describe: (r) => ({ subject: str(r.subject), detail: str(r.detail) }),
    },
    {
      name: "payouts",
      rule: "a campaign's payouts never exceed its winnings x the share it sold (of every bullet it funded), nor the player's prize pool",
      query: sql`select c.id, c.winnings, c.paid::text as paid, c.sold_share::numeric(12,2)::text as sold_share from (
            select k.id, k.total_winnings::text as winnings, k.player_offered_percentage, coalesce(k.total_winnings, 0) as won, sum(p.amount) as paid,
              floor(coalesce(k.total_winnings, 0) * 100 * (select coalesce(sum(i.amount), 0) from investments i where i.campaign_id = k.id and i.status in ('closed', 'completed'))
                / (funded_buy_in(k.buy_in, k.bullets, k.rebuy_price) * k.markup)) / 100 as sold_share
            from campaigns k join payouts p on p.campaign_id = k.id
            where true ${scoped(sql`k.id`)}
            group by k.id
          ) c
          where c.paid > c.won * c.player_offered_percentage / 100 or c.paid > c.sold_share
          order by c.id`,
      describe: (r) => ({
        subject: `campaign ${str(r.id)}`,
        detail: `payouts ${str(r.paid)} on winnings ${str(r.winnings)}, the share sold pays at most ${str(r.sold_share)}`,
      }),
    },
  ];
}

/** Finished events pay their finishers exactly their pool: checked on each one's stored clock state. */
async function eventsCheck(db: Db, { ids, limit }: AuditScope): Promise<AuditCheck> {
  const events = await rowsOf(
    db,
    sql`select id, state from live_tournaments where special_tournament_id is not null and state->>'finishedAt' is not null
        ${ids ? sql`and special_tournament_id in (select special_tournament_id from campaigns where id = any(${sql.param(ids)}::int[]))` : sql``}
        order by id limit ${limit * 10}`,
  );
  const eventViolations: Violation[] = [];
  for (const row of events) {
    const parsed = liveStoredState.safeParse(row.state);
    if (!parsed.success) {
      eventViolations.push({ subject: `event ${str(row.id)}`, detail: "its stored clock state does not parse" });
      continue;
    }
    // what each finisher is paid (table prizes, deal amounts, what was played for, bounties), not the table alone
    for (const detail of clockPaymentProblems(parsed.data)) eventViolations.push({ subject: `event ${str(row.id)}`, detail });
  }
  return {
    name: "events",
    rule: "a finished event pays its finishers exactly its pool, and its bounties exactly the bounty money",
    violations: eventViolations.slice(0, limit),
  };
}

/** No hold outlives its campaign, and every ruling is on the trail. */
function holdAndTrailChecks({ scoped }: AuditScope): SqlCheck[] {
  return [
    {
      name: "holds",
      rule: "no open payment hold outlives its campaign",
      query: sql`select p.id, c.id as campaign_id, c.status from payment_intents p join campaigns c on c.id = p.campaign_id
          where p.status = 'pending' and c.status in ('completed', 'cancelled') ${scoped(sql`c.id`)} order by p.id`,
      describe: (r) => ({ subject: `hold ${str(r.id)}`, detail: `still open on campaign ${str(r.campaign_id)}, which is ${str(r.status)}` }),
    },
    // decision 202: a ruling moves money owed, so it must be on the append-only trail
    {
      name: "trail",
      rule: "every ruled payout has its trail: a ruled dispute has the dispute.ruled row of its payout",
      query: sql`select d.id, d.payout_id, d.outcome from payout_disputes d join payouts p on p.id = d.payout_id
          where d.status = 'ruled' ${scoped(sql`p.campaign_id`)}
            and not exists (select 1 from trust_trail t where t.action = 'dispute.ruled' and t.subject_type = 'payout' and t.subject_id = d.payout_id)
          order by d.id`,
      describe: (r) => ({ subject: `payout ${str(r.payout_id)}`, detail: `dispute ${str(r.id)} ruled ${str(r.outcome)} with no dispute.ruled trail row` }),
    },
  ];
}

/** The report as `npm run audit:money` prints it: each check with OK or its violations. */
export function formatMoneyAudit(audit: MoneyAudit): string {
  const lines: string[] = [];
  for (const c of audit.checks) {
    lines.push(`${c.violations.length === 0 ? "ok  " : "FAIL"} ${c.name}: ${c.rule}`);
    for (const v of c.violations) lines.push(`       ${v.subject}: ${v.detail}`);
  }
  lines.push(audit.violations === 0 ? "money audit: every invariant holds" : `money audit: ${audit.violations} violation(s)`);
  return lines.join("\n");
}
