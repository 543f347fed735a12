-- Holds cannot freeze the market (docs/decisions/071-bounded-payment-holds.md): place_payment_hold also refuses
-- an investor who already has p_max_open unexpired holds on other campaigns. The count is decided under a lock
-- on the investor (an advisory lock: a row lock on users would also block inserts that reference the user), taken
-- before the campaign's, so two racing calls of one investor on two campaigns cannot both see room for one more.
-- The result gains open_holds (the investor's holds on other campaigns): placed = false with open_holds >=
-- p_max_open means that limit refused it. A new parameter and result column change the signature: drop, create.
DROP FUNCTION place_payment_hold(text, text, integer, integer, numeric, numeric, numeric, interval);
--> statement-breakpoint

CREATE FUNCTION place_payment_hold(
  p_intent_id text, p_provider text, p_campaign_id integer, p_investor_id integer,
  p_amount numeric, p_fee numeric, p_total numeric, p_hold interval, p_max_open integer
)
RETURNS TABLE (
  placed boolean, expires_at timestamptz, released text[],
  campaign_status text, target_amount numeric, current_amount numeric, min_stake numeric, buy_in numeric, held numeric,
  open_holds integer
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  c campaigns%ROWTYPE;
  v_held numeric;
  v_open integer;
  v_released text[];
  v_expires timestamptz;
BEGIN
  -- 7101: this lock's class among advisory locks (two-int form: apart from the bigint-keyed migration lock)
  PERFORM pg_advisory_xact_lock(7101, p_investor_id);
  SELECT * INTO c FROM campaigns WHERE campaigns.id = p_campaign_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- the hold this call replaces (same campaign) is not one more
  SELECT count(*)::integer INTO v_open FROM payment_intents pi
    WHERE pi.investor_id = p_investor_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.campaign_id <> p_campaign_id;
  SELECT coalesce(sum(pi.amount), 0) INTO v_held FROM payment_intents pi
    WHERE pi.campaign_id = p_campaign_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.investor_id <> p_investor_id;
  IF v_open >= p_max_open
     OR c.status <> 'active'
     OR stake_amount_refusal(p_amount, c.min_stake, c.buy_in, greatest(0, c.target_amount - c.current_amount - v_held)) IS NOT NULL THEN
    RETURN QUERY SELECT false, NULL::timestamptz, '{}'::text[], c.status, c.target_amount, c.current_amount, c.min_stake, c.buy_in, v_held, v_open;
    RETURN;
  END IF;
  WITH r AS (
    UPDATE payment_intents pi SET status = 'canceled', updated_at = now()
    WHERE pi.campaign_id = p_campaign_id AND pi.investor_id = p_investor_id AND pi.status = 'pending'
    RETURNING pi.id
  )
  SELECT coalesce(array_agg(r.id), '{}') INTO v_released FROM r;
  INSERT INTO payment_intents (id, provider, campaign_id, investor_id, amount, platform_fee, total_amount, expires_at)
    VALUES (p_intent_id, p_provider, p_campaign_id, p_investor_id, p_amount, p_fee, p_total, now() + p_hold)
    RETURNING payment_intents.expires_at INTO v_expires;
  RETURN QUERY SELECT true, v_expires, v_released, c.status, c.target_amount, c.current_amount, c.min_stake, c.buy_in, v_held, v_open;
END
$$;
