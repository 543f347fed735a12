-- The rating sort's key (docs/decisions/184-a-million-campaigns.md): playerRating (src/core/rating.ts) of a summed
-- history, computed as JavaScript computes it, in IEEE doubles from whole cents, with Math.round's halves rounded up,
-- so the key and the rating the API shows are the same number (tests/api/campaigns/rating-keys.test.ts).
CREATE OR REPLACE FUNCTION campaign_rating(closed bigint, cashed bigint, winnings numeric, buy_ins numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN closed <= 0 OR buy_ins <= 0 THEN NULL ELSE (
    SELECT greatest(0, least(100, CASE WHEN x - floor(x) >= 0.5 THEN ceil(x) ELSE floor(x) END))::smallint
    FROM (SELECT (50 * cashed)::float8 / closed::float8
                 + least(50::float8, (25 * round(winnings * 100))::float8 / round(buy_ins * 100)::float8) AS x) v
  ) END
$$;
