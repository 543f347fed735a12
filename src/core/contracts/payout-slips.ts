import { z } from "zod";
import { idField } from "./ids";

/** The API's payout slips (decision 238): GET /api/special-tournaments/{id}/slips and handing one out. */

/** A player of the clock: a registration's `r12`, a walk-in's `w3`. */
export const slipParams = z.object({
  id: idField("Tournament id"),
  playerId: z
    .string({ message: "playerId must be a player of the tournament, like r12" })
    .regex(/^[a-z][0-9]{1,12}$/, "playerId must be a player of the tournament, like r12"),
});

export const payoutSlipResponse = z.object({
  playerId: z.string(),
  /** the registrant's own name where the public screens show "Player N" (decision 212): the cashier must know them */
  name: z.string(),
  place: z.number().int(),
  /** "1st", "60th (tie)" */
  placeLabel: z.string(),
  /** the place's prize, or the deal's amount, in dollars ("1000.00"); bounty cash apart */
  prize: z.string(),
  byDeal: z.boolean(),
  bounty: z.string(),
  /** prize + bounty: what the cashier hands over */
  total: z.string(),
  /** when the console marked the slip handed out (the player paid); null until then */
  handedOutAt: z.string().nullable(),
});
export type PayoutSlipView = z.infer<typeof payoutSlipResponse>;

export const payoutSlipsResponse = z.object({
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  date: z.string(),
  location: z.string(),
  /** every finish is final: the slips' prizes total the prize pool */
  finished: z.boolean(),
  prizePool: z.string(),
  /** the slips' prizes, bounty cash apart */
  prizesTotal: z.string(),
  bountyTotal: z.string(),
  slips: z.array(payoutSlipResponse),
});
export type PayoutSlipsView = z.infer<typeof payoutSlipsResponse>;

export { prizePaidAtVenueText, SLIP_MESSAGES } from "./payout-slip-texts";
