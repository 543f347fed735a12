import type { PlayerRoiResponse } from "@core/contracts/player-roi";
import { centsToDecimal, toCents } from "@core/money";
import { NO_EVENTS, playerRoiOf, type PlayerRoi, type RoiTotals } from "@core/player-roi";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { rowsOf } from "../db/rows";

export interface RoiParts {
  verified: RoiTotals;
  selfReported: RoiTotals;
}

type TotalsRow = { player_id: number; kind: "verified" | "self"; events: number; in_dollars: string; out_dollars: string };

/**
 * Each player's closed events added up by kind, in one statement (the rule: src/core/player-roi.ts).
 *
 * - A verified event is one sponsored tournament (a Day-2 campaign of the same event is the same event, counted
 *   once). What the player put in is what the clock recorded for them: its buy-in, plus each of their rebuys or
 *   re-entries and add-ons at the event's prices (clockEntries in core counts the same entries); without the clock's
 *   row, the campaign's buy-in.
 * - A self-reported event is a campaign its player closed: what went in is the entries its campaign funded
 *   (funded_buy_in, as fundedBuyInCents). A package is its played events, each on its own buy-in and cash
 *   (campaign_record_events, as campaignRecordEvents in src/core/record-events.ts); a skipped one is not counted.
 * - What came out is the settled prize, never below $0.
 */
async function totalsQuery(db: Db | Tx, ids: number[]): Promise<TotalsRow[]> {
  const rows = await rowsOf<TotalsRow>(
    db,
    sql`
    with verified as (
      select distinct on (c.player_id, c.special_tournament_id) c.player_id, greatest(coalesce(c.total_winnings, 0), 0) as out_dollars,
        coalesce((
          select ((lt.state ->> 'buyInCents')::numeric
            + (select count(*) from jsonb_array_elements(coalesce(lt.state -> 'entries', '[]'::jsonb)) e
                where e ->> 'playerId' = me.pid and e ->> 'kind' = 'rebuy') * coalesce((lt.state -> 'rebuys' ->> 'priceCents')::numeric, 0)
            + (select count(*) from jsonb_array_elements(coalesce(lt.state -> 'entries', '[]'::jsonb)) e
                where e ->> 'playerId' = me.pid and e ->> 'kind' = 'addon') * coalesce((lt.state -> 'addOn' ->> 'priceCents')::numeric, 0)) / 100
          from live_tournaments lt
          cross join lateral (
            select p ->> 'id' as pid from jsonb_array_elements(coalesce(lt.state -> 'players', '[]'::jsonb)) p
            where p ->> 'userId' = c.player_id::text limit 1
          ) me
          where lt.special_tournament_id = c.special_tournament_id
          limit 1
        ), c.buy_in) as in_dollars
      from campaigns c
      where c.player_id = any(${sql.param(ids)}::int[]) and c.status = 'completed' and c.special_tournament_id is not null
      order by c.player_id, c.special_tournament_id, c.id
    )
    select player_id, 'verified' as kind, count(*)::int as events, sum(in_dollars)::text as in_dollars, sum(out_dollars)::text as out_dollars
    from verified group by player_id
    union all
    select c.player_id, 'self' as kind, count(*)::int, sum(e.event_in)::text, sum(greatest(coalesce(e.event_out, 0), 0))::text
    from campaigns c
    cross join lateral campaign_record_events(c.id, c.final_position, funded_buy_in(c.buy_in, c.bullets, c.rebuy_price), c.total_winnings) e
    where c.player_id = any(${sql.param(ids)}::int[]) and c.status = 'completed' and c.special_tournament_id is null
    group by c.player_id
  `,
  );
  return rows;
}

const totals = (r: TotalsRow): RoiTotals => ({ events: Number(r.events), inCents: toCents(r.in_dollars) ?? 0, outCents: toCents(r.out_dollars) ?? 0 });

/** Both kinds' totals for each of the players (players without closed events: none of either). */
export async function roiPartsFor(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, RoiParts>> {
  const ids = [...new Set(playerIds)];
  const out = new Map<number, RoiParts>(ids.map((id) => [id, { verified: NO_EVENTS, selfReported: NO_EVENTS }]));
  if (ids.length === 0) return out;
  for (const r of await totalsQuery(db, ids)) {
    const parts = out.get(Number(r.player_id))!;
    if (r.kind === "verified") parts.verified = totals(r);
    else parts.selfReported = totals(r);
  }
  return out;
}

/** The figure as the API sends it. */
export function roiResponse(r: PlayerRoi): PlayerRoiResponse {
  return { roi: r.roi, basis: r.basis, events: r.events, in: centsToDecimal(r.inCents), out: centsToDecimal(r.outCents) };
}

/** Each player's ROI as the API sends it. */
export async function playerRoisFor(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, PlayerRoiResponse>> {
  const parts = await roiPartsFor(db, playerIds);
  return new Map([...parts].map(([id, p]) => [id, roiResponse(playerRoiOf(p))]));
}
