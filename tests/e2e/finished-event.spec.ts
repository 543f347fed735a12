import { expect, test } from "./fixtures";
import { eliminate } from "./console-dialogs";

const PLAYERS = ["Alex Chen", "Maria Santos", "James Wilson", "Sarah Johnson", "Mike Rodriguez", "Emma Thompson", "David Kim", "Lisa Anderson"];

// the demo's routes open this browser's own demo clock, on the console and on the spectator view alike
test("a finished event shows its winner and the prizes, not a running level, on the console and a spectator view", async ({ page, context }) => {
  // seven eliminations through the dialog, each reaching the view
  test.setTimeout(180_000);
  const spectator = await context.newPage();
  await spectator.goto("/tournament/demo/view");
  await expect(spectator.getByTestId("current-level")).toHaveText("Level 1");

  await page.goto("/tournament/demo/control");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  // down to one player: everyone but the last is eliminated from the console
  for (const name of PLAYERS.slice(0, -1)) await eliminate(page, name);
  const winner = PLAYERS.at(-1)!;

  for (const view of [page, spectator]) {
    const summary = view.getByTestId("finished-summary");
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId("finished-winner")).toHaveText(winner);
    await expect(summary.getByTestId("finished-winner-prize")).toHaveText(/^\$[\d,]+\.\d\d$/);
    // the places paid, 1st first, each with who finished there and their prize
    const rows = summary.getByTestId("finished-row");
    await expect(rows.first()).toContainText("1st");
    await expect(rows.first()).toContainText(winner);
    await expect(rows.nth(1)).toContainText("2nd");
    await expect(rows.nth(1)).toContainText(PLAYERS.at(-2)!);
    for (const row of await rows.all()) await expect(row).toContainText(/\$[\d,]+\.\d\d$/);
    // no level, countdown or next level any more
    await expect(view.getByTestId("current-level")).toHaveCount(0);
    await expect(view.getByTestId("countdown")).toHaveCount(0);
    await expect(view.getByTestId("next-level")).toHaveCount(0);
  }
  // console and view agree on every prize
  await expect(spectator.getByTestId("finished-row")).toHaveText(await page.getByTestId("finished-row").allTextContents());

  // full screen on the room's screen: the results fill the first screen where the clock was
  await spectator.getByRole("button", { name: "Full Screen" }).click();
  await expect(spectator.getByTestId("full-screen-display").getByTestId("finished-winner")).toHaveText(winner);
  await expect(spectator.getByTestId("countdown")).toHaveCount(0);

  // the demo starts over from the console
  await page.getByRole("button", { name: "Restart Demo" }).click();
  await expect(page.getByTestId("current-level")).toHaveText("Level 1");
  await expect(page.getByTestId("finished-summary")).toHaveCount(0);
});
