import { zodResolver } from "@hookform/resolvers/zod";
import { createTournamentInput, type CreateTournamentData } from "@core/contracts/tournaments";
import { localToday } from "@core/calendar-dates";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useForm, type UseFormRegister } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { serverFieldError } from "@client/lib/server-field-error";
import { SeriesField } from "@client/features/series";
import type { TournamentFormValues } from "./tournament-form-values";

// the builder (templates, the generator, the row editor) loads beside the form rather than with it
// a multi-flight event's rows (decision 242): loaded when the form offers them
const FlightFields = lazy(() => import("./flight-fields"));
const StructureBuilder = lazy(() => import("./structure-builder").then((m) => ({ default: m.StructureBuilder })));
// so do the payout table's choices (with the generator's preview) and the rebuy, add-on and bounty fields
const PrizeFields = lazy(() => import("./prize-fields").then((m) => ({ default: m.PrizeFields })));
const RebuyFields = lazy(() => import("./rebuy-fields").then((m) => ({ default: m.RebuyFields })));
// and a satellite's seats into another event (decision 240)
const SatelliteFields = lazy(() => import("./satellite-fields").then((m) => ({ default: m.SatelliteFields })));

const FORMATS = [
  "No-Limit Hold'em",
  "No-Limit Hold'em Deepstack",
  "No-Limit Hold'em Turbo",
  "Pot-Limit Omaha",
  "Pot-Limit Omaha Knockout",
  "Mixed Games (H.O.R.S.E.)",
];

/** The server's 400s the form puts under a field, by how they begin ("Row 3: ..." is about the structure's row 3). */
const SERVER_FIELDS = {
  structure: ["Row", "Structure"],
  chipSet: ["Chip set", "Chip denominations"],
  seriesId: ["Tournament date must fall within the series"],
  fee: ["A freeroll takes no fee"],
} as const;

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

type Key = keyof TournamentFormValues;
type Fields = {
  err: (k: Key) => string | undefined;
  field: (k: Key) => ReturnType<UseFormRegister<TournamentFormValues>> & { id: string; "aria-invalid": boolean };
};

