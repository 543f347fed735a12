-- The locked part of investing, run inside the database so the campaign row is locked for the time of a few
-- statements, not for several round trips to the app (docs/decisions/021-investing-in-the-database.md).

-- src/core/stake.ts checkInvestmentAmount, as the reason it refuses (null: accepted). The app still words the
-- message with the TypeScript rule; tests/api/stake-rule-sql.test.ts checks that the two always agree.
CREATE FUNCTION stake_amount_refusal(amount numeric, min_stake numeric, buy_in numeric, remaining numeric)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN remaining <= 0 THEN 'full'
    WHEN remaining < min_stake THEN CASE WHEN amount = remaining THEN NULL ELSE 'remaining' END
    WHEN amount < min_stake OR amount > buy_in THEN 'range'
    WHEN amount > remaining THEN 'remaining'
  END
$$;
--> statement-breakpoint

-- POST /api/create-payment-intent under the campaign's lock: if the amount still fits beside what the other
-- investors hold, replaces the investor's unfinished payment for the campaign with this one. Returns no row
-- when the campaign does not exist; placed = false (nothing changed) with the state that refused it.
CREATE FUNCTION place_payment_hold(
  p_intent_id text, p_provider text, p_campaign_id integer, p_investor_id integer,
  p_amount numeric, p_fee numeric, p_total numeric, p_hold interval
)
RETURNS TABLE (
  placed boolean, expires_at timestamptz, released text[],
  campaign_status text, target_amount numeric, current_amount numeric, min_stake numeric, buy_in numeric, held numeric
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  c campaigns%ROWTYPE;
  v_held numeric;
  v_released text[];
  v_expires timestamptz;
BEGIN
  SELECT * INTO c FROM campaigns WHERE campaigns.id = p_campaign_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT coalesce(sum(pi.amount), 0) INTO v_held FROM payment_intents pi
    WHERE pi.campaign_id = p_campaign_id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.investor_id <> p_investor_id;
  IF c.status <> 'active'
     OR stake_amount_refusal(p_amount, c.min_stake, c.buy_in, greatest(0, c.target_amount - c.current_amount - v_held)) IS NOT NULL THEN
    RETURN QUERY SELECT false, NULL::timestamptz, '{}'::text[], c.status, c.target_amount, c.current_amount, c.min_stake, c.buy_in, v_held;
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
  RETURN QUERY SELECT true, v_expires, v_released, c.status, c.target_amount, c.current_amount, c.min_stake, c.buy_in, v_held;
END
$$;
--> statement-breakpoint

-- Records the investment for a succeeded payment, exactly once, under the campaign's lock: inserts it, raises
-- currentAmount, marks the campaign funded at its target, settles the hold and tells the player. outcome:
-- recorded | existing (already recorded: that investment) | refunded (refused before) | no_room (the payment
-- no longer fits: its hold is marked refunded and the caller refunds it) | not_found.
CREATE FUNCTION record_investment(p_intent_id text, p_percentage numeric, p_activity text)
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
