-- Search by player (docs/decisions/114-search-by-player.md): the distinct player names campaigns carry, small
-- enough to trigram-match cheaply, and an index giving each player's listed campaigns newest first, so a name
-- search reads about a page per matching player instead of every matching campaign.
-- Names are only ever added (a campaign keeps the name it was created with); a stale pair costs one index probe.
CREATE TABLE IF NOT EXISTS "campaign_player_names" (
  "player_id" integer NOT NULL REFERENCES "users"("id"),
  "player_name" text NOT NULL,
  PRIMARY KEY ("player_id", "player_name")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_player_names_trgm_idx" ON "campaign_player_names" USING gin ("player_name" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_player_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_player_names (player_id, player_name) VALUES (NEW.player_id, NEW.player_name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS campaigns_player_name_added ON campaigns;--> statement-breakpoint
CREATE TRIGGER campaigns_player_name_added AFTER INSERT OR UPDATE OF player_id, player_name ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_player_names_add();--> statement-breakpoint
INSERT INTO campaign_player_names (player_id, player_name) SELECT DISTINCT player_id, player_name FROM campaigns ON CONFLICT DO NOTHING;--> statement-breakpoint
-- the name arm reads (created_at, id, player_name) from the index alone for a plain newest-first search
CREATE INDEX IF NOT EXISTS "campaigns_live_player_newest_idx" ON "campaigns" USING btree ("player_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("player_name") WHERE status in ('active', 'funded');
