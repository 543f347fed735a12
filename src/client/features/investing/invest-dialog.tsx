import { campaignFundedBuyInCents } from "@core/bullets";
import type { Campaign } from "@core/contracts/campaigns";
import type { PaymentIntentResponse } from "@core/contracts/investments";
import { minimumFeeWarning, PLATFORM_FEE_TEXT, platformFeeCents } from "@core/fees";
import { formatMoney, formatMoney2, toCents } from "@core/money";
import { can } from "@core/roles";
import { checkInvestmentAmount, rangeMessage, remainingCents, stakePercentage } from "@core/stake";
import { bountyDisclosure, buyable, buyableText, swapsDisclosure } from "@core/invest-limits";
import { ArrowRightLeft, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
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
import { CHECKOUT_MOVED_MESSAGE, openCheckoutChannel, type CheckoutChannel } from "./checkout-tabs";
import { releaseWithBeacon } from "./release-beacon";
import { ReservedNote } from "./reserved-note";
import { FairPriceNote } from "./fair-price-note";
import { campaignMarkup, MarkupBadge } from "@client/components/markup-badge";
import { SandboxCardForm } from "./sandbox-card-form";

// Stripe.js only loads when the server runs on Stripe
const StripeCardForm = lazy(() => import("./stripe-card-form"));

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

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex items-center justify-between border-t border-border pt-2 font-semibold" : "flex items-center justify-between text-sm"}>
      <span className={strong ? undefined : "text-muted-foreground"}>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
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
  const [movedAway, setMovedAway] = useState(false);
  const timers = useRef<number[]>([]);
  // the payment the dialog holds a stake for and has not paid yet: freed if the investor leaves without paying
  const unpaid = useRef<string | null>(null);
  const channel = useRef<CheckoutChannel | null>(null);
  useEffect(() => {
    const pendingTimers = timers.current;
    channel.current = openCheckoutChannel((started) => {
      // another tab started paying for this campaign: the server replaced (canceled) this tab's hold
      if (started.campaignId !== given.id || !unpaid.current || started.paymentIntentId === unpaid.current) return;
      unpaid.current = null;
      setMovedAway(true);
    });
    // closing the tab, or leaving the app by Back or a link, unmounts nothing: only pagehide sees it
    let releasedOnHide = false;
    const onPageHide = () => {
      if (unpaid.current && releaseWithBeacon(unpaid.current)) {
        unpaid.current = null;
        releasedOnHide = true;
      }
    };
    // back from the back/forward cache with the hold already freed: start again at the amount
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !releasedOnHide) return;
      releasedOnHide = false;
      setIntent(null);
      setCardError(null);
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      channel.current?.close();
      pendingTimers.forEach((t) => window.clearTimeout(t));
      if (unpaid.current) void releasePayment(unpaid.current);
    };
  }, [given.id]);

  const buyInCents = toCents(campaign.buyIn) ?? 0;
  const minStakeCents = toCents(campaign.minStake) ?? 0;
  const remaining = remainingCents(toCents(campaign.targetAmount) ?? 0, toCents(campaign.currentAmount) ?? 0, toCents(campaign.reservedAmount ?? "0") ?? 0);
  const markup = campaignMarkup(campaign);
  // the share a stake owns is of every bullet the campaign funds: amount / (the entries' price x markup)
  const shareBasisCents = campaignFundedBuyInCents(campaign);
  // the per-backer cap: what this investor may still buy (the server sends it to a signed-in investor)
  const roomCents = campaign.investorRoom === null || campaign.investorRoom === undefined ? undefined : (toCents(campaign.investorRoom) ?? 0);
  // what the invest rule takes from this investor now: a range, the last piece whole, or nothing (decision 220)
  const canBuy = buyable({ minStakeCents, buyInCents, remainingCents: remaining, investorRoomCents: roomCents });
  const amountCents = toCents(amount);
  const validAmount = amountCents !== null && amountCents > 0;
  const feeCents = validAmount ? platformFeeCents(amountCents) : 0;
  const totalCents = validAmount ? amountCents + feeCents : 0;
  const amountCheck = validAmount
    ? checkInvestmentAmount(amountCents, {
        minStakeCents,
        buyInCents,
        remainingCents: remaining,
        investorRoomCents: roomCents,
        maxPerInvestor: campaign.maxPerInvestor,
      })
    : ({ ok: false, message: rangeMessage(minStakeCents, buyInCents) } as const);
  const amountError = amountTried && !amountCheck.ok ? amountCheck.message : undefined;

  function later(ms: number, fn: () => void) {
    timers.current.push(window.setTimeout(fn, ms));
  }

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
    const providerReady = config.data !== undefined;
    return (
      <>
        <DialogHeader>
          <DialogTitle>Complete Payment</DialogTitle>
          <DialogDescription>
            {campaign.playerName} · {campaign.tournament}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 rounded-md bg-muted/50 p-3">
          <SummaryRow label="Investment" value={formatMoney2(intent.amount)} />
          <SummaryRow label="Stake" value={`${stakePercentage(toCents(intent.amount) ?? 0, shareBasisCents, 1, markup)}%`} />
          <SummaryRow label="Platform fee" value={formatMoney2(intent.platformFee)} />
          <SummaryRow label="Total" value={formatMoney2(intent.totalAmount)} strong />
        </div>
        {movedAway ? (
          <div role="alert" className="grid gap-3 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <ArrowRightLeft className="h-4 w-4 shrink-0 text-primary" aria-hidden />
              {CHECKOUT_MOVED_MESSAGE}
            </p>
            <p className="text-muted-foreground">Nothing was charged here. Finish paying in the other tab, or close this one.</p>
            <Button type="button" variant="outline" onClick={onDone}>
              Close
            </Button>
          </div>
        ) : !providerReady ? (
          <div className="flex justify-center py-6">
            <Spinner className="h-6 w-6" label="Loading payment form" />
          </div>
        ) : config.data?.provider === "stripe" && config.data.publishableKey ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-6">
                <Spinner className="h-6 w-6" label="Loading payment form" />
              </div>
            }
          >
            <StripeCardForm publishableKey={config.data.publishableKey} {...formProps} />
          </Suspense>
        ) : (
          <SandboxCardForm {...formProps} />
        )}
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Invest in Campaign</DialogTitle>
        <DialogDescription>
          {campaign.playerName} · {campaign.tournament}
        </DialogDescription>
      </DialogHeader>
      {!isInvestor && (
        <div role="note" className="flex gap-3 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">Investor Role Required</p>
            <p className="text-muted-foreground">You need to switch to the Investor role to make investments.</p>
          </div>
        </div>
      )}
      <form onSubmit={startPayment} className="grid gap-4" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="invest-amount">Investment Amount ($)</Label>
          <Input
            id="invest-amount"
            inputMode="decimal"
            type="number"
            min={0}
            step="0.01"
            value={amount}
            disabled={!isInvestor || settingUp}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? "invest-amount-error" : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
          {amountError && (
            <p id="invest-amount-error" role="alert" className="text-sm text-destructive">
              {amountError}
            </p>
          )}
          <p className="text-xs text-muted-foreground" data-testid="invest-limits">
            {buyableText(canBuy, { minStakeCents, investorRoomCents: roomCents, maxPerInvestor: campaign.maxPerInvestor })}
            {canBuy.kind === "range" && ` · ${formatMoney(remaining / 100)} remaining`}
          </p>
          <ReservedNote campaign={campaign} />
          {campaign.maxPerInvestor !== null && campaign.maxPerInvestor !== undefined && (
            <p className="text-xs text-muted-foreground" data-testid="cap-note">
              The player caps each backer at {campaign.maxPerInvestor}% of the winnings
              {roomCents !== undefined ? `: you can buy ${formatMoney(roomCents / 100)} more` : ""}.
            </p>
          )}
        </div>
        {markup !== 100 && (
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <MarkupBadge campaign={campaign} />
            Share = amount / (buy-in x {campaign.markup})
          </p>
        )}
        <FairPriceNote campaign={campaign} />
        {campaign.eventTerms && (
          // before buying, what the event's bounties and the player's swaps mean to a backer's share
          <ul className="grid gap-1 rounded-md border border-border p-2 text-xs text-muted-foreground" data-testid="event-disclosure">
            <li>{bountyDisclosure(campaign.eventTerms.bounty)}</li>
            <li>{swapsDisclosure(campaign.eventTerms.swappedPercent)}</li>
          </ul>
        )}
        <div className="grid gap-2 rounded-md bg-muted/50 p-3">
          <SummaryRow label="Stake percentage" value={`${validAmount ? stakePercentage(amountCents, shareBasisCents, 1, markup) : "0.0"}%`} />
          <SummaryRow label={PLATFORM_FEE_TEXT.label} value={formatMoney2(feeCents / 100)} />
          <SummaryRow label="Total" value={formatMoney2(totalCents / 100)} strong />
        </div>
        {validAmount && minimumFeeWarning(amountCents) && (
          <p role="note" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs text-amber-200">
            {minimumFeeWarning(amountCents)}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          You receive {validAmount ? stakePercentage(amountCents, shareBasisCents, 1, markup) : "0.0"}% of {campaign.playerName}&apos;s winnings in this
          tournament. Staking is risky: if the player does not cash, the stake is lost.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={settingUp}>
            Cancel
          </Button>
          <Button type="submit" disabled={settingUp}>
            {settingUp && <Spinner className="h-4 w-4 text-current" label="Setting up payment" />}
            {settingUp ? (demo ? "Processing..." : "Setting up payment...") : "Continue to Payment"}
          </Button>
        </div>
      </form>
    </>
  );
}
