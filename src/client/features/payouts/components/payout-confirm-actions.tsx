import type { MyInvestment } from "@core/contracts/payouts";
import { formatMoney2 } from "@core/money";
import { investorActions } from "@core/payout-confirmation";
import { CheckCircle2, CircleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useConfirmPayout } from "../api/confirm-payout";
import { DisputeDialog } from "./lazy-dispute-dialog";

/**
 * The investor's answer to a payout marked paid (decision 200): Confirm, or "I was not paid" with a reason. Which
 * buttons show is core's rule (investorActions), the one the server applies.
 */
export function PayoutConfirmActions({ investment: i }: { investment: MyInvestment }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirmPayout({
    onSuccess: () => toast({ title: "Payout confirmed", description: "Thank you: the player's record now counts it as confirmed." }),
    onError: (err) => toast({ title: "Could not confirm", description: errorMessage(err), variant: "destructive" }),
  });
  if (i.payoutId === null) return null;
  const payoutId = i.payoutId;
  const can = investorActions(
    { status: i.payoutStatus ?? "pending", paidAt: i.payoutPaidAt ? new Date(i.payoutPaidAt) : null, confirmation: i.confirmation, ruling: i.ruling },
    new Date(),
  );
  // the dialog stays mounted while it closes after a dispute (the buttons are gone by then)
  if (!can.confirm && !can.dispute && !open) return null;

  return (
    <div className="mt-3 flex flex-wrap gap-2" data-testid="confirm-actions">
      {can.confirm && (
        <Button size="sm" variant="success" disabled={confirm.isPending} onClick={() => confirm.mutate(payoutId)}>
          <CheckCircle2 /> {confirm.isPending ? "Confirming…" : "Confirm"}
        </Button>
      )}
      {can.dispute && (
        <Button size="sm" variant="outline" disabled={confirm.isPending} onClick={() => setOpen(true)}>
          <CircleAlert /> I was not paid
        </Button>
      )}
      <DisputeDialog
        payoutId={payoutId}
        summary={`${i.playerName} marked your ${formatMoney2(i.payout ?? "0")} payout for ${i.tournament} as paid.`}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
