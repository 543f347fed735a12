import type { LiveState } from "@core/live/schema/contracts";
import { chipCountRefusal, formatChipInput, hasChipDigits } from "@core/live/field/players";
import { useState } from "react";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { PlayerCountFields, useCheckedCounts } from "./player-counts";
import { ChipCheck } from "./chip-audit/chip-check";

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

function ChipForm({ id, state, table, checked, onDone }: { id: string; state: LiveState; table?: ChipTable; checked: boolean; onDone: () => void }) {
  // a table's players in seat order (playerIds), as the floor walks round it; the whole field by position
  const players = table
    ? table.playerIds.flatMap((pid) => state.players.filter((p) => p.id === pid && !p.isEliminated))
    : state.players.filter((p) => !p.isEliminated);
  const [counts, setCounts] = useState<Record<string, string>>(() => Object.fromEntries(players.map((p) => [p.id, formatChipInput(String(p.chips))])));
  const action = useLiveAction(id);
  const { error, check } = useCheckedCounts(players, counts, countError, "chips");

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!check()) return;
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
      <PlayerCountFields players={players} idPrefix="chips" counts={counts} setCounts={setCounts} error={error} />
      {/* the whole field's count at a break is checked against the chips in play (decision 239); one table's is not */}
      {checked && !table && <ChipCheck state={state} typed={counts} />}
      <DialogSubmitFooter onCancel={onDone} pending={action.isPending} label={table ? `Update Table ${table.number} Chip Counts` : "Update All Chip Counts"} />
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
  checked = false,
  open,
  onOpenChange,
}: {
  id: string;
  state: LiveState;
  table?: ChipTable;
  /** a break is running: the whole field's count is checked as it is typed (decision 239) */
  checked?: boolean;
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
        {open && <ChipForm id={id} state={state} table={table} checked={checked} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
