import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";

/** The card forms' Cancel and Pay: Pay waits, with a spinner, while the card is being confirmed. */
export function PayButtons({ onCancel, processing, canPay, payLabel }: { onCancel: () => void; processing: boolean; canPay: boolean; payLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={processing}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canPay || processing}>
        {processing && <Spinner className="h-4 w-4 text-current" label="Processing payment" />}
        {processing ? "Processing..." : payLabel}
      </Button>
    </div>
  );
}
