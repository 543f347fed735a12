import { RESET_REQUESTED_MESSAGE } from "@core/contracts/mail-texts";
import { useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { requestPasswordReset } from "./api/password-reset";
import { useResetStep } from "./use-reset-step";

/**
 * Where the link goes, said before and after asking: only to an address saved on the account, so an account without
 * one is told what to do instead of waiting for a mail that never comes. It is the same for every account, so it
 * reveals nothing about the one asked for (decision 120).
 */
export const RESET_WHERE_IT_GOES =
  "The link goes only to an e-mail address saved on the account. An account without one gets no link: if you can still sign in, add an address in Profile Settings; if you cannot, contact support.";

/** "Forgot password?" on the Sign In tab: asks for a reset link; the answer is the same whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [login, setLogin] = useState("");
  const { error, setError, done: sent, pending, run } = useResetStep();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!login.trim()) return setError("Enter your username or e-mail");
    await run(() => requestPasswordReset(login.trim()));
  }

  if (sent) {
    return (
      <div className="space-y-4" role="status">
        <p className="text-sm">{RESET_REQUESTED_MESSAGE}</p>
        <p className="text-sm text-muted-foreground" data-testid="reset-where">
          {RESET_WHERE_IT_GOES}
        </p>
        <Button type="button" variant="outline" className="w-full" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">Enter your username or e-mail. We will send a link to choose a new password.</p>
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground" data-testid="reset-where">
        {RESET_WHERE_IT_GOES}
      </p>
      <div className="space-y-2">
        <Label htmlFor="forgot-login">Username or e-mail</Label>
        <Input id="forgot-login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} aria-invalid={!!error} />
        {error && <p className="text-sm text-destructive">{error}</p>}
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending..." : "Send reset link"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
