-- The trust trail (issue 39, decision 202) is append-only: what an operator or a party did is never rewritten or
-- removed. Fired BEFORE UPDATE OR DELETE on trust_trail by the trigger drizzle/0024_trust_loop.sql creates.
CREATE OR REPLACE FUNCTION trust_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trust_trail is append-only: % refused', TG_OP;
END
$$;
