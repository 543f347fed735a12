import type { LiveStoredState } from "@core/live/schema/contracts";

/**
 * Where a backer finds their player on the displays (decision 212): their table and seat once
 * drawn, and the name the displays show them by when it is not the one the backer knows (a player who chose to
 * appear as "Player N"). Null once they are out, or when there is nothing to add.
 */
export function whereToFind(state: Pick<LiveStoredState, "players" | "tables"> | undefined, userId: number, knownName: string): string | null {
  const player = state?.players.find((p) => p.userId === userId);
  if (!state || !player || player.isEliminated) return null;
  const table = state.tables.find((t) => t.seats.some((s) => s.playerId === player.id));
  const seat = table?.seats.find((s) => s.playerId === player.id);
  const parts = [
    table && seat ? `table ${table.number}, seat ${seat.seat}` : null,
    player.name !== knownName ? `on the displays as "${player.name}"` : null,
  ].filter((x): x is string => x !== null);
  if (parts.length === 0) return null;
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
