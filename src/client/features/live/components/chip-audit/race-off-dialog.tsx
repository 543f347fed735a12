import type { LiveState } from "@core/live/schema/contracts";
import { chipCountRefusal, formatChipInput, hasChipDigits } from "@core/live/field/players";
import { useState } from "react";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../../api/live";
import { formatChips } from "../format";
import { TextField } from "../text-field";

/** Add the chips raced off at this colour-up, or correct the total entered so far. */
export type RaceOffMode = "add" | "correct";

const ADD_MESSAGE = "Enter the chips raced off as a whole number above 0.";
const TOTAL_MESSAGE = "Enter the corrected total raced off as a whole number (0 to undo every race-off).";

/** The typed chips, or the form's refusal (the clock's own words): digits grouped as chips, above 0 unless correcting. */
function parsed(raw: string, mode: RaceOffMode): number | string {
  const message = mode === "add" ? ADD_MESSAGE : TOTAL_MESSAGE;
  if (!hasChipDigits(raw) || chipCountRefusal(raw, "the race-off") !== null) return message;
  const chips = Number(raw.replace(/\D/g, ""));
  return mode === "add" && chips === 0 ? message : chips;
}

function RaceOffForm({ id, state, mode, onDone }: { id: string; state: LiveState; mode: RaceOffMode; onDone: () => void }) {
  const [chips, setChips] = useState(mode === "correct" ? formatChipInput(String(state.racedOffChips)) : "");
  const [error, setError] = useState<string | null>(null);
  const action = useLiveAction(id);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = parsed(chips, mode);
    if (typeof value === "string") {
      setError(value);
      return;
    }
    setError(null);
    action.mutate(mode === "add" ? { type: "race-off", chips: value } : { type: "race-off-correct", racedOffChips: value }, {
      onSuccess: (snapshot) => {
        toast({
          title: mode === "add" ? "Race-Off Recorded" : "Race-Off Total Corrected",
          description: `Chips raced off so far: ${formatChips(snapshot.state.racedOffChips)}. They come off the chips expected at each count.`,
        });
        onDone();
      },
      onError: (err) => toast({ title: "Race-Off Not Recorded", description: errorMessage(err), variant: "destructive" }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        id="race-off-chips"
        label={mode === "add" ? "Chips raced off" : "Total raced off"}
        error={error}
        hint={mode === "add" ? `Raced off so far: ${formatChips(state.racedOffChips)}.` : undefined}
        inputMode="numeric"
        autoComplete="off"
        value={chips}
        onChange={(e) => setChips(formatChipInput(e.target.value))}
      />
      <DialogSubmitFooter onCancel={onDone} pending={action.isPending} label={mode === "add" ? "Record Race-Off" : "Correct Total"} />
    </form>
  );
}

/**
 * Chips raced off at a colour-up (decision 239): the odd small chips that left play without coming back as larger
 * ones. They come off the chips expected, so the next count is checked against what is really on the tables.
 */
export function RaceOffDialog({
  id,
  state,
  mode,
  onOpenChange,
}: {
  id: string;
  state: LiveState;
  mode: RaceOffMode | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === "correct" ? "Correct Chips Raced Off" : "Chips Raced Off"}</DialogTitle>
          <DialogDescription>
            {mode === "correct"
              ? "The total raced off so far, as it should be: a race-off entered twice or wrong is put right here, and 0 undoes every one."
              : "After the colour-up race, enter the chips that left play without coming back as larger chips. They come off the chips expected at the next count."}
          </DialogDescription>
        </DialogHeader>
        {mode !== null && <RaceOffForm id={id} state={state} mode={mode} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
