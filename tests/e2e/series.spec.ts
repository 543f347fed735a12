import { formatLongDate } from "@core/format";
import { expect, test } from "./fixtures";
import { fillTournamentForm } from "./create-forms";
import { expectToast, inDays, signUp, uniqueUsername } from "./helpers";

// Decision 231: a sponsor's series and its public schedule by day, each event with its clock.

test("a sponsor creates a series and an event in it; a visitor sees the event under its day with its clock", async ({ page, browser }) => {
  await signUp(page, "sponsor");
  await page.goto("/tournaments");
  const mySeries = page.getByTestId("my-series");
  await mySeries.getByRole("button", { name: "Create Series" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Series" });
  // the shared schema's messages, before anything is sent
  await dialog.getByRole("button", { name: "Create Series" }).click();
  await expect(dialog.getByText("Series name is required")).toBeVisible();

  const seriesName = `E2E Winter Series ${uniqueUsername("s")}`;
  await dialog.getByLabel("Series Name").fill(seriesName);
  await dialog.getByLabel("Venue").fill("Borgata, Atlantic City, NJ");
  await dialog.getByLabel("Start Date").fill(inDays(3));
  await dialog.getByLabel("End Date").fill(inDays(12));
  await dialog.getByRole("button", { name: "Create Series" }).click();
  await expectToast(page, "Series Created");
  await expect(mySeries.getByRole("link", { name: seriesName })).toBeVisible();

  const mine = (await (await page.request.get("/api/series/mine")).json()) as { id: number; name: string }[];
  const series = mine.find((s) => s.name === seriesName)!;

  await page.goto("/create-tournament");
  const eventName = `E2E Series Opener ${uniqueUsername("e")}`;
  const eventDate = inDays(5);
  await fillTournamentForm(page, {
    name: eventName,
    date: eventDate,
    time: "12:00",
    location: "Borgata, Atlantic City, NJ",
    buyIn: "300",
    maxSeats: "50",
    prizeStructure: "Top 15% paid",
  });
  await page.getByLabel("Series", { exact: true }).selectOption(String(series.id));
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");
  await expect(page.getByRole("article", { name: eventName }).getByRole("link", { name: seriesName })).toBeVisible();

  const events = (await (await page.request.get("/api/special-tournaments/my")).json()) as { id: number; name: string }[];
  const event = events.find((e) => e.name === eventName)!;

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/series/${series.id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: seriesName })).toBeVisible();
  await expect(visitor.getByText("Borgata, Atlantic City, NJ").first()).toBeVisible();
  const day = visitor.getByRole("region", { name: formatLongDate(eventDate) });
  const row = day.getByRole("listitem", { name: eventName });
  await expect(row).toBeVisible();
  await expect(row.getByText("Upcoming")).toBeVisible();
  await expect(row.getByText("$300")).toBeVisible();
  await expect(row.getByTestId("series-event-entrants")).toHaveText("0 / 50");
  await expect(row.getByRole("link", { name: `Clock of ${eventName}` })).toHaveAttribute("href", `/tournament/${event.id}/view`);
  await expect(visitor).toHaveTitle(/Series · StakeLine/);
});
