-- Staking terms (issue 16, docs/decisions/104-staking-terms.md): the per-backer cap joins the stake rule in the
-- database, under the same campaign row lock, so racing checkouts of one investor can never take them past it.
-- The markup needs no change here: the target (in stake price) already bounds what is sold, and the share each
-- stake owns is computed once by the caller (src/server/investing/record.ts) at the campaign's markup.

-- A campaign's terms stay in range whatever writes them.
ALTER TABLE campaigns ADD CONSTRAINT campaigns_markup_range CHECK (markup >= 1.00 AND markup <= 1.50);
--> statement-breakpoint
ALTER TABLE campaigns ADD CONSTRAINT campaigns_max_per_investor_range CHECK (max_per_investor IS NULL OR (max_per_investor >= 1 AND max_per_investor <= 100));
--> statement-breakpoint

-- The most stake price one investor may own: floor(buyIn x markup x cap / 100) to the cent, as capCents in
-- src/core/stake.ts (buyIn in cents x markup x cap / 100 / 100 = buy_in x markup x cap, in cents).
CREATE FUNCTION per_backer_cap(buy_in numeric, markup numeric, cap integer) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$ SELECT floor(buy_in * markup * cap) / 100 $$;
--> statement-breakpoint

-- As drizzle/0012, with one more refusal: the investor's stakes (not refunded) plus this amount above the cap.
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
  v_started := EXISTS (SELECT 1 FROM special_tournaments st WHERE st.id = c.special_tournament_id AND st.status <> 'upcoming');
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
     OR (c.max_per_investor IS NOT NULL AND v_owned + p_amount > per_backer_cap(c.buy_in, c.markup, c.max_per_investor)) THEN
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

-- As drizzle/0012, with the cap checked again at recording: a payment whose hold was replaced (a second tab) but
-- which the provider charged anyway must not take its investor past the cap; it is refunded like one with no room.
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
  IF c.status <> 'active' OR h.amount > c.target_amount - c.current_amount - v_others
     OR (c.max_per_investor IS NOT NULL AND h.amount + (SELECT coalesce(sum(i.amount), 0) FROM investments i
           WHERE i.campaign_id = c.id AND i.investor_id = h.investor_id AND i.status <> 'refunded')
         > per_backer_cap(c.buy_in, c.markup, c.max_per_investor)) THEN
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
