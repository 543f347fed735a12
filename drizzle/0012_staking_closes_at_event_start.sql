-- A verified event stops selling when play begins (docs/decisions/080-settlement-from-the-clock.md, "Staking
-- closes at the start"): once a linked campaign's sponsored tournament is no longer upcoming, backers could buy
-- with the chip counts in front of them. Both functions decide it under the campaign row lock, which the clock's
-- first start also takes (after setting the event's status) to cancel the open holds: a hold placed just before
-- is canceled by the start, one placed after sees the new status.

-- The result gains event_started: placed = false with event_started means the event's start refused it.
-- A new result column changes the signature: drop, create.
DROP FUNCTION place_payment_hold(text, text, integer, integer, numeric, numeric, numeric, interval, integer);
--> statement-breakpoint

CREATE FUNCTION place_payment_hold(
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
BEGIN
  -- 7101: this lock's class among advisory locks (two-int form: apart from the bigint-keyed migration lock)
  PERFORM pg_advisory_xact_lock(7101, p_investor_id);
  SELECT * INTO c FROM campaigns WHERE campaigns.id = p_campaign_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- read after the campaign lock: a start that committed before it is seen here
  v_started := EXISTS (SELECT 1 FROM special_tournaments st WHERE st.id = c.special_tournament_id AND st.status <> 'upcoming');
  -- the hold this call replaces (same campaign) is not one more
  SELECT count(*)::integer INTO v_open FROM payment_intents pi
    WHERE pi.investor_id = p_investor_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.campaign_id <> p_campaign_id;
  SELECT coalesce(sum(pi.amount), 0) INTO v_held FROM payment_intents pi
    WHERE pi.campaign_id = p_campaign_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.investor_id <> p_investor_id;
  IF v_started
     OR v_open >= p_max_open
     OR c.status <> 'active'
     OR stake_amount_refusal(p_amount, c.min_stake, c.buy_in, greatest(0, c.target_amount - c.current_amount - v_held)) IS NOT NULL THEN
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
--> statement-breakpoint

-- As drizzle/0006, with one more refusal: a payment that succeeded at the provider after the event started (its
-- hold was canceled by the start, or the provider charged it anyway) is refused and its hold marked refunded,
-- outcome 'event_started', which the caller refunds exactly as 'no_room'.
CREATE OR REPLACE FUNCTION record_investment(p_intent_id text, p_percentage numeric, p_activity text)
RETURNS TABLE (
  outcome text, id integer, campaign_id integer, investor_id integer, amount numeric, platform_fee numeric,
  percentage numeric, status text, payment_intent_id text, created_at timestamptz
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  h payment_intents%ROWTYPE;
  c campaigns%ROWTYPE;
  v_others numeric;
BEGIN
  SELECT * INTO h FROM payment_intents pi WHERE pi.id = p_intent_id;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  -- every change to a campaign's funding takes this lock first; of racing calls for one payment, one gets past it first
  SELECT * INTO c FROM campaigns WHERE campaigns.id = h.campaign_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM investments i WHERE i.payment_intent_id = p_intent_id) THEN
    RETURN QUERY SELECT 'existing'::text, i.id, i.campaign_id, i.investor_id, i.amount, i.platform_fee, i.percentage, i.status, i.payment_intent_id, i.created_at
      FROM investments i WHERE i.payment_intent_id = p_intent_id;
    RETURN;
  END IF;
  SELECT * INTO h FROM payment_intents pi WHERE pi.id = p_intent_id;
  IF h.status = 'refunded' THEN
    RETURN QUERY SELECT 'refunded'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM special_tournaments st WHERE st.id = c.special_tournament_id AND st.status <> 'upcoming') THEN
    UPDATE payment_intents pi SET status = 'refunded', updated_at = now() WHERE pi.id = p_intent_id;
    RETURN QUERY SELECT 'event_started'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT coalesce(sum(pi.amount), 0) INTO v_others FROM payment_intents pi
    WHERE pi.campaign_id = c.id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.id <> p_intent_id;
  IF c.status <> 'active' OR h.amount > c.target_amount - c.current_amount - v_others THEN
    UPDATE payment_intents pi SET status = 'refunded', updated_at = now() WHERE pi.id = p_intent_id;
    RETURN QUERY SELECT 'no_room'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  UPDATE campaigns SET
    current_amount = campaigns.current_amount + h.amount,
    status = CASE WHEN campaigns.current_amount + h.amount >= campaigns.target_amount THEN 'funded' ELSE campaigns.status END,
    updated_at = now()
  WHERE campaigns.id = c.id;
  UPDATE payment_intents pi SET status = 'succeeded', updated_at = now() WHERE pi.id = p_intent_id;
  INSERT INTO activities (user_id, type, description) VALUES (c.player_id, 'investment_received', p_activity);
  RETURN QUERY
    INSERT INTO investments AS i (campaign_id, investor_id, amount, platform_fee, percentage, payment_intent_id)
    VALUES (c.id, h.investor_id, h.amount, h.platform_fee, p_percentage, p_intent_id)
    RETURNING 'recorded'::text, i.id, i.campaign_id, i.investor_id, i.amount, i.platform_fee, i.percentage, i.status, i.payment_intent_id, i.created_at;
END
$$;
