import { SANDBOX_OUTCOMES, type SandboxOutcome } from "@core/identity";
import { Button } from "@client/components/ui/button";
import { RequestError } from "@client/components/request-error";
import { useCompleteSandboxVerification } from "../api/complete-sandbox";

const OUTCOME_LABELS: Record<SandboxOutcome, string> = { verified: "Verified", requires_input: "Requires input" };

/**
 * The offline sandbox's stand-in for Stripe's hosted flow (PAYMENTS=sandbox), as its test cards stand in for the
 * card form: no document is asked for; the player picks the outcome Stripe would report.
 */
export function SandboxIdentityStep({ sessionId }: { sessionId: string }) {
  const complete = useCompleteSandboxVerification();
  return (
    <div className="space-y-3 rounded-md border border-dashed border-amber-500/60 p-3" data-testid="sandbox-identity-step">
      <p className="font-medium">Sandbox verification</p>
      <p className="text-muted-foreground">Test mode: no document is uploaded. Choose the outcome the verification provider would report.</p>
      <div className="flex flex-wrap gap-2">
        {SANDBOX_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            type="button"
            variant={outcome === "verified" ? "default" : "outline"}
            disabled={complete.isPending}
            onClick={() => complete.mutate({ sessionId, outcome })}
          >
            {OUTCOME_LABELS[outcome]}
          </Button>
        ))}
      </div>
      <RequestError error={complete.error} className="text-destructive" />
    </div>
  );
}
