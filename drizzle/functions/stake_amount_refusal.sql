-- src/core/stake.ts checkInvestmentAmount, as the reason it refuses (null: accepted). The app still words the
-- message with the TypeScript rule; tests/api/investing/stake-rule-sql.test.ts checks that the two always agree.
CREATE OR REPLACE FUNCTION stake_amount_refusal(amount numeric, min_stake numeric, buy_in numeric, remaining numeric)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN remaining <= 0 THEN 'full'
    WHEN remaining < min_stake THEN CASE WHEN amount = remaining THEN NULL ELSE 'remaining' END
    WHEN amount < min_stake OR amount > buy_in THEN 'range'
    WHEN amount > remaining THEN 'remaining'
  END
$$;
