import { expect, test } from "./fixtures";
import { eliminate } from "./console-dialogs";
import { fillTournamentForm, newSponsorOnCreateTournament } from "./create-forms";
import { inDays, postTournament, registeredPlayer, startClock, uniqueUsername } from "./helpers";

// decision 240: a satellite awards seats into another of the sponsor's events instead of cash
test("a sponsor creates a satellite into their main event, runs it to the end, and the winner holds a seat in the main event", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await newSponsorOnCreateTournament(page);
  const mainName = uniqueUsername("Main Event");
  await postTournament(page.request, { name: mainName, date: inDays(20), buyIn: "300", maxSeats: 50 });
  await page.reload();

  // the form: a satellite into the main event, its seat worth the main event's buy-in, the rest in $60 steps
  const name = uniqueUsername("Satellite");
  await fillTournamentForm(page, { name, date: inDays(10), location: "Las Vegas", buyIn: "100", maxSeats: "20" });
  await page.getByTestId("satellite-toggle").check();
  await page.getByLabel("Seats into", { exact: true }).selectOption({ label: `${mainName} (${inDays(20)}, $300)` });
  await expect(page.getByLabel("Seat value ($)")).toHaveValue("300.00");
  await page.getByLabel("Step ($)").fill("60");
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  const mine = (await (await page.request.get("/api/special-tournaments/my")).json()) as { id: number; name: string; satellite: unknown }[];
  const sat = mine.find((t) => t.name === name)!;
  expect(sat.satellite).toMatchObject({ targetName: mainName, seatValue: "300.00", rest: "steps", step: "60.00" });

  // four players at $100: a $400 pool is one $300 seat, then $60 and $40
  const names = ["Ana Seat", "Ben Step", "Cal Step", "Dee Out"];
  const players = [];
  for (const n of names) {
    const [firstName, lastName] = n.split(" ");
    players.push(await registeredPlayer(browser, sat.id, { firstName, lastName }, "sat"));
  }

  await page.goto(`/tournament/${sat.id}/control`);
  const prizes = page.getByLabel("Prize payouts").getByTestId("prize-row");
  await expect(prizes).toHaveCount(3);
  await expect(prizes.nth(0)).toContainText(`Seat (${mainName}, $300)`);
  await expect(prizes.nth(1)).toContainText("$60");
  await expect(prizes.nth(2)).toContainText("$40");
  await startClock(page);
  for (const n of ["Dee Out", "Cal Step", "Ben Step"]) await eliminate(page, n);
  await expect(page.getByTestId("finished-summary").getByTestId("finished-winner")).toHaveText("Ana Seat");

  // the winner finds their seat in the main event
  const winner = await players[0].context.newPage();
  await winner.goto("/special-tournaments");
  const card = winner.getByRole("article", { name: mainName });
  await expect(card.getByRole("button", { name: "Registered" })).toBeVisible();
  // and was told, in the bell
  const told = (await (await winner.request.get("/api/notifications")).json()) as { items: { title: string }[] };
  expect(told.items.map((n) => n.title)).toContain(`You won a seat in ${mainName}`);
});
