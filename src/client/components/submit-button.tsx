import { Button } from "@client/components/ui/button";

/** A form's submit button: it waits while the request runs, relabelled if `pendingLabel` is given. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel?: string }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending && pendingLabel ? pendingLabel : label}
    </Button>
  );
}
