import { payoutPlanInput } from "@core/contracts/payout-plan";
import { prizePercentagesField, percentToBasisPoints } from "@core/contracts/tournament-prizes";
import type { CreateTournamentData } from "@core/contracts/tournaments";
import { PAYOUT_SHAPES } from "@core/live/schema/event-setup";
import { MAX_PAID_PLACES, paidPlaces, scaledBasisPoints } from "@core/live/prizes/event-prizes";
import { DEFAULT_MIN_CASH_MULTIPLE, DEFAULT_PAID_PERCENT, PAYOUT_SHAPE_LABELS, type PayoutShape } from "@core/live/prizes/payout-generator";
import { ordinal, type PrizeRow } from "@core/live/prizes/prize-table";
import { toCents } from "@core/money";
import { eventPrizeTable } from "@core/tournament-rules";
import type { UseFormRegister, UseFormReturn } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { useGeneratedPreview } from "../api/payout-preview";
import type { TournamentFormValues } from "./tournament-form-values";
import { PrizeTable } from "./prize-table";

type Form = UseFormReturn<TournamentFormValues, unknown, CreateTournamentData>;
type Register = UseFormRegister<TournamentFormValues>;
type Table = "standard" | "custom" | "generated";

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

type PreviewInputs = Pick<TournamentFormValues, "buyIn" | "guaranteedPrizePool" | "prizePercentages" | "payoutPlan" | "bounty">;

/** What the chosen table pays the preview's field: the standard or custom table worked out here, a generated one asked of the tool. */
function usePreviewRows(
  field: number | null,
  { buyIn, guaranteedPrizePool: guarantee, prizePercentages: percentages, payoutPlan: plan, bounty }: PreviewInputs,
) {
  const generated = !!plan;
  const parsed = prizePercentagesField.safeParse(percentages);
  const guaranteeCents = guarantee.trim() === "" ? null : toCents(guarantee);
  const buyInCents = Math.max(0, toCents(buyIn) ?? 0);
  const guaranteed = guaranteeCents !== null && guaranteeCents > 0 ? guaranteeCents : null;
  // a PKO's bounty part of each buy-in goes on heads, not into the pool the table pays (decision 216)
  const bountyTyped = toCents(bounty ?? "") ?? 0;
  const bountyCents = bountyTyped > 0 && bountyTyped < buyInCents ? bountyTyped : null;
  const parsedPlan = payoutPlanInput.safeParse(plan ?? null);
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
  return generated
    ? (preview.data ?? null)
    : field !== null && parsed.success
      ? eventPrizeTable(field, buyInCents, guaranteed, parsed.data, null, bountyCents)
      : null;
}

function GuaranteeField({ register, error }: { register: Register; error?: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="t-guaranteedPrizePool">Guaranteed prize pool (optional)</Label>
      <Input
        id="t-guaranteedPrizePool"
        inputMode="decimal"
        placeholder="10,000"
        {...register("guaranteedPrizePool")}
        aria-invalid={!!error}
        aria-describedby={error ? "t-guaranteedPrizePool-error" : undefined}
      />
      {error ? (
        <p id="t-guaranteedPrizePool-error" role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          The pool is the players' buy-ins (less any bounties), or this amount when they add up to less: you make up the difference.
        </p>
      )}
    </div>
  );
}

/** A list's or a group's message under it, when there is one. */
function FieldAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-red-400">
      {message}
    </p>
  ) : null;
}

const TABLE_CHOICES: [Table, string, string][] = [
  ["standard", "Standard table (scaled to the field)", "Top 15% of the players paid, at most 18 places; the standard percentages scaled to add up to 100%."],
  ["custom", "Custom percentages", "Your own share for each paid place, 1st first, adding up to exactly 100%."],
  [
    "generated",
    "Generate to fit the field",
    "A share of the entries paid, each at least a minimum cash, the rest shared by a flat, standard or top-heavy curve; whole-dollar amounts that add up to the pool.",
  ],
];

function PayoutTableChoice({ table, onChoose }: { table: Table; onChoose: (table: Table) => void }) {
  return (
    <div role="radiogroup" aria-label="Payout table" className="space-y-2">
      <p className="text-sm font-medium">Payout table</p>
      {TABLE_CHOICES.map(([value, label, hint]) => (
        <label key={value} className="flex items-start gap-2 text-sm">
          <input type="radio" name="t-payout" checked={table === value} onChange={() => onChoose(value)} className="mt-0.5 accent-amber-500" />
          <span>
            {label}
            <span className="block text-xs text-muted-foreground">{hint}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** The sponsor's own share for each paid place, with places added or removed at the end and the running total. */
function CustomPercentages({
  register,
  percentages,
  error,
  onChange,
}: {
  register: Register;
  percentages: string[];
  error?: string;
  onChange: (next: string[]) => void;
}) {
  const total = percentages.reduce((sum, p) => sum + (percentToBasisPoints(p) ?? 0), 0) / 100;
  return (
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
              aria-invalid={!!error}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={percentages.length >= MAX_PAID_PLACES} onClick={() => onChange([...percentages, ""])}>
          Add place
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={percentages.length <= 1} onClick={() => onChange(percentages.slice(0, -1))}>
          Remove last place
        </Button>
        <span className="text-sm tabular-nums text-muted-foreground" data-testid="prize-total">
          Total: {total}%
        </span>
      </div>
      <FieldAlert message={error} />
    </div>
  );
}

type PlanErrors = { message?: string; paidPercent?: { message?: string }; minCashMultiple?: { message?: string }; shape?: { message?: string } } | undefined;

/** A generated table's settings: the share of entries paid, the min cash and the curve's shape. */
function GeneratedPlanFields({ register, errors }: { register: Register; errors: PlanErrors }) {
  const error = errors?.paidPercent?.message ?? errors?.minCashMultiple?.message ?? errors?.shape?.message ?? errors?.message;
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor="t-plan-paid" className="text-xs text-muted-foreground">
            Paid places (% of entries, 10-20)
          </Label>
          <Input id="t-plan-paid" inputMode="decimal" {...register("payoutPlan.paidPercent")} aria-invalid={!!errors?.paidPercent} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="t-plan-mincash" className="text-xs text-muted-foreground">
            Min cash (x buy-in, 1.5-2)
          </Label>
          <Input id="t-plan-mincash" inputMode="decimal" {...register("payoutPlan.minCashMultiple")} aria-invalid={!!errors?.minCashMultiple} />
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
      <FieldAlert message={error} />
    </div>
  );
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
  const choose = (table: Table) => {
    setPlan(table === "generated" ? (plan ?? DEFAULT_PLAN) : null);
    setPercentages(table === "custom" ? standardPercentages(field) : null);
  };
  const planErrors = formState.errors.payoutPlan as PlanErrors;
  const rows: PrizeRow[] | null = usePreviewRows(field, { buyIn, guaranteedPrizePool: guarantee, prizePercentages: percentages, payoutPlan: plan, bounty });

  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Prize Pool and Payouts</legend>
      <GuaranteeField register={register} error={guaranteeError} />
      <PayoutTableChoice table={generated ? "generated" : custom ? "custom" : "standard"} onChoose={choose} />
      {custom && <CustomPercentages register={register} percentages={percentages} error={percentagesError} onChange={setPercentages} />}
      {generated && <GeneratedPlanFields register={register} errors={planErrors} />}
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
