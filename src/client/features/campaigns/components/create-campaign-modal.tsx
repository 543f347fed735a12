import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useCreateCampaign } from "../api/create-campaign";
import { useCreatePackage } from "../api/packages";
import { CreateCampaignForm, linkedCampaignRequest, packageCampaignRequest } from "./create-campaign-form";

interface CreateCampaignModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A new key for every opening: a fresh form (default 50%). */
  formKey: number;
}

/** The Create Campaign modal behind the dashboard's button (create-campaign-dialog.tsx loads it on the first click). */
export function CreateCampaignModal({ open, onOpenChange, formKey }: CreateCampaignModalProps) {
  const create = useCreateCampaign();
  const createPackage = useCreatePackage();
  const pending = create.isPending || createPackage.isPending;
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Campaign</DialogTitle>
          <DialogDescription>Sell a share of your tournament winnings to fund your buy-in.</DialogDescription>
        </DialogHeader>
        <CreateCampaignForm
          key={formKey}
          idPrefix="modal-campaign"
          withPercentage
          submitting={pending}
          onCancel={() => onOpenChange(false)}
          onSubmit={(s) => {
            const callbacks = {
              onSuccess: () => {
                toast({ title: "Campaign Created", description: "Your campaign has been created successfully and is now live for investors." });
                onOpenChange(false);
              },
              onError: (err: unknown) => toast({ title: "Failed to Create Campaign", description: errorMessage(err), variant: "destructive" }),
            };
            // a package (decision 241) is its own call: the events in place of one tournament's date and buy-in
            if (s.kind === "package") createPackage.mutate(packageCampaignRequest(s.values, s.events, true), callbacks);
            else create.mutate(s.kind === "linked" ? linkedCampaignRequest(s.specialTournamentId, s.values, true) : s.values, callbacks);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
