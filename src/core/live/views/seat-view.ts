import type { Cents } from "@core/money";
import { clockView, type ClockState } from "../clock/clock";
import type { LivePlayer, LiveStoredState, StoredMove, StructureRow } from "../schema/contracts";
import { dealPrizeCents } from "../prizes/deals";
import { livePrizeTable } from "../prizes/event-prizes";
import type { PrizeRow } from "../prizes/prize-table";
import { awaitingFirstStart } from "../schema/clock-mode";

/**
 * One entrant's own live view (decision 164, "every player's phone"): what their personal link shows without a
 * sign-in. Only that player's figures and the event's public totals: no other player's name, stack or id.
 */
export interface SeatView {
  tournamentId: string;
  tournamentName: string;
  /** the clock as stored, so the phone counts down (and rolls levels and breaks over) itself: clockView(clock, now) */
  clock: Omit<ClockState, "structure"> & { structure: StructureRow[] | null };
  /** figures at serverTime, for readers that do not tick (the same clockView gives them on the phone) */
  level: { number: number; smallBlind: number; bigBlind: number; ante: number; secondsLeft: number; onBreak: boolean; nextBreakInSeconds: number | null };
  started: boolean;
  finished: boolean;
  playersLeft: number;
  totalPlayers: number;
  /** the chips in play over the players with chips, as the displays show it (rounded); null with nobody left */
  averageStack: number | null;
  /** hand-for-hand at the bubble (decision 235): the hand being played; null (or absent from an older server): off */
  handForHand?: number | null;
  player: {
    id: string;
    name: string;
    status: LivePlayer["status"];
    /** null until seats are drawn (the clock's first start) */
    table: number | null;
    seat: number | null;
    /** their last entered stack (the starting stack until a count is entered); 0 once out */
    chips: number;
    /** chips over the current big blind, to one decimal */
    bigBlinds: number | null;
    /** their finish position once out (or when the event is over), else null */
    place: number | null;
    /** what that finish pays, bounties won included (cents); null while they play */
    prizeCents: Cents | null;
    /** PKO: the bounty on their head now, and what they have won by knockouts (cents; 0 without bounties) */
    bountyCents: Cents;
    bountyWonCents: Cents;
  };
  /** a move they must make, not yet confirmed done (the newest one) */
  move: { from: { table: number; seat: number }; to: { table: number; seat: number }; reason: StoredMove["reason"] } | null;
  /**
   * a deal that includes them: their amount, whether they accepted; accepting needs a sign-in, and names the
   * proposal (POST /api/live/:id/deal/accept {proposalId}), so the phone accepts the amounts it shows (decision 212)
   */
  deal: { status: "proposed" | "made"; proposalId: number; amountCents: Cents; playForCents: Cents; accepted: boolean; waitingFor: number } | null;
  version: number;
}

/** What every phone of one state shares: worked out once per state, then each player's view is a few look-ups. */
export interface SeatViewContext {
  stored: LiveStoredState;
  now: number;
  version: number;
  base: Omit<SeatView, "player" | "move" | "deal" | "version">;
  byId: Map<string, LivePlayer>;
  seats: Map<string, { table: number; seat: number }>;
  moves: Map<string, StoredMove>;
  prizes: PrizeRow[] | null;
}

/** Seats are shown once drawn: from the tables when there are any, else (the demo, or a started event) the players' own. */
function seatMap(stored: LiveStoredState): Map<string, { table: number; seat: number }> {
  const seats = new Map<string, { table: number; seat: number }>();
  if (stored.tables.length > 0) {
    for (const t of stored.tables) for (const s of t.seats) seats.set(s.playerId, { table: t.number, seat: s.seat });
  } else if (!awaitingFirstStart(stored)) {
    for (const p of stored.players) if (!p.isEliminated) seats.set(p.id, { table: p.tableNumber, seat: p.seatNumber });
  }
  return seats;
}

