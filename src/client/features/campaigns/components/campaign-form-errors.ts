import { campaignMoneyViolations } from "@core/campaign-rules";
import { DEFAULT_OFFERED_PERCENTAGE } from "@core/campaign-rules";
import { createCampaignInput, type CreateCampaign } from "@core/contracts/campaigns";
import { NO_MARKUP, parseMarkup } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { fundedBuyInCents } from "@core/bullets";
import type { FieldErrors, ResolverResult } from "react-hook-form";
import { fieldErrors } from "@client/lib/field-errors";

// The create forms' rules, with the zod contracts: create-campaign-form.tsx loads this module after the form paints.

/** The create forms' values as typed (strings); the page has no percentage field. */
export interface CampaignFormValues {
  tournament: string;
  tournamentDate: string;
  buyIn: string;
  playerOfferedPercentage?: string;
  targetAmount: string;
  minStake: string;
  description: string;
  /** "1.00" to "1.50" */
  markup?: string;
  /** blank: no cap */
  maxPerInvestor?: string;
  /** the entries the backers fund, "1" to "3": more than 1 only for a sponsored event with rebuys (the form offers it then) */
  bullets?: string;
  /** set by a sponsored event with rebuys: what each bullet after the first costs (its rebuy or re-entry price); blank: none */
  rebuyPrice?: string;
  /** the sale window (decision 233): the least % that must sell, blank: none */
  minFillPercent?: string;
  /** when the sale ends, as a datetime-local input gives it (the browser's own time, "2026-12-05T18:30"); blank: none */
  saleEndsAt?: string;
  /** set by a sponsored event: its start (date and time, ISO), which the sale must end by; blank: the tournament date's */
  eventStart?: string;
}

/** A datetime-local value in the browser's zone as the ISO instant the server takes; a blank or unreadable one as it is. */
function saleEndsIso(local: string | undefined): string | undefined {
  if (!local?.trim()) return local;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/**
 * The values as the typed contract reads them: the form-only fields left out, the sale's end as an instant and, for a
 * sponsored event, its start in place of its calendar day (the sale must end by the event's start time).
 */
function contractValues(values: CampaignFormValues) {
  const { bullets: _bullets, rebuyPrice: _rebuyPrice, eventStart, ...typed } = values;
  // several bullets (an event's, never sent as a buy-in: linkedCampaignRequest): the typed contract knows 1, so its
  // money rules read the price of every bullet as the buy-in, the same caps; their words are the form's own below
  const buyInCents = toCents(typed.buyIn);
  const funded = bulletsOf(values) > 1 && buyInCents !== null ? fundedBuyInCents(buyInCents, bulletsOf(values), rebuyPriceOf(values)) : null;
  return {
    ...typed,
    ...(funded !== null ? { buyIn: centsToDecimal(funded) } : {}),
    saleEndsAt: saleEndsIso(typed.saleEndsAt),
    ...(eventStart ? { tournamentDate: eventStart } : {}),
  };
}

function bulletsOf(values: CampaignFormValues): number {
  return values.bullets?.trim() ? Number(values.bullets) : 1;
}
function rebuyPriceOf(values: CampaignFormValues): number | null {
  return values.rebuyPrice?.trim() ? toCents(values.rebuyPrice) : null;
}

const MONEY_FIELDS = ["buyIn", "minStake", "targetAmount", "playerOfferedPercentage", "markup", "maxPerInvestor"] as const;

/**
 * Every create-campaign message at once. The money rules (target within the offered share, minimum stake within
 * the target) are the contract's object-level refinement, which zod skips while a field's own parse refuses (a
 * blank date); they are checked here as soon as the amounts themselves parse, so they show in the same round.
 */
export function createCampaignErrors(values: CampaignFormValues): Partial<Record<string, string>> {
  // the typed contract allows 1 bullet; the form offers more only for an event with rebuys, checked by the money rules
  const errors = fieldErrors(createCampaignInput, contractValues(values));
  const several = bulletsOf(values) > 1;
  if (!several && MONEY_FIELDS.some((f) => errors[f])) return errors;
  const buyInCents = toCents(values.buyIn);
  const minStakeCents = toCents(values.minStake);
  const targetCents = toCents(values.targetAmount);
  if (buyInCents === null || minStakeCents === null || targetCents === null) return errors;
  const offeredPercentage = values.playerOfferedPercentage === undefined ? DEFAULT_OFFERED_PERCENTAGE : Number(values.playerOfferedPercentage);
  const markupHundredths = parseMarkup(values.markup?.trim() ? values.markup : "1.00") ?? NO_MARKUP;
  const maxPerInvestor = values.maxPerInvestor?.trim() ? Number(values.maxPerInvestor) : null;
  const bullets = bulletsOf(values);
  // each bullet at the entry it pays for: the buy-in, then the event's rebuy price (the server checks the same)
  const rebuyPriceCents = rebuyPriceOf(values);
  for (const v of campaignMoneyViolations({
    buyInCents,
    minStakeCents,
    targetCents,
    offeredPercentage,
    markupHundredths,
    maxPerInvestor,
    bullets,
    rebuyPriceCents,
  })) {
    // several bullets: the contract checked the same caps in words of one buy-in; these say what the bullets cost
    if (several) errors[v.field] = v.message;
    else errors[v.field] ??= v.message;
  }
  return errors;
}

/** The form's resolver: submits only when every rule passes, so the request never carries what the form already shows as wrong. */
export function resolveCampaignForm(values: CampaignFormValues): ResolverResult<CampaignFormValues, CreateCampaign> {
  const errors = createCampaignErrors(values);
  const parsed = createCampaignInput.safeParse(contractValues(values));
  if (Object.keys(errors).length === 0 && parsed.success) return { values: { ...parsed.data, bullets: bulletsOf(values) }, errors: {} };
  const entries = Object.entries(errors).map(([name, message]) => [name, { type: "validate", message }]);
  return { values: {}, errors: Object.fromEntries(entries) as FieldErrors<CampaignFormValues> };
}

/** A package's event rows (decision 241), checked by the server's own rule: each row's messages, and the list's. */
export { checkPackageEvents } from "@core/contracts/packages";
