import { clockView, formatClock, type ClockView } from "@core/live/clock/clock";
import { ordinal } from "@core/live/prizes/prize-table";
import type { SeatView } from "@core/live/views/seat-view";
import { centsToDecimal, formatMoney2 } from "@core/money";
import { ArrowRight, Check, Handshake, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@client/components/ui/button";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { errorMessage, isApiError } from "@client/lib/api";
import { RequestError } from "@client/components/request-error";
import { authLink, paths } from "@client/lib/routes";
import { useAuth } from "@client/lib/auth/use-auth";
import { useAcceptSeatDeal, useSeatView, type SeatViewData } from "../api/seat-view";
import { bigBlinds, formatChips } from "../components/format";
import { ReconnectingNotice } from "../components/live-frame";
import { useNow } from "../components/use-live-clock";

const money = (cents: number) => formatMoney2(centsToDecimal(cents));

/**
 * A player's own live page (decision 164), opened from their personal link or its QR code without signing in: their
 * seat, stack, the level and clock, players left and average, their finish, a move to make and a deal to accept.
 */
export default function SeatPage() {
  const { token = "" } = useParams<{ token: string }>();
  const seat = useSeatView(token);
  if (seat.isLoading) return <FullPageSpinner />;
  if (seat.error || !seat.data) {
    const gone = isApiError(seat.error, 404) || isApiError(seat.error, 400) || isApiError(seat.error, 414);
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center felt-bg">
        <h1 className="text-2xl font-bold">{gone ? "Seat Link Not Valid" : "Your seat could not be loaded"}</h1>
        <p className="max-w-sm text-muted-foreground" data-testid="seat-error">
          {errorMessage(seat.error)}
        </p>
        <Button asChild variant="outline">
          <Link href={paths.tournamentsMain}>Tournaments</Link>
        </Button>
      </main>
    );
  }
  return (
    <>
      <ReconnectingNotice connected={seat.connected} />
      <Seat data={seat.data} token={token} />
    </>
  );
}

function Box({ label, value, sub, testId }: { label: string; value: ReactNode; sub?: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-muted/50 p-3">
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 truncate text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {sub && <dd className="mt-0.5 truncate text-xs text-muted-foreground">{sub}</dd>}
    </div>
  );
}

function Seat({ data, token }: { data: SeatViewData; token: string }) {
  const { view: v } = data;
  const now = useNow(500, v.clock.status === "running");
  const clock = clockView(v.clock, Math.max(now, data.clientTime) + (data.serverTime - data.clientTime));
  const p = v.player;
  const out = p.place !== null;
  return (
    <main className="mx-auto min-h-screen max-w-md space-y-4 px-4 py-5 felt-bg">
      <header>
        <p className="truncate text-sm text-muted-foreground">{v.tournamentName}</p>
        <h1 className="truncate text-2xl font-bold" data-testid="seat-player">
          {p.name}
        </h1>
      </header>

      {v.move && <MoveNotice move={v.move} />}

      {!v.finished && v.handForHand != null && (
        <p
          role="status"
          className="rounded-lg border-2 border-amber-400 bg-amber-400/15 p-3 text-center font-bold text-amber-100"
          data-testid="seat-hand-for-hand"
        >
          Hand-for-hand · Hand {v.handForHand}
        </p>
      )}

      {out ? <Finish player={p} /> : <SeatNumbers player={p} />}

      <SeatFacts view={v} clock={clock} />

      {v.deal && <DealNote view={v} token={token} />}
    </main>
  );
}

type SeatPlayer = SeatView["player"];

/** The move the balancing gave this player, until it is made. */
function MoveNotice({ move }: { move: NonNullable<SeatView["move"]> }) {
  return (
    <section role="alert" className="rounded-lg border-2 border-amber-400 bg-amber-400/15 p-4" data-testid="seat-move">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">Move now</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xl font-bold">
        <span className="whitespace-nowrap">
          Table {move.from.table} seat {move.from.seat}
        </span>{" "}
        <ArrowRight className="h-5 w-5" aria-label="to" />{" "}
        <span className="whitespace-nowrap">
          Table {move.to.table} seat {move.to.seat}
        </span>
      </p>
    </section>
  );
}

/** A player out of the event: their place and prize. */
function Finish({ player: p }: { player: SeatPlayer }) {
  return (
    <section className="rounded-lg border border-primary/50 bg-primary/10 p-4" data-testid="seat-finish">
      <p className="flex items-center gap-2 text-xl font-bold">
        <Trophy className="h-5 w-5 text-primary" aria-hidden /> {p.place === 1 ? "Winner" : `Finished ${ordinal(p.place!)}`}
      </p>
      <p className="mt-1">
        Prize {money(p.prizeCents ?? 0)}
        {p.bountyWonCents > 0 ? ` (bounties ${money(p.bountyWonCents)} included)` : ""}
      </p>
    </section>
  );
}

