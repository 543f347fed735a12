import type { LiveAction, LiveState } from "@core/live/schema/contracts";
import { isBountyEvent } from "@core/live/field/bounties";
import { dealFinishLabel } from "@core/live/prizes/paid-list";
import { orderPlayers } from "@core/live/actions/reducers";
import { hasAddOn, rebuysUsed } from "@core/live/field/rebuys";
import { centsToDecimal, formatMoney } from "@core/money";
import { Undo2 } from "lucide-react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { formatChips } from "./format";

const backersLabel = (n: number) => `${n} ${n === 1 ? "backer" : "backers"}`;

/** The rebuys (or re-entries) and add-on a player has taken, when any. */
function EntryBadges({ state, playerId }: { state: LiveState; playerId: string }) {
  const rebuys = rebuysUsed(state, playerId);
  const addOn = hasAddOn(state, playerId);
  if (rebuys === 0 && !addOn) return null;
  const word = state.rebuys?.kind === "reentry" ? (rebuys === 1 ? "re-entry" : "re-entries") : rebuys === 1 ? "rebuy" : "rebuys";
  return (
    <Badge variant="secondary" data-testid="roster-entries">
      {[rebuys > 0 ? `${rebuys} ${word}` : null, addOn ? "add-on" : null].filter(Boolean).join(" · ")}
    </Badge>
  );
}

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
  const bounties = isBountyEvent(state);
  const names = new Map(state.players.map((p) => [p.id, p.name]));
  return (
    <ol className="max-h-96 divide-y overflow-y-auto pr-1" aria-label="Players">
      {players.map((p) => {
        const staked = backers?.[p.id] ?? 0;
        // a deal player's finish is the deal's ("2nd (deal)"), not a bust: not struck through
        const byDeal = dealFinishLabel(state, p);
        return (
          <li key={p.id} className="flex items-center gap-3 py-2" data-testid="roster-player">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-bold">{p.position}</span>
            <span className="min-w-0 flex-1">
              <span
                className={p.isEliminated && !byDeal ? "block truncate font-medium text-muted-foreground line-through" : "block truncate font-medium"}
                title={p.name}
              >
                {p.name}
              </span>
              <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                {byDeal ??
                  (p.isEliminated
                    ? p.eliminatedBy && names.get(p.eliminatedBy)
                      ? `Knocked out by ${names.get(p.eliminatedBy)}`
                      : "Eliminated"
                    : `${formatChips(p.chips)} chips`)}
                <EntryBadges state={state} playerId={p.id} />
                {bounties && (
                  <span data-testid="roster-bounty">
                    {!p.isEliminated && ` · Bounty ${formatMoney(centsToDecimal(p.bountyCents))}`}
                    {p.bountyWonCents > 0 && ` · Won ${formatMoney(centsToDecimal(p.bountyWonCents))}`}
                  </span>
                )}
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
