import type { LivePlayer } from "../schema/contracts";

/** A player as the leaders and the ticker list them: their rank by chips, not their seat order or entry number. */
export type RankedPlayer<P extends Pick<LivePlayer, "chips" | "position" | "isEliminated">> = P & { rank: number };

/**
 * The players still in with chips, biggest stack first (decision 214): ranked by the chips they hold now, so a
 * rebuy or an add-on that grows a stack moves it up at once, without waiting for the floor's next chip count.
 * Ties keep the clock's order. The console's Chip Leaders, the spectator's Leaders and the ticker all read this.
 */
export function chipLeaders<P extends Pick<LivePlayer, "chips" | "position" | "isEliminated">>(players: readonly P[], count = Infinity): RankedPlayer<P>[] {
  return players
    .filter((p) => !p.isEliminated && p.chips > 0)
    .sort((a, b) => b.chips - a.chips || a.position - b.position)
    .slice(0, count)
    .map((p, i) => ({ ...p, rank: i + 1 }));
}
