import type { LiveAction, LiveState } from "@core/live/contracts";
import { orderPlayers } from "@core/live/reducers";
import { Undo2 } from "lucide-react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { formatChips } from "./format";

const backersLabel = (n: number) => `${n} ${n === 1 ? "backer" : "backers"}`;

/**
 * The console's player list: everyone by position, a Staked badge on players whose finish settles their
 * backers' stakes, and Undo elimination on the eliminated while the tournament is still on.
 */
export function PlayerRoster({
  state,
  backers,
  canControl,
  pending,
  send,
}: {
  state: LiveState;
  backers: Readonly<Record<string, number>> | undefined;
  canControl: boolean;
  pending: boolean;
  send: (action: LiveAction) => void;
}) {
  const players = orderPlayers(state.players);
  if (players.length === 0) return <p className="text-sm text-muted-foreground">No players yet.</p>;
  const canUndo = canControl && state.finishedAt === null;
  return (
    <ol className="max-h-96 divide-y overflow-y-auto pr-1" aria-label="Players">
      {players.map((p) => {
        const staked = backers?.[p.id] ?? 0;
        return (
          <li key={p.id} className="flex items-center gap-3 py-2" data-testid="roster-player">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-bold">{p.position}</span>
            <span className="min-w-0 flex-1">
              <span className={p.isEliminated ? "block truncate font-medium text-muted-foreground line-through" : "block truncate font-medium"} title={p.name}>
                {p.name}
              </span>
              <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                {p.isEliminated ? "Eliminated" : `${formatChips(p.chips)} chips`}
                {staked > 0 && (
                  <Badge variant="warning" title={`${backersLabel(staked)}: this player's finish settles their stakes`}>
                    Staked · {backersLabel(staked)}
                  </Badge>
                )}
              </span>
            </span>
            {p.isEliminated && canUndo && (
              <Button size="sm" variant="ghost" disabled={pending} onClick={() => send({ type: "reinstate", playerId: p.id })}>
                <Undo2 /> Undo elimination
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
