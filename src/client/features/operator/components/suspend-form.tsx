import { SUSPEND_REASON_MAX, suspendUserInput, type OperatorUser } from "@core/contracts/operator";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useReinstateUser, useSuspendUser } from "../api/suspend-user";
import { DecisionProblem } from "./decision-fields";

/**
 * Suspend (with a reason the server checks again) or reinstate one account. The operator's own account offers
 * neither: the server refuses a self-suspension too.
 */
export function SuspendControls({ user, selfId }: { user: OperatorUser; selfId: number }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const suspend = useSuspendUser({
    onSuccess: (r) => {
      setReason("");
      toast({
        title: `${r.user.username} suspended`,
        description: `${r.cancelledCampaigns} open campaign(s) cancelled, ${r.refundedInvestments} stake(s) refunded.`,
      });
    },
    onError: (e) => setProblem(errorMessage(e)),
  });
  const reinstate = useReinstateUser({
    onSuccess: (u) => toast({ title: `${u.username} reinstated`, description: "They can sign in again." }),
    onError: (e) => setProblem(errorMessage(e)),
  });
  if (user.id === selfId) return <p className="text-xs text-muted-foreground">This is your own account.</p>;

  if (user.suspended) {
    return (
      <div className="space-y-2">
        <p className="text-sm wrap-anywhere">
          <span className="text-muted-foreground">Reason: </span>
          {user.suspendedReason}
        </p>
        <DecisionProblem problem={problem} />
        <Button type="button" variant="outline" size="sm" disabled={reinstate.isPending} onClick={() => (setProblem(null), reinstate.mutate(user.id))}>
          Reinstate account
        </Button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = suspendUserInput.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the reason");
    setProblem(null);
    suspend.mutate({ userId: user.id, reason: parsed.data.reason });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={`${id}-reason`}>Reason for suspending {user.username}</Label>
      <Textarea id={`${id}-reason`} rows={2} value={reason} maxLength={SUSPEND_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
      <p className="text-xs text-muted-foreground">Their sessions end, their open campaigns are cancelled and every stake refunded. Nothing is deleted.</p>
      <DecisionProblem problem={problem} />
      <Button type="submit" variant="destructive" size="sm" disabled={suspend.isPending}>
        Suspend account
      </Button>
    </form>
  );
}
