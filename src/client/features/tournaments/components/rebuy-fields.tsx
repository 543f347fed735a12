import type { CreateTournamentData } from "@core/contracts/tournaments";
import { useEffect, useRef, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import type { RebuyFormValues, TournamentFormValues } from "./tournament-form-values";

type Form = UseFormReturn<TournamentFormValues, unknown, CreateTournamentData>;

function Small({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type Errors = Record<string, { message?: string } & Record<string, { message?: string } | undefined>>;

const num = { valueAsNumber: true } as const;
const aria = (id: string, error?: string) => ({ id, "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined });

/** A rebuy or re-entry costs the buy-in unless the sponsor says otherwise: the price follows the buy-in until edited. */
function useRebuyPriceFollowsBuyIn(form: Form, buyIn: string) {
  const { getValues, setValue, formState } = form;
  const lastBuyIn = useRef(buyIn);
  useEffect(() => {
    const before = lastBuyIn.current;
    lastBuyIn.current = buyIn;
    const price = getValues("rebuys")?.price;
    if (price !== undefined && buyIn !== before && (price === (before || "0") || price.trim() === "")) {
      setValue("rebuys.price", buyIn || "0", { shouldValidate: formState.isSubmitted, shouldDirty: true });
    }
  }, [buyIn, getValues, setValue, formState.isSubmitted]);
}

/** The rebuy's kind, period, limit, price and chips, and the add-on's choice and settings. */
function RebuySettings({ register, errors, addOn, onAddOn }: { register: Form["register"]; errors: Errors; addOn: boolean; onAddOn: (on: boolean) => void }) {
  const rebuyErr = (k: keyof RebuyFormValues) => errors.rebuys?.[k]?.message;
  const addOnErr = (k: "price" | "chips") => errors.addOn?.[k]?.message;
  return (
    <div className="space-y-3 pl-6">
      <div role="radiogroup" aria-label="Rebuy kind" className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" value="rebuy" {...register("rebuys.kind")} className="accent-amber-500" />
          Rebuy (a player still in buys more chips)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="reentry" {...register("rebuys.kind")} className="accent-amber-500" />
          Re-entry (an eliminated player buys back in)
        </label>
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <Small id="t-rebuys-untilLevel" label="Until level" error={rebuyErr("untilLevel")}>
          <Input inputMode="numeric" {...aria("t-rebuys-untilLevel", rebuyErr("untilLevel"))} {...register("rebuys.untilLevel", num)} />
        </Small>
        <Small id="t-rebuys-maxPerPlayer" label="Max per player" error={rebuyErr("maxPerPlayer")}>
          <Input inputMode="numeric" {...aria("t-rebuys-maxPerPlayer", rebuyErr("maxPerPlayer"))} {...register("rebuys.maxPerPlayer", num)} />
        </Small>
        <Small id="t-rebuys-price" label="Price ($)" error={rebuyErr("price")}>
          <Input inputMode="decimal" {...aria("t-rebuys-price", rebuyErr("price"))} {...register("rebuys.price")} />
        </Small>
        <Small id="t-rebuys-chips" label="Chips" error={rebuyErr("chips")}>
          <Input inputMode="numeric" {...aria("t-rebuys-chips", rebuyErr("chips"))} {...register("rebuys.chips", num)} />
        </Small>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={addOn} onChange={(e) => onAddOn(e.target.checked)} className="accent-amber-500" />
        Add-on at the end of the rebuy period (once per player)
      </label>
      {addOn && (
        <div className="grid gap-3 pl-6 sm:grid-cols-4">
          <Small id="t-addOn-price" label="Add-on price ($)" error={addOnErr("price")}>
            <Input inputMode="decimal" {...aria("t-addOn-price", addOnErr("price"))} {...register("addOn.price")} />
          </Small>
          <Small id="t-addOn-chips" label="Add-on chips" error={addOnErr("chips")}>
            <Input inputMode="numeric" {...aria("t-addOn-chips", addOnErr("chips"))} {...register("addOn.chips", num)} />
          </Small>
        </div>
      )}
      {errors.addOn?.message && (
        <p role="alert" className="text-sm text-red-400">
          {errors.addOn.message}
        </p>
      )}
    </div>
  );
}

/** The bounty part of the buy-in (PKO), with what it does. */
function BountyField({ register, error }: { register: Form["register"]; error?: string }) {
  return (
    <>
      <Small id="t-bounty" label="Bounty per player ($, optional)" error={error}>
        <Input inputMode="decimal" placeholder="Empty: no bounties" {...aria("t-bounty", error)} {...register("bounty")} />
      </Small>
      {!error && (
        <p className="text-xs text-muted-foreground">
          Progressive knockout: this part of the buy-in goes on each player&apos;s head. A knockout pays half to the eliminator in cash and adds half to their
          own bounty.
        </p>
      )}
    </>
  );
}

/** Rebuys or re-entries, the add-on and the bounty (PKO): each off until the sponsor ticks it. */
export function RebuyFields({ form }: { form: Form }) {
  const { register, watch, setValue, formState } = form;
  const [rebuys, addOn, buyIn, startingChips] = watch(["rebuys", "addOn", "buyIn", "startingChips"]);
  useRebuyPriceFollowsBuyIn(form, buyIn);
  const errors = formState.errors as Errors;
  const chips = Number(String(startingChips).replace(/[,\s]/g, "")) || 1;
  const set = <K extends "rebuys" | "addOn">(k: K, v: TournamentFormValues[K]) =>
    setValue(k, v as never, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Rebuys, Add-on and Bounties</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={!!rebuys}
          onChange={(e) => {
            set("rebuys", e.target.checked ? { kind: "rebuy", untilLevel: 6, maxPerPlayer: 1, price: buyIn || "0", chips } : null);
            if (!e.target.checked) set("addOn", null);
          }}
          className="accent-amber-500"
        />
        Rebuys or re-entries
      </label>
      {rebuys && (
        <RebuySettings register={register} errors={errors} addOn={!!addOn} onAddOn={(on) => set("addOn", on ? { price: buyIn || "0", chips } : null)} />
      )}
      <BountyField register={register} error={errors.bounty?.message} />
    </fieldset>
  );
}
