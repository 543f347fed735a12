import { INVESTOR_STATEMENT_COLUMNS, PLAYER_STATEMENT_COLUMNS, STATEMENT_ROLE_MESSAGE, type StatementYears } from "@core/contracts/statements";
import { toCsv, type CsvCell } from "@core/csv";
import { centsToDecimal, toCents } from "@core/money";
import { knownAsName } from "@core/user-display";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema/index";
import { forbidden } from "../errors";

export type StatementKind = "investor" | "player";

/** An investor's statement lists the stakes they bought; a player's, the stakes sold in their campaigns. */
export function statementKindFor(user: UserRow): StatementKind {
  if (user.role === "investor" || user.role === "player") return user.role;
  throw forbidden(STATEMENT_ROLE_MESSAGE);
}

const day = (d: Date | string | null) => (d === null ? "" : new Date(d).toISOString().slice(0, 10));
const money = (v: string | number | null) => (v === null ? "" : centsToDecimal(typeof v === "number" ? v : (toCents(v) ?? 0)));

const stakeRow = z.object({
  created_at: z.coerce.date(),
  amount: z.string(),
  platform_fee: z.string(),
  stake_status: z.string(),
  campaign_id: z.coerce.number(),
  player_name: z.string(),
  tournament: z.string(),
  tournament_date: z.coerce.date().nullable(),
  event_name: z.string().nullable(),
  refunded_cents: z.coerce.number(),
  payout: z.string().nullable(),
  payout_status: z.string().nullable(),
  due_at: z.coerce.date().nullable(),
  paid_at: z.coerce.date().nullable(),
  backer_first: z.string().nullable(),
  backer_last: z.string().nullable(),
  backer_username: z.string(),
});
type StakeRow = z.infer<typeof stakeRow>;

/** The year's bounds in UTC, so a statement's rows do not depend on the server's time zone. */
const yearBounds = (year: number) =>
  sql`make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC') and i.created_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')`;

/**
 * Every stake of the year for one side: what was paid (amount and fee), what went back to the card (every refund
 * owed for it, pending or done), and what the player owes or paid for it. One statement, in stake order.
 */
async function stakesOf(db: Db, kind: StatementKind, userId: number, year: number): Promise<StakeRow[]> {
  const mine = kind === "investor" ? sql`i.investor_id = ${userId}` : sql`c.player_id = ${userId}`;
  const result = (await db.execute(sql`
    select i.created_at, i.amount::text, i.platform_fee::text, i.status as stake_status,
      c.id as campaign_id, c.player_name, c.tournament, c.tournament_date, st.name as event_name,
      (select coalesce(sum(r.amount_cents), 0) from refunds r where r.investment_id = i.id) as refunded_cents,
      coalesce(p.amount, i.payout)::text as payout, p.status as payout_status, p.due_at, p.paid_at,
      u.first_name as backer_first, u.last_name as backer_last, u.username as backer_username
    from investments i
    join campaigns c on c.id = i.campaign_id
    join users u on u.id = i.investor_id
    left join special_tournaments st on st.id = c.special_tournament_id
    left join payouts p on p.investment_id = i.id
    where ${mine} and i.created_at >= ${yearBounds(year)}
    order by i.created_at, i.id
  `)) as { rows: unknown[] };
  return z.array(stakeRow).parse(result.rows);
}

function eventOf(r: StakeRow): string {
  const name = r.event_name ?? r.tournament;
  return r.tournament_date ? `${name} (${day(r.tournament_date)})` : name;
}

/** What became of the stake, in words a spreadsheet reader understands without the app. */
function statusOf(r: StakeRow): string {
  if (r.stake_status === "refunded") return "Refunded";
  if (r.payout_status === "paid") return "Paid";
  if (r.payout_status !== null) return r.due_at && r.due_at.getTime() < Date.now() ? "Overdue" : "Owed";
  if (r.stake_status === "closed" || r.stake_status === "completed") return "Settled";
  return "Open";
}

export async function statementCsv(db: Db, user: UserRow, year: number): Promise<{ kind: StatementKind; csv: string }> {
  const kind = statementKindFor(user);
  return { kind, csv: await statementCsvOf(db, kind, user.id, year) };
}

/** One side's statement of one year, whatever the account's role now (the data export takes both sides). */
export async function statementCsvOf(db: Db, kind: StatementKind, userId: number, year: number): Promise<string> {
  const rows = await stakesOf(db, kind, userId, year);
  const campaign = (r: StakeRow) => `#${r.campaign_id} ${r.player_name}`;
  const lines: CsvCell[][] =
    kind === "investor"
      ? rows.map((r) => [
          day(r.created_at),
          campaign(r),
          eventOf(r),
          r.player_name,
          money(r.amount),
          money(r.platform_fee),
          money(r.refunded_cents),
          money(r.payout),
          day(r.paid_at),
          statusOf(r),
        ])
      : rows.map((r) => [
          day(r.created_at),
          campaign(r),
          eventOf(r),
          knownAsName({ firstName: r.backer_first, lastName: r.backer_last, username: r.backer_username }),
          money(r.amount),
          money(r.platform_fee),
          money(r.refunded_cents),
          money(r.payout),
          day(r.due_at),
          day(r.paid_at),
          statusOf(r),
        ]);
  const header = kind === "investor" ? [...INVESTOR_STATEMENT_COLUMNS] : [...PLAYER_STATEMENT_COLUMNS];
  return toCsv([header, ...lines]);
}

/** The years with at least one stake for this side, newest first: the download's choices. */
export async function statementYears(db: Db, user: UserRow): Promise<StatementYears> {
  return statementYearsOf(db, statementKindFor(user), user.id);
}

/** One side's years with a stake, newest first. */
export async function statementYearsOf(db: Db, kind: StatementKind, userId: number): Promise<StatementYears> {
  const mine = kind === "investor" ? sql`i.investor_id = ${userId}` : sql`c.player_id = ${userId}`;
  const result = (await db.execute(sql`
    select distinct extract(year from i.created_at at time zone 'UTC')::int as year
    from investments i join campaigns c on c.id = i.campaign_id
    where ${mine}
    order by year desc
  `)) as { rows: unknown[] };
  return {
    years: z
      .array(z.object({ year: z.coerce.number().int() }))
      .parse(result.rows)
      .map((r) => r.year),
  };
}
