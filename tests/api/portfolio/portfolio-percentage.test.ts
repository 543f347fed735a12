import { describe, expect, it } from "vitest";
import { stakePercentage } from "../../../src/core/stake";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { invest } from "../investing/investing-helpers";

// A stake's share is shown to one decimal everywhere from stakePercentage: the invest dialog, the activity line and
// the Portfolio. The Portfolio once re-rounded the stored four-decimal share as a float, so a share of exactly
// 1.04995% (stored 1.0500) showed as 1.1% there and 1.0% in the dialog.
const ctx = setupTestApp();

describe("the Portfolio's share of a stake", () => {
  it("is the dialog's: $1,049.95 on an $80,000 buy-in at 1.25 is 1.0%, not 1.1%", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { buyIn: "80000.00", markup: "1.25", targetAmount: "50000.00", minStake: "100.00" });
    await invest(ctx.app, investor, c.id, "1049.95");
    const dialog = stakePercentage(104_995, 8_000_000, 1, 125);
    expect(dialog).toBe("1.0");

    const res = await injectAs(ctx.app, investor, { method: "GET", url: "/api/investments/my" });
    expect(res.statusCode).toBe(200);
    const [stake] = res.json() as { percentage: number; playerUsername: string }[];
    expect(stake.percentage.toFixed(1)).toBe(dialog);
    // each stake links its player's public page
    expect(stake.playerUsername).toBe(player.user.username);
  });
});
