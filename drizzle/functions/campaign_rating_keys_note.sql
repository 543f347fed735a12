-- Notes the players whose rating keys a campaign change may move (",12,40," in a transaction-local setting), for
-- campaign_rating_keys_sync to refresh at commit.
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
$$;
