import { z } from "zod";
import { CLOCK_STATUSES, PLAYER_STATUSES, structureRow } from "../schema/contracts";
import type { SeatView } from "./seat-view";

/** The API's shapes for the phone view (decision 164). The page itself imports types only (seat-view.ts), never zod. */
const ref = z.object({ table: z.number().int(), seat: z.number().int() });
export const seatViewSchema = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  clock: z.object({
    levelIndex: z.number().int(),
    status: z.enum(CLOCK_STATUSES),
    runningSince: z.number().int().nullable(),
    remainingMs: z.number().int(),
    breakAfterLevel: z.number().int().nullable().optional(),
    breakMs: z.number().int().optional(),
    structure: z.array(structureRow).nullable(),
  }),
  level: z.object({
    number: z.number().int(),
    smallBlind: z.number().int(),
    bigBlind: z.number().int(),
    ante: z.number().int(),
    secondsLeft: z.number().int(),
    onBreak: z.boolean(),
    nextBreakInSeconds: z.number().int().nullable(),
  }),
  started: z.boolean(),
  finished: z.boolean(),
  playersLeft: z.number().int(),
  totalPlayers: z.number().int(),
  averageStack: z.number().int().nullable(),
  handForHand: z.number().int().nullable().optional(),
  player: z.object({
    id: z.string(),
    name: z.string(),
    status: z.enum(PLAYER_STATUSES),
    table: z.number().int().nullable(),
    seat: z.number().int().nullable(),
    chips: z.number().int(),
    bigBlinds: z.number().nullable(),
    place: z.number().int().nullable(),
    prizeCents: z.number().int().nullable(),
    bountyCents: z.number().int(),
    bountyWonCents: z.number().int(),
  }),
  move: z.object({ from: ref, to: ref, reason: z.enum(["balance", "break", "final-table"]) }).nullable(),
  deal: z
    .object({
      status: z.enum(["proposed", "made"]),
      proposalId: z.number().int(),
      amountCents: z.number().int(),
      playForCents: z.number().int(),
      accepted: z.boolean(),
      waitingFor: z.number().int(),
    })
    .nullable(),
  version: z.number().int(),
});
// the schema and the pure view (seat-view.ts) describe one shape
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof seatViewSchema>["player"], SeatView["player"]> = true;
void sameShape;

export const seatViewResponse = z.object({ view: seatViewSchema, serverTime: z.number().int() });
export type SeatViewResponse = { view: SeatView; serverTime: number };

export const seatTokenParams = z.object({ token: z.string().max(200, "Seat link is too long") });

/** One entrant's personal link: the page, its QR code (SVG) and who it is for. */
export const seatLink = z.object({
  playerId: z.string(),
  name: z.string(),
  table: z.number().int().nullable(),
  seat: z.number().int().nullable(),
  token: z.string(),
  path: z.string(),
  qrPath: z.string(),
});
export type SeatLink = z.infer<typeof seatLink>;
export const mySeatLinkResponse = seatLink;
export const seatLinksResponse = z.object({ tournamentName: z.string(), started: z.boolean(), links: z.array(seatLink) });
export type SeatLinks = z.infer<typeof seatLinksResponse>;
