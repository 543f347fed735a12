import { MAX_ENTRANT_NAME } from "@core/live/contracts";
import { LATE_REGISTRATION_LAST_LEVEL } from "@core/live/reducers";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";

/** A walk-in buys in while the first levels run: a seat, the starting stack, one more buy-in in the pool. */
export function LateRegistrationDialog({ id, open, onOpenChange }: { id: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const action = useLiveAction(id);

  const close = (next: boolean) => {
    if (!next) {
      setName("");
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return setError("Please enter the player's name.");
    if (trimmed.length > MAX_ENTRANT_NAME) return setError(`The player's name must be at most ${MAX_ENTRANT_NAME} characters.`);
    setError(null);
    action.mutate(
      { type: "late-registration", name: trimmed },
      {
        onSuccess: () => {
          toast({ title: "Player Added", description: `${trimmed} is in with the starting stack.` });
          close(false);
        },
        // the server's reason (full, closed after level 6) belongs next to the field the director is looking at
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Late Registration</DialogTitle>
          <DialogDescription>Open through level {LATE_REGISTRATION_LAST_LEVEL}. The player gets a free seat and the starting stack; the prize pool grows by one buy-in.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="late-name">Player name</Label>
            <Input
              id="late-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? "late-name-error" : undefined}
            />
            {error && (
              <p id="late-name-error" className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              Add Player
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
