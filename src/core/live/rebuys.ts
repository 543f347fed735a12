import type { LiveStoredState } from "./contracts";
import { LiveRuleError } from "./live-rule-error";

// Issue 27 item 3: owned by the rebuys/bounties work. Placeholder until it lands.

/** A rebuy (or re-entry) for one player: their chips, one more entry in the pool. */
export function applyRebuy(_state: LiveStoredState, _playerId: string, _now: number): LiveStoredState {
  throw new LiveRuleError("Rebuys are not available in this tournament.");
}

/** The one add-on for one player at the end of the rebuy period. */
export function applyAddOn(_state: LiveStoredState, _playerId: string, _now: number): LiveStoredState {
  throw new LiveRuleError("Add-ons are not available in this tournament.");
}
