-- Records the investment for a succeeded payment, exactly once, under the campaign's lock: inserts it, raises
-- currentAmount, marks the campaign funded at its target and settles the hold. outcome:
-- recorded | existing (already recorded: that investment) | refunded (refused before) | event_started (the
-- event began: its hold is marked refunded) | no_room (the payment no longer fits or would take its investor
-- past the cap: its hold is marked refunded and the caller refunds it) | not_found.
-- The room and the cap are checked again here (payment_fits): a payment whose hold lapsed, or was replaced (a
-- second tab) but which the provider charged anyway, must not oversell the campaign or take its investor past the cap.
-- Its activity lines and notifications are the caller's (recordEvent), in the same transaction. Until issue 26 the
-- player's line was written here from a third parameter; the parameter stays, optional, so that an instance still
-- on the older code during a rolling deploy keeps investing (and writing that line) instead of failing on a
-- missing signature. Current code never passes it.
-- p_usual_only (record_stake, docs/decisions/188-invest-in-one-statement.md): a payment that would be refused
-- (event_started, no_room) or would fund the campaign is answered 'general' with nothing changed, so that its caller
-- records it in a transaction with what it needs told (the refund owed, the backers' funding notices). A call with
-- two or three arguments (an older instance) gets the behaviour it always had. The three-argument signature is dropped
-- first: CREATE OR REPLACE cannot add a parameter, and two overloads would make those calls ambiguous.
DROP FUNCTION IF EXISTS record_investment(text, numeric, text);
CREATE OR REPLACE FUNCTION record_investment(p_intent_id text, p_percentage numeric, p_activity text DEFAULT NULL, p_usual_only boolean DEFAULT false)
RETURNS TABLE (
  outcome text, id integer, campaign_id integer, investor_id integer, amount numeric, platform_fee numeric,
  percentage numeric, status text, payment_intent_id text, created_at timestamptz
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  h payment_intents%ROWTYPE;
  c campaigns%ROWTYPE;
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
  IF staking_closed(c) THEN
    IF p_usual_only THEN
      RETURN QUERY SELECT 'general'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
      RETURN;
    END IF;
    UPDATE payment_intents pi SET status = 'refunded', updated_at = now() WHERE pi.id = p_intent_id;
    RETURN QUERY SELECT 'event_started'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  IF NOT payment_fits(c, h) OR (p_usual_only AND c.current_amount + h.amount >= c.target_amount) THEN
    IF p_usual_only THEN
      RETURN QUERY SELECT 'general'::text, NULL::integer, NULL::integer, NULL::integer, NULL::numeric, NULL::numeric, NULL::numeric, NULL::text, NULL::text, NULL::timestamptz;
      RETURN;
    END IF;
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
  IF p_activity IS NOT NULL THEN
    INSERT INTO activities (user_id, type, description) VALUES (c.player_id, 'investment_received', p_activity);
  END IF;
  RETURN QUERY
    INSERT INTO investments AS i (campaign_id, investor_id, amount, platform_fee, percentage, payment_intent_id)
    VALUES (c.id, h.investor_id, h.amount, h.platform_fee, p_percentage, p_intent_id)
    RETURNING 'recorded'::text, i.id, i.campaign_id, i.investor_id, i.amount, i.platform_fee, i.percentage, i.status, i.payment_intent_id, i.created_at;
END
$$;