/** The event's own facts: its name, when and where, the buy-in, chips and seats, the tables, the days and the format. */
function EventFields({ err, field }: Fields) {
  return (
    <>
      <Field id="t-name" label="Tournament Name" error={err("name")}>
        <Input {...field("name")} placeholder="Atlantic City Winter Classic" />
      </Field>
      <Field id="t-description" label="Description" error={err("description")} hint="Optional: what makes this event special.">
        <Textarea {...field("description")} rows={3} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="t-date" label="Date" error={err("date")}>
          <Input {...field("date")} type="date" min={localToday()} />
        </Field>
        <Field id="t-time" label="Start Time" error={err("time")}>
          <Input {...field("time")} type="time" />
        </Field>
      </div>
      <Field id="t-location" label="Location" error={err("location")}>
        <Input {...field("location")} placeholder="Borgata Poker Room, Atlantic City, NJ" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="t-buyIn" label="Buy-in ($)" error={err("buyIn")} hint="0 for a freeroll">
          <Input {...field("buyIn")} inputMode="decimal" placeholder="550" />
        </Field>
        {/* the room's fee (decision 237): collected with the buy-in, never in the pool or a backer's share */}
        <Field id="t-fee" label="Fee per entry ($)" error={err("fee")} hint="Optional. Kept apart from the prize pool: not paid out as prizes.">
          <Input {...field("fee")} inputMode="decimal" placeholder="0" />
        </Field>
        <Field id="t-startingChips" label="Starting Chips" error={err("startingChips")}>
          <Input {...field("startingChips")} inputMode="numeric" />
        </Field>
        <Field id="t-maxSeats" label="Max Seats" error={err("maxSeats")} hint="At least 2">
          <Input {...field("maxSeats")} inputMode="numeric" placeholder="60" />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="t-seatsPerTable" label="Seats per Table" error={err("seatsPerTable")} hint="Players are drawn to tables when the clock starts">
          <NativeSelect {...field("seatsPerTable")}>
            {["6", "7", "8", "9", "10"].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="t-tableBalancing"
          label="Table Balancing"
          error={err("tableBalancing")}
          hint="A player moves when the largest table has that many more than the smallest"
        >
          <NativeSelect {...field("tableBalancing")}>
            <option value="standard">Standard: 2 players apart</option>
            <option value="tda">TDA: 3 players apart</option>
          </NativeSelect>
        </Field>
      </div>
      <Field
        id="t-days"
        label="Days"
        error={err("days")}
        hint="Optional, for a multi-day event: the days in order, separated by commas (Day 1, Day 2, Final Day)"
      >
        <Input {...field("days")} placeholder="Day 1, Day 2, Final Day" />
      </Field>
      <Field id="t-format" label="Format" error={err("format")}>
        <Input {...field("format")} list="t-format-options" />
        <datalist id="t-format-options">
          {FORMATS.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
      </Field>
    </>
  );
}

/** What the event pays in words: required with the standard table, optional when a table of the sponsor's own says it. */
function PrizeStructureField({ ownTable, err, field }: Fields & { ownTable: boolean }) {
  return (
    <Field
      id="t-prizeStructure"
      label={ownTable ? "Prize Structure (optional)" : "Prize Structure"}
      error={err("prizeStructure")}
      hint={
        ownTable
          ? "Your payout table below says what each place gets; leave this empty to show its summary."
          : "What the standard table pays, in your words, or choose a payout table below."
      }
    >
      <Textarea {...field("prizeStructure")} rows={2} placeholder="Top 15% paid; 1st place 25% of the pool" />
    </Field>
  );
}

interface TournamentFormProps {
  defaultValues: TournamentFormValues;
  /** players already registered (edit): the prize preview's field size */
  entrants?: number;
  /** the series the event is in (edit), kept in the select even when no longer in the sponsor's list */
  series?: { id: number; name: string } | null;
  /** the last failed submission's error: a 400 about a field the form shows is put under it */
  serverError?: unknown;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (data: CreateTournamentData) => void;
  onCancel?: () => void;
  /** creating: the event may have Day 1 flights (decision 242) */
  withFlights?: boolean;
}

/** The create and edit form: the same zod schema as the server, so messages match word for word. */
export function TournamentForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  entrants,
  series,
  serverError,
  withFlights,
}: TournamentFormProps) {
  const form = useForm<TournamentFormValues, unknown, CreateTournamentData>({
    resolver: zodResolver(createTournamentInput) as never,
    defaultValues,
    mode: "onTouched",
  });
  const { register, formState } = form;
  // a 400 the form's own check did not catch (the stored event changed meanwhile): shown at its field
  useEffect(() => {
    const shown = serverFieldError(serverError, SERVER_FIELDS);
    if (shown) form.setError(shown.field, { message: shown.message }, { shouldFocus: true });
  }, [serverError, form]);
  // a table of the sponsor's own or a generated one says what the event pays: the text is then optional (decision 220)
  const [percentages, plan, satellite] = form.watch(["prizePercentages", "payoutPlan", "satellite"]);
  // a satellite's seats say it too (decision 240)
  const ownTable = percentages !== null || !!plan || !!satellite;
  const err = (k: Key) => formState.errors[k]?.message;
  const field = (k: Key) => ({ id: `t-${k}`, ...register(k), "aria-invalid": !!err(k), "aria-describedby": err(k) ? `t-${k}-error` : undefined });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <EventFields err={err} field={field} />
      {withFlights && (
        <Suspense fallback={null}>
          <FlightFields form={form} />
        </Suspense>
      )}
      {/* a festival's schedule (decision 231): one of the sponsor's series, whose dates hold the event's */}
      <SeriesField
        select={field("seriesId")}
        error={err("seriesId")}
        current={series}
        onChoose={(id) => form.setValue("seriesId", String(id), { shouldDirty: true, shouldValidate: true })}
      />
      {/* the blind structure text is the levels' summary (decision 220): the builder keeps it, nobody types it twice */}
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the structure builder...</p>}>
        <StructureBuilder form={form} />
      </Suspense>
      <PrizeStructureField ownTable={ownTable} err={err} field={field} />
      <Suspense fallback={null}>
        <SatelliteFields form={form} />
        <PrizeFields form={form} entrants={entrants} />
        <RebuyFields form={form} />
      </Suspense>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
