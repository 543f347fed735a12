import { closingBlockerLine, closingBlockerLink, closingBlockers, whatIsLeft, type ClosingBlockerCount, type ClosingBlockerKind } from "@core/account-closing";
import type { ClosingBlocker, ClosingState } from "@core/contracts/privacy";
import { centsToDecimal } from "@core/money";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * A payout is settled once it is paid and its backer confirmed it, the 14 days confirmed it for them, or an operator
 * ruled it paid (decision 200); until then it is money still owed between the two.
 */
const UNSETTLED_PAYOUT = sql.raw(`(p.status <> 'paid' or (p.ruling is distinct from 'paid' and p.confirmation in ('awaiting', 'disputed')))`);

type CountRow = { kind: ClosingBlockerKind; n: number | string; cents: number | string | null };

/**
 * Everything that keeps `userId` from closing (decision 229), counted in one statement: money owed either way
 * (payouts, refunds, swaps), campaigns and stakes not settled, and events that money still hangs on.
 */
export async function countClosingBlockers(db: Db | Tx, userId: number): Promise<ClosingBlockerCount[]> {
  const rows = await rowsOf<CountRow>(
    db,
    sql`
    select 'payouts_you_owe' as kind, count(*) as n, (coalesce(sum(p.amount), 0) * 100)::bigint as cents
      from payouts p where p.player_id = ${userId} and p.status <> 'paid'
    union all
    select 'payouts_awaiting_confirmation', count(*), (coalesce(sum(p.amount), 0) * 100)::bigint
      from payouts p where p.player_id = ${userId} and p.status = 'paid' and ${UNSETTLED_PAYOUT}
    union all
    select 'payouts_owed_to_you', count(*), (coalesce(sum(p.amount), 0) * 100)::bigint
      from payouts p where p.investor_id = ${userId} and ${UNSETTLED_PAYOUT}
    union all
    select 'refunds_owed_to_you', count(*), coalesce(sum(r.amount_cents), 0)::bigint
      from refunds r where r.investor_id = ${userId} and r.status = 'pending'
    union all
    select 'open_campaigns', count(*), (coalesce(sum(c.current_amount), 0) * 100)::bigint
      from campaigns c where c.player_id = ${userId} and c.status in ('active', 'funded')
    union all
    select 'open_stakes', count(*), (coalesce(sum(i.amount), 0) * 100)::bigint
      from investments i join campaigns c on c.id = i.campaign_id
      where i.investor_id = ${userId} and i.status <> 'refunded' and c.status in ('active', 'funded')
    union all
    select 'swaps_you_owe', count(*), (coalesce(sum(s.net_amount), 0) * 100)::bigint
      from player_swaps s where s.status = 'settled' and s.paid_at is null and s.net_payer_id = ${userId}
    union all
    select 'swaps_owed_to_you', count(*), (coalesce(sum(s.net_amount), 0) * 100)::bigint
      from player_swaps s where s.status = 'settled' and s.paid_at is null and s.net_payer_id is not null
        and s.net_payer_id <> ${userId} and ${userId} in (s.offered_by, s.offered_to)
    union all
    select 'open_swaps', count(*), null
      from player_swaps s where s.status = 'accepted' and ${userId} in (s.offered_by, s.offered_to)
    union all
    select 'hosted_events', count(*), null
      from special_tournaments t where t.sponsor_id = ${userId} and t.status in ('upcoming', 'active')
    union all
    select 'events_in_play', count(*), null
      from tournament_registrations g join special_tournaments t on t.id = g.tournament_id
      where g.user_id = ${userId} and g.status = 'registered' and g.user_role = 'player' and t.status = 'active'
  `,
  );
  return rows.map((r) => ({ kind: r.kind, count: Number(r.n), amountCents: r.cents === null ? null : Number(r.cents) }));
}

/** The blockers as the API lists them: counted, worded and linked. */
export function toClosingBlockers(counts: readonly ClosingBlockerCount[]): ClosingBlocker[] {
  return closingBlockers(counts).map((b) => ({
    kind: b.kind,
    count: b.count,
    amount: b.amountCents === null ? null : centsToDecimal(b.amountCents),
    text: closingBlockerLine(b),
    link: closingBlockerLink(b.kind),
  }));
}

/** GET /api/profile/closing. */
export async function closingState(db: Db, userId: number): Promise<ClosingState> {
  const counts = await countClosingBlockers(db, userId);
  const blockers = toClosingBlockers(counts);
  return { canClose: blockers.length === 0, blockers, summary: whatIsLeft(counts) };
}
