import { centsToDecimal } from "@core/money";
import { isBountyEvent } from "../field/bounties";
import type { LiveStoredState } from "../schema/contracts";
import { playerWinningsCents } from "./winnings";
import { orderPlayers } from "../field/players";
import { dealFinishLabel } from "./paid-list";

function csvCell(value: string | number): string {
  const text = String(value);
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Results as CSV: every player by position. Eliminated players have their finish position and prize; while
 * more than one player remains the others are listed by chip rank as Playing, with no prize yet; once one
 * remains that player is the winner (1st). Prize: what the payout table (or a made deal) pays for the finish;
 * Bounty: in a PKO event, the bounty cash the player has won so far (the winner's own head included), empty in an
 * event without bounties; a player's winnings, what their backers are settled on, are Prize + Bounty. Staked: how
 * many investors back the player through linked campaigns (whose money their finish settles), from the console's
 * backer counts; empty where the caller has none.
 */
export function resultsCsv(state: LiveStoredState, backers?: Readonly<Record<string, number>>): string {
  const finished = state.finishedAt !== null;
  const bounties = isBountyEvent(state);
  const lines = [["Position", "Player", "Table", "Seat", "Status", "Chips", "Prize", "Bounty", "Staked"].join(",")];
  for (const p of orderPlayers(state.players)) {
    const settled = p.isEliminated || finished;
    // a deal player's finish is the deal's, not a bust (paid-list.ts): "2nd (deal)"
    const status = dealFinishLabel(state, p) ?? (p.isEliminated ? "Eliminated" : finished ? "Winner" : "Playing");
    const prize = settled ? centsToDecimal(playerWinningsCents(state, p) - p.bountyWonCents) : "";
    const bounty = bounties ? centsToDecimal(p.bountyWonCents) : "";
    const staked = backers ? (backers[p.id] ?? 0) : "";
    lines.push([p.position, p.name, p.tableNumber, p.seatNumber, status, p.chips, prize, bounty, staked].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
