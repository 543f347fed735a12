import { payoutPlanInput, type PayoutsToolInput, type PayoutsToolResponse } from "@core/contracts/payout-plan";
import { prizePercentagesField, percentToBasisPoints } from "@core/contracts/tournament-prizes";
import type { CreateTournamentData } from "@core/contracts/tournaments";
import { PAYOUT_SHAPES } from "@core/live/schema/contracts";
import { MAX_PAID_PLACES, paidPlaces, scaledBasisPoints } from "@core/live/prizes/event-prizes";
import { DEFAULT_MIN_CASH_MULTIPLE, DEFAULT_PAID_PERCENT, PAYOUT_SHAPE_LABELS, type PayoutShape } from "@core/live/prizes/payout-generator";
import { ordinal, type PrizeRow } from "@core/live/prizes/prize-table";
import { toCents } from "@core/money";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { eventPrizeTable } from "@core/tournament-rules";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { apiRequest } from "@client/lib/api";
import type { TournamentFormValues } from "./tournament-form-values";
import { PrizeTable } from "./prize-table";

type Form = UseFormReturn<TournamentFormValues, unknown, CreateTournamentData>;

/** The field size the preview assumes: the entrants already registered when editing, else a full house. */
function previewEntrants(maxSeats: string, entrants: number | undefined): number | null {
  if (entrants && entrants > 0) return entrants;
  const seats = Number(maxSeats.replace(/[,\s]/g, ""));
  return Number.isSafeInteger(seats) && seats >= 1 ? seats : null;
}

/** The standard table's percentages for a field, as a starting point the sponsor can edit (they sum to 100). */
function standardPercentages(entrants: number | null): string[] {
  return scaledBasisPoints(paidPlaces(entrants ?? 1)).map((bp) => String(bp / 100));
}

const DEFAULT_PLAN = { paidPercent: String(DEFAULT_PAID_PERCENT), minCashMultiple: String(DEFAULT_MIN_CASH_MULTIPLE), shape: "standard" as PayoutShape };

/** The tool's answer as the preview's rows. */
function toolRows(res: PayoutsToolResponse): PrizeRow[] {
  const pool = toCents(res.pool) ?? 0;
  return res.places.map((p) => {
    const amountCents = toCents(p.amount) ?? 0;
    return { place: p.place, label: ordinal(p.place), percentage: pool > 0 ? Math.round((amountCents * 10_000) / pool) / 100 : 0, amountCents };
  });
}

/**
 * A generated table's preview: the public calculator's call (POST /api/tools/payouts), the same rule the clock
 * pays by. Asked only once the settings are valid; the last table stays shown while the next loads.
 */
