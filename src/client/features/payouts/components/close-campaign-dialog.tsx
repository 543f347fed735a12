import type { Campaign } from "@core/contracts/campaigns";
import { closeCampaignForm, finalPositionLabel, type CloseCampaignForm } from "@core/contracts/payouts";
import { centsToDecimal, formatMoney, formatMoney2, toCents } from "@core/money";
import { markupHundredthsOf } from "@core/markup";
import { planPayouts } from "@core/payouts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@client/components/ui/button";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useCloseCampaign } from "../api/close-campaign";
import { useCampaignBackers } from "../api/get-campaign-backers";

/** Today as the user's own calendar date, YYYY-MM-DD. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

type CloseValues = z.output<typeof closeCampaignForm>;

const blankForm = (): CloseCampaignForm => ({ finalPosition: "", totalWinnings: "", closingDate: localToday() });

/**
 * What closing at these winnings pays: the pool and the estimate over what was raised, and once the summary shows,
 * each backer's payout by the server's own function. The backers list sums an investor's stakes, so one who bought
 * twice may show a cent more than the per-stake rounding the server books.
 */
function useClosePayouts(campaign: Campaign, winningsCents: number, confirming: boolean) {
  const raisedCents = toCents(campaign.currentAmount) ?? 0;
  const terms = {
    buyInCents: toCents(campaign.buyIn) ?? 0,
    offeredPercentage: campaign.playerOfferedPercentage,
    totalWinningsCents: winningsCents,
    markupHundredths: markupHundredthsOf(campaign.markup),
  };
  // the same formulas the server uses; the server's figures are the ones that count
  const estimate = planPayouts({ ...terms, stakes: raisedCents > 0 ? [{ id: 0, amountCents: raisedCents }] : [] });
  const backers = useCampaignBackers(campaign.id, { enabled: confirming });
  const perBacker = planPayouts({ ...terms, stakes: (backers.data ?? []).map((b, i) => ({ id: i, amountCents: toCents(b.amount) ?? 0 })) }).payouts;
  const owedCents = backers.data ? perBacker.reduce((sum, p) => sum + p.payoutCents, 0) : estimate.totalCents;
  return { estimate, backers, perBacker, owedCents };
}

type ClosePayouts = ReturnType<typeof useClosePayouts>;

function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? "font-semibold text-primary" : "font-semibold"}>{value}</dd>
    </div>
  );
}

function BackerPayouts({ payouts: { backers, perBacker } }: { payouts: ClosePayouts }) {
  if (backers.isLoading) return <p className="text-muted-foreground">Loading investors…</p>;
  if (backers.error) return <p className="text-destructive">{errorMessage(backers.error)}</p>;
  if (!backers.data?.length) return <p className="text-muted-foreground">No investors backed this campaign.</p>;
  return (
    <ul className="space-y-1" aria-label="Each investor's payout">
      {backers.data.map((b, i) => (
        <li key={i} data-testid="close-summary-investor" className="flex justify-between gap-4">
          <span className="min-w-0 truncate" title={b.name}>
            {b.name} <span className="text-muted-foreground">({formatMoney2(b.amount)} staked)</span>
          </span>
          <span className="font-semibold">{formatMoney2(centsToDecimal(perBacker[i]?.payoutCents ?? 0))}</span>
        </li>
      ))}
    </ul>
  );
}

