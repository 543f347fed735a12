import { disputePayoutInput } from "@core/contracts/payout-confirmation";
import { DISPUTE_REASON_MAX } from "@core/payout-confirmation";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { fieldErrors } from "@client/lib/field-errors";
import { useDisputePayout } from "../api/dispute-payout";

/**
 * "I was not paid": the backer's reason (10-1,000 characters, the server's rule), sent as a dispute the player can
 * answer once and an operator rules on (decision 200). Loaded when it first opens (lazy-dispute-dialog.ts).
 */
export function DisputeDialog({
  payoutId,
  summary,
  open,
  onOpenChange,
}: {
  payoutId: number;
  summary: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const dispute = useDisputePayout({
    onSuccess: () => {
      toast({ title: "Dispute opened", description: "The player has been told and can answer; an operator will rule." });
      onOpenChange(false);
    },
    onError: (err) => setError(errorMessage(err)),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !dispute.isPending && onOpenChange(next)}>
      <DialogContent data-testid="dispute-dialog">
        <DialogHeader>
          <DialogTitle>I was not paid</DialogTitle>
          <DialogDescription>{summary} Tell them and an operator what went wrong: the player can answer once, and an operator rules.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const errors = fieldErrors(disputePayoutInput, { reason });
            setError(errors.reason);
            if (!errors.reason) dispute.mutate({ payoutId, reason });
          }}
          className="space-y-4"
        >
          <FormField id="dispute-reason" label="What went wrong?" error={error} counter={{ value: reason, max: DISPUTE_REASON_MAX }}>
            <Textarea
              {...fieldAria("dispute-reason", error)}
              rows={5}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Nothing arrived in my PayPal account."
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={dispute.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={dispute.isPending}>
              {dispute.isPending ? "Sending…" : "Open dispute"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
