import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE } from "@core/contracts/mail";
import { PASSWORD_RULES_HINT, SIGN_UP_PASSWORDS_DIFFER } from "@core/contracts/sign-up-texts";
import { useState, type FormEvent } from "react";
import { useSearch } from "wouter";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { confirmPasswordReset } from "./api/password-reset";
import { TokenPageFrame } from "./token-page-frame";
import { useResetStep } from "./use-reset-step";

/** /auth/reset?token=...: the link from the reset mail. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { error, setError, done, pending, run } = useResetStep(token ? null : RESET_INVALID_MESSAGE);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return setError(SIGN_UP_PASSWORDS_DIFFER);
    await run(() => confirmPasswordReset(token, password));
  }

  if (done) {
    return (
      <TokenPageFrame title="Password reset">
        <p className="mb-4 text-sm" role="status">
          {RESET_DONE_MESSAGE}
        </p>
        <Button className="w-full" onClick={() => window.location.assign("/auth")}>
          Sign In
        </Button>
      </TokenPageFrame>
    );
  }
  return (
    <TokenPageFrame title="Choose a new password">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor="reset-password">New password</Label>
          <Input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <p className="text-xs text-muted-foreground">{PASSWORD_RULES_HINT}</p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="reset-confirm">Confirm new password</Label>
          <Input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={pending || !token}>
          {pending ? "Saving..." : "Set new password"}
        </Button>
        <Button type="button" variant="link" className="w-full" onClick={() => window.location.assign("/auth")}>
          Back to Sign In
        </Button>
      </form>
    </TokenPageFrame>
  );
}
