import type { LiveAction, LiveStoredState } from "./contracts";
import { LiveRuleError } from "./live-rule-error";

// Issue 27 item 6: owned by the deals work. Placeholder until it lands.

type DealAction = Extract<LiveAction, { type: "deal-propose" | "deal-accept" | "deal-cancel" }>;

export function applyDealAction(_state: LiveStoredState, _action: DealAction, _now: number): LiveStoredState {
  throw new LiveRuleError("Deals are not available yet.");
}

/** What a made deal pays this player, in cents, or null when no deal covers them. */
export function dealPrizeCents(_state: LiveStoredState, _playerId: string, _position: number): number | null {
  return null;
}
