import { expect, test } from "./fixtures";
import { expectToast, postTournament, signUp, startClock, testCasinoEvent, uniqueUsername } from "./helpers";

// decision 239: at a break the console checks the counted chips against the chips in play and flags 2.3% short
test("a sponsor's break count 2.3% short is flagged on the console, never on the display, and play goes on", async ({ browser, page }) => {
  test.slow();
  await signUp(page, "sponsor");
  const id = await postTournament(
    page.request,
    testCasinoEvent({
      name: `Audit Cup ${uniqueUsername("t")}`,
      startingChips: 500_000,
      rebuys: { kind: "rebuy", untilLevel: 1, maxPerPlayer: 2, price: "100", chips: 200_000 },
      addOn: { price: "50", chips: 100_000 },
    }),
  );
  await page.goto(`/tournament/${id}/control`);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  // 4 entrants x 500,000 + 2 rebuys x 200,000 + 2 add-ons x 100,000 = 2,600,000 in play
  const names = ["Ann Archer", "Bob Baker", "Cat Carter", "Dan Drake"];
  const post = async (data: Record<string, unknown>) => {
    const res = await page.request.post(`/api/live/${id}/actions`, { data });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { state: { players: { id: string; name: string }[] } }).state;
  };
  let players: { id: string; name: string }[] = [];
  for (const name of names) players = (await post({ type: "late-registration", name })).players;
  const idOf = (name: string) => players.find((p) => p.name === name)!.id;
  await post({ type: "rebuy", playerId: idOf("Ann Archer") });
  await post({ type: "rebuy", playerId: idOf("Bob Baker") });
  await post({ type: "addon", playerId: idOf("Cat Carter") });
  await post({ type: "addon", playerId: idOf("Dan Drake") });

  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(`/tournament/${id}/view`);
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("4", { timeout: 30_000 });

  // the break, started at once with Next Level
  await page.getByRole("button", { name: "Schedule Break" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Schedule Break" }).click();
  await expectToast(page, "Break Scheduled");
  await page.getByRole("button", { name: "Next Level" }).click();
  await expect(page.getByTestId("current-level")).toHaveText("BREAK");

  // the floor counts 2,540,000: the dialog checks the total as it is typed
  await page.getByRole("button", { name: "Update Chip Counts" }).click();
  const dialog = page.getByRole("dialog");
  const counts: Record<string, string> = { "Ann Archer": "700,000", "Bob Baker": "640,000", "Cat Carter": "600,000", "Dan Drake": "660,000" };
  for (const [name, count] of Object.entries(counts)) await dialog.getByLabel(new RegExp(name)).fill(count);
  await expect(dialog.getByTestId("chip-check")).toContainText("counted 2,600,000 of 2,600,000: exact");
  await dialog.getByLabel(/Dan Drake/).fill("600,000");
  await expect(dialog.getByTestId("chip-check")).toContainText("Chip check: counted 2,540,000 of 2,600,000: 2.3% short");
  await expect(dialog.getByTestId("chip-check")).toContainText("More than 0.5% off");
  // flagged, never refused: the counts are recorded
  await dialog.getByRole("button", { name: "Update All Chip Counts" }).click();
  await expectToast(page, "Chip Counts Updated");
  await expect(dialog).toBeHidden();

  const flag = page.getByTestId("chip-audit");
  await expect(flag).toHaveText(
    "Chips do not add up at the break after level 1: counted 2,540,000 of 2,600,000: 2.3% shortMore than 0.5% off. Play goes on; the next full count is checked again.",
  );
  // a second console of the sponsor's sees the same flag
  const second = await page.context().newPage();
  await second.goto(`/tournament/${id}/control`);
  await expect(second.getByTestId("chip-audit")).toContainText("counted 2,540,000 of 2,600,000: 2.3% short");
  await second.close();

  // the chips raced off at this colour-up are entered, and a mistake corrected
  await page.getByRole("button", { name: "Chips Raced Off" }).click();
  const raceOff = page.getByRole("dialog");
  await raceOff.getByRole("button", { name: "Record Race-Off" }).click();
  await expect(raceOff.getByRole("alert")).toHaveText("Enter the chips raced off as a whole number above 0.");
  await raceOff.getByLabel("Chips raced off").fill("13000");
  await expect(raceOff.getByLabel("Chips raced off")).toHaveValue("13,000");
  await raceOff.getByRole("button", { name: "Record Race-Off" }).click();
  await expectToast(page, "Race-Off Recorded", "Chips raced off so far: 13,000.");
  await expect(page.getByTestId("raced-off")).toHaveText("Raced off so far: 13,000");
  await page.getByRole("button", { name: "Correct Total" }).click();
  await page.getByRole("dialog").getByLabel("Total raced off").fill("1,300");
  await page.getByRole("dialog").getByRole("button", { name: "Correct Total" }).click();
  await expect(page.getByTestId("raced-off")).toHaveText("Raced off so far: 1,300");

  // the display never shows the check
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("4");
  await expect(spectator.getByText(/counted 2,540,000/)).toHaveCount(0);
  await expect(spectator.getByText(/Raced off/)).toHaveCount(0);

  // play goes on: the break ends early with Next Level, the clock runs level 2, the flag stays until the next count
  await page.getByRole("button", { name: "Next Level" }).click();
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  await expect(page.getByTestId("current-level")).toHaveText("Level 2");
  await expect(flag).toContainText("counted 2,540,000 of 2,600,000: 2.3% short");
});