/** What closing will do, with Back and Confirm Close: the last look before a step that cannot be undone. */
function CloseSummary({
  campaign,
  values,
  payouts,
  pending,
  onBack,
  onConfirm,
}: {
  campaign: Campaign;
  values: CloseValues;
  payouts: ClosePayouts;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const tournamentDay = campaign.tournamentDate?.slice(0, 10) ?? null;
  const beforeTournament = tournamentDay !== null && localToday() < tournamentDay;
  return (
    <div className="space-y-4" data-testid="close-summary">
      {beforeTournament && (
        <p role="alert" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-200">
          The tournament date ({tournamentDay}) has not come yet. Close the campaign only if the tournament has already been played.
        </p>
      )}
      <dl className="space-y-1.5 rounded-lg border bg-background/40 p-4 text-sm">
        <SummaryLine label="Final Position" value={finalPositionLabel(values.finalPosition)} />
        <SummaryLine label="Total Winnings" value={formatMoney2(values.totalWinnings)} />
        <SummaryLine
          label={`Player Prize Pool (${campaign.playerOfferedPercentage}% of winnings)`}
          value={formatMoney2(centsToDecimal(payouts.estimate.poolCents))}
        />
        <SummaryLine
          label={`Owed to investors (${formatMoney(campaign.currentAmount)} staked)`}
          value={formatMoney2(centsToDecimal(payouts.owedCents))}
          strong
        />
      </dl>
      <div className="space-y-1.5 text-sm">
        <p className="font-medium">Each investor&apos;s payout</p>
        <BackerPayouts payouts={payouts} />
      </div>
      <p className="text-sm text-muted-foreground">Closing is final: investors are told their payouts and you pay them from Pay Investors.</p>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="button" onClick={onConfirm} disabled={pending}>
          {pending ? "Closing…" : "Confirm Close"}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Final Position with its Did not cash shortcut. */
function FinalPositionField({ form }: { form: UseFormReturn<CloseCampaignForm, unknown, CloseValues> }) {
  const { register, formState, setValue } = form;
  return (
    <div className="space-y-2">
      <Label htmlFor="close-position">Final Position</Label>
      {/* any place in any field: a deep cash in a large event is typed, not picked from a list */}
      <div className="flex gap-2">
        <Input
          id="close-position"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 137"
          className="min-w-0"
          aria-invalid={!!formState.errors.finalPosition}
          aria-describedby="close-position-hint close-position-error"
          {...register("finalPosition")}
        />
        <Button type="button" variant="outline" className="shrink-0" onClick={() => setValue("finalPosition", "0", { shouldValidate: formState.isSubmitted })}>
          Did not cash
        </Button>
      </div>
      <p id="close-position-hint" className="text-xs text-muted-foreground">
        Your place in the field (1 for the winner); 0 if you did not cash.
      </p>
      <FieldError id="close-position-error" message={formState.errors.finalPosition?.message} />
    </div>
  );
}

function CloseEstimate({ campaign, payouts }: { campaign: Campaign; payouts: ClosePayouts }) {
  return (
    <div className="space-y-1.5 rounded-lg border bg-background/40 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <span className="text-muted-foreground">Player Prize Pool ({campaign.playerOfferedPercentage}% of winnings)</span>
        <span className="font-semibold">{formatMoney2(centsToDecimal(payouts.estimate.poolCents))}</span>
      </div>
      <div className="flex justify-between gap-4">
        <span className="text-muted-foreground">Estimated owed to investors ({formatMoney(campaign.currentAmount)} staked)</span>
        <span className="font-semibold text-primary">{formatMoney2(centsToDecimal(payouts.estimate.totalCents))}</span>
      </div>
      <p className="pt-1 text-xs text-muted-foreground">
        Each investor receives winnings × their stake ÷ (buy-in × markup), rounded down to the cent. This campaign&apos;s markup is {campaign.markup}.
      </p>
    </div>
  );
}

/** The result's fields and the estimate they give; a valid submit shows the summary. */
function CloseResultForm({
  campaign,
  form,
  payouts,
  pending,
  onSubmit,
  onCancel,
}: {
  campaign: Campaign;
  form: UseFormReturn<CloseCampaignForm, unknown, CloseValues>;
  payouts: ClosePayouts;
  pending: boolean;
  onSubmit: (values: CloseValues) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit } = form;
  const errors = form.formState.errors;
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <FinalPositionField form={form} />

      <div className="space-y-2">
        <Label htmlFor="close-winnings">Total Winnings ($)</Label>
        <Input
          id="close-winnings"
          inputMode="decimal"
          placeholder="e.g. 12,500.00"
          aria-invalid={!!errors.totalWinnings}
          aria-describedby="close-winnings-error"
          {...register("totalWinnings")}
        />
        <FieldError id="close-winnings-error" message={errors.totalWinnings?.message} />
      </div>

      <div className="space-y-2">
        <Label htmlFor="close-date">Closing Date</Label>
        <Input id="close-date" type="date" aria-invalid={!!errors.closingDate} aria-describedby="close-date-error" {...register("closingDate")} />
        <FieldError id="close-date-error" message={errors.closingDate?.message} />
      </div>

      <CloseEstimate campaign={campaign} payouts={payouts} />

      <DialogSubmitFooter className="gap-2" onCancel={onCancel} pending={pending} label="Close Campaign" pendingLabel="Closing…" />
    </form>
  );
}

/** The Close Campaign dialog: the tournament result in, payouts computed by the server. */
export function CloseCampaignDialog({ campaign, open, onOpenChange }: { campaign: Campaign; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<CloseCampaignForm, unknown, CloseValues>({ resolver: zodResolver(closeCampaignForm), defaultValues: blankForm() });
  // a valid form first shows what closing will do; only the confirmation sends it
  const [confirming, setConfirming] = useState<CloseValues | null>(null);
  const setOpen = (next: boolean) => {
    if (!next) {
      form.reset(blankForm());
      setConfirming(null);
    }
    onOpenChange(next);
  };
  const close = useCloseCampaign({
    onSuccess: () => {
      toast({ title: "Campaign Closed", description: "Campaign has been successfully closed and payouts calculated." });
      setOpen(false);
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });

  const winningsCents = Math.max(0, toCents(String(form.watch("totalWinnings") ?? "")) ?? 0);
  const payouts = useClosePayouts(campaign, winningsCents, confirming !== null);

  const onConfirm = (values: CloseValues) => {
    close.mutate({
      campaignId: campaign.id,
      finalPosition: values.finalPosition,
      totalWinnings: values.totalWinnings,
      playerPrizePool: centsToDecimal(payouts.estimate.poolCents),
      closingDate: values.closingDate,
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Close Campaign</DialogTitle>
          <DialogDescription>Enter your result in {campaign.tournament}. Payouts to your investors are calculated from it.</DialogDescription>
        </DialogHeader>
        {confirming ? (
          <CloseSummary
            campaign={campaign}
            values={confirming}
            payouts={payouts}
            pending={close.isPending}
            onBack={() => setConfirming(null)}
            onConfirm={() => onConfirm(confirming)}
          />
        ) : (
          <CloseResultForm
            campaign={campaign}
            form={form}
            payouts={payouts}
            pending={close.isPending}
            onSubmit={setConfirming}
            onCancel={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
