-- Search by player, cheaper (docs/decisions/114-search-by-player.md, follow-up): ILIKE lower-cases every name on
-- every search (about 0.5 ms for 2,000 names, most of a search's cost); the names are lower-cased once, when
-- stored, and the search matches them with LIKE against the lower-cased pattern. With a UTF-8 database ILIKE is
-- exactly lower(a) LIKE lower(b), so the rows found are the same.
ALTER TABLE "campaign_player_names" ADD COLUMN IF NOT EXISTS "name_lower" text GENERATED ALWAYS AS (lower("player_name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "campaign_player_names_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_player_names_lower_trgm_idx" ON "campaign_player_names" USING gin ("name_lower" gin_trgm_ops);
--> statement-breakpoint
-- The tournament arm the same way: the distinct tournament names campaigns carry, lower-cased once, and each
-- name's listed campaigns newest first from an index. A search's plan then no longer depends on its term (a
-- small names table, then index ranges), so it can be a prepared statement planned once per connection.
CREATE TABLE IF NOT EXISTS "campaign_tournament_names" (
  "tournament" text PRIMARY KEY,
  "name_lower" text GENERATED ALWAYS AS (lower("tournament")) STORED
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_tournament_names_lower_trgm_idx" ON "campaign_tournament_names" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_tournament_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_tournament_names (tournament) VALUES (NEW.tournament) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS campaigns_tournament_name_added ON campaigns;--> statement-breakpoint
CREATE TRIGGER campaigns_tournament_name_added AFTER INSERT OR UPDATE OF tournament ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_tournament_names_add();--> statement-breakpoint
INSERT INTO campaign_tournament_names (tournament) SELECT DISTINCT tournament FROM campaigns ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_live_tournament_newest_idx" ON "campaigns" USING btree ("tournament", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE status in ('active', 'funded');
