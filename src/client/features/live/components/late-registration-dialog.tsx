import { MAX_ENTRANT_NAME, MAX_LATE_USERNAME } from "@core/live/schema/limits";
import type { LiveState } from "@core/live/schema/contracts";
import { lateEntryPoolText } from "@core/live/prizes/late-entry-text";
import { LATE_REGISTRATION_LAST_LEVEL } from "@core/live/actions/reducers";
import { useState } from "react";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLateRegistration } from "../api/late-registration";
import { TextField } from "./text-field";

type Errors = { name?: string; username?: string };

/** What the form refuses before asking the server: no name, or a name or username over the clock's limits. */
function entryErrors(name: string, username: string): Errors {
  const found: Errors = {};
  if (name === "") found.name = "Please enter the player's name.";
  else if (name.length > MAX_ENTRANT_NAME) found.name = `The player's name must be at most ${MAX_ENTRANT_NAME} characters.`;
  if (username.length > MAX_LATE_USERNAME) found.username = `The username must be at most ${MAX_LATE_USERNAME} characters.`;
  return found;
}

interface LateRegistrationProps {
  id: string;
  state: LiveState;
  /** a sponsor's event: the player's site account may be named */
  registered: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Someone buys in while the first levels run: a seat, the starting stack, one more buy-in in the pool. At a
 * sponsor's event the director may name the player's site account (`registered`), which registers them too.
 */
export function LateRegistrationDialog({ id, state, registered, open, onOpenChange }: LateRegistrationProps) {
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
    const found = entryErrors(trimmed, account);
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
          <TextField id="late-name" label="Player name" error={errors.name} value={name} onChange={(e) => setName(e.target.value)} />
          {registered && (
            <TextField
              id="late-username"
              label="Username (optional)"
              error={errors.username}
              hint="A player with an account here: they are registered for the tournament too, and told that you registered them. Leave blank for a walk-in."
              value={username}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setUsername(e.target.value)}
            />
          )}
          <DialogSubmitFooter onCancel={() => close(false)} pending={action.isPending} label="Add Player" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
