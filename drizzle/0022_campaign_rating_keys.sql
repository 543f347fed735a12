-- The rating sort from an index (docs/decisions/184-a-million-campaigns.md): a key per listed campaign carrying its
-- player's rating, kept by triggers on campaigns at commit, so every path that completes, corrects, reopens, cancels
-- or creates a campaign (the payouts service, the clock settlement, SQL functions, seeds) keeps it without a call.
-- The functions live in drizzle/functions (applied on every start); created here too for the backfill.
CREATE TABLE "campaign_rating_keys" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_rating_keys" ADD CONSTRAINT "campaign_rating_keys_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_rating_keys_order_idx" ON "campaign_rating_keys" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"campaign_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_rating_keys_player_idx" ON "campaign_rating_keys" USING btree ("player_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_rating(closed bigint, cashed bigint, winnings numeric, buy_ins numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN closed <= 0 OR buy_ins <= 0 THEN NULL ELSE (
    SELECT greatest(0, least(100, CASE WHEN x - floor(x) >= 0.5 THEN ceil(x) ELSE floor(x) END))::smallint
    FROM (SELECT (50 * cashed)::float8 / closed::float8
                 + least(50::float8, (25 * round(winnings * 100))::float8 / round(buy_ins * 100)::float8) AS x) v
  ) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_rating_keys_refresh(p integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r smallint;
BEGIN
  PERFORM pg_advisory_xact_lock(731201, p);
  SELECT campaign_rating(count(*), count(*) FILTER (WHERE total_winnings > 0), coalesce(sum(greatest(total_winnings, 0)), 0), coalesce(sum(buy_in), 0))
    INTO r FROM campaigns WHERE player_id = p AND status = 'completed';
  DELETE FROM campaign_rating_keys k WHERE k.player_id = p
    AND NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.id = k.campaign_id AND c.player_id = p AND c.status IN ('active', 'funded'));
  INSERT INTO campaign_rating_keys AS k (campaign_id, player_id, rating, created_at)
    SELECT id, player_id, r, created_at FROM campaigns WHERE player_id = p AND status IN ('active', 'funded')
    ON CONFLICT (campaign_id) DO UPDATE SET player_id = excluded.player_id, rating = excluded.rating, created_at = excluded.created_at
    WHERE (k.player_id, k.rating, k.created_at) IS DISTINCT FROM (excluded.player_id, excluded.rating, excluded.created_at);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_rating_keys_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(nullif(current_setting('campaign_rating_keys.players', true), ''), ',');
BEGIN
  IF TG_OP <> 'INSERT' AND position(',' || OLD.player_id || ',' IN noted) = 0 THEN
    noted := noted || OLD.player_id || ',';
  END IF;
  IF TG_OP <> 'DELETE' AND position(',' || NEW.player_id || ',' IN noted) = 0 THEN
    noted := noted || NEW.player_id || ',';
  END IF;
  PERFORM set_config('campaign_rating_keys.players', noted, true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_rating_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('campaign_rating_keys.players', true), '');
  p integer;
BEGIN
  IF noted = '' OR noted = ',' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('campaign_rating_keys.players', '', true);
  FOR p IN SELECT DISTINCT x::integer FROM unnest(string_to_array(trim(BOTH ',' FROM noted), ',')) x ORDER BY 1 LOOP
    PERFORM campaign_rating_keys_refresh(p);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_rating_keys_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO campaign_rating_keys (campaign_id, player_id, rating, created_at)
  SELECT c.id, c.player_id, h.rating, c.created_at
  FROM campaigns c
  LEFT JOIN (
    SELECT player_id, campaign_rating(count(*), count(*) FILTER (WHERE total_winnings > 0), coalesce(sum(greatest(total_winnings, 0)), 0), coalesce(sum(buy_in), 0)) AS rating
    FROM campaigns WHERE status = 'completed' GROUP BY player_id
  ) h ON h.player_id = c.player_id
  WHERE c.status IN ('active', 'funded')
  ON CONFLICT (campaign_id) DO NOTHING;
$$;--> statement-breakpoint
-- updates that leave the history and the listed set alone (an investment, a funded campaign) fire nothing
CREATE TRIGGER campaigns_rating_noted AFTER INSERT OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_rating_keys_note();--> statement-breakpoint
CREATE TRIGGER campaigns_rating_noted_update AFTER UPDATE OF status, total_winnings, buy_in, player_id, created_at ON campaigns
  FOR EACH ROW WHEN (OLD.player_id IS DISTINCT FROM NEW.player_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.status IN ('active', 'funded')) IS DISTINCT FROM (NEW.status IN ('active', 'funded'))
    OR ((OLD.status = 'completed' OR NEW.status = 'completed')
        AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_winnings IS DISTINCT FROM NEW.total_winnings OR OLD.buy_in IS DISTINCT FROM NEW.buy_in)))
  EXECUTE FUNCTION campaign_rating_keys_note();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaigns_rating_synced AFTER INSERT OR DELETE ON campaigns DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION campaign_rating_keys_sync();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaigns_rating_synced_update AFTER UPDATE OF status, total_winnings, buy_in, player_id, created_at ON campaigns
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.player_id IS DISTINCT FROM NEW.player_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.status IN ('active', 'funded')) IS DISTINCT FROM (NEW.status IN ('active', 'funded'))
    OR ((OLD.status = 'completed' OR NEW.status = 'completed')
        AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_winnings IS DISTINCT FROM NEW.total_winnings OR OLD.buy_in IS DISTINCT FROM NEW.buy_in)))
  EXECUTE FUNCTION campaign_rating_keys_sync();--> statement-breakpoint
SELECT campaign_rating_keys_rebuild();
