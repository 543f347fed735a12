import type { CreateTournamentData, Tournament } from "@core/contracts/tournaments";
import { formatMoney } from "@core/money";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { useMyTournaments } from "../api/get-my-tournaments";
import type { SatelliteFormValues, TournamentFormValues } from "./tournament-form-values";

type Form = UseFormReturn<TournamentFormValues, unknown, CreateTournamentData>;
type Errors = { satellite?: Record<string, { message?: string } | undefined> & { message?: string } };

const startOf = (e: { date: string; time: string }) => `${e.date}T${e.time}`;

/** The sponsor's own events a satellite starting at `when` can award seats into: upcoming, starting after it (decision 240). */
export function satelliteTargets(mine: readonly Tournament[], when: { date: string; time: string }): Tournament[] {
  return mine
    .filter((t) => t.status === "upcoming" && (!when.date || startOf(t) > startOf(when)))
    .sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.id - b.id);
}

const NEW_SATELLITE: SatelliteFormValues = { targetTournamentId: "", seatValue: "", rest: "steps", step: "" };

/**
 * "This event is a satellite" (decision 240): seats into one of the sponsor's own later events instead of cash. The
 * seat's value starts as the target's buy-in; the rest of the pool is paid in steps after the seats, or shared by the
 * seat winners. The server checks the target again (it may have started or moved meanwhile).
 */
export function SatelliteFields({ form }: { form: Form }) {
  const { register, watch, setValue, formState } = form;
  const [satellite, date, time] = watch(["satellite", "date", "time"]);
  const mine = useMyTournaments();
  const targets = satelliteTargets(mine.data ?? [], { date, time });
  const errors = formState.errors as Errors;
  const err = (k: keyof SatelliteFormValues) => errors.satellite?.[k]?.message;
  const set = (v: SatelliteFormValues | null) => setValue("satellite", v, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  const chooseTarget = (id: string) => {
    const target = targets.find((t) => String(t.id) === id);
    // the seat is worth the target's buy-in unless the sponsor says otherwise
    setValue(
      "satellite",
      { ...(satellite ?? NEW_SATELLITE), targetTournamentId: id, seatValue: target ? target.buyIn : (satellite?.seatValue ?? "") },
      {
        shouldValidate: formState.isSubmitted,
        shouldDirty: true,
      },
    );
  };
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Satellite</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={!!satellite}
          onChange={(e) => set(e.target.checked ? NEW_SATELLITE : null)}
          className="accent-amber-500"
          data-testid="satellite-toggle"
        />
        This event is a satellite: it awards seats into another of your events instead of cash
      </label>
      {satellite && (
        <div className="grid gap-3 pl-6 sm:grid-cols-2">
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="t-satellite-target" className="text-xs">
              Seats into
            </Label>
            <NativeSelect
              id="t-satellite-target"
              value={satellite.targetTournamentId}
              onChange={(e) => chooseTarget(e.target.value)}
              aria-invalid={!!err("targetTournamentId")}
            >
              <option value="">{targets.length > 0 ? "Choose one of your later events" : "None of your upcoming events starts after this one"}</option>
              {targets.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name} ({t.date}, {formatMoney(t.buyIn)})
                </option>
              ))}
            </NativeSelect>
            {err("targetTournamentId") && (
              <p role="alert" className="text-sm text-red-400">
                {err("targetTournamentId")}
              </p>
            )}
          </div>
          <div className="space-y-1">
            <Label htmlFor="t-satellite-seatValue" className="text-xs">
              Seat value ($)
            </Label>
            <Input id="t-satellite-seatValue" inputMode="decimal" {...register("satellite.seatValue")} aria-invalid={!!err("seatValue")} />
            {err("seatValue") ? (
              <p role="alert" className="text-sm text-red-400">
                {err("seatValue")}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">Seats = the pool divided by this, rounded down</p>
            )}
          </div>
          <div className="space-y-1">
            <Label htmlFor="t-satellite-rest" className="text-xs">
              The rest of the pool
            </Label>
            <NativeSelect id="t-satellite-rest" {...register("satellite.rest")}>
              <option value="steps">In steps to the next places</option>
              <option value="shared">Shared by the seat winners</option>
            </NativeSelect>
          </div>
          {satellite.rest === "steps" && (
            <div className="space-y-1">
              <Label htmlFor="t-satellite-step" className="text-xs">
                Step ($)
              </Label>
              <Input id="t-satellite-step" inputMode="decimal" {...register("satellite.step")} aria-invalid={!!err("step")} />
              {err("step") ? (
                <p role="alert" className="text-sm text-red-400">
                  {err("step")}
                </p>
              ) : (
                <p className="text-xs text-muted-foreground">Each place after the seats gets this until the rest runs out</p>
              )}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
