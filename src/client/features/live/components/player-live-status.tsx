import { formatClock } from "@core/live/clock/clock";
import type { LiveStoredState } from "@core/live/schema/contracts";
import type { PlayerLiveStatus } from "@core/live/views/player-status";
import { ordinal } from "@core/live/prizes/prize-table";
import { centsToDecimal, formatMoney2 } from "@core/money";
import { Eye, Trophy, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import { DealPanel } from "./deal-panel";
import { FinishedSummary } from "./finished-summary";
import { bountyMoney, bountyText } from "./bounty-text";
import { bigBlinds, formatChips } from "./format";

type Seen = Exclude<PlayerLiveStatus, { kind: "not_started" }>;

export const blindsText = (s: Seen) => `${formatChips(s.smallBlind)}/${formatChips(s.bigBlind)}`;
const prizeText = (cents: number) => formatMoney2(centsToDecimal(cents));

type Finished = Extract<PlayerLiveStatus, { kind: "eliminated" | "won" }>;
const isFinished = (s: PlayerLiveStatus): s is Finished => s.kind === "eliminated" || s.kind === "won";

/** The finish as a backer reads it: "Eliminated in 9th, prize $0.00" (decision 082, word for word). */
export function finishText(s: Finished): string {
  return s.kind === "won" ? `Winner: 1st, prize ${prizeText(s.prizeCents)}` : `Eliminated in ${ordinal(s.position)}, prize ${prizeText(s.prizeCents)}`;
}

/** One line for the portfolio and dashboard: the finish, or level, blinds, stack and rank; and any bounties. */
export function statusLine(s: PlayerLiveStatus): string {
  if (s.kind === "not_started") return "Waiting for the clock to start";
  const bounty = bountyText(s);
  const withBounty = (line: string) => (bounty ? `${line} · ${bounty}` : line);
  if (isFinished(s)) return withBounty(finishText(s));
  const level = `Level ${s.currentLevel} · ${blindsText(s)}`;
  if (s.kind === "not_seated") return `${level} · not seated · ${s.playersLeft} of ${s.totalPlayers} left`;
  const place = s.rank === null ? `${s.playersLeft} of ${s.totalPlayers} left` : `${ordinal(s.rank)} of ${s.playersLeft} left`;
  return withBounty(`${level} · ${formatChips(s.chips)} chips (${bigBlinds(s.chips, s.bigBlind)}) · ${place}`);
}

export function WatchLiveLink({ tournamentId, compact = false }: { tournamentId: number; compact?: boolean }) {
  return (
    <Button asChild variant={compact ? "ghost" : "outline"} size="sm" className="shrink-0">
      <Link href={paths.tournamentView(tournamentId)} aria-label={compact ? "Watch the tournament live" : undefined}>
        <Eye /> {compact ? "Watch" : "Watch Live"}
      </Link>
    </Button>
  );
}

export function LiveDot({ on }: { on: boolean }) {
  return (
    <span className={cn("inline-block h-2.5 w-2.5 shrink-0 rounded-full", on ? "animate-pulse bg-red-500" : "bg-muted-foreground/50")} aria-hidden="true" />
  );
}

function Fact({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-md bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 truncate text-lg font-bold tabular-nums">{value}</dd>
      {sub && <dd className="mt-0.5 truncate text-xs text-muted-foreground">{sub}</dd>}
    </div>
  );
}

/** Where the player stands while the event runs: the level and its clock, the blinds, their stack, rank and bounty, players left. */
function StatusFacts({ status }: { status: Seen }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Fact
        label="Level"
        value={status.currentLevel}
        sub={
          status.breakRemainingMs !== null
            ? `Break · ${formatClock(status.breakRemainingMs)} left`
            : status.clockStatus === "running"
              ? `${formatClock(status.remainingMs)} left`
              : status.clockStatus === "paused"
                ? "Paused"
                : "Clock stopped"
        }
      />
      <Fact label="Blinds" value={blindsText(status)} sub={status.ante > 0 ? `Ante ${formatChips(status.ante)}` : "No ante"} />
      {status.kind === "playing" && (
        <>
          <Fact label="Chips" value={formatChips(status.chips)} />
          <Fact label="Big Blinds" value={bigBlinds(status.chips, status.bigBlind)} />
          <Fact
            label="Rank"
            value={status.rank === null ? "—" : ordinal(status.rank)}
            sub={status.rank === null ? "After the first chip count" : `of ${status.playersLeft} remaining`}
          />
          {status.bounty && (
            <Fact
              label="Bounty"
              value={<span data-testid="player-bounty">{bountyMoney(status.bounty.headCents)}</span>}
              sub={status.bounty.wonCents > 0 ? `Won ${bountyMoney(status.bounty.wonCents)} in bounties` : "On their head"}
            />
          )}
        </>
      )}
      <Fact label="Players Left" value={formatChips(status.playersLeft)} sub={`of ${formatChips(status.totalPlayers)}`} />
    </dl>
  );
}

/** The campaign page's card: the staked player's live status from the tournament clock. */
export function PlayerLiveStatusCard({
  status,
  tournamentId,
  connected,
  state,
}: {
  status: Seen;
  tournamentId: number;
  connected: boolean;
  state?: LiveStoredState;
}) {
  const finish = isFinished(status) ? finishText(status) : null;
  // the event is over: its results, not a level that no longer runs
  const over = state !== undefined && state.finishedAt !== null;
  const running = status.clockStatus === "running" && status.kind !== "won";
  // a bounty event's cash this player has won (0 without bounties)
  const bountyWon = status.kind === "not_seated" ? 0 : (status.bounty?.wonCents ?? 0);
  return (
    <Card data-testid="player-live-status" className="border-primary/30">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <LiveDot on={running} /> Live Status
        </CardTitle>
        <div className="flex items-center gap-3">
          {!connected && (
            <span role="status" className="text-xs text-amber-400">
              Reconnecting...
            </span>
          )}
          <WatchLiveLink tournamentId={tournamentId} />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {finish && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg border border-primary/50 bg-primary/10 px-4 py-3 font-semibold"
            data-testid="player-finish"
          >
            {status.kind === "won" ? <Trophy className="h-5 w-5 shrink-0 text-primary" /> : <UserX className="h-5 w-5 shrink-0 text-muted-foreground" />}
            {finish}
          </p>
        )}
        {finish && bountyWon > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="player-bounty-won">
            Bounty cash won: <span className="font-semibold tabular-nums text-foreground">{bountyMoney(bountyWon)}</span> (part of the prize)
          </p>
        )}
        {status.kind === "not_seated" && <p className="text-sm text-muted-foreground">The player has no seat on the tournament clock.</p>}
        {over && <FinishedSummary state={state} />}
        {/* the deal on the table, with Accept for the signed-in player it waits for */}
        {state && <DealPanel id={String(tournamentId)} state={state} />}
        {!over && <StatusFacts status={status} />}
      </CardContent>
    </Card>
  );
}
