import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { expectToast, signIn } from "./helpers";

// each test's browser has a demo clock of its own (the demo's routes open the visitor's clock)
test.describe.configure({ mode: "serial" });

test("the console runs the clock and every change reaches the spectator view without a reload", async ({ page, context }) => {
  const spectator = await context.newPage();
  await spectator.goto("/tournament/demo/view");
  await expect(spectator.getByRole("heading", { level: 1, name: "Weekly High Roller Tournament" })).toBeVisible();
  await expect(spectator.getByTestId("clock-status")).toHaveText("Stopped");

  await page.goto("/tournament/demo/control");
  await expect(page.getByRole("heading", { level: 1, name: "Weekly High Roller Tournament" })).toBeVisible();
  await expect(page.getByText("Live Tournament Control")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous Level" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add Late Registration" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Schedule Break" })).toBeEnabled();

  // start: the spectator's clock runs
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  await expect(spectator.getByTestId("clock-status")).toHaveText("Running");
  await expect(spectator.getByTestId("countdown")).not.toHaveText("20:00", { timeout: 5000 });

  // next level
  await page.getByRole("button", { name: "Next Level" }).click();
  await expect(page.getByTestId("current-level")).toHaveText("Level 2");
  await expect(spectator.getByTestId("current-level")).toHaveText("Level 2");
  await expect(page.getByRole("button", { name: "Previous Level" })).toBeEnabled();

  // eliminate: without a selection, then a player
  await page.getByRole("button", { name: "Eliminate Player" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(page, "No Player Selected", "Please select a player to eliminate.");
  await dialog.getByRole("radio", { name: /Alex Chen/ }).click();
  await expect(dialog.getByTestId("eliminate-summary")).toHaveText("Alex Chen will finish in position 8.");
  await dialog.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(page, "Player Eliminated", "Alex Chen has been eliminated in position 8.");
  await expect(dialog).toBeHidden();
  await expect(spectator.getByTestId("stat-eliminated")).toHaveText("1");
  await expect(spectator.getByTestId("stat-players-remaining")).toHaveText("7");

  // chip counts: the spectator's Leaders panel appears, ranked by chips
  await expect(spectator.getByRole("heading", { name: "Leaders" })).toHaveCount(0);
  await page.getByRole("button", { name: "Update Chip Counts" }).click();
  const chips = page.getByRole("dialog");
  await chips.getByLabel(/David Kim/).fill("91,500");
  await chips.getByLabel(/Maria Santos/).fill("");
  // a blank count is an error next to its field, not a stack wiped to 0
  await chips.getByRole("button", { name: "Update All Chip Counts" }).click();
  await expect(chips.getByRole("alert")).toHaveText("Enter Maria Santos's chip count (0 if they have no chips).");
  await expect(chips.getByLabel(/Maria Santos/)).toBeFocused();
  await chips.getByLabel(/Maria Santos/).fill("0");
  await chips.getByRole("button", { name: "Update All Chip Counts" }).click();
  await expect(chips).toBeHidden();
  await expect(spectator.getByRole("heading", { name: "Leaders" })).toBeVisible();
  await expect(spectator.getByRole("marquee", { name: "Chip counts ticker" })).toBeVisible();
  const leaders = page.getByRole("heading", { name: "Chip Leaders" }).locator("xpath=../..");
  await expect(leaders.getByRole("listitem").first()).toContainText("David Kim");
  await expect(leaders.getByRole("listitem").first()).toContainText("91,500");

  // pause: both stop counting
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(spectator.getByTestId("clock-status")).toHaveText("Paused");
  const shown = await spectator.getByTestId("countdown").textContent();
  await spectator.waitForTimeout(1500);
  await expect(spectator.getByTestId("countdown")).toHaveText(shown!);
  await expect(page.getByTestId("countdown")).toHaveText(shown!);

  // a break after this level: a bad length is refused next to its field, then both displays announce it
  await page.getByRole("button", { name: "Schedule Break" }).click();
  const breakDialog = page.getByRole("dialog");
  await breakDialog.getByLabel("Break length (minutes)").fill("0");
  await breakDialog.getByRole("button", { name: "Schedule Break" }).click();
  await expect(breakDialog.getByRole("alert")).toHaveText("Enter a whole number of minutes from 1 to 120.");
  await breakDialog.getByLabel("Break length (minutes)").fill("15");
  await breakDialog.getByRole("button", { name: "Schedule Break" }).click();
  await expectToast(page, "Break Scheduled", "A 15-minute break starts when this level ends.");
  await expect(page.getByTestId("break-scheduled")).toHaveText(" · Break of 15 minutes after this level");
  await expect(spectator.getByTestId("break-scheduled")).toHaveText(" · Break of 15 minutes after this level");

  // export results
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Results" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("weekly-high-roller-tournament-results.csv");
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv).toContain("Position,Player,Table,Seat,Status,Chips,Prize");
  // 8th of 8: outside the demo's 2 paid places
  expect(csv).toContain("8,Alex Chen,1,1,Eliminated,0,0.00");
});

test("the spectator view works full screen and at the default address", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // the default addresses open this browser's own demo clock: moved on at one, shown at the other
  await page.goto("/tournament-control");
  await page.getByRole("button", { name: "Next Level" }).click();
  await expect(page.getByTestId("current-level")).toHaveText("Level 2");
  await page.goto("/tournament-view");
  await expect(page.getByTestId("current-level")).toHaveText("Level 2");
  // the demo's 8 players are paid 2 places (its table fits the field), in and out of full screen
  await expect(page.getByRole("list", { name: "Prize payouts" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Full Screen" }).click();
  await expect(page.getByRole("list", { name: "Prize payouts" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Exit View" }).click();
  await expect(page.getByRole("list", { name: "Prize payouts" }).getByRole("listitem")).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // the connection drops: a notice while the browser reconnects, gone once it is back
  const notice = page.getByRole("status").filter({ hasText: "Reconnecting to the live clock" });
  await page.context().setOffline(true);
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await page.context().setOffline(false);
  await expect(notice).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId("current-level")).toHaveText("Level 2");
});

test("a sponsor's tournament: visitors watch, only its sponsor has the controls", async ({ page }) => {
  const list = (await (await page.request.get("/api/special-tournaments")).json()) as Array<{ id: number; name: string; status: string }>;
  const tournament = list.find((t) => t.status === "upcoming");
  expect(tournament, "the demo data has an upcoming sponsored tournament").toBeDefined();

  // looked at, never started: other tests register for the seeded tournaments
  await page.goto(`/tournament/${tournament!.id}/control`);
  await expect(page.getByRole("heading", { level: 1, name: tournament!.name })).toBeVisible();
  await expect(page.getByText("Only this tournament's sponsor can run its clock.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next Level" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Eliminate Player" })).toBeDisabled();

  await signIn(page, "sponsor");
  await page.goto(`/tournament/${tournament!.id}/control`);
  await expect(page.getByRole("heading", { level: 1, name: tournament!.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Next Level" })).toBeEnabled();
  await expect(page.getByText("Only this tournament's sponsor can run its clock.")).toHaveCount(0);
});
