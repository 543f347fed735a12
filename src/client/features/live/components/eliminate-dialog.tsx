import type { LiveState } from "@core/live/contracts";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { cn } from "@client/lib/utils";
import { useLiveAction } from "../api/live";
import { formatChips } from "./format";

/** Pick one player still in the tournament and eliminate them (§2, §4, §8). */
export function EliminateDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const action = useLiveAction(id);
  const candidates = state.players.filter((p) => !p.isEliminated);
  // §4: the finish position the next elimination gets
  const finish = state.totalPlayers - state.eliminatedPlayers;
  const chosen = candidates.find((p) => p.id === selected);

  const close = (next: boolean) => {
    if (!next) setSelected(null);
    onOpenChange(next);
  };

  const eliminate = () => {
    if (!selected) {
      toast({ title: "No Player Selected", description: "Please select a player to eliminate.", variant: "destructive" });
      return;
    }
    action.mutate(
      { type: "eliminate", playerId: selected },
      {
        onSuccess: ({ state: next }) => {
          const out = next.players.find((p) => p.id === selected);
          // named as the console shows them (the answer carries the public name, "Player N" for a nameless player)
          const name = state.players.find((p) => p.id === selected)?.name ?? out?.name ?? "Player";
          toast({ title: "Player Eliminated", description: `${name} has been eliminated in position ${out?.position}.` });
          close(false);
        },
        onError: (err) => toast({ title: "Elimination Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Eliminate Player</DialogTitle>
          <DialogDescription data-testid="eliminate-summary">
            {chosen ? `${chosen.name} will finish in position ${finish}.` : `Select the player who was knocked out. They finish in position ${finish}.`}
          </DialogDescription>
        </DialogHeader>
        <div role="radiogroup" aria-label="Players" className="max-h-[50vh] space-y-2 overflow-y-auto pr-1">
          {candidates.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={selected === p.id}
              onClick={() => setSelected(p.id)}
              className={cn(
                "flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left transition-colors hover:bg-accent",
                selected === p.id && "border-primary bg-primary/10",
              )}
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold" title={p.name}>
                  {p.name}
                </span>
                <span className="block text-xs text-muted-foreground">
                  Table {p.tableNumber}, Seat {p.seatNumber}
                </span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="block font-semibold tabular-nums">{formatChips(p.chips)}</span>
                <span className="block text-xs text-muted-foreground">Position {p.position}</span>
              </span>
            </button>
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={eliminate} disabled={action.isPending}>
            Eliminate Player
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
