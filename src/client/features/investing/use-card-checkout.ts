import type { MyHold } from "@core/contracts/payment-holds";
import type { PaymentIntentResponse } from "@core/contracts/investments";
import { formatMoney2 } from "@core/money";
import { useState } from "react";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { createPaymentIntent } from "./api/create-payment-intent";
import { recordInvestment } from "./api/record-investment";
import { releasePayment } from "./api/release-payment";
import type { PaymentFormProps } from "./payment-form-props";
import { useCheckoutTab } from "./use-checkout-tab";

/** Records the paid stake; a failure leaves the card step open to try again. */
async function recordPaid(campaignId: number, intent: PaymentIntentResponse, onDone: () => void, onFailed: () => void) {
  try {
    await recordInvestment({ campaignId, amount: intent.amount, paymentIntentId: intent.paymentIntentId });
    toast({ title: "Investment Successful", description: "Your investment has been processed successfully!" });
    onDone();
  } catch {
    onFailed();
    toast({ title: "Investment Failed", description: "Failed to process your investment. Please try again.", variant: "destructive" });
  }
}

function paymentFormProps(held: PaymentIntentResponse, state: Omit<PaymentFormProps, "clientSecret" | "paymentIntentId" | "payLabel">): PaymentFormProps {
  return { clientSecret: held.clientSecret, paymentIntentId: held.paymentIntentId, payLabel: `Pay ${formatMoney2(held.totalAmount)}`, ...state };
}

/**
 * The card step's payment: the hold placed for an amount (or resumed), then paid and recorded, refused and held
 * again, or canceled; with the tab's checkout lifecycle (useCheckoutTab) that frees what the investor leaves unpaid.
 */
export function useCardCheckout(campaignId: number, onDone: () => void) {
  const [holdHandled, setHoldHandled] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // the hold this tab has not paid yet, the other tabs' word, and what closing or leaving the tab frees
  const { unpaid, channel, movedAway, setMovedAway, later } = useCheckoutTab(campaignId, () => {
    setIntent(null);
    setCardError(null);
  });

  /** Places the hold and tells other tabs, whose checkout for this campaign the server has just replaced. */
  async function holdFor(value: string): Promise<void> {
    setHoldHandled(true);
    const created = await createPaymentIntent(campaignId, value);
    unpaid.current = created.paymentIntentId;
    setMovedAway(false);
    setIntent(created);
    channel.current?.announce({ campaignId, paymentIntentId: created.paymentIntentId });
  }

  /** The same payment and client secret: the card step again, its hold unchanged. */
  function resume(hold: MyHold) {
    setHoldHandled(true);
    unpaid.current = hold.paymentIntentId;
    setIntent(hold);
    channel.current?.announce({ campaignId, paymentIntentId: hold.paymentIntentId });
  }

  async function paid() {
    if (!intent) return;
    unpaid.current = null;
    await recordPaid(campaignId, intent, onDone, () => setProcessing(false));
  }

  /**
   * A refused card ends its payment (the server freed its hold), but not the checkout: the card step stays open
   * with the reason next to the card field, on a new hold for the same amount, so another card can be tried.
   */
  async function failed(message: string) {
    if (!intent) return;
    toast({ title: "Payment Failed", description: message, variant: "destructive" });
    if (unpaid.current) void releasePayment(unpaid.current);
    unpaid.current = null;
    setCardError(message);
    setProcessing(true);
    try {
      await holdFor(intent.amount);
    } catch (err) {
      setIntent(null);
      setCardError(null);
      toast({ title: "Payment Setup Failed", description: errorMessage(err, "Failed to setup payment. Please try again."), variant: "destructive" });
    } finally {
      setProcessing(false);
    }
  }

  function cancelPayment() {
    if (unpaid.current) void releasePayment(unpaid.current);
    unpaid.current = null;
    setIntent(null);
    setCardError(null);
  }

  const formProps = (held: PaymentIntentResponse) =>
    paymentFormProps(held, {
      processing,
      onProcessingChange: setProcessing,
      onPaid: paid,
      onFailed: (message) => void failed(message),
      onCancel: cancelPayment,
      cardError,
    });

  return { holdHandled, intent, movedAway, later, holdFor, resume, formProps };
}

export type CardCheckout = ReturnType<typeof useCardCheckout>;
