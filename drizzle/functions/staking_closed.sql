-- Whether a campaign's verified event no longer sells stakes (docs/decisions/080-settlement-from-the-clock.md,
-- "Staking closes at the start"): its event is no longer upcoming. A later-day campaign (campaigns.day = N >= 2, the
-- day it sells action for, docs/decisions/170-day-two-resale.md) is sold after the start, between days, once: it is
-- open while its event is active and the clock holds the bags of day N - 1, that is while the clock's dayIndex is
-- N - 1 and its bags are set. The start of day N clears them and closes it for good: when day N ends the clock holds
-- bags again, but its dayIndex has moved on (issue 36 item 5), and day N + 1 needs a new campaign from the new bag.
-- A multi-flight event's Day-2 campaign (decision 242, addendum "Day-2 resale and swaps") is priced from the player's
-- advancing bag: it is open while the event is upcoming (its Day 2 not started: the start makes it active) and every
-- flight not cancelled has bagged (its clock holds bags from dayIndex 1 on), as Day 2's field is built from them.
-- The one check of place_payment_hold, record_investment and the early answers of src/server/investing/holds.ts,
-- each read under the campaign's row lock.
-- PL/pgSQL, not SQL: a SQL function whose body holds a subquery is never inlined, and PostgreSQL then parses and
-- plans its body again in every statement (and every transaction, from PL/pgSQL) that calls it; PL/pgSQL keeps the
-- plan for the session. Measured: a statement calling staking_closed and payment_fits, 5,400 -> 14,800 a second
-- (docs/decisions/190-invest-floor-and-function-plans.md).
CREATE OR REPLACE FUNCTION staking_closed(c campaigns) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM special_tournaments st WHERE st.id = c.special_tournament_id AND (st.status <> 'upcoming'
      -- a multi-flight event (decision 242): its play begins with its first flight, whose bags backers could see
      OR (st.flight_rule IS NOT NULL AND EXISTS (SELECT 1 FROM special_tournaments f
        WHERE f.flight_of = st.id AND f.status NOT IN ('upcoming', 'cancelled')))))
    AND NOT (c.day >= 2 AND EXISTS (
      SELECT 1 FROM special_tournaments st JOIN live_tournaments lt ON lt.special_tournament_id = st.id
      WHERE st.id = c.special_tournament_id AND st.status = 'active' AND jsonb_typeof(lt.state -> 'bags') = 'object'
        AND lt.state -> 'dayIndex' = to_jsonb(c.day - 1)))
    AND NOT (c.day = 2 AND EXISTS (
      SELECT 1 FROM special_tournaments st WHERE st.id = c.special_tournament_id AND st.flight_rule IS NOT NULL AND st.status = 'upcoming'
        AND EXISTS (SELECT 1 FROM special_tournaments f WHERE f.flight_of = st.id AND f.status <> 'cancelled')
        AND NOT EXISTS (SELECT 1 FROM special_tournaments f LEFT JOIN live_tournaments lt ON lt.special_tournament_id = f.id
          WHERE f.flight_of = st.id AND f.status <> 'cancelled'
            AND NOT coalesce(jsonb_typeof(lt.state -> 'bags') = 'object' AND (lt.state ->> 'dayIndex')::int >= 1, false))));
END;
$$;
