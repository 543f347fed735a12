import type { LiveStoredState } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";

type NewTournament = Parameters<typeof newLiveState>[0];
type Entrant = NewTournament["entrants"][number];
type SponsorTerms = Omit<NewTournament, "kind" | "entrants" | "payoutPercent">;

/** A sponsor's event paying 100% of its pool to `entrants`; `terms` give the rest (id, name, chips, buy-in, and any other term). */
export function sponsorEventOf(entrants: Entrant[], terms: SponsorTerms): LiveStoredState {
  return newLiveState({ kind: "sponsor", entrants, payoutPercent: 100, ...terms });
}

/** A sponsor's event (as sponsorEventOf) whose registered entrants are `names` (ids r1, r2..., user ids 1, 2...). */
export function sponsorEvent(names: string[], terms: SponsorTerms): LiveStoredState {
  return sponsorEventOf(
    names.map((name, i) => ({ id: `r${i + 1}`, name, userId: i + 1 })),
    terms,
  );
}

/** `n` registered entrants counted from 1: ids `${idPrefix}1`, `${idPrefix}2`..., names `${namePrefix}1`..., user ids 1, 2... */
export function numberedEntrants(n: number, idPrefix: "p" | "r", namePrefix: "P" | "Player "): Entrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${idPrefix}${i + 1}`, name: `${namePrefix}${i + 1}`, userId: i + 1 }));
}

/** Registered entrants whose ids are letters (a, b, c...), named Player A, Player B..., user ids counted from `firstUserId`. */
export function letteredEntrants(ids: string[], firstUserId = 1): Entrant[] {
  return ids.map((id, i) => ({ id, name: `Player ${id.toUpperCase()}`, userId: firstUserId + i }));
}

/** The final tables the deal and results tests play: $100 buy-ins, 5,000 chips, paying 50/30/20. */
export const FINAL_TABLE_TERMS = { startingChips: 5000, buyInCents: 100_00, prizeBasisPoints: [5000, 3000, 2000] };

/** The phone view's event: Ana Ruiz, Bo Lind, Cy Park and Di Moss (r1 to r4) with 10,000 chips at $100, not started. */
export function fourPlayerEvent(name: string): LiveStoredState {
  return sponsorEvent(["Ana Ruiz", "Bo Lind", "Cy Park", "Di Moss"], { tournamentId: "9", name, startingChips: 10_000, buyInCents: 100_00 });
}
