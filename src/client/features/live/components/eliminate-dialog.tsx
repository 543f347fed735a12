import { bountySplit, isBountyEvent } from "@core/live/field/bounties";
import type { LivePlayer, LiveState } from "@core/live/schema/contracts";
import { centsToDecimal, formatMoney } from "@core/money";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { cn } from "@client/lib/utils";
import { useLiveAction } from "../api/live";
import { formatChips } from "./format";

/** What the knockout pays, shown before it is recorded (PKO): half the head in cash, half onto the eliminator's. */
function bountyHint(out: LivePlayer | undefined, by: LivePlayer | undefined): string {
  if (!out) return "Their bounty is paid to the player who knocked them out.";
  const { cashCents, headCents } = bountySplit(out.bountyCents);
  const money = (c: number) => formatMoney(centsToDecimal(c));
  if (!by) return `${out.name}'s bounty is ${money(out.bountyCents)}: with nobody named it is not paid.`;
  return `${by.name} collects ${money(cashCents)} in cash and their bounty becomes ${money(by.bountyCents + headCents)}.`;
}

/** Pick one player still in the tournament and eliminate them (§2, §4, §8). */
export function EliminateDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [eliminator, setEliminator] = useState("");
  const action = useLiveAction(id);
  const candidates = state.players.filter((p) => !p.isEliminated);
  // §4: the finish position the next elimination gets
  const finish = state.totalPlayers - state.eliminatedPlayers;
  const chosen = candidates.find((p) => p.id === selected);
  const bounties = isBountyEvent(state);
  const knockers = candidates.filter((p) => p.id !== selected);
  const by = knockers.find((p) => p.id === eliminator);

  const close = (next: boolean) => {
    if (!next) {
      setSelected(null);
      setEliminator("");
    }
    onOpenChange(next);
  };

  const eliminate = () => {
    if (!selected) {
      toast({ title: "No Player Selected", description: "Please select a player to eliminate.", variant: "destructive" });
      return;
    }
    action.mutate(
      { type: "eliminate", playerId: selected, ...(by ? { eliminatorId: by.id } : {}) },
      {
        onSuccess: ({ state: next }) => {
          const out = next.players.find((p) => p.id === selected);
          // named as the console shows them (the answer carries the public name, "Player N" for a nameless player)
          const name = state.players.find((p) => p.id === selected)?.name ?? out?.name ?? "Player";
          const paid = by && bounties ? next.players.find((p) => p.id === by.id) : undefined;
          const cash = paid ? ` ${by!.name} collects ${formatMoney(centsToDecimal(bountySplit(out?.bountyCents ?? 0).cashCents))} of their bounty.` : "";
          toast({ title: "Player Eliminated", description: `${name} has been eliminated in position ${out?.position}.${cash}` });
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
              onClick={() => {
                setSelected(p.id);
                if (eliminator === p.id) setEliminator("");
              }}
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
                {/* chips only: a player still in has no finish yet, and "Position 7" read like a rank (decision 214) */}
                <span className="block font-semibold tabular-nums">{formatChips(p.chips)}</span>
                <span className="block text-xs text-muted-foreground">chips</span>
              </span>
            </button>
          ))}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="eliminate-by">
            Knocked out by
            {bounties ? <span aria-hidden="true"> *</span> : <span className="font-normal text-muted-foreground"> (optional)</span>}
          </Label>
          <select
            id="eliminate-by"
            value={by ? by.id : ""}
            onChange={(e) => setEliminator(e.target.value)}
            aria-describedby="eliminate-by-hint"
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          >
            <option value="">{bounties ? "Select who knocked them out" : "Not recorded"}</option>
            {knockers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <p id="eliminate-by-hint" className="text-xs text-muted-foreground" data-testid="eliminate-bounty-hint">
            {bounties ? bountyHint(chosen, by) : "Who won the hand that knocked them out, for the results."}
          </p>
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
