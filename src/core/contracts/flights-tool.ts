import { z } from "zod";
import { FLIGHT_RULES, impossibleBag, MAX_FLIGHTS, playerKey } from "../live/prizes/flights";
import { groupThousands } from "../money";
import { dollarsField, wholeField } from "./festival-tool-fields";
import { MAX_TOOL_ENTRIES } from "./payout-plan";
import { MAX_GUARANTEE_CENTS } from "./tournament-prizes";

export const MAX_FLIGHT_BAGS = 5000;
export const MAX_BAG_CHIPS = 10_000_000_000;
export const MAX_FLIGHT_NAME = 40;
export const MAX_PLAYER_NAME = 80;
const MAX_FLIGHT_BUY_IN_CENTS = 1_000_000_00;

const FLIGHTS_MESSAGE = `flights must be a list of 1 to ${MAX_FLIGHTS} flights { name, entries, buyIn, bags }`;
const BAGS_MESSAGE = `bags must be a list of at most ${groupThousands(MAX_FLIGHT_BAGS)} bags { player, chips }`;
const NAME_MESSAGE = `name must be a flight's name of 1 to ${MAX_FLIGHT_NAME} characters, like "1A"`;
const PLAYER_MESSAGE = `player must be a name of 1 to ${MAX_PLAYER_NAME} characters`;

const bag = z.object(
  {
    player: z.string({ message: PLAYER_MESSAGE }).trim().min(1, PLAYER_MESSAGE).max(MAX_PLAYER_NAME, PLAYER_MESSAGE),
    chips: wholeField("chips", 1, MAX_BAG_CHIPS),
  },
  { message: BAGS_MESSAGE },
);

const flight = z.object(
  {
    name: z.string({ message: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(MAX_FLIGHT_NAME, NAME_MESSAGE),
    entries: wholeField("entries", 1, MAX_TOOL_ENTRIES),
    buyIn: dollarsField("buyIn", 0, MAX_FLIGHT_BUY_IN_CENTS),
    bags: z.array(bag, { message: BAGS_MESSAGE }).max(MAX_FLIGHT_BAGS, BAGS_MESSAGE).describe("the bags at the end of the flight, one per player"),
  },
  { message: FLIGHTS_MESSAGE },
);

/** POST /api/tools/flights (decision 232): the flights of one event, their bags, and the re-entry rule across flights. */
export const flightsToolInput = z
  .object(
    {
      rule: z.enum(FLIGHT_RULES, { message: "rule must be best-stack or first-stack" }).describe("re-entry across flights: best-stack or first-stack"),
      guarantee: dollarsField("guarantee", 0, MAX_GUARANTEE_CENTS)
        .optional()
        .describe("a guaranteed pool in dollars: the pool is max(the flights' entries x buy-in, guarantee)"),
      flights: z.array(flight, { message: FLIGHTS_MESSAGE }).min(1, FLIGHTS_MESSAGE).max(MAX_FLIGHTS, FLIGHTS_MESSAGE),
    },
    { message: "A JSON body { rule, guarantee?, flights: [{ name, entries, buyIn, bags: [{ player, chips }] }] } is required" },
  )
  .superRefine((body, ctx) => {
    const names = new Map<string, number>();
    body.flights.forEach((f, i) => {
      const key = playerKey(f.name);
      if (names.has(key)) ctx.addIssue({ code: "custom", path: ["flights", i, "name"], message: `flights[${i}]: two flights are named ${f.name}` });
      names.set(key, i);
      if (f.bags.length > f.entries) {
        ctx.addIssue({
          code: "custom",
          path: ["flights", i, "bags"],
          message: `flights[${i}]: ${f.name} has ${groupThousands(f.bags.length)} bags but ${groupThousands(f.entries)} entries`,
        });
      }
    });
    const bad = impossibleBag(body.rule, body.flights);
    if (bad) {
      const where = bad.sameFlight
        ? `twice in ${bad.firstFlight}`
        : `in ${bad.firstFlight}, and under first-stack a player who bagged is refused in later flights`;
      ctx.addIssue({
        code: "custom",
        path: ["flights", bad.flight, "bags", bad.bag],
        message: `flights[${bad.flight}].bags[${bad.bag}]: ${bad.player} bagged ${where}`,
      });
    }
  });
export type FlightsToolInput = z.input<typeof flightsToolInput>;

const bagOut = z.object({ player: z.string(), chips: z.number(), flight: z.string() });

export const flightsToolResponse = z.object({
  /** the pool of every flight (with the guarantee), dollars as a decimal string */
  pool: z.string(),
  /** players in Day 2 */
  players: z.number(),
  /** chips in play on Day 2 */
  chips: z.number(),
  /** the bags that advance, largest first */
  advancing: z.array(bagOut),
  /** best-stack: the smaller bags removed (never added) of players who bagged more than once */
  removed: z.array(bagOut),
});
export type FlightsToolResponse = z.infer<typeof flightsToolResponse>;
