import { basisPointsToPercent } from "@core/contracts/prize-percent";
import type { CreateTournamentData, CreateTournamentInput } from "@core/contracts/tournaments";
import { formatToApiInput } from "@core/contracts/tournament-format";
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
};

/** What the API takes: the parsed values, with money back as decimal strings and the table as percentages. */
export function toApiInput(data: CreateTournamentData): CreateTournamentInput {
  return {
    ...data,
    buyIn: centsToDecimal(data.buyIn),
    guaranteedPrizePool: data.guaranteedPrizePool === null ? null : centsToDecimal(data.guaranteedPrizePool),
    prizePercentages: data.prizePercentages?.map(basisPointsToPercent) ?? null,
    ...formatToApiInput(data),
  };
}