export function seatViewContext(stored: LiveStoredState, now: number, version: number): SeatViewContext {
  const view = clockView(stored, now);
  let left = 0;
  let withChips = 0;
  for (const p of stored.players) {
    if (p.isEliminated) continue;
    left += 1;
    if (p.chips > 0) withChips += 1;
  }
  const moves = new Map<string, StoredMove>();
  // a finished event has no move left to make (moves are cleared at the finish; an older stored state may hold some)
  if (stored.finishedAt === null) for (const m of stored.moves) if (!m.done) moves.set(m.playerId, m);
  const clock: SeatView["clock"] = {
    levelIndex: stored.levelIndex,
    status: stored.status,
    runningSince: stored.runningSince,
    remainingMs: stored.remainingMs,
    breakAfterLevel: stored.breakAfterLevel,
    breakMs: stored.breakMs,
    structure: stored.structure,
  };
  return {
    stored,
    now,
    version,
    byId: new Map(stored.players.map((p) => [p.id, p])),
    seats: seatMap(stored),
    moves,
    prizes: null,
    base: {
      tournamentId: stored.tournamentId,
      tournamentName: stored.name,
      clock,
      level: {
        number: view.currentLevel,
        smallBlind: view.level.smallBlind,
        bigBlind: view.level.bigBlind,
        ante: view.level.ante,
        secondsLeft: Math.ceil((view.onBreak ? (view.breakRemainingMs ?? 0) : view.remainingMs) / 1000),
        onBreak: view.onBreak,
        nextBreakInSeconds: view.nextBreakInMs === null ? null : Math.ceil(view.nextBreakInMs / 1000),
      },
      started: stored.startedAt !== null || stored.status !== "stopped",
      finished: stored.finishedAt !== null,
      playersLeft: left,
      totalPlayers: stored.totalPlayers,
      // the displays' figure (stats.tsx): a knocked-out player's chips stay in play, so the stacks as last
      // counted would understate it
      averageStack: withChips > 0 ? Math.round(stored.totalChipsInPlay / withChips) : null,
      handForHand: stored.handForHand?.hand ?? null,
    },
  };
}

function prizeFor(ctx: SeatViewContext, p: LivePlayer): Cents {
  const deal = dealPrizeCents(ctx.stored, p.id, p.position);
  if (deal !== null) return deal + p.bountyWonCents;
  ctx.prizes ??= livePrizeTable(ctx.stored);
  return (ctx.prizes.find((r) => r.place === p.position)?.amountCents ?? 0) + p.bountyWonCents;
}

/** Player `playerId`'s own view of the context's state, or null when they are not in the field. */
export function seatViewFor(ctx: SeatViewContext, playerId: string): SeatView | null {
  const p = ctx.byId.get(playerId);
  if (!p) return null;
  const { stored, base } = ctx;
  const settled = p.isEliminated || stored.finishedAt !== null;
  const seat = p.isEliminated ? undefined : ctx.seats.get(p.id);
  const move = ctx.moves.get(p.id);
  const deal = stored.deal;
  const inDeal = deal && deal.amounts[p.id] !== undefined && stored.finishedAt === null ? deal : null;
  const chips = p.isEliminated ? 0 : p.chips;
  return {
    ...base,
    player: {
      id: p.id,
      name: p.name,
      status: p.status,
      table: seat?.table ?? null,
      seat: seat?.seat ?? null,
      chips,
      bigBlinds: p.isEliminated || base.level.bigBlind <= 0 ? null : Math.round((chips / base.level.bigBlind) * 10) / 10,
      place: settled ? p.position : null,
      prizeCents: settled ? prizeFor(ctx, p) : null,
      bountyCents: p.bountyCents,
      bountyWonCents: p.bountyWonCents,
    },
    move: move && !p.isEliminated ? { from: move.from, to: move.to, reason: move.reason } : null,
    deal: inDeal
      ? {
          status: inDeal.status,
          proposalId: inDeal.id,
          amountCents: inDeal.amounts[p.id]!,
          playForCents: inDeal.playForCents,
          accepted: inDeal.accepted.includes(p.id),
          waitingFor: Object.keys(inDeal.amounts).filter((id) => !inDeal.accepted.includes(id)).length,
        }
      : null,
    version: ctx.version,
  };
}
