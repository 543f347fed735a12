import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../../src/server/db/schema/index";
import { createPlayer, createSponsor, setupTestApp, testConfig, uniqueName } from "../helpers";
import { createTournament, registerFor } from "../notifications/notifications-helpers";

const ctx = setupTestApp();

describe("mails (decision 143, polish)", () => {
  it("say StakeLine and write the event's date and time as people do", async () => {
    const sponsor = await createSponsor(ctx.db);
    const email = `${uniqueName("mail")}@example.com`;
    const player = await createPlayer(ctx.db, { email, emailVerifiedAt: new Date() });
    const t = await createTournament(ctx.app, sponsor);
    await registerFor(ctx.app, player, t.id);

    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const day = new Date(`${t.date}T00:00:00Z`);
    const weekday = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][day.getUTCDay()];
    const month = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][day.getUTCMonth()];
    expect(mail!.textBody).toContain(`You are registered for ${t.name} on ${weekday}, ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}, 6:30 PM.`);
    expect(mail!.textBody).toContain("Open in StakeLine: ");
    expect(mail!.textBody).toContain("-- \nStakeLine\n");
    expect(mail!.htmlBody).toContain("StakeLine</p>");
    expect(`${mail!.textBody}${mail!.htmlBody}`).not.toContain("Stakeline");
    expect(testConfig().MAIL_FROM).toBe("StakeLine <no-reply@localhost>");
  });
});
