import { IDENTITY_STATUS_LABELS, type IdentityStatus } from "@core/identity";
import { ShieldCheck } from "lucide-react";
import { Badge, type BadgeProps } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { RequestError } from "@client/components/request-error";
import { useIdentity } from "../api/get-identity";
import { useStartVerification } from "../api/start-verification";
import { SandboxIdentityStep } from "./sandbox-identity-step";

const STATUS_VARIANT: Record<IdentityStatus, BadgeProps["variant"]> = {
  unverified: "outline",
  pending: "info",
  verified: "success",
  requires_input: "warning",
};

/**
 * Profile Settings → Identity (decision 204): the player's status and the "Verify identity" step. With Stripe the
 * button opens Stripe's hosted flow; in the sandbox a small step plays its test outcomes.
 */
export function IdentityCard() {
  const identity = useIdentity();
  const start = useStartVerification();
  const data = identity.data;
  return (
    <Card data-testid="identity-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="h-5 w-5 text-primary" /> Identity verification
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Verify your identity before your open campaigns raise more than $2,000 in total. Your documents go to the verification provider and are never stored
          by StakeLine. Your player page shows "ID verified"; your legal name stays private.
        </p>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!data ? (
          <Skeleton className="h-10 w-full" aria-busy="true" />
        ) : (
          <>
            <p className="flex items-center gap-2">
              Status:
              <Badge variant={STATUS_VARIANT[data.status]} data-testid="identity-status">
                {IDENTITY_STATUS_LABELS[data.status]}
              </Badge>
            </p>
            {data.status === "requires_input" && <p>The check needs more information: start again with a clear photo of a valid ID.</p>}
            {data.status !== "verified" && !data.pendingSessionId && (
              <div className="space-y-2">
                <Button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
                  {start.isPending ? "Starting..." : "Verify identity"}
                </Button>
                <RequestError error={start.error} className="text-destructive" />
              </div>
            )}
            {data.status !== "verified" && data.pendingSessionId && <SandboxIdentityStep sessionId={data.pendingSessionId} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
