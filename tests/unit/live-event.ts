import type { LiveStoredState } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";

type NewTournament = Parameters<typeof newLiveState>[0];

/**
 * A sponsor's event paying 100% of its pool, whose registered entrants are `names` (ids r1, r2..., user ids 1, 2...);
 * `terms` give the rest (id, name, chips, buy-in, and any other term).
 */
export function sponsorEvent(names: string[], terms: Omit<NewTournament, "kind" | "entrants" | "payoutPercent">): LiveStoredState {
  return newLiveState({
    kind: "sponsor",
    entrants: names.map((name, i) => ({ id: `r${i + 1}`, name, userId: i + 1 })),
    payoutPercent: 100,
    ...terms,
  });
}
