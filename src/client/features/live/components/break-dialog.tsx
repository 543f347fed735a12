import { MAX_BREAK_MINUTES } from "@core/live/schema/limits";
import { useState } from "react";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { TextField } from "./text-field";

const DEFAULT_MINUTES = "10";

/** A break of N minutes after the current level; every display shows BREAK with its countdown when it comes. */
export function BreakDialog({ id, open, onOpenChange }: { id: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [error, setError] = useState<string | null>(null);
  const action = useLiveAction(id);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = Number(minutes);
    if (!/^\d+$/.test(minutes.trim()) || value < 1 || value > MAX_BREAK_MINUTES) {
      setError(`Enter a whole number of minutes from 1 to ${MAX_BREAK_MINUTES}.`);
      return;
    }
    setError(null);
    action.mutate(
      { type: "break", minutes: value },
      {
        onSuccess: () => {
          toast({ title: "Break Scheduled", description: `A ${value}-minute break starts when this level ends.` });
          onOpenChange(false);
        },
        onError: (err) => toast({ title: "Break Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule Break</DialogTitle>
          <DialogDescription>
            The break starts when the current level's clock reaches 00:00, or at once with Next Level; the next level follows it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <TextField
            id="break-minutes"
            label="Break length (minutes)"
            error={error}
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <DialogSubmitFooter onCancel={() => onOpenChange(false)} pending={action.isPending} label="Schedule Break" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
