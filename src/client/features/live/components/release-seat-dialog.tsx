import type { LiveState } from "@core/live/schema/contracts";
import { releasableSeats } from "@core/live/field/release-seat";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { formatChips } from "./format";
import { PlayerChoice, PlayerChoices, seatText } from "./player-choice";

/**
 * Release Seat (decision 236): a registered player who never sat down gives their seat back, up to the end of late
 * registration, and the lowest alternate waiting is seated in the same action (drawn a seat as a late entry, told by
 * notification and mail). The list offers only the seats the clock would release: registered, still in, never seen
 * to play (release-seat.ts).
 */
export function ReleaseSeatDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const action = useLiveAction(id);
  const candidates = releasableSeats(state).sort((a, b) => a.name.localeCompare(b.name));
  const chosen = candidates.find((p) => p.id === selected);

  const close = (next: boolean) => {
    if (!next) setSelected(null);
    onOpenChange(next);
  };

  const release = () => {
    if (!chosen) {
      toast({ title: "No Player Selected", description: "Please select the player whose seat to release.", variant: "destructive" });
      return;
    }
    const before = new Set(state.players.map((p) => p.id));
    action.mutate(
      { type: "release-seat", playerId: chosen.id },
      {
        onSuccess: (snapshot) => {
          const seated = snapshot.state.players.find((p) => !before.has(p.id));
          toast({
            title: "Seat Released",
            description: seated
              ? `${chosen.name}'s seat is released: ${seated.name}, the next alternate, is seated at table ${seated.tableNumber}, seat ${seated.seatNumber}.`
              : `${chosen.name}'s seat is released. No alternate is waiting: a late entry can take it.`,
          });
          close(false);
        },
        onError: (err) => toast({ title: "Not Released", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Release Seat</DialogTitle>
          <DialogDescription>
            A registered player who never sat down gives their seat back. The next alternate waiting takes it at once, with a seat drawn and a starting stack;
            the no-show&apos;s campaigns are cancelled and their backers refunded.
          </DialogDescription>
        </DialogHeader>
        <PlayerChoices>
          {candidates.length === 0 && <p className="text-sm text-muted-foreground">No seat can be released: every registered player still in has played.</p>}
          {candidates.map((p) => (
            <PlayerChoice key={p.id} player={p} selected={selected === p.id} onSelect={() => setSelected(p.id)} where={seatText(p)}>
              <span className="block font-semibold tabular-nums">{formatChips(p.chips)}</span>
            </PlayerChoice>
          ))}
        </PlayerChoices>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={release} disabled={action.isPending}>
            Release Seat
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
