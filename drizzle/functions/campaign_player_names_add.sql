-- Search by player (docs/decisions/114-search-by-player.md): each player name a campaign carries, for the name search.
CREATE OR REPLACE FUNCTION campaign_player_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_player_names (player_id, player_name) VALUES (NEW.player_id, NEW.player_name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
