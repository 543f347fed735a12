-- Search by tournament (docs/decisions/114-search-by-player.md): each tournament name a campaign carries, for the search.
CREATE OR REPLACE FUNCTION campaign_tournament_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_tournament_names (tournament) VALUES (NEW.tournament) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
