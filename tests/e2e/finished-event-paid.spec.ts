import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { eliminate, updateChipCounts } from "./console-dialogs";
import { localToday } from "../../src/core/calendar-dates";
import { shortEventDate } from "../../src/core/live/views/start-confirm";
import { inDays, person, postTournament, startClock, testCasinoEvent, uniqueUsername } from "./helpers";

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ORDINALS = ["1st", "2nd", "3rd"];

/*
 * Decision 218: four players at $400, 50/30/20 of $1,600 planned as $800 / $480 / $320. Dan goes out 4th, then a
 * three-way ICM deal with nothing left to play for ends the event. Every payout list then shows the deal's amounts,
 * the finished console offers no clock controls, the deal's 2nd and 3rd are not "Eliminated", and the sponsor's
 * My Tournaments shows the results, the deal, a console link and the results export (at 375 px too).
 */
test("after a 3-way deal every screen lists what was paid, and My Tournaments shows the results", async ({ browser }) => {
  test.setTimeout(150_000);
  const sponsor = (await person(browser, "sponsor", { firstName: "Sam", lastName: "Sponsor" })).page;
  const name = `Paid Cup ${uniqueUsername("t")}`;
  const id = await postTournament(
    sponsor.request,
    testCasinoEvent({ name, date: inDays(3), buyIn: "400", prizeStructure: "50/30/20", prizePercentages: [50, 30, 20] }),
  );
  for (const [first, last] of [
    ["Ann", "Archer"],
    ["Bob", "Baker"],
    ["Cat", "Carter"],
    ["Dan", "Drake"],
  ]) {
    const player = (await person(browser, "player", { firstName: first, lastName: last })).page;
    expect((await player.request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } })).status()).toBe(201);
    await player.context().close();
  }

  const consolePage = sponsor;
  await consolePage.goto(`/tournament/${id}/control`);
  await startClock(consolePage);
  await expect(consolePage.getByTestId("clock-status")).toHaveText("Running");
  const prizes = (page: Page) => page.getByRole("list", { name: "Prize payouts" }).getByRole("listitem");
  await expect(prizes(consolePage)).toHaveText(["1st50%$800", "2nd30%$480", "3rd20%$320"]);

  await eliminate(consolePage, "Dan Drake");

  await updateChipCounts(consolePage, { "Ann Archer": "40,000", "Bob Baker": "22,000", "Cat Carter": "18,000" });

  await consolePage.getByRole("button", { name: "Propose Deal" }).click();
  const deal = consolePage.getByRole("dialog");
  await deal.getByRole("button", { name: "Propose Deal" }).click();
  for (const who of ["Ann Archer", "Bob Baker", "Cat Carter"]) await deal.getByRole("button", { name: `Record ${who}'s acceptance` }).click();
  await expect(deal.getByRole("status")).toHaveText("ICM · Deal made");
  await deal.getByRole("button", { name: "Done" }).click();
  await expect(deal).toBeHidden();

  // what the stored clock pays: the deal's amounts by finish (chip order: Ann, Bob, Cat)
  const stored = (await (await consolePage.request.get(`/api/live/${id}`)).json()).state as {
    finishedAt: number | null;
    deal: { amounts: Record<string, number> };
    players: Array<{ id: string; name: string; position: number }>;
  };
  expect(stored.finishedAt).not.toBeNull();
  const byPlace = [1, 2, 3].map((n) => stored.players.find((p) => p.position === n)!);
  expect(byPlace.map((p) => p.name)).toEqual(["Ann Archer", "Bob Baker", "Cat Carter"]);
  const amounts = byPlace.map((p) => stored.deal.amounts[p.id]);
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(1600_00);
  expect(amounts).not.toEqual([800_00, 480_00, 320_00]);
  const paidRows = byPlace.map((p, i) => `${ORDINALS[i]}${p.name}${usd(amounts[i])}`);

  // the console and a spectator list the deal's amounts, not the planned table
  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(`/tournament/${id}/view`);
  for (const page of [consolePage, spectator]) {
    await expect(prizes(page)).toHaveText(paidRows);
    await expect(page.getByTestId("prize-deal-note")).toHaveText("Paid by the deal");
    await expect(page.getByTestId("finished-row")).toHaveText(byPlace.map((p, i) => `${ORDINALS[i]}${p.name} · deal${usd(amounts[i])}`));
    // no average of chips over one player after a deal
    await expect(page.getByTestId("stat-average-stack")).toHaveText("–");
  }

  // the finished console: no clock controls, Export Results stays; the deal's 2nd and 3rd are not "Eliminated"
  for (const control of ["Start", "Pause", "Reset Timer", "Stop", "Previous Level", "Next Level"]) {
    await expect(consolePage.getByRole("button", { name: control, exact: true })).toHaveCount(0);
  }
  await expect(consolePage.getByRole("button", { name: "Export Results" })).toBeEnabled();
  const roster = consolePage.getByTestId("roster-player");
  await expect(roster.filter({ hasText: "Bob Baker" })).toContainText("2nd (deal)");
  await expect(roster.filter({ hasText: "Cat Carter" })).toContainText("3rd (deal)");
  await expect(roster.filter({ hasText: "Bob Baker" })).not.toContainText("Eliminated");
  await expect(roster.filter({ hasText: "Dan Drake" })).toContainText("Eliminated");

  // My Tournaments: the results, the deal, a way back to the console and the results export, at 1280 and 375 px
  for (const width of [1280, 375]) {
    await consolePage.setViewportSize({ width, height: 900 });
    await consolePage.goto("/sponsored-tournaments");
    const card = consolePage.getByRole("article", { name });
    const results = card.getByTestId("event-results");
    await expect(results.getByTestId("finished-winner")).toHaveText("Ann Archer");
    await expect(results.getByTestId("finished-deal")).toHaveText("Deal made by 3 players (ICM)");
    await expect(results.getByTestId("finished-row")).toHaveText(byPlace.map((p, i) => `${ORDINALS[i]}${p.name} · deal${usd(amounts[i])}`));
    await expect(results.getByRole("link", { name: "Open Console" })).toHaveAttribute("href", `/tournament/${id}/control`);
    const download = consolePage.waitForEvent("download");
    await results.getByRole("button", { name: "Export Results" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^paid-cup-.*-results\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    expect(csv).toContain(`2,Bob Baker,`);
    expect(csv).toContain("2nd (deal)");
    expect(csv).toContain((amounts[1] / 100).toFixed(2));
    // nothing wider than the phone
    expect(await consolePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await consolePage.getByRole("article", { name }).getByRole("link", { name: "Open Console" }).click();
  await expect(consolePage.getByTestId("finished-summary")).toBeVisible();
});

test("a sponsor's first Start asks, naming the event's date; the demo starts at once and shows the pool it pays", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // the public demo: 8 players x $5,000, 90% paid
  await page.goto("/tournament/demo/control");
  await expect(page.getByTestId("stat-prize-pool")).toHaveText("$36,000");
  await expect(page.getByTestId("stat-prize-pool-basis")).toHaveText("90% of $40,000 in buy-ins");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  const sponsor = (await person(browser, "sponsor", { firstName: "Sue", lastName: "Sponsor" })).page;
  const date = inDays(2);
  const id = await postTournament(sponsor.request, testCasinoEvent({ name: `Start Cup ${uniqueUsername("t")}`, date }));
  await sponsor.goto(`/tournament/${id}/control`);
  await expect(sponsor.getByTestId("clock-status")).not.toHaveText("Running");

  // Start asks first, and says the event is dated another day
  await sponsor.getByRole("button", { name: "Start", exact: true }).click();
  const confirm = sponsor.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Start the tournament?" })).toBeVisible();
  await expect(confirm.getByTestId("start-confirm-text")).toHaveText(`This tournament is dated ${shortEventDate(date, localToday())}. Start it now?`);
  await confirm.getByRole("button", { name: "Not Yet" }).click();
  await expect(confirm).toBeHidden();
  await expect(sponsor.getByTestId("clock-status")).not.toHaveText("Running");
  expect(((await (await sponsor.request.get(`/api/live/${id}`)).json()) as { state: { startedAt: number | null } }).state.startedAt).toBeNull();

  await startClock(sponsor);
  await expect(sponsor.getByTestId("clock-status")).toHaveText("Running");
  // a later start (after a pause) asks nothing
  await sponsor.getByRole("button", { name: "Pause" }).click();
  await sponsor.getByRole("button", { name: "Start", exact: true }).click();
  await expect(sponsor.getByRole("alertdialog")).toHaveCount(0);
  await expect(sponsor.getByTestId("clock-status")).toHaveText("Running");
});
