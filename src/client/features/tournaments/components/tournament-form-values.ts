import { basisPointsToPercent } from "@core/contracts/prize-percent";
import type { CreateTournamentData, CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { formatToApiInput } from "@core/contracts/tournament-format";
import type { PayoutPlan, StructureRow } from "@core/live/schema/contracts";
import { centsToDecimal } from "@core/money";

/** The tournament form's values as typed; apart from the form, so its parts (the prize fields) use them without importing it. */
export interface TournamentFormValues {
  name: string;
  description: string;
  date: string;
  time: string;
  location: string;
  buyIn: string;
  prizeStructure: string;
  format: string;
  blindStructure: string;
  startingChips: string;
  maxSeats: string;
  /** dollars as typed; empty: no guarantee */
  guaranteedPrizePool: string;
  /** null: the standard table scaled to the field; else the sponsor's percentages, 1st first */
  prizePercentages: string[] | null;
  /** a table generated to fit the field (null: the standard table or the sponsor's percentages); numbers as typed */
  payoutPlan?: PayoutPlanFormValues | null;
  /** rebuys or re-entries (null: none); price as typed */
  rebuys?: RebuyFormValues | null;
  /** the add-on at the end of the rebuy period (null: none); price as typed */
  addOn?: { price: string; chips: number } | null;
  /** the bounty part of the buy-in as typed; empty: no bounties */
  bounty?: string;
  /** the event's levels and breaks as the structure builder edits them; null: the spec's schedule (Regular) */
  structure?: { levels: StructureRow[] } | null;
  /** chip denominations as typed, separated by commas; empty: none given */
  chipSet?: string;
  /** the event's tables (decision 164): seats per table, 6-10, and the balancing rule */
  seatsPerTable?: string;
  tableBalancing?: "standard" | "tda";
  /** a multi-day event's days (decision 170), separated by commas; empty: one day */
  days?: string;
  /** the sponsor's series the event is listed in (decision 231), its id as the select gives it; empty: none */
  seriesId?: string;
  /** the fee per entry as typed (decision 237), kept apart from the prize pool; empty: no fee */
  fee?: string;
  /** a satellite's seats into another of the sponsor's events (decision 240); null: a cash event */
  satellite?: SatelliteFormValues | null;
  /** a multi-flight event's Day 1 flights as typed (decision 242); null: a single start */
  flights?: { name: string; date: string; time: string }[] | null;
  /** the re-entry rule across the flights; null without flights */
  flightRule?: "best-stack" | "first-stack" | null;
}

/** A satellite's terms as the form edits them: the target's id as the select gives it, money as typed. */
export interface SatelliteFormValues {
  targetTournamentId: string;
  seatValue: string;
  rest: "steps" | "shared";
  step: string;
}

/** An event's satellite terms as the form edits them. */
export function satelliteFormValuesOf(t: Pick<Tournament, "satellite">): Pick<TournamentFormValues, "satellite"> {
  const s = t.satellite;
  return { satellite: s ? { targetTournamentId: String(s.targetTournamentId), seatValue: s.seatValue, rest: s.rest, step: s.step ?? "" } : null };
}

export interface PayoutPlanFormValues {
  paidPercent: string;
  minCashMultiple: string;
  shape: PayoutPlan["shape"];
}

/** An event's generated-table settings as the form edits them. */
export function payoutPlanFormValuesOf(t: Pick<Tournament, "payoutPlan">): Pick<TournamentFormValues, "payoutPlan"> {
  const p = t.payoutPlan;
  return { payoutPlan: p ? { paidPercent: String(p.paidPercent), minCashMultiple: String(p.minCashMultiple), shape: p.shape } : null };
}

/** An event's structure and chip set as the form edits them. */
export function structureFormValuesOf(t: Pick<Tournament, "structure" | "chipSet">): Pick<TournamentFormValues, "structure" | "chipSet"> {
  return { structure: t.structure ? { levels: t.structure.levels.map((r) => ({ ...r })) } : null, chipSet: t.chipSet?.join(", ") ?? "" };
}

export interface RebuyFormValues {
  kind: "rebuy" | "reentry";
  untilLevel: number;
  maxPerPlayer: number;
  price: string;
  chips: number;
}

/** An event's rebuy, add-on and bounty settings as the form edits them. */
export function rebuyFormValuesOf(t: Pick<Tournament, "rebuys" | "addOn" | "bounty">): Pick<TournamentFormValues, "rebuys" | "addOn" | "bounty"> {
  return { rebuys: t.rebuys ? { ...t.rebuys } : null, addOn: t.addOn ? { ...t.addOn } : null, bounty: t.bounty ?? "" };
}

export const EMPTY_TOURNAMENT_FORM: TournamentFormValues = {
  name: "",
  description: "",
  date: "",
  time: "19:00",
  location: "",
  buyIn: "",
  prizeStructure: "",
  format: "No-Limit Hold'em",
  blindStructure: "",
  startingChips: "25000",
  maxSeats: "",
  guaranteedPrizePool: "",
  prizePercentages: null,
  rebuys: null,
  addOn: null,
  bounty: "",
  structure: null,
  chipSet: "",
  seatsPerTable: "9",
  tableBalancing: "standard",
  days: "",
  seriesId: "",
  fee: "",
  satellite: null,
  flights: null,
  flightRule: null,
};

/** What the API takes: the parsed values, with money back as decimal strings and the table as percentages. */
export function toApiInput(data: CreateTournamentData): CreateTournamentInput {
  return {
    ...data,
    buyIn: centsToDecimal(data.buyIn),
    guaranteedPrizePool: data.guaranteedPrizePool === null ? null : centsToDecimal(data.guaranteedPrizePool),
    prizePercentages: data.prizePercentages?.map(basisPointsToPercent) ?? null,
    fee: data.fee === null ? null : centsToDecimal(data.fee),
    ...formatToApiInput(data),
    // a satellite's money back as decimal strings (decision 240)
    satellite: data.satellite
      ? {
          ...data.satellite,
          seatValue: centsToDecimal(data.satellite.seatValue),
          step: data.satellite.step === null ? null : centsToDecimal(data.satellite.step),
        }
      : null,
  };
}
