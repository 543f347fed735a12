import { expect, test } from "./fixtures";
import { createSponsoredTournament, enterEvent, expectToast, newUserPage, uniqueUsername } from "./helpers";

// Decision 241's addendum: a package row may be one of the player's registered sponsored events; its name, date and
// buy-in are the event's (read-only) and count in the package's buy-in.
test("a player builds a package of one of their sponsored events and a typed event", async ({ browser }) => {
  const event = await createSponsoredTournament(browser, { buyIn: "150" });
  const player = await newUserPage(browser, "player", "pkgl");
  const p = player.page;
  await enterEvent(p.request, event.id);
  const name = `Linked package ${uniqueUsername("p")}`;
  const today = await p.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

  await p.goto("/create-campaign");
  await p.getByRole("radio", { name: "Package: several events" }).check();
  await p.getByLabel("Package Name").fill(name);
  const source = p.getByLabel("Source 1", { exact: true });
  await source.selectOption((await source.locator("option", { hasText: event.name }).getAttribute("value"))!);
  await expect(p.getByLabel("Event name 1", { exact: true })).toHaveValue(event.name);
  await expect(p.getByLabel("Buy-in 1", { exact: true })).toHaveAttribute("readonly", "");
  await p.getByLabel("Event name 2", { exact: true }).fill("Side event");
  await p.getByLabel("Date 2", { exact: true }).fill(today);
  await p.getByLabel("Buy-in 2", { exact: true }).fill("50");
  await expect(p.getByTestId("package-summary")).toContainText("2 events, $200 in buy-ins");
  await p.getByLabel("Target Amount").fill("100");
  await p.getByLabel("Minimum Stake").fill("20");
  await p.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(p, "Campaign Created", "Your campaign has been created successfully and is now live for investors.");

  const mine = (await (await p.request.get("/api/campaigns/my")).json()) as Array<{ id: number; tournament: string }>;
  const id = mine.find((c) => c.tournament === name)!.id;
  const pkg = (await (await p.request.get(`/api/campaigns/${id}/package`)).json()) as { events: Array<{ name: string; specialTournamentId: number | null }> };
  expect(pkg.events.map((e) => [e.name, e.specialTournamentId])).toEqual([
    [event.name, event.id],
    ["Side event", null],
  ]);
});
