import type { CreateTournamentData } from "@core/contracts/tournaments";
import { MAX_FLIGHTS_PER_EVENT } from "@core/contracts/tournament-flights";
import { localToday } from "@core/calendar-dates";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import type { TournamentFormValues } from "./tournament-form-values";

type Form = UseFormReturn<TournamentFormValues, unknown, CreateTournamentData>;

/** A flight's next name: Day 1A, Day 1B, ... */
const flightName = (i: number) => `Day 1${String.fromCharCode(65 + i)}`;

/**
 * Day 1 flights (decision 242), on create: none (a single start) or 2-8 flights, each a name, a date on or before the
 * event's date (its Day 2) and an optional start time, with the re-entry rule across them. The same zod schema as the
 * server checks them, so the messages match.
 */
export function FlightFields({ form }: { form: Form }) {
  // rows through watch and setValue, not useFieldArray: that hook alone added 5 KB to every form page's shared chunk
  type Row = { name: string; date: string; time: string };
  const fields = (form.watch("flights") ?? []) as Row[];
  const current = () => (form.getValues("flights") ?? []) as Row[];
  const replace = (rows: Row[]) => form.setValue("flights", rows as never, { shouldDirty: true });
  const append = (row: Row) => replace([...current(), row]);
  const remove = (i: number) => replace(current().filter((_, j) => j !== i));
  const errors = form.formState.errors as Record<string, { message?: string; root?: { message?: string } } | undefined>;
  const listError = errors.flights?.message ?? errors.flights?.root?.message;
  const ruleError = errors.flightRule?.message;
  // a row's own problem (its name, date or time), as the schema words it
  const rows = (form.formState.errors.flights ?? []) as unknown as (Record<string, { message?: string } | undefined> | undefined)[];
  const rowError = (i: number) => rows[i]?.name?.message ?? rows[i]?.date?.message ?? rows[i]?.time?.message;
  const start = () => {
    replace([
      { name: flightName(0), date: "", time: "" },
      { name: flightName(1), date: "", time: "" },
    ]);
    form.setValue("flightRule", "best-stack");
  };
  const clear = () => {
    form.setValue("flights", null);
    form.setValue("flightRule", null);
  };
  if (fields.length === 0) {
    return (
      <div className="space-y-1.5">
        <Label>Day 1 Flights</Label>
        <p className="text-xs text-muted-foreground">
          Optional: several starting days feeding one Day 2 and one prize pool. The event's date is then its Day 2.
        </p>
        <Button type="button" variant="outline" size="sm" onClick={start}>
          Add Day 1 Flights
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-md border p-3" data-testid="flight-fields">
      <legend className="px-1 text-sm font-medium">Day 1 Flights</legend>
      <p className="text-xs text-muted-foreground">Each flight runs on its own clock; the survivors' bags advance to Day 2, played on the event's date.</p>
      {fields.map((_, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-end">
          <div className="space-y-1">
            <Label htmlFor={`t-flight-${i}-name`}>Flight {i + 1} Name</Label>
            <Input id={`t-flight-${i}-name`} {...form.register(`flights.${i}.name` as never)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`t-flight-${i}-date`}>Flight {i + 1} Date</Label>
            <Input id={`t-flight-${i}-date`} type="date" min={localToday()} {...form.register(`flights.${i}.date` as never)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`t-flight-${i}-time`}>Flight {i + 1} Start Time</Label>
            <Input id={`t-flight-${i}-time`} type="time" {...form.register(`flights.${i}.time` as never)} />
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={() => (fields.length <= 2 ? clear() : remove(i))}>
            {fields.length <= 2 ? "Remove Flights" : "Remove"}
          </Button>
          {rowError(i) && (
            <p role="alert" className="text-sm text-red-400 sm:col-span-4">
              {rowError(i)}
            </p>
          )}
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-red-400">
          {listError}
        </p>
      )}
      {fields.length < MAX_FLIGHTS_PER_EVENT && (
        <Button type="button" variant="outline" size="sm" onClick={() => append({ name: flightName(fields.length), date: "", time: "" })}>
          Add a Flight
        </Button>
      )}
      <div className="space-y-1">
        <Label htmlFor="t-flightRule">Re-entry Across Flights</Label>
        <NativeSelect id="t-flightRule" {...form.register("flightRule")}>
          <option value="best-stack">Best stack: only a player's largest bag advances</option>
          <option value="first-stack">First stack: a player who bagged cannot play a later flight</option>
        </NativeSelect>
        {ruleError && (
          <p role="alert" className="text-sm text-red-400">
            {ruleError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

export default FlightFields;
