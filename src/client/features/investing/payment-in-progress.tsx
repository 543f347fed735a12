import type { MyHold } from "@core/contracts/payment-holds";
import { formatMoney2 } from "@core/money";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Spinner } from "@client/components/ui/spinner";

/**
 * An abandoned checkout found on opening (decision 210): the tab was closed at the card step and the hold still
 * counts against the investor's cap. Resume goes back to the card step of the same payment; Cancel frees it now.
 */
export function PaymentInProgress({ hold, title, onResume, onCancel }: { hold: MyHold; title: string; onResume: () => void; onCancel: () => Promise<void> }) {
  const [canceling, setCanceling] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Payment in progress</DialogTitle>
        <DialogDescription>{title}</DialogDescription>
      </DialogHeader>
      <div role="status" className="grid gap-2 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm" data-testid="payment-in-progress">
        <p className="flex items-center gap-2 font-semibold">
          <CreditCard className="h-4 w-4 shrink-0 text-primary" aria-hidden />
          You started paying {formatMoney2(hold.totalAmount)} for a {formatMoney2(hold.amount)} stake.
        </p>
        <p className="text-muted-foreground">
          Nothing has been charged. The stake is held for you until{" "}
          {new Date(hold.expiresAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}: resume to pay by card, or cancel to free it now.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={canceling}
          onClick={async () => {
            setCanceling(true);
            try {
              await onCancel();
            } finally {
              setCanceling(false);
            }
          }}
        >
          {canceling && <Spinner className="h-4 w-4 text-current" label="Canceling payment" />}
          Cancel
        </Button>
        <Button type="button" onClick={onResume} disabled={canceling}>
          Resume
        </Button>
      </div>
    </>
  );
}
