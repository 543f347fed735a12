import { clockView, type ClockView } from "@core/live/clock/clock";
import { useEffect, useState } from "react";
import type { LiveData } from "../api/live";

/** The current time, refreshed every `ms` milliseconds while `active`. */
export function useNow(ms: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, active]);
  return now;
}

/**
 * What the clock shows now, counted down locally: the server's state at the server's time, corrected for this
 * device's clock skew, so every display agrees with the server however long it runs. Levels, minutes and breaks
 * are the event's own structure (state.structure), the same on the console and every view.
 */
export function useLiveClock(data: LiveData | undefined): ClockView | null {
  const now = useNow(200, data?.state.status === "running");
  if (!data) return null;
  const skew = data.serverTime - data.clientTime;
  // a state newer than the last tick is shown from its own arrival on, never from before it
  return clockView(data.state, Math.max(now, data.clientTime) + skew);
}
