import { expect, test, type Page } from "./fixtures";
import { expectToast } from "./helpers";

/** Opens the demo console and returns the spectator link it offers for this visitor's own clock. */
async function openOwnConsole(page: Page): Promise<string> {
  await page.goto("/tournament/demo/control");
  await expect(page.getByRole("heading", { level: 1, name: "Weekly High Roller Tournament" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Share this clock" })).toBeVisible();
  const link = await page.getByRole("textbox", { name: "Spectator link" }).inputValue();
  expect(link).toMatch(/\/tournament\/demo-[a-z0-9]{16}\/view$/);
  return link;
}

test("each visitor's demo console runs a clock of their own, shared by a view-only link", async ({ browser, baseURL }) => {
  const mine = await browser.newContext({ baseURL, permissions: ["clipboard-read", "clipboard-write"] });
  const theirs = await browser.newContext({ baseURL });
  try {
    const me = await mine.newPage();
    const stranger = await theirs.newPage();
    const myLink = await openOwnConsole(me);
    const theirLink = await openOwnConsole(stranger);
    expect(theirLink).not.toBe(myLink);

    // my start runs my clock only
    await me.getByRole("button", { name: "Start" }).click();
    await expect(me.getByTestId("clock-status")).toHaveText("Running");
    await stranger.reload();
    await expect(stranger.getByTestId("clock-status")).toHaveText("Stopped");
    // the same browser comes back to the same clock
    await me.reload();
    await expect(me.getByTestId("clock-status")).toHaveText("Running");
    expect(await me.getByRole("textbox", { name: "Spectator link" }).inputValue()).toBe(myLink);

    await me.getByRole("button", { name: "Copy spectator link" }).click();
    await expectToast(me, "Link copied", "Anyone with the link can watch this clock.");
    expect(await me.evaluate(() => navigator.clipboard.readText())).toBe(myLink);

    // the stranger follows my link: they watch my clock move
    await stranger.goto(myLink);
    await expect(stranger.getByTestId("clock-status")).toHaveText("Running");
    await me.getByRole("button", { name: "Next Level" }).click();
    await expect(stranger.getByTestId("current-level")).toHaveText("Level 2");

    // ...but cannot run it, from the console or the API
    const myId = myLink.match(/(demo-[a-z0-9]{16})/)![1];
    await stranger.goto(`/tournament/${myId}/control`);
    await expect(stranger.getByText("This demo clock belongs to the visitor who shared it: you can watch it here.")).toBeVisible();
    await expect(stranger.getByRole("button", { name: "Pause" })).toBeDisabled();
    await expect(stranger.getByRole("button", { name: "Next Level" })).toBeDisabled();
    await expect(stranger.getByRole("heading", { name: "Share this clock" })).toHaveCount(0);
    const refused = await stranger.request.post(`/api/live/${myId}/actions`, { data: { type: "pause" } });
    expect(refused.status()).toBe(403);
    await expect(me.getByTestId("clock-status")).toHaveText("Running");
    await expect(me.getByTestId("current-level")).toHaveText("Level 2");
  } finally {
    await mine.close();
    await theirs.close();
  }
});
