import type { Campaign } from "@core/contracts/campaigns";
import type { PaymentIntentResponse } from "@core/contracts/investments";
import { formatMoney2, toCents } from "@core/money";
import { can } from "@core/roles";
import { stakePercentage } from "@core/stake";
import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { useAuth } from "@client/features/auth";
import { errorMessage } from "@client/lib/api";
import { createPaymentIntent } from "./api/create-payment-intent";
import { useCheckoutCampaign } from "./api/get-checkout-campaign";
import { usePaymentsConfig } from "./api/get-payments-config";
import { recordInvestment } from "./api/record-investment";
import { releasePayment } from "./api/release-payment";
import { useMyHold } from "./api/get-my-hold";
import { cancelHold } from "./api/cancel-hold";
import { PaymentInProgress } from "./payment-in-progress";
import type { PaymentFormProps } from "./payment-form-props";
import { AmountStep, amountFigures, CardStep } from "./invest-steps";
import { useCheckoutTab } from "./use-checkout-tab";

// marketplace §9
const DEMO_SETUP_MS = 1000;
const DEMO_SUCCESS_MS = 1500;

export interface InvestDialogProps {
  campaign: Campaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** /demo: a visitor acts as an investor and nothing is charged */
  demo?: boolean;
}

/** Invest in Campaign (amount), then Complete Payment (card), then the success toast and close (marketplace §2, §4). */
export function InvestDialog({ campaign, open, onOpenChange, demo = false }: InvestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {/* the body unmounts when the dialog closes, so every opening starts again at the campaign's minStake */}
        {open && <InvestFlow campaign={campaign} demo={demo} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function InvestFlow({ campaign: given, demo, onDone }: { campaign: Campaign; demo: boolean; onDone: () => void }) {
  const { user } = useAuth();
  const isInvestor = demo || can(user?.role, "invest");
  const config = usePaymentsConfig(!demo);
  // read again on every opening: lists do not carry reservedAmount, and what others hold changes by the minute
  const fresh = useCheckoutCampaign(given.id, !demo);
  const campaign = fresh.data ?? given;
  // an unfinished checkout of this investor's (a tab closed at the card step): offered first, to resume or cancel
  const myHold = useMyHold(given.id, !demo && can(user?.role, "invest"));
  const [holdHandled, setHoldHandled] = useState(false);
  const [amount, setAmount] = useState(given.minStake);
  // after the first Continue the amount's message follows the typing, next to the field
  const [amountTried, setAmountTried] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // the hold this tab has not paid yet, the other tabs' word, and what closing or leaving the tab frees
  const { unpaid, channel, movedAway, setMovedAway, later } = useCheckoutTab(given.id, () => {
    setIntent(null);
    setCardError(null);
  });

  const figures = amountFigures(campaign, amount);
  const { amountCheck, shareBasisCents, markup } = figures;
  const amountError = amountTried && !amountCheck.ok ? amountCheck.message : undefined;

  async function startPayment(event: FormEvent) {
    event.preventDefault();
    if (settingUp) return;
    if (!isInvestor) {
      toast({ title: "Access Denied", description: "Only investors can make investments.", variant: "destructive" });
      return;
    }
    setAmountTried(true);
    if (!amountCheck.ok) {
      // the spec's toast stays (marketplace §5); the same message also sits under the field until it is fixed
      toast({ title: "Invalid Amount", description: amountCheck.message, variant: "destructive" });
      return;
    }
    setSettingUp(true);
    if (demo) {
      later(DEMO_SETUP_MS, () => {
        toast({ title: "Demo Mode", description: "This is a demo investment. No payment is processed and nothing is stored." });
        later(DEMO_SUCCESS_MS, () => {
          toast({ title: "Investment Successful", description: "Your investment has been processed successfully!" });
          onDone();
        });
      });
      return;
    }
    try {
      await holdFor(amount.trim());
    } catch (err) {
      // a 401 (the session ended) is told and redirected, back to this page after signing in, by the app's one handler
      toast({ title: "Payment Setup Failed", description: errorMessage(err, "Failed to setup payment. Please try again."), variant: "destructive" });
    } finally {
      setSettingUp(false);
    }
  }

  /** Places the hold and tells other tabs, whose checkout for this campaign the server has just replaced. */
  async function holdFor(value: string): Promise<void> {
    setHoldHandled(true);
    const created = await createPaymentIntent(campaign.id, value);
    unpaid.current = created.paymentIntentId;
    setMovedAway(false);
    setIntent(created);
    channel.current?.announce({ campaignId: campaign.id, paymentIntentId: created.paymentIntentId });
  }

  async function paid() {
    if (!intent) return;
    unpaid.current = null;
    try {
      await recordInvestment({ campaignId: campaign.id, amount: intent.amount, paymentIntentId: intent.paymentIntentId });
      toast({ title: "Investment Successful", description: "Your investment has been processed successfully!" });
      onDone();
    } catch {
      setProcessing(false);
      toast({ title: "Investment Failed", description: "Failed to process your investment. Please try again.", variant: "destructive" });
    }
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

  // only an answer read since this opening: a cached one may name a hold already released or replaced
  const holdKnown = myHold.isFetchedAfterMount || myHold.fetchStatus === "idle";
  const openHold = !holdHandled && !intent && myHold.isFetchedAfterMount ? myHold.data?.hold : null;
  if (openHold) {
    return (
      <PaymentInProgress
        hold={openHold}
        title={`${campaign.playerName} · ${campaign.tournament}`}
        onResume={() => {
          // the same payment and client secret: the card step again, its hold unchanged
          setHoldHandled(true);
          unpaid.current = openHold.paymentIntentId;
          setIntent(openHold);
          channel.current?.announce({ campaignId: campaign.id, paymentIntentId: openHold.paymentIntentId });
        }}
        onCancel={async () => {
          try {
            const { released } = await cancelHold(openHold.paymentIntentId);
            toast(
              released
                ? { title: "Payment canceled", description: `The ${formatMoney2(openHold.amount)} held for you is free again. Nothing was charged.` }
                : { title: "Payment already ended", description: "That payment was no longer open. Nothing was charged." },
            );
          } catch (err) {
            toast({ title: "Could not cancel", description: errorMessage(err, "Please try again."), variant: "destructive" });
          }
          // the cap and what is left, without this hold: read again before the amount form shows them
          await Promise.all([fresh.refetch(), myHold.refetch()]);
        }}
      />
    );
  }
  // until the investor's own unfinished checkout is known, the cap it uses up would show as "Max $0"
  if (!holdHandled && !intent && !holdKnown) {
    return (
      <>
        <DialogHeader>
          <DialogTitle className="sr-only">Invest in Campaign</DialogTitle>
          <DialogDescription className="sr-only">Checking for a payment in progress</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center py-10">
          <Spinner className="h-6 w-6" label="Loading" />
        </div>
      </>
    );
  }

  if (intent) {
    const formProps: PaymentFormProps = {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
      payLabel: `Pay ${formatMoney2(intent.totalAmount)}`,
      processing,
      onProcessingChange: setProcessing,
      onPaid: paid,
      onFailed: (message) => void failed(message),
      onCancel: cancelPayment,
      cardError,
    };
    return (
      <CardStep
        campaign={campaign}
        intent={intent}
        stake={`${stakePercentage(toCents(intent.amount) ?? 0, shareBasisCents, 1, markup)}%`}
        movedAway={movedAway}
        config={config.data}
        formProps={formProps}
        onDone={onDone}
      />
    );
  }

  return (
    <AmountStep
      campaign={campaign}
      demo={demo}
      isInvestor={isInvestor}
      amount={amount}
      onAmountChange={setAmount}
      amountError={amountError}
      figures={figures}
      settingUp={settingUp}
      onSubmit={startPayment}
      onCancel={onDone}
    />
  );
}
