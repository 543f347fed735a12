import { z } from "zod";

import { SATELLITE_RESTS } from "./satellite-rests";

/**
 * A satellite's terms as the clock holds them (decision 240), copied from the event like its guarantee: the target
 * event (its name too, so every view can say "Seat (Main Event, $300)" without a read), what one seat is worth and
 * how the rest of the pool is paid. Null on the state: a cash event.
 */
export const liveSatellite = z.object({
  targetTournamentId: z.number().int().positive(),
  targetName: z.string(),
  seatValueCents: z.number().int().positive(),
  rest: z.enum(SATELLITE_RESTS),
  /** steps only: what each cash place after the seats gets */
  stepCents: z.number().int().positive().nullable().default(null),
});
export type LiveSatellite = z.infer<typeof liveSatellite>;
