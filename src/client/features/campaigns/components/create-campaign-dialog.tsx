import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { lazyDialog } from "@client/lib/lazy-dialog";

// the modal's form (react-hook-form, Radix Select and Dialog, the campaign rules) loads on the first click
const CreateCampaignModal = lazyDialog(() => import("./create-campaign-modal").then((m) => m.CreateCampaignModal));

/** The dashboard's Create Campaign button and modal (player). */
export function CreateCampaignDialog() {
  const [open, setOpen] = useState(false);
  // a fresh form (default 50%) every time the modal opens
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setFormKey((k) => k + 1);
          setOpen(true);
        }}
      >
        <Plus /> Create Campaign
      </Button>
      <CreateCampaignModal open={open} onOpenChange={setOpen} formKey={formKey} />
    </>
  );
}
