import type { LiveState } from "@core/live/schema/contracts";
import { chipCountRefusal, formatChipInput, hasChipDigits } from "@core/live/field/players";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";

/** A table's share of the counts (decision 164): only its players are listed and sent; the others keep theirs. */
export interface ChipTable {
  number: number;
  playerIds: readonly string[];
}

/** What a count's field says once the form was submitted: blank, or the clock's own refusal (core players.ts). */
function countError(raw: string, name: string): string | null {
  if (!hasChipDigits(raw)) return `Enter ${name}'s chip count (0 if they have no chips).`;
  return chipCountRefusal(raw, name);
}

function ChipForm({ id, state, table, onDone }: { id: string; state: LiveState; table?: ChipTable; onDone: () => void }) {
  // a table's players in seat order (playerIds), as the floor walks round it; the whole field by position
  const players = table
    ? table.playerIds.flatMap((pid) => state.players.filter((p) => p.id === pid && !p.isEliminated))
    : state.players.filter((p) => !p.isEliminated);
  const [counts, setCounts] = useState<Record<string, string>>(() => Object.fromEntries(players.map((p) => [p.id, formatChipInput(String(p.chips))])));
  const action = useLiveAction(id);
  const [checked, setChecked] = useState(false);
  const error = (playerId: string, name: string) => (checked ? countError(counts[playerId] ?? "", name) : null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const wrong = players.find((p) => countError(counts[p.id] ?? "", p.name) !== null);
    if (wrong) {
      document.getElementById(`chips-${wrong.id}`)?.focus();
      return;
    }
    action.mutate(
      { type: "chips", counts },
      {
        onSuccess: () => {
          toast({ title: "Chip Counts Updated", description: "Players have been re-ranked by chip count." });
          onDone();
        },
        onError: (err) => toast({ title: "Update Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="max-h-[55vh] space-y-3 overflow-y-auto pr-1">
        {players.map((p) => (
          <div key={p.id} className="grid grid-cols-[1fr_9rem] items-center gap-x-3 gap-y-1">
            <Label htmlFor={`chips-${p.id}`} className="min-w-0 truncate" title={p.name}>
              {p.name}
              <span className="block text-xs font-normal text-muted-foreground">
                Table {p.tableNumber}, Seat {p.seatNumber}
              </span>
            </Label>
            <Input
              id={`chips-${p.id}`}
              inputMode="numeric"
              autoComplete="off"
              className="text-right tabular-nums"
              value={counts[p.id] ?? ""}
              onChange={(e) => setCounts((c) => ({ ...c, [p.id]: formatChipInput(e.target.value) }))}
              aria-invalid={error(p.id, p.name) !== null || undefined}
              aria-describedby={error(p.id, p.name) !== null ? `chips-${p.id}-error` : undefined}
            />
            {error(p.id, p.name) !== null && (
              <p id={`chips-${p.id}-error`} className="col-span-2 text-right text-sm text-destructive" role="alert">
                {error(p.id, p.name)}
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
          {table ? `Update Table ${table.number} Chip Counts` : "Update All Chip Counts"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * One chip count per player still in; a blank count, or one that is not a whole number ("30000.5", "420k"), is shown
 * as an error next to its field with the clock's own message, never sent as 0 or as the digits left after dropping the rest.
 */
export function ChipDialog({
  id,
  state,
  table,
  open,
  onOpenChange,
}: {
  id: string;
  state: LiveState;
  table?: ChipTable;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{table ? `Table ${table.number} Chip Counts` : "Update Chip Counts"}</DialogTitle>
          <DialogDescription>
            {table
              ? `Enter the current stack of each player at Table ${table.number}. Players are re-ranked by chips.`
              : "Enter each player's current stack. Players are re-ranked by chips."}
          </DialogDescription>
        </DialogHeader>
        {open && <ChipForm id={id} state={state} table={table} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
