-- Search by player, cheaper (docs/decisions/114-search-by-player.md, follow-up): ILIKE lower-cases every name on
-- every search (about 0.5 ms for 2,000 names, most of a search's cost); the names are lower-cased once, when
-- stored, and the search matches them with LIKE against the lower-cased pattern. With a UTF-8 database ILIKE is
-- exactly lower(a) LIKE lower(b), so the rows found are the same.
ALTER TABLE "campaign_player_names" ADD COLUMN IF NOT EXISTS "name_lower" text GENERATED ALWAYS AS (lower("player_name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "campaign_player_names_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaign_player_names_lower_trgm_idx" ON "campaign_player_names" USING gin ("name_lower" gin_trgm_ops);
