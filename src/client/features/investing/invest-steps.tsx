import { campaignFundedBuyInCents } from "@core/bullets";
import type { Campaign } from "@core/contracts/campaigns";
import type { PaymentIntentResponse } from "@core/contracts/investments";
import { minimumFeeWarning, PLATFORM_FEE_TEXT, platformFeeCents } from "@core/fees";
import { formatMoney, formatMoney2, toCents } from "@core/money";
import { packageShareText } from "@core/package-texts";
import { checkInvestmentAmount, rangeMessage, remainingCents, stakePercentage } from "@core/stake";
import { bountyDisclosure, buyable, buyableText, swapsDisclosure } from "@core/invest-limits";
import { ArrowRightLeft, ShieldAlert } from "lucide-react";
import { lazy, Suspense, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Spinner } from "@client/components/ui/spinner";
import type { PaymentFormProps } from "./payment-form-props";
import { CHECKOUT_MOVED_MESSAGE } from "./checkout-tabs";
import { ReservedNote } from "./reserved-note";
import { FairPriceNote } from "./fair-price-note";
import { LinkedSatelliteNote } from "@client/features/tournaments";
import { campaignMarkup, MarkupBadge } from "@client/components/markup-badge";
import { SandboxCardForm } from "./sandbox-card-form";

import type { PaymentsConfig } from "@core/contracts/investments";
import { EventSeatNotices } from "@client/components/event-seat-notices";

// Stripe.js only loads when the server runs on Stripe
const StripeCardForm = lazy(() => import("./stripe-card-form"));

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex items-center justify-between border-t border-border pt-2 font-semibold" : "flex items-center justify-between text-sm"}>
      <span className={strong ? undefined : "text-muted-foreground"}>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
}

/** Everything the amount step shows and checks, from the campaign as read now and the amount as typed. */
export function amountFigures(campaign: Campaign, amount: string) {
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
  return { remaining, markup, shareBasisCents, roomCents, canBuy, minStakeCents, amountCents, validAmount, feeCents, totalCents, amountCheck };
}

export type AmountFigures = ReturnType<typeof amountFigures>;

function InvestorRoleNote() {
  return (
    <div role="note" className="flex gap-3 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">Investor Role Required</p>
        <p className="text-muted-foreground">You need to switch to the Investor role to make investments.</p>
      </div>
    </div>
  );
}

/** The amount field, its message, and what this investor may buy: the range, what others hold, the per-backer cap. */
function AmountField({
  campaign,
  amount,
  onAmountChange,
  amountError,
  figures: { canBuy, minStakeCents, roomCents, remaining },
  disabled,
}: {
  campaign: Campaign;
  amount: string;
  onAmountChange: (value: string) => void;
  amountError: string | undefined;
  figures: AmountFigures;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="invest-amount">Investment Amount ($)</Label>
      <Input
        id="invest-amount"
        inputMode="decimal"
        type="number"
        min={0}
        step="0.01"
        value={amount}
        disabled={disabled}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? "invest-amount-error" : undefined}
        onChange={(e) => onAmountChange(e.target.value)}
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
  );
}

/** The markup's share rule and the event's bounties and swaps: what a backer should know before buying. */
function ShareTerms({ campaign, markup }: { campaign: Campaign; markup: number }) {
  return (
    <>
      {markup !== 100 && (
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <MarkupBadge campaign={campaign} />
          Share = amount / (buy-in x {campaign.markup})
        </p>
      )}
      <FairPriceNote campaign={campaign} />
      <EventSeatNotices terms={campaign.eventTerms} bullets={campaign.bullets} compact />
      <LinkedSatelliteNote tournamentId={campaign.specialTournamentId} />
      {campaign.eventTerms && (
        // before buying, what the event's bounties and the player's swaps mean to a backer's share
        <ul className="grid gap-1 rounded-md border border-border p-2 text-xs text-muted-foreground" data-testid="event-disclosure">
          <li>{bountyDisclosure(campaign.eventTerms.bounty)}</li>
          <li>{swapsDisclosure(campaign.eventTerms.swappedPercent)}</li>
        </ul>
      )}
    </>
  );
}

