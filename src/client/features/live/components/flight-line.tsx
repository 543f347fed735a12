import { flightLine } from "@core/live/prizes/flight-day2";
import type { LiveStoredState } from "@core/live/schema/contracts";

/** A multi-flight event's clock names what it is (decision 242): a flight of its event, or the Day 2 the flights feed. */
export function FlightLine({ state }: { state: Pick<LiveStoredState, "flight" | "flightPoolCents" | "totalPlayers"> }) {
  const line = flightLine(state);
  if (line === null) return null;
  return (
    <p className="font-medium text-primary" data-testid="flight-line">
      {line}
    </p>
  );
}
