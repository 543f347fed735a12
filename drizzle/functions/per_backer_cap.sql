-- The most stake price one investor may own: floor(buyIn x markup x cap / 100) to the cent, as capCents in
-- src/core/stake.ts (buyIn in cents x markup x cap / 100 / 100 = buy_in x markup x cap, in cents).
CREATE OR REPLACE FUNCTION per_backer_cap(buy_in numeric, markup numeric, cap integer) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$ SELECT floor(buy_in * markup * cap) / 100 $$;
