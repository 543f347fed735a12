import type { PendingPayout } from "@core/contracts/payouts";
import { formatMoney2 } from "@core/money";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction } from "@client/components/ui/alert-dialog";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { PAID_METHOD_MAX, PAID_REFERENCE_MAX } from "@core/payout-confirmation";
import { toast } from "@client/lib/use-toast";
import { useMarkPaid } from "../api/mark-paid";

function Line({ label, value }: { label: string; value: string }) {
  return (
    <li className="flex flex-wrap gap-x-2">
      <span className="text-muted-foreground">{label}:</span> <span className="min-w-0 break-all font-medium">{value}</span>
    </li>
  );
}

/** Where the money should have gone and how to reach the investor: the last look before a step that cannot be undone. */
function PayeeDetails({ p }: { p: PendingPayout }) {
  const { paypalEmail, bankAccount, routingNumber } = p.payoutMethods;
  const { email, phone } = p.investorContact;
  const bank = bankAccount ? `${bankAccount}${routingNumber ? `, routing ${routingNumber}` : ""}` : null;
  return (
    <>
      <div>
        <p className="mb-1 font-medium">Payout methods</p>
        {paypalEmail || bank ? (
          <ul className="space-y-1">
            {paypalEmail && <Line label="PayPal" value={paypalEmail} />}
            {bank && <Line label="Bank account" value={bank} />}
          </ul>
        ) : (
          <p className="text-muted-foreground">No payout method saved yet</p>
        )}
      </div>
      <div>
        <p className="mb-1 font-medium">Contact</p>
        {email || phone ? (
          <ul className="space-y-1">
            {email && <Line label="E-mail" value={email} />}
            {phone && <Line label="Phone" value={phone} />}
          </ul>
        ) : (
          <p className="text-muted-foreground">No contact details saved</p>
        )}
      </div>
    </>
  );
}

/** How and with what reference it was paid, both optional. */
function PaidFields({
  id,
  placeholder,
  method,
  reference,
  onMethod,
  onReference,
}: {
  id: number;
  placeholder: string;
  method: string;
  reference: string;
  onMethod: (value: string) => void;
  onReference: (value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1">
        <Label htmlFor={`paid-method-${id}`}>Paid by (optional)</Label>
        <Input id={`paid-method-${id}`} value={method} maxLength={PAID_METHOD_MAX} placeholder={placeholder} onChange={(e) => onMethod(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`paid-reference-${id}`}>Transfer reference (optional)</Label>
        <Input
          id={`paid-reference-${id}`}
          value={reference}
          maxLength={PAID_REFERENCE_MAX}
          placeholder="e.g. 7XK12345"
          onChange={(e) => onReference(e.target.value)}
        />
      </div>
    </div>
  );
}

/**
 * Mark as Paid, after a confirmation that shows every method the investor saved and how to reach them: the
 * player pays outside the site, so this is the last look at where the money should have gone before a step that
 * cannot be undone. The double-submit guard sits on Confirm, the click that sends.
 */
export function MarkPaidButton({ payout: p }: { payout: PendingPayout }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState("");
  const [reference, setReference] = useState("");
  const markPaid = useMarkPaid({
    onSuccess: () => {
      toast({ title: "Payment Marked as Paid", description: "The investor has been notified of the payment." });
      setOpen(false);
    },
    onError: () => {
      toast({ title: "Error", description: "Failed to mark payment as paid. Please try again.", variant: "destructive" });
      setOpen(false);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !markPaid.isPending && setOpen(next)}
      trigger={
        <Button size="sm" variant="success" disabled={markPaid.isPending} onClick={() => setOpen(true)}>
          <CheckCircle2 /> {markPaid.isPending ? "Marking…" : "Mark as Paid"}
        </Button>
      }
      testId="mark-paid-dialog"
      title="Mark this payout as paid?"
      description={
        <>
          Confirm that you have sent {formatMoney2(p.amount)} to {p.investorName} for {p.tournament}. This cannot be undone and the investor will be notified
          and asked to confirm it arrived.
        </>
      }
      cancelLabel="Cancel"
      pending={markPaid.isPending}
      action={
        <AlertDialogAction
          disabled={markPaid.isPending}
          onClick={(e) => {
            // stays open while the request runs, so a second click meets the guard, not a closed dialog
            e.preventDefault();
            markPaid.mutate({ payoutId: p.id, method: method.trim() || undefined, reference: reference.trim() || undefined });
          }}
        >
          {markPaid.isPending ? "Marking…" : "Confirm"}
        </AlertDialogAction>
      }
    >
      <div className="space-y-3 text-sm">
        <div className="flex items-baseline justify-between gap-4 rounded-lg border p-3">
          <span className="min-w-0 break-words font-semibold">{p.investorName}</span>
          <span className="text-lg font-bold tabular-nums text-primary">{formatMoney2(p.amount)}</span>
        </div>
        <PayeeDetails p={p} />
        {/* optional: shown to the backer, who confirms the money arrived (decision 200) */}
        <PaidFields id={p.id} placeholder={p.paymentMethod ?? "PayPal"} method={method} reference={reference} onMethod={setMethod} onReference={setReference} />
      </div>
    </ConfirmDialog>
  );
}
