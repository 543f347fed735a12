import type { Campaign } from "@core/contracts/campaigns";
import { closeCampaignForm, finalPositionLabel, type CloseCampaignForm } from "@core/contracts/payouts";
import { centsToDecimal, formatMoney, formatMoney2, toCents } from "@core/money";
import { markupHundredthsOf } from "@core/markup";
import { planPayouts } from "@core/payouts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/components/ui/use-toast";
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

/** The Close Campaign dialog: the tournament result in, payouts computed by the server. */
export function CloseCampaignDialog({ campaign, open, onOpenChange }: { campaign: Campaign; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<CloseCampaignForm, unknown, z.output<typeof closeCampaignForm>>({
    resolver: zodResolver(closeCampaignForm),
    defaultValues: { finalPosition: "", totalWinnings: "", closingDate: localToday() },
  });
  const { register, handleSubmit, formState, reset, watch, setValue } = form;
  const errors = formState.errors;
  // a valid form first shows what closing will do; only the confirmation sends it
  const [confirming, setConfirming] = useState<z.output<typeof closeCampaignForm> | null>(null);
  const setOpen = (next: boolean) => {
    if (!next) {
      reset({ finalPosition: "", totalWinnings: "", closingDate: localToday() });
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

  const winningsCents = Math.max(0, toCents(String(watch("totalWinnings") ?? "")) ?? 0);
  const raisedCents = toCents(campaign.currentAmount) ?? 0;
  // the same formulas the server uses; the server's figures are the ones that count
  const estimate = planPayouts({
    buyInCents: toCents(campaign.buyIn) ?? 0,
    offeredPercentage: campaign.playerOfferedPercentage,
    totalWinningsCents: winningsCents,
    stakes: raisedCents > 0 ? [{ id: 0, amountCents: raisedCents }] : [],
    markupHundredths: markupHundredthsOf(campaign.markup),
  });

  // each backer's payout by the server's own function; the backers list sums an investor's stakes, so one who
  // bought twice may show a cent more than the per-stake rounding the server books
  const backers = useCampaignBackers(campaign.id, { enabled: confirming !== null });
  const perBacker = planPayouts({
    buyInCents: toCents(campaign.buyIn) ?? 0,
    offeredPercentage: campaign.playerOfferedPercentage,
    totalWinningsCents: winningsCents,
    stakes: (backers.data ?? []).map((b, i) => ({ id: i, amountCents: toCents(b.amount) ?? 0 })),
    markupHundredths: markupHundredthsOf(campaign.markup),
  }).payouts;
  const owedCents = backers.data ? perBacker.reduce((sum, p) => sum + p.payoutCents, 0) : estimate.totalCents;

  const tournamentDay = campaign.tournamentDate?.slice(0, 10) ?? null;
  const beforeTournament = tournamentDay !== null && localToday() < tournamentDay;

  const onSubmit = (values: z.output<typeof closeCampaignForm>) => setConfirming(values);
  const onConfirm = (values: z.output<typeof closeCampaignForm>) => {
    close.mutate({
      campaignId: campaign.id,
      finalPosition: values.finalPosition,
      totalWinnings: values.totalWinnings,
      playerPrizePool: centsToDecimal(estimate.poolCents),
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
          <div className="space-y-4" data-testid="close-summary">
            {beforeTournament && (
              <p role="alert" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-200">
                The tournament date ({tournamentDay}) has not come yet. Close the campaign only if the tournament has already been played.
              </p>
            )}
            <dl className="space-y-1.5 rounded-lg border bg-background/40 p-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Final Position</dt>
                <dd className="font-semibold">{finalPositionLabel(confirming.finalPosition)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Total Winnings</dt>
                <dd className="font-semibold">{formatMoney2(confirming.totalWinnings)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Player Prize Pool ({campaign.playerOfferedPercentage}% of winnings)</dt>
                <dd className="font-semibold">{formatMoney2(centsToDecimal(estimate.poolCents))}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Owed to investors ({formatMoney(campaign.currentAmount)} staked)</dt>
                <dd className="font-semibold text-primary">{formatMoney2(centsToDecimal(owedCents))}</dd>
              </div>
            </dl>
            <div className="space-y-1.5 text-sm">
              <p className="font-medium">Each investor&apos;s payout</p>
              {backers.isLoading ? (
                <p className="text-muted-foreground">Loading investors…</p>
              ) : backers.error ? (
                <p className="text-destructive">{errorMessage(backers.error)}</p>
              ) : !backers.data?.length ? (
                <p className="text-muted-foreground">No investors backed this campaign.</p>
              ) : (
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
              )}
            </div>
            <p className="text-sm text-muted-foreground">Closing is final: investors are told their payouts and you pay them from Pay Investors.</p>
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => setConfirming(null)} disabled={close.isPending}>
                Back
              </Button>
              <Button type="button" onClick={() => onConfirm(confirming)} disabled={close.isPending}>
                {close.isPending ? "Closing…" : "Confirm Close"}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
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
                  aria-invalid={!!errors.finalPosition}
                  aria-describedby="close-position-hint close-position-error"
                  {...register("finalPosition")}
                />
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => setValue("finalPosition", "0", { shouldValidate: formState.isSubmitted })}
                >
                  Did not cash
                </Button>
              </div>
              <p id="close-position-hint" className="text-xs text-muted-foreground">
                Your place in the field (1 for the winner); 0 if you did not cash.
              </p>
              <FieldError id="close-position-error" message={errors.finalPosition?.message} />
            </div>

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

            <div className="space-y-1.5 rounded-lg border bg-background/40 p-4 text-sm">
              <div className="flex justify-between gap-4">
                <span className="text-muted-foreground">Player Prize Pool ({campaign.playerOfferedPercentage}% of winnings)</span>
                <span className="font-semibold">{formatMoney2(centsToDecimal(estimate.poolCents))}</span>
              </div>
              <div className="flex justify-between gap-4">
                <span className="text-muted-foreground">Estimated owed to investors ({formatMoney(campaign.currentAmount)} staked)</span>
                <span className="font-semibold text-primary">{formatMoney2(centsToDecimal(estimate.totalCents))}</span>
              </div>
              <p className="pt-1 text-xs text-muted-foreground">
                Each investor receives winnings × their stake ÷ (buy-in × markup), rounded down to the cent. This campaign&apos;s markup is {campaign.markup}.
              </p>
            </div>

            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={close.isPending}>
                {close.isPending ? "Closing…" : "Close Campaign"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
