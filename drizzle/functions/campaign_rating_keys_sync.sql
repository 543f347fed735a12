-- At commit (a deferred constraint trigger), the first firing refreshes every noted player, in id order, and clears
-- the list; the others find it empty. In id order, and only at commit, so two transactions that changed several
-- players' histories take the player locks in one order and cannot deadlock on them.
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
$$;
