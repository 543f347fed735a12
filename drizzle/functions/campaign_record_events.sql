-- A closed campaign's events for the record (docs/decisions/241-packages.md, addendum "the rating and ROI count each
-- event"), as campaignRecordEvents in src/core/record-events.ts: a campaign is one event (what went in: the caller's
-- amount, the buy-in for the rating, the funded entries for the ROI; what came out: its winnings); a package is each
-- played event on its own buy-in and cash, a skipped one not counted. Only a campaign completed with final position 0
-- can be a package (a package always completes so, decision 241), so every other campaign costs no look at
-- package_events. LANGUAGE sql and STABLE so the planner inlines it into the lateral join of each caller.
CREATE OR REPLACE FUNCTION campaign_record_events(campaign integer, final_position integer, in_dollars numeric, out_dollars numeric)
RETURNS TABLE (event_in numeric, event_out numeric) LANGUAGE sql STABLE AS $$
  SELECT $3, $4 WHERE $2 IS DISTINCT FROM 0 OR NOT EXISTS (SELECT 1 FROM package_events pe WHERE pe.campaign_id = $1)
  UNION ALL
  SELECT pe.buy_in, pe.cash FROM package_events pe WHERE $2 = 0 AND pe.campaign_id = $1 AND pe.status = 'played'
$$;
