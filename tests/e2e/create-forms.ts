import type { Locator, Page } from "./fixtures";
import { signUp } from "./helpers";

// Each form's text fields by the label a user reads, in the form's own order: a helper fills what a test names in that
// order, the way a user goes down the form, and a field left out keeps what the form shows.
const TOURNAMENT_LABELS = {
  name: "Tournament Name",
  description: "Description",
  date: "Date",
  time: "Start Time",
  location: "Location",
  buyIn: "Buy-in ($)",
  startingChips: "Starting Chips",
  maxSeats: "Max Seats",
  format: "Format",
  prizeStructure: "Prize Structure",
  guarantee: "Guaranteed prize pool (optional)",
} as const;

const CAMPAIGN_LABELS = {
  tournament: "Tournament Name",
  date: "Tournament Date",
  buyIn: "Buy-in Amount",
  offeredPercentage: "Offered Percentage",
  targetAmount: "Target Amount",
  minStake: "Minimum Stake",
} as const;

async function fillByLabel<K extends string>(scope: Page | Locator, labels: Record<K, string>, fields: Partial<Record<K, string>>): Promise<void> {
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    const value = fields[key];
    if (value !== undefined) await scope.getByLabel(label).fill(value);
  }
}

/** A new sponsor signed up through the form, on the Create Tournament page. */
export async function newSponsorOnCreateTournament(page: Page): Promise<void> {
  await signUp(page, "sponsor");
  await page.goto("/create-tournament");
}

/** The signed-in sponsor's own event named `name`, as /api/special-tournaments/my lists it. */
export async function myTournament<T>(page: Page, name: string): Promise<T> {
  const mine = (await (await page.request.get("/api/special-tournaments/my")).json()) as (T & { name: string })[];
  return mine.find((t) => t.name === name)!;
}

/** Types `fields` into the Create Tournament form, as a user types them. */
export function fillTournamentForm(page: Page, fields: Partial<Record<keyof typeof TOURNAMENT_LABELS, string>>): Promise<void> {
  return fillByLabel(page, TOURNAMENT_LABELS, fields);
}

/** Types `fields` into a Create Campaign form: the dashboard's dialog or the /create-campaign page. */
export function fillCampaignForm(scope: Page | Locator, fields: Partial<Record<keyof typeof CAMPAIGN_LABELS, string>>): Promise<void> {
  return fillByLabel(scope, CAMPAIGN_LABELS, fields);
}
