import { Button } from "@client/components/ui/button";
import { DialogFooter } from "@client/components/ui/dialog";

/** A dialog form's Cancel and submit buttons; the submit one waits, relabelled, while the request runs. */
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
  pendingLabel: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
