import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../db/client";
import { payoutSlips } from "../db/schema/index";

/** A linked campaign as far as its backers' stake lines need: its event and its player's account. */
export interface LinkedCampaign {
  id: number;
  specialTournamentId: number | null;
  playerId: number;
}

const slipOfUser = z.object({ tournament_id: z.coerce.number(), user_id: z.coerce.number(), handed_out_at: z.coerce.date() });

/**
 * When each campaign's player was paid their prize at the venue (decision 238): the handed-out slip of the clock's
 * player who is the campaign's player in its event, by campaign id. The slip names the clock's player (r12); the
 * clock's stored state says whose account that is. One query for all the campaigns, only over events with a slip.
 */
export async function prizePaidAtByCampaign(db: Db | Tx, linked: readonly LinkedCampaign[]): Promise<Map<number, Date>> {
  const events = [...new Set(linked.flatMap((c) => (c.specialTournamentId === null ? [] : [c.specialTournamentId])))];
  if (events.length === 0) return new Map();
  const found = (await db.execute(sql`
    select payout_slips.tournament_id, (p->>'userId')::int as user_id, payout_slips.handed_out_at
    from payout_slips
    join live_tournaments l on l.id = payout_slips.tournament_id::text
    cross join lateral jsonb_array_elements(l.state->'players') p
    where ${inArray(payoutSlips.tournamentId, events)} and p->>'id' = payout_slips.player_id and p->>'userId' is not null`)) as { rows: unknown[] };
  const rows = z.array(slipOfUser).parse(found.rows);
  const at = new Map(rows.map((r) => [`${r.tournament_id}:${r.user_id}`, r.handed_out_at]));
  return new Map(
    linked.flatMap((c) => {
      const when = at.get(`${c.specialTournamentId}:${c.playerId}`);
      return when ? [[c.id, when] as const] : [];
    }),
  );
}
