import { fundedEntriesText } from "@core/bullets";
import { DEFAULT_OFFERED_PERCENTAGE, MAX_BULLETS, maxTargetCents, bulletKind } from "@core/campaign-rules";
import type { CreateCampaign } from "@core/contracts/campaigns";
import type { Tournament } from "@core/contracts/tournaments";
import { formatMarkup, NO_MARKUP, parseMarkup } from "@core/markup";
import { formatMoney, toCents } from "@core/money";
import { eventStartInstant } from "@core/sale-window";
import { useForm, type Resolver, type UseFormReturn } from "react-hook-form";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { Skeleton } from "@client/components/ui/skeleton";
import { Textarea } from "@client/components/ui/textarea";
import { lazyModule } from "@client/lib/lazy-module";
import { cn } from "@client/lib/utils";
import { useMyCampaigns } from "@client/features/payouts";
import { IdentityStepNote, useIdentityGate } from "@client/features/identity";
import { type CreateCampaignRequest } from "../api/create-campaign";
import { useMySponsoredTournaments } from "../api/get-my-sponsored-tournaments";
import { SatelliteStakeText } from "@client/features/tournaments";
import type { CampaignFormValues } from "./campaign-form-errors";
import type { CreatePackageInput } from "@core/contracts/packages";
import { emptyPackageEvent, packageTotals, type PackageEventRowValues } from "./package-event-values";

// only a package shows its rows: loaded when chosen, so the usual form stays in its budget
const PackageEventsFields = lazy(() => import("./package-events-fields"));

/** The server's limits on free text, shown as counters next to those fields. */
const CAMPAIGN_TEXT_LIMITS = { tournament: 200, description: 2000 } as const;

// The rules hold the zod contracts (about 25 KB gzip): they load once the form has painted, before anyone can
// submit it; the first submit waits for them if they have not arrived. After it they are here to read at once.
const rules = lazyModule(() => import("./campaign-form-errors"));
const loadRules = rules.load;

const campaignResolver: Resolver<CampaignFormValues, unknown, CreateCampaign> = async (values) => (await loadRules()).resolveCampaignForm(values);

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

function MoneyInput({ className, ...props }: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">$</span>
      <Input inputMode="decimal" autoComplete="off" className={cn("pl-7", className)} {...props} />
    </div>
  );
}

/** What the form produced: a typed tournament, one of the player's sponsored tournaments, or a package of events. */
export type CampaignSubmission =
  | { kind: "typed"; values: CreateCampaign }
  | { kind: "linked"; specialTournamentId: number; values: CreateCampaign }
  | { kind: "package"; values: CreateCampaign; events: PackageEventRowValues[] };

/** The body of a package create (decision 241): the player's terms and the events; the buy-in and date are the events'. */
export function packageCampaignRequest(v: CreateCampaign, events: PackageEventRowValues[], withPercentage: boolean): CreatePackageInput {
  const { buyIn: _buyIn, tournamentDate: _date, playerOfferedPercentage, ...terms } = v;
  return { ...terms, ...(withPercentage ? { playerOfferedPercentage } : {}), events };
}

/** The body of a linked create: the player's terms only; the event's name, date and buy-in are the server's to fill. */
export function linkedCampaignRequest(specialTournamentId: number, v: CreateCampaign, withPercentage: boolean): CreateCampaignRequest {
  return {
    specialTournamentId,
    minStake: v.minStake,
    targetAmount: v.targetAmount,
    description: v.description,
    markup: v.markup,
    maxPerInvestor: v.maxPerInvestor,
    bullets: v.bullets,
    minFillPercent: v.minFillPercent,
    saleEndsAt: v.saleEndsAt,
    ...(withPercentage ? { playerOfferedPercentage: v.playerOfferedPercentage } : {}),
  };
}

type Source = "typed" | "event" | "package";

