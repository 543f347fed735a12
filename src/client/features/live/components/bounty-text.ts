import type { PlayerLiveStatus } from "@core/live/views/player-status";
import { centsToDecimal, formatMoney } from "@core/money";

/** Bounty money as the bounty board shows it: whole dollars when whole ("$15"), else with cents ("$7.50"). */
export const bountyMoney = (cents: number) => formatMoney(centsToDecimal(cents));

/**
 * A bounty event's part of a player's live line (decision 160): the head on a player still in and the bounty cash
 * they have won ("bounty $15 · won $5 in bounties"); after their finish only the cash, which their prize already
 * counts ("won $5 in bounties (in the prize)"). Empty in an event without bounties.
 */
export function bountyText(s: PlayerLiveStatus): string {
  if (s.kind === "not_started" || s.kind === "not_seated" || !s.bounty) return "";
  const { headCents, wonCents } = s.bounty;
  const won = wonCents > 0 ? `won ${bountyMoney(wonCents)} in bounties` : "";
  if (s.kind === "eliminated" || s.kind === "won") return won && `${won} (in the prize)`;
  return [`bounty ${bountyMoney(headCents)}`, won].filter(Boolean).join(" · ");
}
