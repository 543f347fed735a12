import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { inDays, person, postTournament, testCasinoEvent, uniqueUsername } from "./helpers";

/*
 * Decision 237: a sponsored event of $200 + $20 fee for four players, one rebuy of $200, played to its end through the
 * API. The sponsor opens the cashier's report from the console: $1,080 collected, $80 of fees kept apart, a $1,000
 * prize pool paid 50/30/20, the difference $0.00; the CSV downloads with the same totals, and the event is marked closed.
 */
test("the sponsor's cashier's report balances at $0.00, downloads as CSV and closes the event", async ({ browser }) => {
  test.setTimeout(120_000);
  const sponsor = (await person(browser, "sponsor", { firstName: "Sam", lastName: "Sponsor" })).page;
  const name = `Cashier Cup ${uniqueUsername("t")}`;
  const id = await postTournament(
    sponsor.request,
    testCasinoEvent({
      name,
      date: inDays(3),
      buyIn: "200",
      fee: "20",
      prizeStructure: "50/30/20",
      prizePercentages: [50, 30, 20],
      rebuys: { kind: "rebuy", untilLevel: 4, maxPerPlayer: 1, price: "200", chips: 20000 },
    }),
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

  const act = async (data: Record<string, unknown>) => {
    const res = await sponsor.request.post(`/api/live/${id}/actions`, { data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { state: { players: Array<{ id: string; name: string }>; finishedAt: number | null } };
  };
  const { state } = await act({ type: "start" });
  const seat = (n: string) => state.players.find((p) => p.name === n)!.id;
  await act({ type: "rebuy", playerId: seat("Dan Drake") });
  await act({ type: "eliminate", playerId: seat("Dan Drake") });
  await act({ type: "eliminate", playerId: seat("Cat Carter") });
  expect((await act({ type: "eliminate", playerId: seat("Bob Baker") })).state.finishedAt).not.toBeNull();

  // from the console
  await sponsor.goto(`/tournament/${id}/control`);
  await sponsor.getByRole("link", { name: "Cashier's report" }).click();
  await expect(sponsor).toHaveURL(`/tournament/${id}/cashier`);
  await expect(sponsor.getByRole("heading", { name: "Cashier's Report" })).toBeVisible();
  await expect(sponsor.getByText("Buy-in $200.00 + $20.00 fee")).toBeVisible();
  await expect(sponsor.getByTestId("cashier-entries")).toHaveText("Entries4 × $200.00$800.00");
  await expect(sponsor.getByTestId("cashier-rebuys")).toHaveText("Rebuys1 × $200.00$200.00");
  await expect(sponsor.getByTestId("cashier-fees")).toHaveText("Fees4 × $20.00$80.00");
  await expect(sponsor.getByTestId("cashier-collected")).toHaveText("Total collected$1,080.00");
  await expect(sponsor.getByTestId("cashier-pool")).toHaveText("Prize pool$1,000.00");
  await expect(sponsor.getByTestId("cashier-place")).toHaveText(["1stAnn Archer$500.00$500.00", "2ndBob Baker$300.00$300.00", "3rdCat Carter$200.00$200.00"]);
  await expect(sponsor.getByTestId("cashier-paid")).toHaveText("Total paid$1,000.00");
  const difference = sponsor.getByTestId("cashier-difference");
  await expect(difference).toContainText("$0.00");
  await expect(difference).toContainText("The report balances");

  // the CSV: the same lines
  const download = sponsor.waitForEvent("download");
  await sponsor.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cashier-cup-.*-cashier\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8").split("\r\n");
  expect(csv).toContain("Collected,Fees at 20.00,4,80.00,");
  expect(csv).toContain("Collected,Total collected,,1080.00,");
  expect(csv).toContain("Pool,Prize pool,,1000.00,");
  expect(csv).toContain("Paid,1st Ann Archer,,500.00,0.00");
  expect(csv).toContain("Paid,Total paid,,1000.00,");
  expect(csv).toContain("Balance,Difference,,0.00,");

  // closed, and the page says so
  await sponsor.getByRole("button", { name: "Mark event closed" }).click();
  await expect(sponsor.getByTestId("cashier-closed")).toContainText("Event closed on");
  await expect(sponsor.getByRole("button", { name: "Mark event closed" })).toHaveCount(0);
  const after = (await (await sponsor.request.get(`/api/special-tournaments/${id}/cashier`)).json()) as { closedAt: string | null };
  expect(after.closedAt).not.toBeNull();

  // on a phone nothing is wider than the screen
  await sponsor.setViewportSize({ width: 375, height: 800 });
  await sponsor.reload();
  await expect(sponsor.getByTestId("cashier-difference")).toContainText("$0.00");
  expect(await sponsor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
