import type { RegisterInput } from "@core/contracts/auth";
import type { CreateCampaignInput } from "@core/contracts/campaigns";
import { createTournamentInput, type CreateTournamentInput } from "@core/contracts/tournaments";
import { centsToDecimal } from "@core/money";
import { calendarDate } from "@core/calendar-dates";

/**
 * Valid request bodies with defaults, shared by the demo seed, the API tests, the browser tests and the benches:
 * a new required field is added here once, not in every file that creates a tournament or a campaign. Only
 * @core imports, so a browser test can use them too.
 */

const DAY_MS = 86_400_000;

/** The calendar day (UTC) n days from `now`, as a date field takes it ("YYYY-MM-DD"). */
export function dateInDays(n: number, now: Date = new Date()): string {
  return calendarDate(new Date(now.getTime() + n * DAY_MS));
}

/** POST /api/register: an account with a password no common-password list holds. */
export function userBody(overrides: Partial<RegisterInput> & Pick<RegisterInput, "username">): RegisterInput {
  return { password: "felt-river-stack-42", role: "investor", ...overrides };
}

/**
 * The defaults with `overrides` on top, typed as sent: a test may override a field with a value the API refuses.
 */
type Body<T, O> = Omit<T, keyof O> & O;

/** POST /api/special-tournaments: an upcoming two-week-away event every required field of which is filled. */
export function tournamentBody<O extends Record<string, unknown> = Partial<CreateTournamentInput>>(overrides: O = {} as O): Body<CreateTournamentInput, O> {
  const defaults: CreateTournamentInput = {
    name: "Test Tournament",
    description: "",
    date: dateInDays(14),
    time: "19:00",
    location: "Las Vegas, NV",
    buyIn: "250",
    prizeStructure: "Top 15% paid",
    format: "No-Limit Hold'em",
    blindStructure: "20-minute levels",
    startingChips: 25000,
    maxSeats: 40,
  };
  return { ...defaults, ...overrides };
}

/**
 * A special_tournaments row as POST /api/special-tournaments stores `tournamentBody(body)`, for tests that insert
 * straight into the database (`row` sets what the API does not take: status, sponsor, timestamps).
 */
export function tournamentRow(sponsorId: number, body: Partial<CreateTournamentInput> = {}, row: Record<string, unknown> = {}) {
  // the date rule is the API's; a test inserting a row may want any date
  const d = createTournamentInput.parse({ ...tournamentBody(body), date: dateInDays(1) });
  return {
    sponsorId,
    name: d.name,
    description: d.description,
    date: body.date ?? dateInDays(14),
    time: d.time,
    location: d.location,
    buyIn: centsToDecimal(d.buyIn),
    prizeStructure: d.prizeStructure,
    format: d.format,
    blindStructure: d.blindStructure,
    startingChips: d.startingChips,
    maxSeats: d.maxSeats,
    guaranteedPrizePool: d.guaranteedPrizePool === null ? null : centsToDecimal(d.guaranteedPrizePool),
    prizeBasisPoints: d.prizePercentages,
    ...row,
  };
}

/** POST /api/campaigns for a typed tournament: $10,000 buy-in, 50% offered, $5,000 target, two weeks away. */
export function campaignBody<O extends Record<string, unknown> = Partial<CreateCampaignInput>>(overrides: O = {} as O): Body<CreateCampaignInput, O> {
  const defaults: CreateCampaignInput = {
    tournament: "Test Main Event",
    tournamentDate: dateInDays(14),
    buyIn: "10000",
    minStake: "100",
    targetAmount: "5000",
    playerOfferedPercentage: 50,
    description: "Test campaign",
  };
  return { ...defaults, ...overrides };
}

/** POST /api/campaigns for a sponsored tournament the player holds a seat in: the player's terms only. */
export function linkedCampaignBody(specialTournamentId: number, overrides: Record<string, unknown> = {}) {
  return { specialTournamentId, minStake: "25", targetAmount: "100", playerOfferedPercentage: 50, description: "", ...overrides };
}

/** POST /api/create-payment-intent (and the amount POST /api/investments repeats): a stake, in dollars. */
export function stakeBody(campaignId: number, amount: string = "100.00") {
  return { campaignId, amount };
}