/** What the amount buys and costs, with the fee's warning on a small stake. */
function StakeSummary({ campaign, figures: { amountCents, feeCents, totalCents, shareBasisCents, markup } }: { campaign: Campaign; figures: AmountFigures }) {
  // what the amount buys, once it is one
  const stake = amountCents !== null && amountCents > 0 ? stakePercentage(amountCents, shareBasisCents, 1, markup) : "0.0";
  const feeWarning = amountCents !== null && amountCents > 0 ? minimumFeeWarning(amountCents) : null;
  return (
    <>
      <div className="grid gap-2 rounded-md bg-muted/50 p-3">
        <SummaryRow label="Stake percentage" value={`${stake}%`} />
        <SummaryRow label={PLATFORM_FEE_TEXT.label} value={formatMoney2(feeCents / 100)} />
        <SummaryRow label="Total" value={formatMoney2(totalCents / 100)} strong />
      </div>
      {feeWarning && (
        <p role="note" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs text-amber-200">
          {feeWarning}
        </p>
      )}
      {campaign.package ? (
        // a package (decision 241): the share is of every event's winnings together
        <p className="text-xs text-muted-foreground" data-testid="package-share-note">
          {packageShareText(campaign.package.events)} You receive {stake}% of {campaign.playerName}&apos;s total winnings in them. Staking is risky: if the
          player does not cash, the stake is lost.
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          You receive {stake}% of {campaign.playerName}&apos;s winnings in this tournament. Staking is risky: if the player does not cash, the stake is lost.
        </p>
      )}
    </>
  );
}

/** Invest in Campaign: the amount, what it buys and costs, and the terms a backer should know before paying. */
export function AmountStep({
  campaign,
  demo,
  isInvestor,
  amount,
  onAmountChange,
  amountError,
  figures,
  settingUp,
  onSubmit,
  onCancel,
}: {
  campaign: Campaign;
  demo: boolean;
  isInvestor: boolean;
  amount: string;
  onAmountChange: (value: string) => void;
  amountError: string | undefined;
  figures: AmountFigures;
  settingUp: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Invest in Campaign</DialogTitle>
        <DialogDescription>
          {campaign.playerName} · {campaign.tournament}
        </DialogDescription>
      </DialogHeader>
      {!isInvestor && <InvestorRoleNote />}
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <AmountField
          campaign={campaign}
          amount={amount}
          onAmountChange={onAmountChange}
          amountError={amountError}
          figures={figures}
          disabled={!isInvestor || settingUp}
        />
        <ShareTerms campaign={campaign} markup={figures.markup} />
        <StakeSummary campaign={campaign} figures={figures} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={settingUp}>
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

/** Complete Payment: the stake's summary and the card form (Stripe's or the sandbox's), or the word that another tab took over. */
export function CardStep({
  campaign,
  intent,
  stake,
  movedAway,
  config,
  formProps,
  onDone,
}: {
  campaign: Campaign;
  intent: PaymentIntentResponse;
  stake: string;
  movedAway: boolean;
  /** undefined until the payments configuration is read */
  config: PaymentsConfig | undefined;
  formProps: PaymentFormProps;
  onDone: () => void;
}) {
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
        <SummaryRow label="Stake" value={stake} />
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
      ) : config === undefined ? (
        <div className="flex justify-center py-6">
          <Spinner className="h-6 w-6" label="Loading payment form" />
        </div>
      ) : config?.provider === "stripe" && config.publishableKey ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-6">
              <Spinner className="h-6 w-6" label="Loading payment form" />
            </div>
          }
        >
          <StripeCardForm publishableKey={config.publishableKey} {...formProps} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
    </>
  );
}
