import { Button } from "@client/components/ui/button";
import { DialogFooter } from "@client/components/ui/dialog";
import { SubmitButton } from "./submit-button";

/** A dialog form's Cancel and submit buttons (the submit one waits while the request runs). */
export function DialogSubmitFooter({
  className,
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  className?: string;
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
    </DialogFooter>
  );
}