/** Type a tournament, or pick one of "My sponsored tournaments" (a verified event). */
function SourceChoice({ source, onChange, name }: { source: Source; onChange: (s: Source) => void; name: string }) {
  const options: Array<[Source, string]> = [
    ["typed", "Type a tournament"],
    ["event", "My sponsored tournaments"],
    ["package", "Package: several events"],
  ];
  return (
    <div role="radiogroup" aria-label="Tournament" className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {options.map(([value, label]) => (
        <label
          key={value}
          className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
        >
          <input type="radio" name={name} value={value} checked={source === value} onChange={() => onChange(value)} className="accent-amber-500" />
          {label}
        </label>
      ))}
    </div>
  );
}

/** One of the player's upcoming sponsored tournaments, the ones with a campaign already open greyed out. */
function EventPicker({
  id,
  invalid,
  chosen,
  events,
  loading,
  staked,
  onChoose,
}: {
  id: string;
  invalid: boolean;
  chosen: Tournament | null;
  events: Tournament[];
  loading: boolean;
  /** the events with an open campaign of the player's: one per event */
  staked: Set<number | null>;
  onChoose: (idText: string) => void;
}) {
  return (
    <FormField
      id={id}
      label="Sponsored Tournament"
      error={invalid ? "Choose one of your sponsored tournaments" : undefined}
      hint={
        chosen
          ? `Starts ${chosen.time} at ${chosen.location}. The result will come from the tournament clock.`
          : "Upcoming tournaments you are registered for as a player"
      }
    >
      {loading ? (
        <Skeleton className="h-10 w-full" aria-busy="true" />
      ) : events.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          You are not registered for any upcoming sponsored tournament.{" "}
          <Link href={paths.specialTournaments} className="font-medium text-primary hover:underline">
            Find one to join
          </Link>
        </p>
      ) : (
        <Select value={chosen === null ? "" : String(chosen.id)} onValueChange={onChoose}>
          <SelectTrigger id={id} aria-invalid={invalid}>
            <SelectValue placeholder="Choose a tournament" />
          </SelectTrigger>
          <SelectContent>
            {events.map((t) => (
              <SelectItem key={t.id} value={String(t.id)} disabled={staked.has(t.id)}>
                {t.name} · {t.date}
                {staked.has(t.id) ? " (campaign open)" : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** What the target may be: the offered share of the entries the campaign funds, at its markup, once those are typed. */
function targetHintText(values: CampaignFormValues, withPercentage: boolean, bulletsOffered: boolean): string {
  const buyInCents = toCents(values.buyIn || null);
  const pctText = withPercentage ? values.playerOfferedPercentage : String(DEFAULT_OFFERED_PERCENTAGE);
  const pct = Number(pctText);
  const markup = parseMarkup(values.markup?.trim() ? values.markup : "1.00");
  const atMarkup = markup !== null && markup !== NO_MARKUP ? ` at ${formatMarkup(markup)} markup` : "";
  const bullets = bulletsOffered ? Number(values.bullets || 1) : 1;
  // a bullet costs what its entry costs: the buy-in, then the event's rebuy or re-entry price (the server's rule)
  const rebuyPriceCents = bulletsOffered ? toCents(values.rebuyPrice || null) : null;
  return buyInCents && buyInCents > 0 && Number.isInteger(pct) && pct >= 1 && pct <= 100 && markup !== null
    ? `Up to ${formatMoney(maxTargetCents(buyInCents, pct, markup, bullets, rebuyPriceCents) / 100)} (${pct}% of ${fundedEntriesText({ buyInCents, bullets, rebuyPriceCents })}${atMarkup})`
    : withPercentage
      ? "At most the offered percentage of the buy-in"
      : `At most ${DEFAULT_OFFERED_PERCENTAGE}% of the buy-in`;
}

/** The offered percentage: a field in the dashboard's modal, a sentence on the page, which has none (marketplace §5). */
function OfferedShare({
  withPercentage,
  id,
  error,
  field,
  isPackage = false,
}: {
  withPercentage: boolean;
  isPackage?: boolean;
  id: string;
  error?: string;
  field: React.ComponentProps<typeof Input>;
}) {
  return withPercentage ? (
    <FormField id={id} label="Offered Percentage" error={error} hint="Share of your winnings investors can buy (1-100%)">
      <Input id={id} type="number" min={1} max={100} step={1} {...field} />
    </FormField>
  ) : (
    // the page has no percentage field (marketplace §5): it says what it offers instead of leaving it implied
    <div className="space-y-1.5">
      <p className="text-sm font-medium">Offered Percentage</p>
      <p data-testid="offered-share" className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
        Investors can buy up to {DEFAULT_OFFERED_PERCENTAGE}% of your {isPackage ? "total winnings in these events" : "winnings in this tournament"}.
      </p>
    </div>
  );
}

/** How many entries the backers fund, 1-3, in an event with rebuys or re-entries. */
function BulletsField({
  id,
  error,
  value,
  bulletPrice,
  flights,
  onChange,
}: {
  id: string;
  error?: string;
  value: string;
  bulletPrice: string;
  /** a multi-flight event: each bullet is a flight entry (decision 242, addendum) */
  flights: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      id={id}
      label="Bullets"
      error={error}
      hint={`${flights ? "Flight entries your backers fund: each Day 1 flight you play, and any re-entry on one, at" : "Entries your backers fund: the first at the buy-in, each rebuy or re-entry at"} ${formatMoney(bulletPrice)}; bullets you do not use are refunded to them pro rata`}
    >
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-invalid={!!error}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Array.from({ length: MAX_BULLETS }, (_, i) => String(i + 1)).map((n) => (
            <SelectItem key={n} value={n}>
              {n === "1" ? "1 bullet" : `${n} bullets`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

interface CreateCampaignFormProps {
  /** the dashboard modal has the offered-percentage field (default 50); the full page does not */
  withPercentage: boolean;
  submitting: boolean;
  onSubmit: (submission: CampaignSubmission) => void;
  onCancel?: () => void;
  idPrefix?: string;
}

// the fields a linked event fills: read-only, and drawn so (muted, no caret, no focus ring of an editable field)
const SET_BY_EVENT = "cursor-default bg-muted/50 text-muted-foreground focus-visible:ring-0";
const SET_BY_EVENT_NOTE = "Set by the event";

/** Where the tournament comes from: typed, or one of the player's sponsored events, whose name, date and buy-in fill the form. */
function useTournamentSource(form: UseFormReturn<CampaignFormValues, unknown, CreateCampaign>) {
  const { formState, setValue } = form;
  const [source, setSource] = useState<Source>("typed");
  const [eventId, setEventId] = useState<number | null>(null);
  const sponsored = useMySponsoredTournaments(source === "event", true);
  const mine = useMyCampaigns(source === "event");
  // one open campaign per event: the server refuses a second, so it is not offered
  const staked = new Set((mine.data ?? []).filter((c) => c.status === "active" || c.status === "funded").map((c) => c.specialTournamentId));
  const chosen = sponsored.events.find((t) => t.id === eventId) ?? null;

  // the event's name, date and buy-in fill the form, so the same schema checks the player's terms against them
  const fillFrom = (t: Pick<Tournament, "name" | "date" | "time" | "buyIn" | "rebuys" | "flights"> | null) => {
    const opts = { shouldValidate: formState.isSubmitted };
    // one bullet unless the player picks more for an event with rebuys
    setValue("bullets", "1", opts);
    setValue("tournament", t?.name ?? "", opts);
    setValue("tournamentDate", t?.date ?? "", opts);
    setValue("buyIn", t?.buyIn ?? "", opts);
    // what each bullet after the first costs: the event's rebuy or re-entry price
    setValue("rebuyPrice", t?.rebuys?.price ?? "", opts);
    // the sale must end by the event's start, its date and time (read as UTC, as the server reads it; decision 233)
    // a multi-flight event's sale ends by its first flight's start (decision 242, addendum)
    const start = t?.flights?.[0] ?? t;
    setValue("eventStart", start ? (eventStartInstant(start.date, start.time ?? t?.time ?? null)?.toISOString() ?? "") : "", opts);
  };
  const chooseSource = (next: Source) => {
    setSource(next);
    setEventId(null);
    fillFrom(null);
  };
  const chooseEvent = (idText: string) => {
    const t = sponsored.events.find((x) => String(x.id) === idText) ?? null;
    setEventId(t?.id ?? null);
    fillFrom(t);
  };
  return { source, linked: source === "event", sponsored, mine, staked, chosen, chooseSource, chooseEvent };
}

/** What every field needs: its id, its message, and the aria attributes that tie them together. */
interface FieldKit {
  form: UseFormReturn<CampaignFormValues, unknown, CreateCampaign>;
  values: CampaignFormValues;
  e: Partial<Record<string, string>>;
  id: (name: string) => string;
  aria: (name: keyof CampaignFormValues, hinted?: boolean) => { "aria-invalid": boolean; "aria-describedby": string | undefined };
}

/** The event's date and buy-in (read-only when a sponsored event set them), the offered share and the bullets. */
function EventTermsFields({
  kit,
  linked,
  withPercentage,
  bulletsOffered,
  isPackage,
}: {
  kit: FieldKit;
  linked: boolean;
  withPercentage: boolean;
  bulletsOffered: false | "entries" | "flights" | null;
  /** a package's date and buy-in are its events' (decision 241): not fields of their own */
  isPackage: boolean;
}) {
  const { form, values, e, id, aria } = kit;
  const { register } = form;
  return (
    <>
      {!isPackage && (
        <>
          <FormField id={id("tournamentDate")} label="Tournament Date" error={e.tournamentDate} hint={linked ? SET_BY_EVENT_NOTE : undefined}>
            <Input
              id={id("tournamentDate")}
              type="date"
              min={todayLocal()}
              readOnly={linked}
              className={cn(linked && SET_BY_EVENT)}
              {...aria("tournamentDate", linked)}
              {...register("tournamentDate")}
            />
          </FormField>
          <FormField id={id("buyIn")} label="Buy-in Amount" error={e.buyIn} hint={linked ? SET_BY_EVENT_NOTE : undefined}>
            <MoneyInput
              id={id("buyIn")}
              placeholder="e.g. 10,000"
              readOnly={linked}
              className={cn(linked && SET_BY_EVENT)}
              {...aria("buyIn", linked)}
              {...register("buyIn")}
            />
          </FormField>
        </>
      )}
      <OfferedShare
        withPercentage={withPercentage}
        isPackage={isPackage}
        id={id("playerOfferedPercentage")}
        error={e.playerOfferedPercentage}
        field={{ ...aria("playerOfferedPercentage"), ...register("playerOfferedPercentage") }}
      />
      {bulletsOffered && (
        <BulletsField
          id={id("bullets")}
          error={e.bullets}
          value={values.bullets || "1"}
          bulletPrice={values.rebuyPrice || values.buyIn}
          flights={bulletsOffered === "flights"}
          onChange={(v) => form.setValue("bullets", v, { shouldValidate: form.formState.isSubmitted })}
        />
      )}
    </>
  );
}

/** The player's own terms: the target, the minimum stake, the markup and the per-backer cap. */
function StakeTermsFields({ kit, targetHint }: { kit: FieldKit; targetHint: string }) {
  const { form, e, id, aria } = kit;
  const { register } = form;
  return (
    <>
      <FormField id={id("targetAmount")} label="Target Amount" error={e.targetAmount} hint={targetHint}>
        <MoneyInput id={id("targetAmount")} placeholder="e.g. 5,000" {...aria("targetAmount")} {...register("targetAmount")} />
      </FormField>
      <FormField id={id("minStake")} label="Minimum Stake" error={e.minStake} hint="Smallest stake an investor can buy">
        <MoneyInput id={id("minStake")} placeholder="e.g. 100" {...aria("minStake")} {...register("minStake")} />
      </FormField>
      <FormField
        id={id("markup")}
        label="Markup"
        error={e.markup}
        hint="The price over face value: at 1.10 a backer pays $110 for $100 of your action (1.00 = no markup)"
      >
        <Input id={id("markup")} type="number" inputMode="decimal" min={1} max={1.5} step={0.01} {...aria("markup")} {...register("markup")} />
      </FormField>
      <FormField
        id={id("maxPerInvestor")}
        label="Per-backer Cap (optional)"
        error={e.maxPerInvestor}
        hint="The most one backer may own, as % of your winnings (1-100); blank for no cap"
      >
        <Input
          id={id("maxPerInvestor")}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          placeholder="No cap"
          {...aria("maxPerInvestor")}
          {...register("maxPerInvestor")}
        />
      </FormField>
    </>
  );
}

/** The sale window (decision 233): the least share that must sell, and when the sale ends; both optional. */
function SaleWindowFields({ kit }: { kit: FieldKit }) {
  const { form, e, id, aria } = kit;
  const { register } = form;
  return (
    <>
      <FormField
        id={id("minFillPercent")}
        label="Minimum to Sell (%) (optional)"
        error={e.minFillPercent}
        hint="If less of your winnings sells by the sale's end, the campaign is cancelled and every backer refunded"
      >
        <Input
          id={id("minFillPercent")}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          placeholder="No minimum"
          {...aria("minFillPercent", true)}
          {...register("minFillPercent")}
        />
      </FormField>
      <FormField
        id={id("saleEndsAt")}
        label="Sale Ends (optional)"
        error={e.saleEndsAt}
        hint="Your time, by the tournament's start; blank sells until it starts"
      >
        <Input id={id("saleEndsAt")} type="datetime-local" step={1} {...aria("saleEndsAt", true)} {...register("saleEndsAt")} />
      </FormField>
    </>
  );
}

/** The typed tournament's name, or the picker of the player's sponsored events. */
function TournamentField({ kit, source }: { kit: FieldKit; source: ReturnType<typeof useTournamentSource> }) {
  const { form, values, e, id, aria } = kit;
  return source.linked ? (
    <EventPicker
      id={id("event")}
      invalid={!!e.tournament}
      chosen={source.chosen}
      events={source.sponsored.events}
      loading={source.sponsored.isLoading || source.mine.isLoading}
      staked={source.staked}
      onChoose={source.chooseEvent}
    />
  ) : (
    <FormField
      id={id("tournament")}
      label={source.source === "package" ? "Package Name" : "Tournament Name"}
      error={e.tournament}
      counter={{ value: values.tournament.trim(), max: CAMPAIGN_TEXT_LIMITS.tournament }}
    >
      <Input
        id={id("tournament")}
        placeholder={source.source === "package" ? "e.g. Summer Festival package" : "e.g. WSOP Main Event"}
        {...aria("tournament")}
        {...form.register("tournament")}
      />
    </FormField>
  );
}

/** The create-campaign fields, validated in the browser with the same schema the server uses. */
export function CreateCampaignForm({ withPercentage, submitting, onSubmit, onCancel, idPrefix = "campaign" }: CreateCampaignFormProps) {
  const form = useForm<CampaignFormValues, unknown, CreateCampaign>({
    resolver: campaignResolver,
    defaultValues: {
      tournament: "",
      tournamentDate: "",
      buyIn: "",
      targetAmount: "",
      minStake: "",
      description: "",
      markup: "1.00",
      maxPerInvestor: "",
      bullets: "1",
      rebuyPrice: "",
      minFillPercent: "",
      saleEndsAt: "",
      eventStart: "",
      ...(withPercentage ? { playerOfferedPercentage: String(DEFAULT_OFFERED_PERCENTAGE) } : {}),
    },
  });
  const { register, formState, watch } = form;
  useEffect(() => void loadRules(), []);
  const source = useTournamentSource(form);
  const { linked, chosen } = source;
  const isPackage = source.source === "package";
  // a package's row may be one of the player's registered sponsored events (decision 241 addendum)
  const packageSponsored = useMySponsoredTournaments(isPackage);
  const [events, setEvents] = useState<PackageEventRowValues[]>(() => [emptyPackageEvent(), emptyPackageEvent()]);
  // the rows fill the campaign's own buy-in and date, so the same rules (target within the share) check the whole
  const changeEvents = (rows: PackageEventRowValues[]) => {
    setEvents(rows);
    const totals = packageTotals(rows);
    const opts = { shouldValidate: form.formState.isSubmitted };
    form.setValue("buyIn", totals.buyIn, opts);
    form.setValue("tournamentDate", totals.firstDate, opts);
  };
  // after the first submit every message follows the typing, including a rule that depends on another field
  // (a target within the buy-in's share clears when the buy-in is raised)
  const values = watch();
  // more than $2,000 in open campaigns: the identity step shows before anything is sent (decision 204)
  const needsIdentity = useIdentityGate()(values.targetAmount);
  const e: Partial<Record<string, string>> = formState.isSubmitted && rules.current ? rules.current.createCampaignErrors(values) : {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const aria = (name: keyof CampaignFormValues, hinted = false) => ({
    "aria-invalid": !!e[name],
    "aria-describedby": e[name] ? `${id(name)}-error` : hinted ? `${id(name)}-hint` : undefined,
  });
  const kit: FieldKit = { form, values, e, id, aria };
  const eventIssues = isPackage && formState.isSubmitted && rules.current ? rules.current.checkPackageEvents(events).issues : [];

  // a second or third bullet: only for an event where the clock records rebuys or re-entries, or a multi-flight
  // event, whose flights are its re-entries (the server's rule, bulletKind)
  const bulletsOffered =
    linked &&
    chosen !== null &&
    bulletKind({ buyInCents: toCents(chosen.buyIn) ?? 0, rebuyPriceCents: toCents(chosen.rebuys?.price ?? null), multiFlight: !!chosen.flights });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (needsIdentity) return;
        if (isPackage) {
          // the rows' own messages show beside them; nothing is sent while one stands
          if (rules.current && rules.current.checkPackageEvents(events).issues.length > 0) return;
          onSubmit({ kind: "package", values, events });
          return;
        }
        onSubmit(linked && chosen ? { kind: "linked", specialTournamentId: chosen.id, values } : { kind: "typed", values });
      })}
      className="space-y-4"
    >
      <SourceChoice
        source={source.source}
        onChange={(next) => {
          source.chooseSource(next);
          // the rows kept from before fill the buy-in and date again
          if (next === "package") changeEvents(events);
        }}
        name={id("source")}
      />
      <TournamentField kit={kit} source={source} />
      {linked && chosen?.satellite && <SatelliteStakeText satellite={chosen.satellite} />}
      {isPackage && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PackageEventsFields
            idPrefix={id("package")}
            rows={events}
            onChange={changeEvents}
            // a total over the limit is the campaign's buy-in rule; shown with the rows it comes from
            issues={eventIssues.length === 0 && e.buyIn && formState.isSubmitted ? [{ path: ["events"], message: e.buyIn }] : eventIssues}
            minDate={todayLocal()}
            sponsored={packageSponsored.events}
          />
        </Suspense>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <EventTermsFields kit={kit} linked={linked} withPercentage={withPercentage} bulletsOffered={bulletsOffered} isPackage={isPackage} />
        <StakeTermsFields kit={kit} targetHint={targetHintText(values, withPercentage, !!bulletsOffered)} />
        <SaleWindowFields kit={kit} />
      </div>
      <FormField
        id={id("description")}
        label="Description (optional)"
        error={e.description}
        counter={{ value: values.description.trim(), max: CAMPAIGN_TEXT_LIMITS.description }}
      >
        <Textarea
          id={id("description")}
          rows={3}
          placeholder="Your experience, the event, how you will report results..."
          {...aria("description")}
          {...register("description")}
        />
      </FormField>
      {needsIdentity && <IdentityStepNote id={id("identity-step")} />}
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
