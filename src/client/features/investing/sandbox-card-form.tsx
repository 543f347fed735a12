import { useState, type FormEvent } from "react";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { errorMessage } from "@client/lib/api";
import { confirmSandboxCard } from "./api/confirm-sandbox-card";
import { formatCardNumber, formatExpiry, parseCard } from "./card-fields";
import { PayButtons } from "./pay-buttons";
import type { PaymentFormProps } from "./payment-form-props";

/**
 * The offline sandbox's card form (PAYMENTS=sandbox): the server plays the card provider and accepts
 * Stripe's test cards. The card goes to the server once, to be checked, and is never kept.
 */
export function SandboxCardForm({ clientSecret, payLabel, processing, onProcessingChange, onPaid, onFailed, onCancel, cardError }: PaymentFormProps) {
  const [fields, setFields] = useState({ number: "", expiry: "", cvc: "" });
  const card = parseCard(fields);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!card || processing) return;
    onProcessingChange(true);
    try {
      await confirmSandboxCard({ clientSecret, card });
      onPaid();
    } catch (err) {
      onProcessingChange(false);
      onFailed(errorMessage(err, "Your card could not be charged."));
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card details">
      <div className="grid gap-2">
        <Label htmlFor="card-number">Card number</Label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.number}
          disabled={processing}
          aria-invalid={cardError ? true : undefined}
          aria-describedby={cardError ? "card-error" : undefined}
          onChange={(e) => setFields((f) => ({ ...f, number: formatCardNumber(e.target.value) }))}
        />
        {cardError && (
          <p id="card-error" role="alert" className="text-sm text-destructive">
            {cardError}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="card-expiry">Expiry</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={fields.expiry}
            disabled={processing}
            onChange={(e) => setFields((f) => ({ ...f, expiry: formatExpiry(e.target.value) }))}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={fields.cvc}
            disabled={processing}
            onChange={(e) => setFields((f) => ({ ...f, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) }))}
          />
        </div>
      </div>
      <p className="rounded-md border border-dashed border-border bg-muted/40 px-3 py-2 text-xs text-muted-foreground">
        Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future expiry and any CVC.
      </p>
      <PayButtons onCancel={onCancel} processing={processing} canPay={!!card} payLabel={payLabel} />
    </form>
  );
}
