-- Whether a campaign's verified event no longer sells stakes (docs/decisions/080-settlement-from-the-clock.md,
-- "Staking closes at the start"): its event is no longer upcoming. A Day-2 campaign (campaigns.day = 2,
-- docs/decisions/170-day-two-resale.md) is sold after the start, between days: it stays open while its event is
-- active and the clock holds the bags of the day that ended (the clock's next start clears them, and closes it).
-- The one check of place_payment_hold, record_investment and the early answers of src/server/investing/holds.ts,
-- each read under the campaign's row lock.
-- PL/pgSQL, not SQL: a SQL function whose body holds a subquery is never inlined, and PostgreSQL then parses and
-- plans its body again in every statement (and every transaction, from PL/pgSQL) that calls it; PL/pgSQL keeps the
-- plan for the session. Measured: a statement calling staking_closed and payment_fits, 5,400 -> 14,800 a second
-- (docs/decisions/190-invest-floor-and-function-plans.md).
CREATE OR REPLACE FUNCTION staking_closed(c campaigns) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM special_tournaments st WHERE st.id = c.special_tournament_id AND st.status <> 'upcoming')
    AND NOT (c.day = 2 AND EXISTS (
      SELECT 1 FROM special_tournaments st JOIN live_tournaments lt ON lt.special_tournament_id = st.id
      WHERE st.id = c.special_tournament_id AND st.status = 'active' AND jsonb_typeof(lt.state -> 'bags') = 'object'));
END;
$$;
