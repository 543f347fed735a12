import { z } from "zod";
import { SWAP_PERCENT_MESSAGE, swapPercentHundredths } from "../swaps";
import { idField } from "./ids";

/** What the swap calls answer when they refuse, word for word (tests and the client read these). */
export const SWAP_MESSAGES = {
  onlyPlayers: "Only players can swap with other players",
  tournamentNotFound: "Tournament not found",
  tournamentCancelled: "This tournament was cancelled",
  notRegistered: "Only players registered in this tournament can swap in it",
  otherNotRegistered: "No other player registered in this tournament has that username",
  self: "You cannot swap with yourself",
  locked: "Swaps are locked once the event starts",
  duplicate: "You already have an open swap with this player in this tournament",
  overYou: "This swap would take you over 100% of your winnings in this event (what you sold plus what you swapped)",
  overThem: "This swap would take the other player over 100% of their winnings in this event (what they sold plus what they swapped)",
  notFound: "Swap not found",
  notYours: "This swap is between two other players",
  onlyOfferedToAccept: "Only the player this swap was offered to can accept it",
  onlyOfferedToDecline: "Only the player this swap was offered to can decline it",
  notOpen: "This swap is no longer open",
  notCancellable: "Only an offered or accepted swap can be cancelled",
  notSettled: "This swap is not settled yet: the tournament clock settles it with the prizes",
  nothingOwed: "Nothing is owed on this swap: both players won the same",
  onlyPayer: "Only the player who owes the net amount can mark this swap as paid",
  alreadyPaid: "This swap has already been marked as paid",
  target: "Choose the player to swap with (toUsername or toUserId)",
  /** decision 242, addendum "Day-2 resale and swaps": a flight's clock settles nothing, and Day 2 settles no swap yet */
  multiFlight: "Swaps are not available in a multi-flight event or its flights: their results are settled on Day 2, which does not settle swaps",
} as const;

export const swapIdParams = z.object({ id: idField("Swap id") });

/** The percentage as typed ("12.5") or sent (12.5): 1 to 20, at most 2 decimals. */
const percentField = z
  .union([z.string(), z.number()], { message: SWAP_PERCENT_MESSAGE })
  .refine((v) => swapPercentHundredths(v) !== null, SWAP_PERCENT_MESSAGE)
  .transform((v) => swapPercentHundredths(v)!);

/** POST /api/swaps: offer p% of one's winnings in an event to another registered player, for the same of theirs. */
export const offerSwapInput = z
  .object({
    tournamentId: idField("tournamentId"),
    toUsername: z.string({ message: "toUsername must be text" }).trim().min(1, SWAP_MESSAGES.target).max(100, "toUsername is too long").optional(),
    toUserId: idField("toUserId").optional(),
    percent: percentField,
  })
  .strict()
  .refine((o) => (o.toUsername === undefined) !== (o.toUserId === undefined), { message: SWAP_MESSAGES.target, path: ["toUsername"] });
export type OfferSwapInput = z.input<typeof offerSwapInput>;

/** GET /api/swaps/partners: the players one may swap with in an event. */
export const swapPartnersQuery = z.object({ tournamentId: idField("tournamentId") });

export const swapPartner = z.object({
  userId: z.number(),
  /** the name they go by with the players who deal with them */
  name: z.string(),
});
export const swapPartnersResponse = z.object({
  partners: z.array(swapPartner),
  /** how much more the caller may still swap in this event, as a decimal string ("20.00"); "0.00" when none */
  roomPercent: z.string(),
});
export type SwapPartners = z.infer<typeof swapPartnersResponse>;

export const SWAP_STATUSES = ["offered", "accepted", "declined", "cancelled", "settled"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** One swap as either of its two players sees it. */
export const swapItem = z.object({
  id: z.number(),
  tournamentId: z.number(),
  tournament: z.string(),
  tournamentDate: z.string(),
  /** p% of each side's winnings, as stored ("10.00") */
  percent: z.string(),
  status: z.enum(SWAP_STATUSES),
  /** true when the caller offered it */
  offeredByMe: z.boolean(),
  /** the other player's known-as name */
  otherPlayer: z.string(),
  /** after settlement: the net amount owed (decimal string; "0.00" with owedBy "nobody"), and who owes it; null before */
  netAmount: z.string().nullable(),
  owedBy: z.enum(["me", "them", "nobody"]).nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canCancel: z.boolean(),
  canMarkPaid: z.boolean(),
});
export type SwapItem = z.infer<typeof swapItem>;
export const swapListResponse = z.array(swapItem);
