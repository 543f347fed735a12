import { describe, expect, it } from "vitest";
import type { NotificationLine } from "../../../src/server/notifications/event-facts";
import { writeMessages } from "../../../src/server/notifications/record-event";
import { unreadCounts } from "../../../src/server/notifications/unread-hub";
import { createUser, setupTestApp, type TestUser } from "../helpers";
import { bellStreams, nextUnreadCount, notificationsOf } from "./notifications-helpers";

/**
 * The bells' counts are read for all the users of a burst of notices at once (decision 186): one notification to
 * many users, several to one, and changes racing each other still leave every tab on its user's own count.
 */
// every tab connects from 127.0.0.1
const ctx = setupTestApp({ LIVE_STREAMS_PER_ADDRESS: 100 });
const bells = bellStreams(ctx);

async function bell(who: TestUser) {
  const { res, next } = await bells.open(who);
  expect(res.status).toBe(200);
  /** the next count this tab is sent */
  return () => nextUnreadCount(next);
}

/**
 * Reads a tab's counts until `to`; none may pass `most`. A tab can be sent one count twice: a user's other tab opening
 * reads the count for all of that user's tabs, and a notice that arrives during a read has it read again.
 */
async function settle(next: () => Promise<number>, to: number, most = to): Promise<number> {
  for (let n = await next(); ; n = await next()) {
    expect(n).toBeLessThanOrEqual(most);
    if (n === to) return n;
  }
}

const line = (who: TestUser, title = "Cancelled"): NotificationLine => ({
  userId: who.user.id,
  type: "tournament_cancelled",
  title,
  body: `${title} body`,
  link: null,
});

describe("the bells of many users", () => {
  it("one transaction that notifies 40 users moves each of their tabs to its own count, and no one else's", async () => {
    const crowd = await Promise.all(Array.from({ length: 40 }, () => createUser(ctx.db)));
    const [already, twice, bystander] = [crowd[0]!, crowd[1]!, await createUser(ctx.db)];
    await writeMessages(ctx.db, { notifications: [line(already, "Earlier")] });
    const tabs = await Promise.all([...crowd, twice].map(bell));
    const bystanderTab = await bell(bystander);
    // the first count of each tab, read with the others of its burst
    const before = [1, ...Array<number>(crowd.length).fill(0)];
    await Promise.all(tabs.map((next, i) => settle(next, before[i]!)));
    expect(await bystanderTab()).toBe(0);

    await ctx.db.transaction((tx) => writeMessages(tx, { notifications: [...crowd.map((u) => line(u)), line(twice, "Again")] }));
    // `already` had one; `twice` got two, on both of its tabs; every other user one
    const after = [2, 2, ...Array<number>(crowd.length - 2).fill(1), 2];
    await Promise.all(tabs.map((next, i) => settle(next, after[i]!)));
    for (const [i, who] of crowd.slice(0, 3).entries()) expect((await notificationsOf(ctx.app, who)).unreadCount).toBe(after[i]);

    // the bystander's next count is its own first notification: it heard nothing of the crowd's
    await writeMessages(ctx.db, { notifications: [line(bystander)] });
    expect(await bystanderTab()).toBe(1);
  });

  it("notices that race one another end every tab on the count the database holds", async () => {
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const [tabA, tabB] = await Promise.all([bell(a), bell(b)]);
    expect([await tabA(), await tabB()]).toEqual([0, 0]);
    // ten transactions at once, interleaved between two users: later notices arrive while a read is in flight
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => ctx.db.transaction((tx) => writeMessages(tx, { notifications: [line(i % 2 ? b : a, `Race ${i}`)] }))),
    );
    expect(await settle(tabA, 5)).toBe(5);
    expect(await settle(tabB, 5)).toBe(5);
    const read = await ctx.app.inject({ method: "POST", url: "/api/notifications/read", headers: { cookie: a.cookie }, payload: { all: true } });
    expect(read.json()).toEqual({ unreadCount: 0 });
    // its 5 may come once more, read before the mark
    expect(await settle(tabA, 0, 5)).toBe(0);
  });

  it("unreadCounts reads many users in one statement, 0 for a user with none", async () => {
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    await writeMessages(ctx.db, { notifications: [line(a), line(a, "Second")] });
    const counts = await unreadCounts(ctx.db, [a.user.id, b.user.id]);
    expect([...counts]).toEqual([
      [a.user.id, 2],
      [b.user.id, 0],
    ]);
    expect(await unreadCounts(ctx.db, [])).toEqual(new Map());
  });
});
