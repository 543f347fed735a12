import type { LiveState } from "@core/live/contracts";
import { dayNames } from "@core/live/end-day";
import { formatChipInput, hasChipDigits } from "@core/live/reducers";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";

/**
 * End of a day in a multi-day event (issue 29): the bag of every player still in, counted and entered by the
 * controller. The clock stops, each stack becomes its bag, and players with a bag above the starting stack may sell
 * Day-2 action priced from it until the clock starts the next day. Loaded when first opened.
 */
function EndDayForm({ id, state, onDone }: { id: string; state: LiveState; onDone: () => void }) {
  const players = state.players.filter((p) => !p.isEliminated);
  const [bags, setBags] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const action = useLiveAction(id);
  const { current, next } = dayNames(state);
  const blank = (playerId: string) => checked && !hasChipDigits(bags[playerId] ?? "");

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const missing = players.find((p) => !hasChipDigits(bags[p.id] ?? ""));
    if (missing) {
      document.getElementById(`bag-${missing.id}`)?.focus();
      return;
    }
    action.mutate(
      { type: "end-day", bags },
      {
        onSuccess: () => {
          toast({ title: `${current ?? "Day"} Ended`, description: `Bags recorded. Start the clock to begin ${next ?? "the next day"}.` });
          onDone();
        },
        onError: (err) => toast({ title: "Day Not Ended", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="max-h-[55vh] space-y-3 overflow-y-auto pr-1">
        {players.map((p) => (
          <div key={p.id} className="grid grid-cols-[1fr_9rem] items-center gap-x-3 gap-y-1">
            <Label htmlFor={`bag-${p.id}`} className="min-w-0 truncate" title={p.name}>
              {p.name}
              <span className="block text-xs font-normal text-muted-foreground">
                Table {p.tableNumber}, Seat {p.seatNumber}
              </span>
            </Label>
            <Input
              id={`bag-${p.id}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Bag"
              className="text-right tabular-nums"
              value={bags[p.id] ?? ""}
              onChange={(e) => setBags((b) => ({ ...b, [p.id]: formatChipInput(e.target.value) }))}
              aria-invalid={blank(p.id) || undefined}
              aria-describedby={blank(p.id) ? `bag-${p.id}-error` : undefined}
            />
            {blank(p.id) && (
              <p id={`bag-${p.id}-error`} className="col-span-2 text-right text-sm text-destructive" role="alert">
                Enter {p.name}'s bag.
              </p>
            )}
          </div>
        ))}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={action.isPending}>
          End {current ?? "Day"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EndDayDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { current, next } = dayNames(state);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>End {current ?? "Day"}</DialogTitle>
          <DialogDescription>
            Enter the bag of every player still in, as counted. The clock stops; each stack becomes its bag{next ? `, and ${next} begins when you start the clock` : ""}.
          </DialogDescription>
        </DialogHeader>
        {open && <EndDayForm id={id} state={state} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
