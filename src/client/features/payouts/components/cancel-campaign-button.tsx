import type { Campaign } from "@core/contracts/campaigns";
import { formatMoney, toCents } from "@core/money";
import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction } from "@client/components/ui/alert-dialog";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useCancelCampaign } from "../api/cancel-campaign";

/** Cancel, after a confirmation: the campaign stops and every investor gets stake and fee back. */
export function CancelCampaignButton({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelCampaign({
    onSuccess: (r) => {
      toast({
        title: "Campaign Cancelled",
        description: r.refundedInvestments
          ? `${r.refundedInvestments} investment${r.refundedInvestments === 1 ? "" : "s"} refunded to investors.`
          : "The campaign has been cancelled.",
      });
      setOpen(false);
    },
    onError: (err) => {
      toast({ title: "Error", description: errorMessage(err), variant: "destructive" });
      setOpen(false);
    },
  });
  const raised = formatMoney(campaign.currentAmount);

  const confirm = () => cancel.mutate(campaign.id);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setOpen(true)}>
          Cancel
        </Button>
      }
      title="Cancel this campaign?"
      description={
        <>
          {campaign.tournament} will stop taking investments and every investor will be refunded their stake plus the platform fee
          {(toCents(campaign.currentAmount) ?? 0) > 0 ? ` (${raised} raised so far)` : ""}. This cannot be undone.
        </>
      }
      cancelLabel="Keep Campaign"
      pending={cancel.isPending}
      action={
        <AlertDialogAction
          className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
          disabled={cancel.isPending}
          onClick={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          {cancel.isPending ? "Cancelling…" : "Cancel Campaign"}
        </AlertDialogAction>
      }
    />
  );
}
