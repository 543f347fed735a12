import { PAGES } from "@core/routes";
import { ordinal } from "@core/live/prizes/prize-table";
import { centsToDecimal, formatMoney2 } from "@core/money";
import type { EventMessages } from "./event-facts";

/*
 * What a satellite's seat says to its winner (decision 240), in the bell and by mail as a registration's does: the
 * seat registered into the target event, or, when they already held a seat there (or the target can no longer take
 * them), its value in cash.
 */

// the list where a registrant finds the event and their seat
const TOURNAMENTS_LINK = PAGES.specialTournaments.path;

export type SatelliteRecordedEvent = {
  kind: "satellite_seat";
  seatId: number;
  userId: number;
  satellite: string;
  target: string;
  /** the target's date as people write it in a mail */
  targetDate: string;
  place: number;
  valueCents: number;
  outcome: "seat" | "cash";
  /** cash: they already held a seat there (true), or the target had started or was cancelled (false) */
  alreadyHeld: boolean;
};

type Wording = { [K in SatelliteRecordedEvent["kind"]]: (e: Extract<SatelliteRecordedEvent, { kind: K }>) => EventMessages };

export const SATELLITE_WORDING: Wording = {
  satellite_seat: (e) => {
    const value = formatMoney2(centsToDecimal(e.valueCents));
    return {
      notifications: [
        {
          userId: e.userId,
          type: "tournament_registered",
          title: e.outcome === "seat" ? `You won a seat in ${e.target}` : `Your seat in ${e.target} is paid in cash`,
          body:
            e.outcome === "seat"
              ? `You finished ${ordinal(e.place)} in ${e.satellite} and won a ${value} seat: you are registered for ${e.target} on ${e.targetDate}.`
              : `You finished ${ordinal(e.place)} in ${e.satellite} and won a seat in ${e.target}, ${e.alreadyHeld ? "where you already hold one" : "which can no longer take new players"}: the seat is paid to you as its cash value, ${value}.`,
          link: TOURNAMENTS_LINK,
          eventKey: `satellite_seat:${e.seatId}`,
        },
      ],
    };
  },
};
