import type { Campaign } from "@core/contracts/campaigns";
import type { MyHold } from "@core/contracts/payment-holds";
import { formatMoney2, toCents } from "@core/money";
import { can } from "@core/roles";
import { stakePercentage } from "@core/stake";
import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/lib/use-toast";
import { useAuth } from "@client/lib/auth/use-auth";
import { errorMessage } from "@client/lib/api";
import { useCheckoutCampaign } from "./api/get-checkout-campaign";
import { usePaymentsConfig } from "./api/get-payments-config";
import { useMyHold } from "./api/get-my-hold";
import { cancelHold } from "./api/cancel-hold";
import { PaymentInProgress } from "./payment-in-progress";
import { useCardCheckout, type CardCheckout } from "./use-card-checkout";
import { AmountStep, amountFigures, CardStep } from "./invest-steps";

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

// until the investor's own unfinished checkout is known, the cap it uses up would show as "Max $0"
function CheckingForHold() {
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

/** The demo's checkout: nothing is held or charged; the toasts come as a paid stake's would. */
function playDemo(later: (ms: number, fn: () => void) => void, onDone: () => void) {
  later(DEMO_SETUP_MS, () => {
    toast({ title: "Demo Mode", description: "This is a demo investment. No payment is processed and nothing is stored." });
    later(DEMO_SUCCESS_MS, () => {
      toast({ title: "Investment Successful", description: "Your investment has been processed successfully!" });
      onDone();
    });
  });
}

/** Frees an unfinished checkout's hold at once, and says whether it was still open. */
async function cancelOpenHold(hold: MyHold): Promise<void> {
  try {
    const { released } = await cancelHold(hold.paymentIntentId);
    toast(
      released
        ? { title: "Payment canceled", description: `The ${formatMoney2(hold.amount)} held for you is free again. Nothing was charged.` }
        : { title: "Payment already ended", description: "That payment was no longer open. Nothing was charged." },
    );
  } catch (err) {
    toast({ title: "Could not cancel", description: errorMessage(err, "Please try again."), variant: "destructive" });
  }
}

/** The amount as typed, its check, and Continue: the demo's toasts, or the hold the card step pays. */
function useAmountStep({
  campaign,
  minStake,
  demo,
  isInvestor,
  checkout,
  onDone,
}: {
  campaign: Campaign;
  minStake: string;
  demo: boolean;
  isInvestor: boolean;
  checkout: CardCheckout;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState(minStake);
  // after the first Continue the amount's message follows the typing, next to the field
  const [amountTried, setAmountTried] = useState(false);
  const [settingUp, setSettingUp] = useState(false);
  const figures = amountFigures(campaign, amount);
  const { amountCheck } = figures;
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
      playDemo(checkout.later, onDone);
      return;
    }
    try {
      await checkout.holdFor(amount.trim());
    } catch (err) {
      // a 401 (the session ended) is told and redirected, back to this page after signing in, by the app's one handler
      toast({ title: "Payment Setup Failed", description: errorMessage(err, "Failed to setup payment. Please try again."), variant: "destructive" });
    } finally {
      setSettingUp(false);
    }
  }

  return { amount, setAmount, amountError, figures, settingUp, startPayment };
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
  const checkout = useCardCheckout(campaign.id, onDone);
  const { intent, holdHandled } = checkout;
  const step = useAmountStep({ campaign, minStake: given.minStake, demo, isInvestor, checkout, onDone });

  // only an answer read since this opening: a cached one may name a hold already released or replaced
  const holdKnown = myHold.isFetchedAfterMount || myHold.fetchStatus === "idle";
  const openHold = !holdHandled && !intent && myHold.isFetchedAfterMount ? myHold.data?.hold : null;
  if (openHold) {
    return (
      <PaymentInProgress
        hold={openHold}
        title={`${campaign.playerName} · ${campaign.tournament}`}
        onResume={() => checkout.resume(openHold)}
        onCancel={async () => {
          await cancelOpenHold(openHold);
          // the cap and what is left, without this hold: read again before the amount form shows them
          await Promise.all([fresh.refetch(), myHold.refetch()]);
        }}
      />
    );
  }
  if (!holdHandled && !intent && !holdKnown) return <CheckingForHold />;

  if (intent) {
    return (
      <CardStep
        campaign={campaign}
        intent={intent}
        stake={`${stakePercentage(toCents(intent.amount) ?? 0, step.figures.shareBasisCents, 1, step.figures.markup)}%`}
        movedAway={checkout.movedAway}
        config={config.data}
        formProps={checkout.formProps(intent)}
        onDone={onDone}
      />
    );
  }

  return (
    <AmountStep
      campaign={campaign}
      demo={demo}
      isInvestor={isInvestor}
      amount={step.amount}
      onAmountChange={step.setAmount}
      amountError={step.amountError}
      figures={step.figures}
      settingUp={step.settingUp}
      onSubmit={step.startPayment}
      onCancel={onDone}
    />
  );
}
