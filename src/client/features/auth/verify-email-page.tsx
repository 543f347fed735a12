import { VERIFY_DONE_MESSAGE, VERIFY_INVALID_MESSAGE } from "@core/contracts/mail";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";
import { errorMessage } from "@client/lib/api";
import { confirmEmail } from "./api/verify-email";
import { TokenPageFrame } from "./token-page-frame";

/** /auth/verify?token=...: the link from the verification mail confirms the address as the page opens. */
export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [state, setState] = useState<{ status: "pending" | "done" | "failed"; message?: string }>({
    status: token ? "pending" : "failed",
    message: VERIFY_INVALID_MESSAGE,
  });

  useEffect(() => {
    if (!token) return;
    // the server's words: verified now, or already verified when a used link is opened again
    confirmEmail(token).then(
      (res) => setState({ status: "done", message: res?.message || VERIFY_DONE_MESSAGE }),
      (err: unknown) => setState({ status: "failed", message: errorMessage(err) }),
    );
  }, [token]);

  return (
    <TokenPageFrame title="E-mail verification">
      {state.status === "pending" ? (
        <Spinner />
      ) : (
        <div className="space-y-4">
          <p className={state.status === "failed" ? "text-sm text-destructive" : "text-sm"} role="status">
            {state.message}
          </p>
          <Button className="w-full" onClick={() => window.location.assign("/profile")}>
            Go to Profile
          </Button>
        </div>
      )}
    </TokenPageFrame>
  );
}
