-- Whether a payment still fits its campaign: the campaign is open, its amount fits beside the other unexpired
-- holds, and with what its investor already owns here (stakes not refunded) it stays within the per-backer cap
-- (a share of the winnings of every bullet the campaign funds: the cap's base is the price of those entries,
-- funded_buy_in).
-- The one room-and-cap check of record_investment and of the card step's hold extension
-- (src/server/investing/holds.ts), both under the campaign's row lock: c is the locked campaign, h the payment.
-- PL/pgSQL, not SQL: a SQL function whose body holds a subquery is never inlined, and PostgreSQL then parses and
-- plans its body again in every statement (and every transaction, from PL/pgSQL) that calls it; PL/pgSQL keeps the
-- plan for the session. Measured: a statement calling staking_closed and payment_fits, 5,400 -> 14,800 a second
-- (docs/decisions/190-invest-floor-and-function-plans.md).
CREATE OR REPLACE FUNCTION payment_fits(c campaigns, h payment_intents) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN c.status = 'active'
    AND h.amount <= c.target_amount - c.current_amount - (SELECT coalesce(sum(pi.amount), 0) FROM payment_intents pi
          WHERE pi.campaign_id = c.id AND pi.status = 'pending' AND pi.expires_at > now() AND pi.id <> h.id)
    AND (c.max_per_investor IS NULL OR h.amount + (SELECT coalesce(sum(i.amount), 0) FROM investments i
          WHERE i.campaign_id = c.id AND i.investor_id = h.investor_id AND i.status <> 'refunded')
        <= per_backer_cap(funded_buy_in(c.buy_in, c.bullets, c.rebuy_price), c.markup, c.max_per_investor));
END;
$$;
