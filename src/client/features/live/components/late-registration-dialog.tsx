import { MAX_ENTRANT_NAME, MAX_LATE_USERNAME } from "@core/live/schema/limits";
import type { LiveState } from "@core/live/schema/contracts";
import { lateEntryPoolText } from "@core/live/prizes/late-entry-text";
import { LATE_REGISTRATION_LAST_LEVEL } from "@core/live/actions/reducers";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLateRegistration } from "../api/late-registration";

type Errors = { name?: string; username?: string };

/**
 * Someone buys in while the first levels run: a seat, the starting stack, one more buy-in in the pool. At a
 * sponsor's event the director may name the player's site account (`registered`), which registers them too.
 */
export function LateRegistrationDialog({
  id,
  state,
  registered,
  open,
  onOpenChange,
}: {
  id: string;
  state: LiveState;
  registered: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState("");
  const [username, setUsername] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const action = useLateRegistration(id);

  const close = (next: boolean) => {
    if (!next) {
      setName("");
      setUsername("");
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const account = registered ? username.trim() : "";
    const found: Errors = {};
    if (trimmed === "") found.name = "Please enter the player's name.";
    else if (trimmed.length > MAX_ENTRANT_NAME) found.name = `The player's name must be at most ${MAX_ENTRANT_NAME} characters.`;
    if (account.length > MAX_LATE_USERNAME) found.username = `The username must be at most ${MAX_LATE_USERNAME} characters.`;
    setErrors(found);
    if (found.name || found.username) return;
    action.mutate(
      { type: "late-registration", name: trimmed, ...(account ? { username: account } : {}) },
      {
        onSuccess: () => {
          const description = account ? `${trimmed} is registered and in with the starting stack.` : `${trimmed} is in with the starting stack.`;
          toast({ title: "Player Added", description });
          close(false);
        },
        // the server's reason (unknown account, already registered, full, closed after level 6) goes next to the
        // field the director is looking at: the account when one was named, else the name
        onError: (err) => setErrors(account ? { username: errorMessage(err) } : { name: errorMessage(err) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Late Registration</DialogTitle>
          <DialogDescription>
            Open through level {LATE_REGISTRATION_LAST_LEVEL}. The player gets a free seat and the starting stack; {lateEntryPoolText(state)}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="late-name">Player name</Label>
            <Input
              id="late-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name !== undefined || undefined}
              aria-describedby={errors.name ? "late-name-error" : undefined}
            />
            {errors.name && (
              <p id="late-name-error" className="text-sm text-destructive" role="alert">
                {errors.name}
              </p>
            )}
          </div>
          {registered && (
            <div className="space-y-2">
              <Label htmlFor="late-username">Username (optional)</Label>
              <Input
                id="late-username"
                value={username}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => setUsername(e.target.value)}
                aria-invalid={errors.username !== undefined || undefined}
                aria-describedby={errors.username ? "late-username-error" : "late-username-hint"}
              />
              {errors.username ? (
                <p id="late-username-error" className="text-sm text-destructive" role="alert">
                  {errors.username}
                </p>
              ) : (
                <p id="late-username-hint" className="text-sm text-muted-foreground">
                  A player with an account here: they are registered for the tournament too, and told that you registered them. Leave blank for a walk-in.
                </p>
              )}
            </div>
          )}
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
