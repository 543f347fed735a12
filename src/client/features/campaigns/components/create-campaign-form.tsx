import { maxTargetCents } from "@core/campaign-rules";
import { createCampaignInput, DEFAULT_OFFERED_PERCENTAGE, type CreateCampaign } from "@core/contracts/campaigns";
import { formatMoney, toCents } from "@core/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";

export interface CampaignFormValues {
  tournament: string;
  tournamentDate: string;
  buyIn: string;
  playerOfferedPercentage?: string;
  targetAmount: string;
  minStake: string;
  description: string;
}

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </div>
  );
}

function MoneyInput(props: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">$</span>
      <Input inputMode="decimal" autoComplete="off" className="pl-7" {...props} />
    </div>
  );
}

interface CreateCampaignFormProps {
  /** the dashboard modal has the offered-percentage field (default 50); the full page does not */
  withPercentage: boolean;
  submitting: boolean;
  onSubmit: (values: CreateCampaign) => void;
  onCancel?: () => void;
  idPrefix?: string;
}

/** The create-campaign fields, validated in the browser with the same schema the server uses. */
export function CreateCampaignForm({ withPercentage, submitting, onSubmit, onCancel, idPrefix = "campaign" }: CreateCampaignFormProps) {
  const form = useForm<CampaignFormValues, unknown, CreateCampaign>({
    resolver: zodResolver(createCampaignInput) as unknown as Resolver<CampaignFormValues, unknown, CreateCampaign>,
    defaultValues: {
      tournament: "",
      tournamentDate: "",
      buyIn: "",
      targetAmount: "",
      minStake: "",
      description: "",
      ...(withPercentage ? { playerOfferedPercentage: String(DEFAULT_OFFERED_PERCENTAGE) } : {}),
    },
  });
  const { register, formState, watch } = form;
  const e = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const aria = (name: keyof CampaignFormValues) => ({ "aria-invalid": !!e[name], "aria-describedby": e[name] ? `${id(name)}-error` : undefined });

  const buyInCents = toCents(watch("buyIn") || null);
  const pctText = withPercentage ? watch("playerOfferedPercentage") : String(DEFAULT_OFFERED_PERCENTAGE);
  const pct = Number(pctText);
  const targetHint =
    buyInCents && buyInCents > 0 && Number.isInteger(pct) && pct >= 1 && pct <= 100
      ? `Up to ${formatMoney(maxTargetCents(buyInCents, pct) / 100)} (${pct}% of the buy-in)`
      : withPercentage
        ? "At most the offered percentage of the buy-in"
        : `At most ${DEFAULT_OFFERED_PERCENTAGE}% of the buy-in`;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field id={id("tournament")} label="Tournament Name" error={e.tournament?.message}>
        <Input id={id("tournament")} placeholder="e.g. WSOP Main Event" {...aria("tournament")} {...register("tournament")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={id("tournamentDate")} label="Tournament Date" error={e.tournamentDate?.message}>
          <Input id={id("tournamentDate")} type="date" min={todayLocal()} {...aria("tournamentDate")} {...register("tournamentDate")} />
        </Field>
        <Field id={id("buyIn")} label="Buy-in Amount" error={e.buyIn?.message}>
          <MoneyInput id={id("buyIn")} placeholder="10,000" {...aria("buyIn")} {...register("buyIn")} />
        </Field>
        {withPercentage && (
          <Field id={id("playerOfferedPercentage")} label="Offered Percentage" error={e.playerOfferedPercentage?.message} hint="Share of your winnings investors can buy (1-100%)">
            <Input
              id={id("playerOfferedPercentage")}
              type="number"
              min={1}
              max={100}
              step={1}
              {...aria("playerOfferedPercentage")}
              {...register("playerOfferedPercentage")}
            />
          </Field>
        )}
        <Field id={id("targetAmount")} label="Target Amount" error={e.targetAmount?.message} hint={targetHint}>
          <MoneyInput id={id("targetAmount")} placeholder="5,000" {...aria("targetAmount")} {...register("targetAmount")} />
        </Field>
        <Field id={id("minStake")} label="Minimum Stake" error={e.minStake?.message} hint="Smallest stake an investor can buy">
          <MoneyInput id={id("minStake")} placeholder="100" {...aria("minStake")} {...register("minStake")} />
        </Field>
      </div>
      <Field id={id("description")} label="Description (optional)" error={e.description?.message}>
        <Textarea id={id("description")} rows={3} placeholder="Your experience, the event, how you will report results..." {...register("description")} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={submitting}>
          {submitting ? "Creating..." : "Create Campaign"}
        </Button>
      </div>
    </form>
  );
}