function useGeneratedPreview(body: PayoutsToolInput | null) {
  return useQuery({
    queryKey: ["payout-preview", body],
    queryFn: () => apiRequest<PayoutsToolResponse>("POST", "/api/tools/payouts", body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    select: toolRows,
  });
}

/** Guarantee, payout table choice (standard, custom percentages or generated to fit the field) and a preview of what the table pays. */
export function PrizeFields({ form, entrants }: { form: Form; entrants?: number }) {
  const { register, watch, setValue, formState } = form;
  const [buyIn, maxSeats, guarantee, percentages, plan, bounty] = watch([
    "buyIn",
    "maxSeats",
    "guaranteedPrizePool",
    "prizePercentages",
    "payoutPlan",
    "bounty",
  ]);
  const generated = !!plan;
  const custom = percentages !== null && !generated;
  const field = previewEntrants(maxSeats, entrants);

  const guaranteeError = formState.errors.guaranteedPrizePool?.message;
  const listError = formState.errors.prizePercentages as { message?: string; root?: { message?: string } } | undefined;
  const percentagesError = listError?.message ?? listError?.root?.message;

  const setPercentages = (next: string[] | null) => setValue("prizePercentages", next, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  const setPlan = (next: typeof plan) => setValue("payoutPlan", next ?? null, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  const choose = (table: "standard" | "custom" | "generated") => {
    setPlan(table === "generated" ? (plan ?? DEFAULT_PLAN) : null);
    setPercentages(table === "custom" ? standardPercentages(field) : null);
  };
  const parsed = prizePercentagesField.safeParse(percentages);
  const total = (percentages ?? []).reduce((sum, p) => sum + (percentToBasisPoints(p) ?? 0), 0) / 100;
  const guaranteeCents = guarantee.trim() === "" ? null : toCents(guarantee);
  const buyInCents = Math.max(0, toCents(buyIn) ?? 0);
  const guaranteed = guaranteeCents !== null && guaranteeCents > 0 ? guaranteeCents : null;
  // a PKO's bounty part of each buy-in goes on heads, not into the pool the table pays (decision 216)
  const bountyTyped = toCents(bounty ?? "") ?? 0;
  const bountyCents = bountyTyped > 0 && bountyTyped < buyInCents ? bountyTyped : null;
  const parsedPlan = payoutPlanInput.safeParse(plan ?? null);
  const planErrors = formState.errors.payoutPlan as
    { message?: string; paidPercent?: { message?: string }; minCashMultiple?: { message?: string }; shape?: { message?: string } } | undefined;
  const planError = planErrors?.paidPercent?.message ?? planErrors?.minCashMultiple?.message ?? planErrors?.shape?.message ?? planErrors?.message;
  const preview = useGeneratedPreview(
    generated && field !== null && parsedPlan.success && parsedPlan.data
      ? {
          entries: field,
          buyIn: buyInCents / 100,
          ...(guaranteed !== null ? { guarantee: guaranteed / 100 } : {}),
          ...(bountyCents !== null ? { bounty: bountyCents / 100 } : {}),
          ...parsedPlan.data,
        }
      : null,
  );
  const rows = generated
    ? (preview.data ?? null)
    : field !== null && parsed.success
      ? eventPrizeTable(field, buyInCents, guaranteed, parsed.data, null, bountyCents)
      : null;

  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Prize Pool and Payouts</legend>
      <div className="space-y-1.5">
        <Label htmlFor="t-guaranteedPrizePool">Guaranteed prize pool (optional)</Label>
        <Input
          id="t-guaranteedPrizePool"
          inputMode="decimal"
          placeholder="10,000"
          {...register("guaranteedPrizePool")}
          aria-invalid={!!guaranteeError}
          aria-describedby={guaranteeError ? "t-guaranteedPrizePool-error" : undefined}
        />
        {guaranteeError ? (
          <p id="t-guaranteedPrizePool-error" role="alert" className="text-sm text-red-400">
            {guaranteeError}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            The pool is the players' buy-ins (less any bounties), or this amount when they add up to less: you make up the difference.
          </p>
        )}
      </div>

      <div role="radiogroup" aria-label="Payout table" className="space-y-2">
        <p className="text-sm font-medium">Payout table</p>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="t-payout" checked={!custom && !generated} onChange={() => choose("standard")} className="mt-0.5 accent-amber-500" />
          <span>
            Standard table (scaled to the field)
            <span className="block text-xs text-muted-foreground">
              Top 15% of the players paid, at most 18 places; the standard percentages scaled to add up to 100%.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="t-payout" checked={custom} onChange={() => choose("custom")} className="mt-0.5 accent-amber-500" />
          <span>
            Custom percentages
            <span className="block text-xs text-muted-foreground">Your own share for each paid place, 1st first, adding up to exactly 100%.</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="t-payout" checked={generated} onChange={() => choose("generated")} className="mt-0.5 accent-amber-500" />
          <span>
            Generate to fit the field
            <span className="block text-xs text-muted-foreground">
              A share of the entries paid, each at least a minimum cash, the rest shared by a flat, standard or top-heavy curve; whole-dollar amounts that add
              up to the pool.
            </span>
          </span>
        </label>
      </div>

      {custom && (
        <div className="space-y-2">
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {percentages.map((_, i) => (
              <div key={i} className="space-y-1">
                <Label htmlFor={`t-prize-${i}`} className="text-xs text-muted-foreground">
                  {ordinal(i + 1)} %
                </Label>
                <Input
                  id={`t-prize-${i}`}
                  inputMode="decimal"
                  aria-label={`${ordinal(i + 1)} place percentage`}
                  {...register(`prizePercentages.${i}` as const)}
                  aria-invalid={!!percentagesError}
                />
              </div>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={percentages.length >= MAX_PAID_PLACES}
              onClick={() => setPercentages([...percentages, ""])}
            >
              Add place
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={percentages.length <= 1} onClick={() => setPercentages(percentages.slice(0, -1))}>
              Remove last place
            </Button>
            <span className="text-sm tabular-nums text-muted-foreground" data-testid="prize-total">
              Total: {total}%
            </span>
          </div>
          {percentagesError && (
            <p role="alert" className="text-sm text-red-400">
              {percentagesError}
            </p>
          )}
        </div>
      )}

      {generated && (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1">
              <Label htmlFor="t-plan-paid" className="text-xs text-muted-foreground">
                Paid places (% of entries, 10-20)
              </Label>
              <Input id="t-plan-paid" inputMode="decimal" {...register("payoutPlan.paidPercent")} aria-invalid={!!planErrors?.paidPercent} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="t-plan-mincash" className="text-xs text-muted-foreground">
                Min cash (x buy-in, 1.5-2)
              </Label>
              <Input id="t-plan-mincash" inputMode="decimal" {...register("payoutPlan.minCashMultiple")} aria-invalid={!!planErrors?.minCashMultiple} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="t-plan-shape" className="text-xs text-muted-foreground">
                Shape
              </Label>
              <NativeSelect id="t-plan-shape" {...register("payoutPlan.shape")}>
                {PAYOUT_SHAPES.map((s) => (
                  <option key={s} value={s}>
                    {PAYOUT_SHAPE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {planError && (
            <p role="alert" className="text-sm text-red-400">
              {planError}
            </p>
          )}
        </div>
      )}

      {rows && field !== null && (
        <div className="space-y-1.5">
          <p className="text-xs text-muted-foreground">
            Preview for {field} {field === 1 ? "player" : "players"}
          </p>
          <PrizeTable rows={rows} />
        </div>
      )}
    </fieldset>
  );
}
