import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, mailOutbox, notifications } from "../../../src/server/db/schema/index";
import { recordEvent } from "../../../src/server/notifications/record-event";
import { createInvestor, createPlayer, setupTestApp, uniqueName } from "../helpers";

// recordEvent: one event, its activity lines, notifications and mails, all written in the caller's transaction.
const ctx = setupTestApp();

async function written(userIds: number[]) {
  const lines = await Promise.all(userIds.map((id) => ctx.db.select().from(activities).where(eq(activities.userId, id))));
  const told = await Promise.all(userIds.map((id) => ctx.db.select().from(notifications).where(eq(notifications.userId, id))));
  return { lines, told };
}

async function payoutPaid() {
  const player = await createPlayer(ctx.db, { firstName: "Ada", lastName: "Lovelace" });
  const email = `${uniqueName("paid")}@example.com`.toLowerCase();
  const investor = await createInvestor(ctx.db, { firstName: "Bo", lastName: "Backer", email, emailVerifiedAt: new Date() });
  const tournament = uniqueName("Main Event");
  const event = {
    kind: "payout_paid",
    investorId: investor.user.id,
    playerId: player.user.id,
    investmentId: 900_000 + investor.user.id,
    playerName: "Ada Lovelace",
    investorName: "Bo Backer",
    tournament,
    amount: "1234.50",
    payoutId: 900_000 + investor.user.id,
    method: null,
    reference: null,
  } as const;
  return { player, investor, email, tournament, event };
}

describe("recordEvent", () => {
  it("writes one event's activity lines, its notification and its queued mail, worded by the table", async () => {
    const { player, investor, email, tournament, event } = await payoutPaid();
    await ctx.db.transaction((tx) => recordEvent(tx, event));

    const { lines, told } = await written([investor.user.id, player.user.id]);
    expect(lines[0].map((l) => [l.type, l.description])).toEqual([["payout_sent", `Ada Lovelace sent your $1,234.50 payout for ${tournament}`]]);
    expect(lines[1].map((l) => [l.type, l.description])).toEqual([["payout_sent", `You paid $1,234.50 to Bo Backer for ${tournament}`]]);
    expect(told[0].map((n) => ({ type: n.type, title: n.title, body: n.body, link: n.link }))).toEqual([
      {
        type: "payout_paid",
        title: "Payout marked as paid",
        body: `The player marked your payout of $1,234.50 for ${tournament} as paid. Did it arrive? Confirm it, or tell us you were not paid, from your portfolio.`,
        link: "/portfolio",
      },
    ]);
    expect(told[1]).toEqual([]);

    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail).toMatchObject({ dedupeKey: `notification:payout_paid:paid:${event.investmentId}:${investor.user.id}`, subject: "Payout marked as paid" });
    expect(mail.textBody).toContain(`Hello ${investor.user.username},`);
    expect(mail.textBody).toContain(`The player marked your payout of $1,234.50 for ${tournament} as paid.`);
    expect(mail.textBody).toMatch(/Open in StakeLine: \S+\/portfolio/);
    // the investor answers from the mail: signed Confirm / "I was not paid" links (decision 200)
    expect(mail.textBody).toMatch(/Confirm I was paid: \S+\/api\/mail\/payout\?token=\d+\.\d+\.confirm\./);
    expect(mail.textBody).toMatch(/I was not paid: \S+\/api\/mail\/payout\?token=\d+\.\d+\.dispute\./);

    // the same event told again queues no second mail (its key), though the bell shows it again
    await ctx.db.transaction((tx) => recordEvent(tx, event));
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(1);
  });

  it("writes nothing when the transaction that did the thing rolls back, and nothing when one of its writes fails", async () => {
    const { player, investor, email, event } = await payoutPaid();
    const rolledBack = new Error("the money did not move");
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordEvent(tx, event);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const none = { lines: [[], []], told: [[], []] };
    expect(await written([investor.user.id, player.user.id])).toEqual(none);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);

    // the mail's insert fails (a stand-in for a crash there): the lines and the notification already written go too
    const name = uniqueName("fail_mail")
      .replace(/[^a-z0-9_]/gi, "_")
      .toLowerCase();
    await ctx.db.execute(
      sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.to_address = '${email}' THEN RAISE EXCEPTION 'mail write failed'; END IF; RETURN NEW; END $$`),
    );
    await ctx.db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION ${name}()`));
    try {
      await expect(ctx.db.transaction((tx) => recordEvent(tx, event))).rejects.toThrow();
    } finally {
      await ctx.db.execute(sql.raw(`DROP TRIGGER ${name} ON mail_outbox`));
      await ctx.db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    }
    expect(await written([investor.user.id, player.user.id])).toEqual(none);
  });
});
