-- POST /api/create-payment-intent under the campaign's lock: if the amount still fits beside what the other
-- investors hold, replaces the investor's unfinished payment for the campaign with this one. Returns no row
-- when the campaign does not exist; placed = false (nothing changed) with the state that refused it: open_holds
-- >= p_max_open when the investor already has that many unexpired holds on other campaigns (the count decided
-- under an advisory lock on the investor, docs/decisions/071-bounded-payment-holds.md), event_started when the
-- campaign's verified event has begun (docs/decisions/080-settlement-from-the-clock.md), and otherwise the stake
-- rule or the per-backer cap (the investor's stakes, not refunded, plus this amount above it; the cap is a share of
-- every bullet the campaign funds, so its base is the price of those entries, funded_buy_in).
CREATE OR REPLACE FUNCTION place_payment_hold(
  p_intent_id text, p_provider text, p_campaign_id integer, p_investor_id integer,
  p_amount numeric, p_fee numeric, p_total numeric, p_hold interval, p_max_open integer
)
RETURNS TABLE (
  placed boolean, expires_at timestamptz, released text[],
  campaign_status text, target_amount numeric, current_amount numeric, min_stake numeric, buy_in numeric, held numeric,
  open_holds integer, event_started boolean
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  c campaigns%ROWTYPE;
  v_held numeric;
  v_open integer;
  v_started boolean;
  v_released text[];
  v_expires timestamptz;
  v_owned numeric;
BEGIN
  -- 7101: this lock's class among advisory locks (two-int form: apart from the bigint-keyed migration lock)
  PERFORM pg_advisory_xact_lock(7101, p_investor_id);
  SELECT * INTO c FROM campaigns WHERE campaigns.id = p_campaign_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- read after the campaign lock: a start that committed before it is seen here
  v_started := staking_closed(c);
  -- the hold this call replaces (same campaign) is not one more
  SELECT count(*)::integer INTO v_open FROM payment_intents pi
    WHERE pi.investor_id = p_investor_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.campaign_id <> p_campaign_id;
  SELECT coalesce(sum(pi.amount), 0) INTO v_held FROM payment_intents pi
    WHERE pi.campaign_id = p_campaign_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.investor_id <> p_investor_id;
  -- the per-backer cap counts what this investor already owns here; their own unfinished hold is replaced below
  SELECT coalesce(sum(i.amount), 0) INTO v_owned FROM investments i
    WHERE i.campaign_id = p_campaign_id AND i.investor_id = p_investor_id AND i.status <> 'refunded';
  IF v_started
     OR v_open >= p_max_open
     OR c.status <> 'active'
     OR stake_amount_refusal(p_amount, c.min_stake, c.buy_in, greatest(0, c.target_amount - c.current_amount - v_held)) IS NOT NULL
     OR (c.max_per_investor IS NOT NULL AND v_owned + p_amount > per_backer_cap(funded_buy_in(c.buy_in, c.bullets, c.rebuy_price), c.markup, c.max_per_investor)) THEN
    RETURN QUERY SELECT false, NULL::timestamptz, '{}'::text[], c.status, c.target_amount, c.current_amount, c.min_stake, c.buy_in, v_held, v_open, v_started;
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
  RETURN QUERY SELECT true, v_expires, v_released, c.status, c.target_amount, c.current_amount, c.min_stake, c.buy_in, v_held, v_open, false;
END
$$;
