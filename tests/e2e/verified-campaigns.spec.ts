import { expect, test, type Page } from "./fixtures";
import { expectToast, signIn, signUp } from "./helpers";

const TOOLTIP = "The result will come from the tournament clock: the finish and the prize are settled by the sponsor's event, not typed in by the player.";
// the demo data's verified campaign (src/server/seed/verified.ts)
const DEMO_EVENT = "Atlantic City Winter Classic";

async function showFilters(page: Page) {
  await page.getByRole("button", { name: "Advanced Filters" }).click();
}

test("browse: the Verified event badge explains itself, and Verified events only keeps just the linked campaigns", async ({ page }) => {
  await signUp(page, "investor");
  await page.goto("/browse");
  const cards = page.getByTestId("campaign-card");
  // other tests add campaigns to the shared server as this runs, so look for any typed (unlinked) campaign
  const typed = cards.filter({ hasNotText: "Verified event" });
  await expect(typed.first()).toBeVisible();

  await showFilters(page);
  await page.getByLabel("Verified events only").check();
  await expect(typed).toHaveCount(0);
  const demo = cards.filter({ hasText: DEMO_EVENT });
  await expect(demo).toHaveCount(1);
  await expect(demo).toContainText("Marcus Reed");
  // every card left is a linked one
  const count = await cards.count();
  await expect(cards.getByText("Verified event", { exact: true })).toHaveCount(count);

  const badge = demo.getByText("Verified event", { exact: true });
  await expect(demo.getByRole("tooltip")).toBeHidden();
  await badge.hover();
  await expect(demo.getByRole("tooltip")).toBeVisible();
  await expect(demo.getByRole("tooltip")).toHaveText(TOOLTIP);
  await expect(badge).toHaveAccessibleDescription(TOOLTIP);

  await page.getByLabel("Verified events only").uncheck();
  await expect(typed.first()).toBeVisible();
});

test("the campaign page and the player's dashboard show the badge; a typed campaign has none", async ({ page }) => {
  await signIn(page, "pro");
  const mine = page.getByTestId("campaign-card");
  const linked = mine.filter({ hasText: DEMO_EVENT });
  await expect(linked.getByText("Verified event", { exact: true })).toBeVisible();
  await expect(mine.filter({ hasText: "EPT Barcelona Main Event" }).getByText("Verified event", { exact: true })).toHaveCount(0);

  await linked.getByRole("link", { name: "View Campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marcus Reed" })).toBeVisible();
  const badge = page.getByText("Verified event", { exact: true });
  await badge.focus();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await expect(page.getByRole("tooltip")).toHaveText(TOOLTIP);
  await expect(page.getByText("The result comes from the tournament clock")).toBeVisible();
});

test("a registered player creates a linked campaign from the modal: name, date and buy-in come from the event", async ({ page, baseURL }) => {
  await signUp(page, "player");
  const events = (await (await page.request.get("/api/special-tournaments")).json()) as Array<{
    id: number;
    name: string;
    status: string;
    date: string;
    buyIn: string;
    registeredPlayers: number;
    maxSeats: number;
  }>;
  const event = events.find((t) => t.name === "Boardwalk Deepstack Freezeout" && t.status === "upcoming");
  expect(event).toBeTruthy();
  const reg = await page.request.post("/api/special-tournaments/register", {
    data: { tournamentId: event!.id, userRole: "player" },
    headers: { origin: baseURL! },
  });
  expect(reg.status()).toBe(201);

  await page.reload();
  await page.getByRole("button", { name: "Create Campaign" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "My sponsored tournaments" }).check();
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("Choose one of your sponsored tournaments")).toBeVisible();

  await dialog.getByRole("combobox", { name: "Sponsored Tournament" }).click();
  await page.getByRole("option", { name: new RegExp(`^${event!.name}`) }).click();
  await expect(dialog.getByLabel("Buy-in Amount")).toHaveValue(event!.buyIn);
  await expect(dialog.getByLabel("Buy-in Amount")).toHaveAttribute("readonly", "");
  await expect(dialog.getByLabel("Tournament Date")).toHaveValue(event!.date);

  // the money rules use the event's $250 buy-in
  await dialog.getByLabel("Target Amount").fill("200");
  await dialog.getByLabel("Minimum Stake").fill("10");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("Target amount cannot exceed $125 (50% of the buy-in)")).toBeVisible();
  await dialog.getByLabel("Target Amount").fill("125");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign Created");
  await expect(dialog).toBeHidden();

  const card = page.getByTestId("campaign-card").filter({ hasText: event!.name });
  await expect(card.getByText("Verified event", { exact: true })).toBeVisible();
  await expect(card).toContainText("$250");

  // one open campaign per event: the modal no longer offers it
  await page.getByRole("button", { name: "Create Campaign" }).first().click();
  await dialog.getByRole("radio", { name: "My sponsored tournaments" }).check();
  await dialog.getByRole("combobox", { name: "Sponsored Tournament" }).click();
  await expect(page.getByRole("option", { name: `${event!.name} · ${event!.date} (campaign open)` })).toHaveAttribute("aria-disabled", "true");
});

test("the full Create Campaign page offers My sponsored tournaments too, and says so when the player holds no seat", async ({ page, baseURL }) => {
  await signUp(page, "player");
  await page.goto("/create-campaign");
  await page.getByRole("radio", { name: "My sponsored tournaments" }).check();
  await expect(page.getByText("You are not registered for any upcoming sponsored tournament.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Find one to join" })).toHaveAttribute("href", "/special-tournaments");

  const events = (await (await page.request.get("/api/special-tournaments")).json()) as Array<{ id: number; name: string; date: string }>;
  const event = events.find((t) => t.name === "PLO Bounty Showdown")!;
  const reg = await page.request.post("/api/special-tournaments/register", {
    data: { tournamentId: event.id, userRole: "player" },
    headers: { origin: baseURL! },
  });
  expect(reg.status()).toBe(201);
  await page.reload();
  await page.getByRole("radio", { name: "My sponsored tournaments" }).check();
  await page.getByRole("combobox", { name: "Sponsored Tournament" }).click();
  await page.getByRole("option", { name: new RegExp(`^${event.name}`) }).click();
  await expect(page.getByLabel("Buy-in Amount")).toHaveValue("400.00");
  await page.getByLabel("Target Amount").fill("200");
  await page.getByLabel("Minimum Stake").fill("20");
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign Created");
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByTestId("campaign-card").filter({ hasText: event.name });
  await expect(card.getByText("Verified event", { exact: true })).toBeVisible();
  await expect(card).toContainText("50%");
});
