-- The price of the entries a campaign funds, the base of every stake's share and of the per-backer cap: the buy-in,
-- plus the rebuy (or re-entry) price for each bullet after the first; a null rebuy price prices every bullet at the
-- buy-in (campaigns sold before issue 36). As fundedBuyInCents in src/core/bullets.ts.
CREATE OR REPLACE FUNCTION funded_buy_in(buy_in numeric, bullets integer, rebuy_price numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$ SELECT buy_in + (greatest(coalesce(bullets, 1), 1) - 1) * coalesce(rebuy_price, buy_in) $$;
