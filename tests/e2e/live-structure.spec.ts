import { expect, test } from "./fixtures";
import { inDays, TEST_PASSWORD, tournamentBody, uniqueUsername } from "./helpers";

// decision 160: the console and every view run one schedule, and a break is never skipped; each test walks many steps
test.slow();
test("the console and a spectator view show the same blinds at level 7, and a break shows BREAK on the view", async ({ page, context }) => {
  await page.goto("/tournament/demo/control");
  await expect(page.getByTestId("current-level")).toHaveText("Level 1");
  const spectator = await context.newPage();
  await spectator.goto("/tournament/demo/view");
  await expect(spectator.getByTestId("current-level")).toHaveText("Level 1");

  for (let level = 2; level <= 7; level++) {
    await page.getByRole("button", { name: "Next Level" }).click();
    await expect(page.getByTestId("current-level")).toHaveText(`Level ${level}`);
  }
  // the spec's default schedule on both: 300/600 ante 75 (the view once showed 250/500 here)
  for (const display of [page, spectator]) {
    await expect(display.getByTestId("current-level")).toHaveText("Level 7");
    await expect(display.getByTestId("blinds")).toHaveText("Small Blind300Big Blind600Ante75");
    await expect(display.getByTestId("next-level")).toContainText("Next: Level 8 · 400/800 · Ante 100");
  }
  await expect(page.getByRole("list", { name: "Blind structure" }).locator('[aria-current="true"]')).toContainText("300/600");

  // a break from the console, then Next Level: the break starts instead of being skipped
  await page.getByRole("button", { name: "Schedule Break" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Break length (minutes)").fill("5");
  await dialog.getByRole("button", { name: "Schedule Break" }).click();
  await expect(dialog).toBeHidden();
  await expect(spectator.getByTestId("break-scheduled")).toHaveText(" · Break of 5 minutes after this level");
  await page.getByRole("button", { name: "Next Level" }).click();
  for (const display of [page, spectator]) {
    await expect(display.getByTestId("current-level")).toHaveText("BREAK");
    await expect(display.getByTestId("countdown")).toHaveText("05:00");
    await expect(display.getByTestId("next-level")).toContainText("Next: Level 8 · 400/800 · Ante 100");
    await expect(display.getByTestId("next-level")).toContainText("Play resumes when the break ends");
  }
  // Next during the break ends it: level 8 with its full 20 minutes
  await page.getByRole("button", { name: "Next Level" }).click();
  for (const display of [page, spectator]) {
    await expect(display.getByTestId("current-level")).toHaveText("Level 8");
    await expect(display.getByTestId("countdown")).toHaveText("20:00");
  }
});

test("a sponsor's event runs its own structure: its level 1, its break by Next Level on every display, and the colour-up prompt", async ({ page, context }) => {
  expect((await page.request.post("/api/register", { data: { username: uniqueUsername("sp"), password: TEST_PASSWORD, role: "sponsor" } })).ok()).toBe(true);
  const structure = {
    levels: [
      { smallBlind: 25, bigBlind: 50, ante: 0, minutes: 12 },
      { break: true, minutes: 5 },
      { smallBlind: 100, bigBlind: 200, ante: 0, minutes: 12 },
    ],
  };
  const data = tournamentBody({
    name: `E2E Structure ${uniqueUsername("t")}`,
    date: inDays(12),
    time: "20:00",
    location: "Test Casino, Reno, NV",
    structure,
    chipSet: [25, 100, 500],
  });
  const created = await page.request.post("/api/special-tournaments", { data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/tournament/${id}/control`);
  await expect(page.getByTestId("current-level")).toHaveText("Level 1");
  await expect(page.getByTestId("countdown")).toHaveText("12:00");
  await expect(page.getByTestId("blinds")).toHaveText("Small Blind25Big Blind50Ante0");
  await expect(page.getByTestId("break-scheduled")).toHaveText(" · Break of 5 minutes after this level");
  await expect(page.getByTestId("colour-up")).toHaveText("Colour up: the 25 chips leave play at this break.");
  const list = page.getByRole("list", { name: "Blind structure" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("blind-list-break")).toHaveText("Break5m");

  const spectator = await context.newPage();
  await spectator.goto(`/tournament/${id}/view`);
  await expect(spectator.getByTestId("countdown")).toHaveText("12:00");

  await page.getByRole("button", { name: "Next Level" }).click();
  for (const display of [page, spectator]) {
    await expect(display.getByTestId("current-level")).toHaveText("BREAK");
    await expect(display.getByTestId("countdown")).toHaveText("05:00");
    await expect(display.getByTestId("next-level")).toContainText("Next: Level 2 · 100/200 · Ante 0");
  }
  await expect(page.getByTestId("colour-up")).toBeVisible();
  await page.getByRole("button", { name: "Next Level" }).click();
  for (const display of [page, spectator]) {
    await expect(display.getByTestId("current-level")).toHaveText("Level 2");
    await expect(display.getByTestId("blinds")).toHaveText("Small Blind100Big Blind200Ante0");
  }
  await expect(page.getByTestId("colour-up")).toHaveCount(0);
});
