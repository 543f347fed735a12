import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction } from "@client/components/ui/alert-dialog";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { errorMessage, isApiError } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { useCloseAccount } from "../api/close-account";

/** The password, then a last question. A refusal for what is left is a toast; the card reads the list again and shows it. */
export function PrivacyCloseAccountForm() {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCloseAccount((err) => {
    setOpen(false);
    if (isApiError(err, 400)) return setError(errorMessage(err));
    toast({ title: "Account not closed", description: errorMessage(err), variant: "destructive" });
  });

  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError("Enter your password to close your account.");
    setError(null);
    setOpen(true);
  };

  return (
    <form className="max-w-md space-y-3" onSubmit={ask} noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="close-password">Password</Label>
        <Input
          id="close-password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "close-password-error" : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p id="close-password-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="submit" variant="destructive">
            Close my account
          </Button>
        }
        title="Close your account?"
        description="You will be signed out everywhere and your personal details erased. Your stakes, payouts and statements stay for the other party. This cannot be undone."
        cancelLabel="Keep my account"
        pending={close.isPending}
        action={
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            disabled={close.isPending}
            onClick={(e) => {
              e.preventDefault();
              close.mutate({ password });
            }}
          >
            {close.isPending ? "Closing…" : "Close my account"}
          </AlertDialogAction>
        }
      />
    </form>
  );
}
