-- One player's rating keys rebuilt from the committed campaigns (docs/decisions/184-a-million-campaigns.md): the
-- rating of their completed campaigns' events on a key per listed campaign. Under the player's advisory lock (731201, player),
-- taken before the reads, so of two transactions changing one player's history the second reads the first's
-- committed result. The keys are written nowhere else, so no one waits for a key row while holding such a lock.
CREATE OR REPLACE FUNCTION campaign_rating_keys_refresh(p integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r smallint;
BEGIN
  PERFORM pg_advisory_xact_lock(731201, p);
  -- each campaign's events for the record (a package's played events each, campaign_record_events), as the API rates
  SELECT campaign_rating(count(*), count(*) FILTER (WHERE e.event_out > 0), coalesce(sum(greatest(e.event_out, 0)), 0), coalesce(sum(e.event_in), 0))
    INTO r FROM campaigns c CROSS JOIN LATERAL campaign_record_events(c.id, c.final_position, c.buy_in, c.total_winnings) e
    WHERE c.player_id = p AND c.status = 'completed';
  DELETE FROM campaign_rating_keys k WHERE k.player_id = p
    AND NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.id = k.campaign_id AND c.player_id = p AND c.status IN ('active', 'funded'));
  INSERT INTO campaign_rating_keys AS k (campaign_id, player_id, rating, created_at)
    SELECT id, player_id, r, created_at FROM campaigns WHERE player_id = p AND status IN ('active', 'funded')
    ON CONFLICT (campaign_id) DO UPDATE SET player_id = excluded.player_id, rating = excluded.rating, created_at = excluded.created_at
    WHERE (k.player_id, k.rating, k.created_at) IS DISTINCT FROM (excluded.player_id, excluded.rating, excluded.created_at);
END;
$$;
