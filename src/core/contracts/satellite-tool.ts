import { z } from "zod";
import { MAX_BUY_IN_CENTS } from "../campaign-rules";
import { eventPrizePool } from "../live/prizes/prize-pool";
import { MAX_SATELLITE_PLACES, SATELLITE_RESTS, satellitePlaceCount, satelliteSeats } from "../live/prizes/satellite";
import { groupThousands, type Cents } from "../money";
import { dollarsField, wholeField } from "./festival-tool-fields";
import { MAX_TOOL_ENTRIES } from "./payout-plan";
import { MAX_GUARANTEE_CENTS } from "./tournament-prizes";

export const MAX_SATELLITE_BUY_IN_CENTS: Cents = 1_000_000_00;

const POOL_FORM = "give either pool, or entries and buyIn";

/** POST /api/tools/satellite (decision 232): the pool (given, or entries x buy-in with a guarantee), the seat's value and how the rest is paid. */
export const satelliteToolInput = z
  .object(
    {
      entries: wholeField("entries", 1, MAX_TOOL_ENTRIES).optional().describe("players in the satellite (with buyIn; instead of pool)"),
      buyIn: dollarsField("buyIn", 0, MAX_SATELLITE_BUY_IN_CENTS).optional().describe('the satellite\'s buy-in in dollars, e.g. "30" (with entries)'),
      guarantee: dollarsField("guarantee", 0, MAX_GUARANTEE_CENTS)
        .optional()
        .describe("a guaranteed pool in dollars, with entries and buyIn: the pool is max(entries x buy-in, guarantee)"),
      pool: dollarsField("pool", 0, MAX_GUARANTEE_CENTS).optional().describe("the prize pool in dollars (instead of entries and buyIn)"),
      seatValue: dollarsField("seatValue", 1, MAX_BUY_IN_CENTS).describe("what one seat into the target event is worth, in dollars"),
      rest: z.enum(SATELLITE_RESTS, { message: "rest must be steps or shared" }).describe("how the cash left after the seats is paid"),
      step: dollarsField("step", 1, MAX_SATELLITE_BUY_IN_CENTS).optional().describe("steps only: what each cash place after the seats gets"),
    },
    { message: "A JSON body { entries, buyIn, guarantee?, seatValue, rest, step? } or { pool, seatValue, rest, step? } is required" },
  )
  .superRefine((body, ctx) => {
    const byEntries = body.entries !== undefined || body.buyIn !== undefined;
    if (body.pool !== undefined && (byEntries || body.guarantee !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["pool"], message: `pool: ${POOL_FORM}, not both` });
      return;
    }
    if (body.pool === undefined && (body.entries === undefined || body.buyIn === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [body.entries === undefined ? "entries" : "buyIn"],
        message: `${body.entries === undefined ? "entries" : "buyIn"}: ${POOL_FORM}`,
      });
      return;
    }
    if (body.rest === "steps" && body.step === undefined) {
      ctx.addIssue({ code: "custom", path: ["step"], message: "step is required when rest is steps: what each cash place after the seats gets" });
      return;
    }
    if (body.rest === "shared" && body.step !== undefined) {
      ctx.addIssue({ code: "custom", path: ["step"], message: "step applies only when rest is steps" });
      return;
    }
    const poolCents = satellitePoolCents(body);
    const places = satellitePlaceCount({ poolCents, seatValueCents: body.seatValue, rest: body.rest, stepCents: body.step });
    if (places > MAX_SATELLITE_PLACES) {
      // too many seats is the seat value's fault; too many cash places after them, the step's
      const field = satelliteSeats(poolCents, body.seatValue) > MAX_SATELLITE_PLACES || body.rest === "shared" ? "seatValue" : "step";
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `${field}: that pool would pay ${groupThousands(places)} places, at most ${groupThousands(MAX_SATELLITE_PLACES)}`,
      });
    }
  });
export type SatelliteToolInput = z.input<typeof satelliteToolInput>;
type SatelliteToolBody = z.output<typeof satelliteToolInput>;

/** The pool the body gives: pool, or max(entries x buy-in, guarantee) by the event's rule (eventPrizePool). */
export function satellitePoolCents(body: Pick<SatelliteToolBody, "pool" | "entries" | "buyIn" | "guarantee">): Cents {
  return body.pool ?? eventPrizePool(body.entries ?? 0, body.buyIn ?? 0, body.guarantee ?? null);
}

export const satelliteToolResponse = z.object({
  /** dollars as a decimal string */
  pool: z.string(),
  seats: z.number(),
  /** the seat places first (1st, 2nd, ...), then the cash-only places; cash as decimal strings, summing to pool - seats x seat value */
  places: z.array(z.object({ place: z.number(), seat: z.boolean(), cash: z.string() })),
});
export type SatelliteToolResponse = z.infer<typeof satelliteToolResponse>;
