import type { LiveStoredState } from "@core/live/schema/contracts";
import type { PlayerLiveStatus } from "@core/live/views/player-status";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { refreshAfter } from "@client/lib/changes";

/**
 * What of a live event changes its linked campaigns on the server, in the transaction of the console action the
 * stream reports: the clock's first start closes their staking, a player's final finish (or a new prize for it, or
 * its undo) settles or reopens their campaign, and the end of the event cancels those whose player has no result.
 * The same text while none of that changes (levels, chips, the countdown); null until the state has loaded.
 */
export function campaignMilestone(
  state: Pick<LiveStoredState, "startedAt" | "finishedAt"> | undefined,
  statuses: ReadonlyArray<PlayerLiveStatus | null>,
): string | null {
  if (!state) return null;
  const finishes = statuses.map((s) => (s && (s.kind === "eliminated" || s.kind === "won") ? `${s.kind}:${s.position}:${s.prizeCents}` : "open"));
  return [state.startedAt !== null ? "started" : "waiting", state.finishedAt !== null ? "finished" : "running", ...finishes].join("|");
}

/**
 * Reads the campaigns, stakes and payouts again when the milestone moves, so a page open during the event (the
 * campaign page, the portfolio) shows staking closed at the start and the settlement at the finish without a
 * reload. The first milestone seen is what the page loaded with: nothing to refresh then.
 */
export function useRefreshOnMilestone(milestone: string | null): void {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (milestone === null) return;
    const before = seen.current;
    seen.current = milestone;
    if (before !== null && before !== milestone) void refreshAfter(queryClient, "clock-settled");
  }, [milestone, queryClient]);
}
