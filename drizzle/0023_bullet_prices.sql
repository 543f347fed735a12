-- A bullet costs what the entry costs (issue 36 item 4): a campaign keeps the rebuy or re-entry price its further
-- bullets were sold at, from its event when it was linked. Null for every campaign before: those stakes were sold
-- on bullets x buy-in, which null still means (funded_buy_in in drizzle/functions).
ALTER TABLE "campaigns" ADD COLUMN "rebuy_price" numeric(12, 2);
