-- Every listed campaign's rating key in one pass, for a table filled with the triggers off (the migration that
-- added the keys, bench/browse.ts); keys already present are left alone.
CREATE OR REPLACE FUNCTION campaign_rating_keys_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO campaign_rating_keys (campaign_id, player_id, rating, created_at)
  SELECT c.id, c.player_id, h.rating, c.created_at
  FROM campaigns c
  LEFT JOIN (
    SELECT d.player_id, campaign_rating(count(*), count(*) FILTER (WHERE e.event_out > 0), coalesce(sum(greatest(e.event_out, 0)), 0), coalesce(sum(e.event_in), 0)) AS rating
    FROM campaigns d CROSS JOIN LATERAL campaign_record_events(d.id, d.final_position, d.buy_in, d.total_winnings) e
    WHERE d.status = 'completed' GROUP BY d.player_id
  ) h ON h.player_id = c.player_id
  WHERE c.status IN ('active', 'funded')
  ON CONFLICT (campaign_id) DO NOTHING;
$$;
