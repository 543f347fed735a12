import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { useCreateCampaign } from "../api/campaigns";
import { CreateCampaignForm, linkedCampaignRequest } from "./create-campaign-form";

/** The dashboard's Create Campaign button and modal (player). */
export function CreateCampaignDialog() {
  const [open, setOpen] = useState(false);
  // a fresh form (default 50%) every time the modal opens
  const [formKey, setFormKey] = useState(0);
  const create = useCreateCampaign();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (create.isPending) return;
        setOpen(o);
        if (o) setFormKey((k) => k + 1);
      }}
    >
      <Button
        onClick={() => {
          setFormKey((k) => k + 1);
          setOpen(true);
        }}
      >
        <Plus /> Create Campaign
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Campaign</DialogTitle>
          <DialogDescription>Sell a share of your tournament winnings to fund your buy-in.</DialogDescription>
        </DialogHeader>
        <CreateCampaignForm
          key={formKey}
          idPrefix="modal-campaign"
          withPercentage
          submitting={create.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={(s) =>
            create.mutate(s.kind === "linked" ? linkedCampaignRequest(s.specialTournamentId, s.values, true) : s.values, {
              onSuccess: () => {
                toast({ title: "Campaign Created", description: "Your campaign has been created successfully and is now live for investors." });
                setOpen(false);
              },
              onError: (err) => toast({ title: "Failed to Create Campaign", description: errorMessage(err), variant: "destructive" }),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