function BigNumber({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div>
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="text-5xl font-black tabular-nums" data-testid={testId}>
        {value ?? "–"}
      </p>
    </div>
  );
}

/** A player still in: their table and seat, large, once drawn. */
function SeatNumbers({ player: p }: { player: SeatPlayer }) {
  return (
    <section className="grid grid-cols-2 gap-3 rounded-lg border border-primary/40 bg-card p-4 text-center" aria-label="Your seat">
      <BigNumber label="Table" value={p.table} testId="seat-table" />
      <BigNumber label="Seat" value={p.seat} testId="seat-seat" />
      {p.table === null && <p className="col-span-2 text-sm text-muted-foreground">Seats are drawn when the clock starts.</p>}
    </section>
  );
}

/** The player's stack, the level and its clock, the blinds, the next break, players left, the average and their bounty. */
function SeatFacts({ view: v, clock }: { view: SeatView; clock: ClockView }) {
  const p = v.player;
  const out = p.place !== null;
  const bb = clock.level.bigBlind;
  return (
    <dl className="grid grid-cols-2 gap-3">
      {!out && <Box label="Your stack" value={formatChips(p.chips)} sub={bigBlinds(p.chips, bb)} testId="seat-stack" />}
      <Box
        label={clock.onBreak ? "On break" : `Level ${clock.currentLevel}`}
        value={formatClock(clock.onBreak ? (clock.breakRemainingMs ?? 0) : clock.remainingMs)}
        sub={
          clock.status === "running"
            ? clock.onBreak
              ? "Break ends"
              : "Next level in"
            : clock.status === "paused"
              ? "Paused"
              : v.finished
                ? "Finished"
                : "Clock stopped"
        }
        testId="seat-level"
      />
      <Box
        label="Blinds"
        value={`${formatChips(clock.level.smallBlind)}/${formatChips(bb)}`}
        sub={clock.level.ante > 0 ? `Ante ${formatChips(clock.level.ante)}` : "No ante"}
        testId="seat-blinds"
      />
      <Box
        label="Next break"
        value={clock.nextBreakInMs === null ? "None" : formatClock(clock.nextBreakInMs)}
        sub={clock.onBreak ? "after this one" : undefined}
      />
      <Box label="Players left" value={`${v.playersLeft} of ${v.totalPlayers}`} testId="seat-left" />
      <Box
        label="Average stack"
        value={v.averageStack === null ? "–" : formatChips(v.averageStack)}
        sub={v.averageStack === null ? undefined : bigBlinds(v.averageStack, bb)}
        testId="seat-average"
      />
      {!out && p.bountyCents > 0 && (
        <Box label="Your bounty" value={money(p.bountyCents)} sub={p.bountyWonCents > 0 ? `Won ${money(p.bountyWonCents)}` : undefined} />
      )}
    </dl>
  );
}

/**
 * The deal where the player is (decision 212): their share and Accept on their own phone. Accepting
 * needs a sign-in; the sign-in comes back to this seat view, and the acceptance names the proposal shown here.
 */
function DealNote({ view, token }: { view: SeatView; token: string }) {
  const deal = view.deal!;
  const { user, isLoading } = useAuth();
  const accept = useAcceptSeatDeal(token, view.tournamentId);
  return (
    <section className="space-y-2 rounded-lg border border-amber-500/40 bg-card p-4" data-testid="seat-deal">
      <p className="flex items-center gap-2 font-bold">
        <Handshake className="h-5 w-5 shrink-0 text-amber-300" aria-hidden /> {deal.status === "made" ? "Deal made" : "Deal proposed"}
      </p>
      <p className="text-lg">
        Your share of the deal:{" "}
        <span className="font-bold tabular-nums text-primary" data-testid="seat-deal-amount">
          {money(deal.amountCents)}
        </span>
      </p>
      {deal.playForCents > 0 && <p className="text-sm">{money(deal.playForCents)} left to play for: the winner takes it on top of their amount.</p>}
      {deal.status === "proposed" &&
        (deal.accepted ? (
          <p className="text-sm text-muted-foreground" role="status" data-testid="seat-deal-accepted">
            You accepted. Waiting for {deal.waitingFor} more.
          </p>
        ) : isLoading ? null : user ? (
          <>
            <Button className="w-full" onClick={() => accept.mutate(deal.proposalId)} disabled={accept.isPending} data-testid="seat-deal-accept">
              <Check /> Accept {money(deal.amountCents)}
            </Button>
            <RequestError error={accept.error} className="text-sm text-destructive" />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Accepting needs you to sign in. You come back here.</p>
            <Button asChild className="w-full">
              <Link href={authLink(undefined, "login", `/seat/${encodeURIComponent(token)}`)}>Sign in to accept</Link>
            </Button>
          </>
        ))}
    </section>
  );
}
