import { z } from "zod";
import { MAX_SATELLITE_PLACES, SATELLITE_RESTS } from "../live/prizes/satellite";
import { dollarsField } from "./festival-tool-fields";
import { idField } from "./ids";

/**
 * A satellite event (decision 240): it awards seats into another of the sponsor's events instead of cash, by the
 * calculators' rule (src/core/live/prizes/satellite.ts, decision 232). POST and PATCH /api/special-tournaments take
 * `satellite: { targetTournamentId, seatValue, rest, step? }`, or null for a cash event; the server checks the target
 * (src/server/tournaments/satellite-terms.ts). Stored as special_tournaments.satellite and copied into the clock.
 */
export const SATELLITE_MESSAGES = {
  shape: "satellite must be { targetTournamentId, seatValue, rest, step? } or null",
  rest: "rest must be steps or shared",
  stepRequired: "step is required when rest is steps: what each cash place after the seats gets",
  stepShared: "step applies only when rest is steps",
  targetNotFound: "The satellite's target event does not exist",
  targetNotYours: "A satellite can award seats only into one of your own events",
  targetSelf: "A satellite cannot award seats into itself",
  targetCancelled: "The satellite's target event is cancelled",
  targetStarted: "The satellite's target event has already started",
  targetBefore: "The satellite's target event must start after the satellite",
  withTable: "A satellite pays seats by its own rule: remove the payout table (prizePercentages or payoutPlan)",
  targetOfOthers: "This event is the target of a satellite: it cannot start before that satellite",
  seatBelowBuyIn: "A seat must be worth at least the satellite's buy-in",
  tooManySeats: `The guaranteed prize pool would pay more than ${MAX_SATELLITE_PLACES.toLocaleString("en-US")} seats: raise the seat value`,
  tooManySteps: `The rest after the seats could pay more than ${MAX_SATELLITE_PLACES.toLocaleString("en-US")} places: make the step larger`,
} as const;

/**
 * What is wrong with a satellite's terms beside the event's buy-in and guarantee, or null. A seat worth less than an
 * entry is no satellite, and the prize list stays within the calculators' ${MAX_SATELLITE_PLACES} places: the seats a
 * guarantee buys, and the steps the rest (always less than one seat) can pay.
 */
export function satelliteTermsProblem(t: {
  buyInCents: number;
  guaranteeCents: number | null;
  seatValueCents: number;
  stepCents: number | null;
}): string | null {
  if (t.seatValueCents < t.buyInCents) return SATELLITE_MESSAGES.seatBelowBuyIn;
  if (Math.floor((t.guaranteeCents ?? 0) / t.seatValueCents) > MAX_SATELLITE_PLACES) return SATELLITE_MESSAGES.tooManySeats;
  if (t.stepCents !== null && Math.ceil(t.seatValueCents / t.stepCents) > MAX_SATELLITE_PLACES) return SATELLITE_MESSAGES.tooManySteps;
  return null;
}

/** At most an event's own largest buy-in ($1,000,000, as tournaments.ts takes it). */
const MAX_SEAT_CENTS = 100_000_000;
const seatValueField = dollarsField("seatValue", 1, MAX_SEAT_CENTS);
const stepField = dollarsField("step", 1, MAX_SEAT_CENTS);

export const satelliteField = z
  .object(
    {
      targetTournamentId: idField("targetTournamentId"),
      /** dollars: what one seat into the target is worth (the form fills in the target's buy-in) */
      seatValue: seatValueField,
      rest: z.enum(SATELLITE_RESTS, { message: SATELLITE_MESSAGES.rest }),
      /** steps only: what each cash place after the seats gets, in dollars */
      step: z.preprocess((v) => (v === "" ? null : v), stepField.nullable()).optional(),
    },
    { message: SATELLITE_MESSAGES.shape },
  )
  .nullable()
  .superRefine((v, ctx) => {
    if (v === null) return;
    const step = v.step ?? null;
    if (v.rest === "steps" && step === null) ctx.addIssue({ code: "custom", path: ["step"], message: SATELLITE_MESSAGES.stepRequired });
    if (v.rest === "shared" && step !== null) ctx.addIssue({ code: "custom", path: ["step"], message: SATELLITE_MESSAGES.stepShared });
  })
  .transform((v) => (v === null ? null : { ...v, step: v.step ?? null }));
export type SatelliteInput = z.input<typeof satelliteField>;
export type SatelliteData = z.output<typeof satelliteField>;

export const satelliteCreateFields = { satellite: satelliteField.default(null) };
export const satelliteUpdateFields = { satellite: satelliteField.optional() };
export const satelliteResponseFields = {
  /** a satellite (decision 240): the target event with its name, the seat's value and how the rest is paid; null: cash prizes */
  satellite: z
    .object({
      targetTournamentId: z.number(),
      targetName: z.string(),
      /** decimal string, e.g. "300.00" */
      seatValue: z.string(),
      rest: z.enum(SATELLITE_RESTS),
      /** steps only, decimal string; null with shared */
      step: z.string().nullable(),
    })
    .nullable()
    .optional(),
};
