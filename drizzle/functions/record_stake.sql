-- The usual stake in one statement (docs/decisions/188-invest-in-one-statement.md): record_investment, then, when it
-- recorded a stake that did not fund its campaign, that stake's activity lines, notifications (with the NOTIFY that
-- moves their users' bells) and mails, all given by the caller already worded (recordEvent's wording), in the same
-- statement, so they commit together without an explicit transaction.
-- A payment that would change more than that (no_room and event_started mark the hold refunded and owe a refund; a
-- stake that funds the campaign has its backers told) is answered 'general' with nothing changed, decided under the
-- campaign's lock by record_investment itself (p_usual_only): the caller then records it in a transaction, the
-- general way. It cannot raise for that: the caller may already be inside a transaction (the demo seed), which an
-- error would abort. existing, refunded and not_found changed nothing and are answered as record_investment answers.
-- p_mails: [{ dedupe_key, to_address, subject, text_body, html_body }]; a key sent before adds nothing.
CREATE OR REPLACE FUNCTION record_stake(p_intent_id text, p_percentage numeric, p_lines jsonb, p_notes jsonb, p_mails jsonb, p_channel text)
RETURNS TABLE (
  outcome text, id integer, campaign_id integer, investor_id integer, amount numeric, platform_fee numeric,
  percentage numeric, status text, payment_intent_id text, created_at timestamptz
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  -- record_investment decides, under the campaign's lock, by its own tests in its own order: 'general' changed nothing
  SELECT * INTO r FROM record_investment(p_intent_id, p_percentage, NULL, true);
  -- not reached while record_investment answers 'general' for them: never leave a refund untold
  IF r.outcome IN ('no_room', 'event_started') THEN
    RAISE EXCEPTION 'record_stake: % was not foreseen', r.outcome;
  END IF;
  IF r.outcome = 'recorded' THEN
    INSERT INTO activities (user_id, type, description)
      SELECT x.user_id, x.type, x.description
      FROM ROWS FROM (jsonb_to_recordset(p_lines) AS (user_id integer, type text, description text)) WITH ORDINALITY AS x(user_id, type, description, n)
      ORDER BY x.n;
    INSERT INTO notifications (user_id, type, title, body, link)
      SELECT x.user_id, x.type, x.title, x.body, x.link
      FROM ROWS FROM (jsonb_to_recordset(p_notes) AS (user_id integer, type text, title text, body text, link text)) WITH ORDINALITY AS x(user_id, type, title, body, link, n)
      ORDER BY x.n;
    PERFORM pg_notify(p_channel, u.user_id::text)
      FROM (SELECT DISTINCT x.user_id FROM jsonb_to_recordset(p_notes) AS x(user_id integer)) u;
    INSERT INTO mail_outbox (dedupe_key, to_address, subject, text_body, html_body)
      SELECT x.dedupe_key, x.to_address, x.subject, x.text_body, x.html_body
      FROM jsonb_to_recordset(p_mails) AS x(dedupe_key text, to_address text, subject text, text_body text, html_body text)
      ON CONFLICT (dedupe_key) DO NOTHING;
  END IF;
  RETURN QUERY SELECT r.outcome, r.id, r.campaign_id, r.investor_id, r.amount, r.platform_fee, r.percentage, r.status, r.payment_intent_id, r.created_at;
END
$$;
