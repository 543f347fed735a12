import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { Spinner } from "@client/components/ui/spinner";
import { errorMessage } from "@client/lib/api";
import { reachCardStep } from "./api/reach-card-step";
import { PayButtons } from "./pay-buttons";
import type { PaymentFormProps } from "./payment-form-props";

// one Stripe.js per publishable key for the page's lifetime
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let p = stripePromises.get(key);
  if (!p) {
    p = loadStripe(key);
    stripePromises.set(key, p);
  }
  return p;
}

function StripeForm({
  paymentIntentId,
  payLabel,
  processing,
  onProcessingChange,
  onPaid,
  onFailed,
  onCancel,
  cardError,
}: Omit<PaymentFormProps, "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  // spec §5: the payment form is submitted only when the provider is ready
  const ready = !!stripe && !!elements && elementReady;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || processing) return;
    onProcessingChange(true);
    // the server cannot see the card reach Stripe: without this the hold lapses 2 minutes after it was placed
    try {
      await reachCardStep(paymentIntentId);
    } catch (err) {
      onProcessingChange(false);
      onFailed(errorMessage(err, "This payment is no longer active. Please start again."));
      return;
    }
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: window.location.origin },
      redirect: "if_required",
    });
    if (error) {
      onProcessingChange(false);
      onFailed(error.message ?? "Your card could not be charged.");
    } else if (paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing") {
      onPaid();
    } else {
      onProcessingChange(false);
      onFailed("The payment was not completed.");
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card details">
      <PaymentElement onReady={() => setElementReady(true)} />
      {cardError && (
        <p id="card-error" role="alert" className="text-sm text-destructive">
          {cardError}
        </p>
      )}
      {!elementReady && (
        <div className="flex justify-center py-4">
          <Spinner className="h-6 w-6" label="Loading payment form" />
        </div>
      )}
      <PayButtons onCancel={onCancel} processing={processing} canPay={ready} payLabel={payLabel} />
    </form>
  );
}

/** PAYMENTS=stripe: Stripe Elements confirms the card with Stripe directly; the card never reaches our server. */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: PaymentFormProps & { publishableKey: string }) {
  return (
    // a declined card's payment is over: the next attempt has a new client secret, which Elements takes only when mounted
    <Elements
      key={clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: "night", variables: { colorPrimary: "#f5b524" } } }}
    >
      <StripeForm {...rest} />
    </Elements>
  );
}
