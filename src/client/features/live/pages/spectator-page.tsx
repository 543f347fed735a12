import type { ClockView } from "@core/live/clock/clock";
import type { LiveState } from "@core/live/schema/contracts";
import { SPECTATOR_PRIZES, SPECTATOR_PRIZES_FULL_SCREEN } from "@core/live/prizes/prize-table";
import { Maximize, X } from "lucide-react";
import { useSearch } from "wouter";
import { PublicHeader } from "@client/components/public-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { FlightLine } from "../components/flight-line";
import { cn } from "@client/lib/utils";
import { useLiveTournament } from "../api/live";
import { ClockDisplay } from "../components/clock-display";
import { BountyBoard } from "../components/bounty-board";
import { DealPanel } from "../components/deal-panel";
import { FinishedSummary } from "../components/finished-summary";
import { FullScreenWhen } from "../components/full-screen-display";
import { Leaders } from "../components/leaders";
import { LiveFrame, LiveRouteFrame, ReconnectingNotice } from "../components/live-frame";
import { PrizeList } from "../components/prize-list";
import { LiveStats } from "../components/stats";
import { MovesBanner, MovesBoard, TableDisplay, TableLinks } from "../components/table-display";
import { HandForHandBanner } from "../components/hand-for-hand";
import { tableParam } from "../components/seating-format";
import { Ticker } from "../components/ticker";
import { useFullScreen } from "../components/use-full-screen";
import { useLiveClock } from "../components/use-live-clock";

const LEADERS = 10;

/** The spectator view (tournaments §2): for the room's screens and the players' phones; the demo's routes show the visitor's own clock. */
export default function SpectatorPage() {
  return <LiveRouteFrame>{(id) => <SpectatorDisplay id={id} />}</LiveRouteFrame>;
}

function SpectatorDisplay({ id }: { id: string }) {
  const live = useLiveTournament(id);
  const data = live.data;
  const view = useLiveClock(data);
  const { fullScreen, enter, exit } = useFullScreen();
  // ?table=3: that table's display (decision 164)
  const table = tableParam(useSearch());
  const skewMs = data ? data.serverTime - data.clientTime : 0;

  return (
    <LiveFrame isLoading={live.isLoading} error={live.error}>
      {data && view && (
        <div className="min-h-screen felt-bg">
          <ReconnectingNotice connected={live.connected} />
          {!fullScreen && <PublicHeader />}
          <FullScreenWhen
            fullScreen={fullScreen}
            title={table !== null ? `${data.state.name} · Table ${table}` : data.state.name}
            view={view}
            summary={data.state.finishedAt !== null ? <FinishedSummary state={data.state} large /> : undefined}
            banner={
              <>
                <HandForHandBanner id={id} state={data.state} table={table ?? undefined} canControl={data.canControl} />
                <MovesBanner state={data.state} skewMs={skewMs} table={table ?? undefined} />
              </>
            }
            action={
              <Button variant="outline" onClick={exit}>
                <X /> Exit View
              </Button>
            }
          >
            <main className={cn("mx-auto space-y-5 px-3 py-4 sm:px-6 sm:py-6", fullScreen ? "max-w-none" : "max-w-7xl")}>
              {!fullScreen && (
                <SpectatorHeader name={data.state.name} isPlaying={data.state.isPlaying} table={table} fullScreen={fullScreen} enter={enter} exit={exit} />
              )}
              <FlightLine state={data.state} />

              {!fullScreen && <HandForHandBanner id={id} state={data.state} table={table ?? undefined} canControl={data.canControl} />}
              {/* one table's screen: its seats first, the clock after them (in full screen the clock fills the first screen) */}
              {table !== null && (
                <>
                  <TableDisplay id={id} state={data.state} table={table} skewMs={skewMs} bigBlind={view.level.bigBlind} large={fullScreen} />
                  {!fullScreen && <ClockCard state={data.state} view={view} />}
                </>
              )}

              {table === null && <WholeEvent id={id} state={data.state} view={view} skewMs={skewMs} fullScreen={fullScreen} />}
              {table === null && !fullScreen && <TableLinks id={id} state={data.state} />}
            </main>
          </FullScreenWhen>
        </div>
      )}
    </LiveFrame>
  );
}

/** The event's name, whether it is playing, which view this is, and the switch to full screen. */
function SpectatorHeader({
  name,
  isPlaying,
  table,
  fullScreen,
  enter,
  exit,
}: {
  name: string;
  isPlaying: boolean;
  table: number | null;
  fullScreen: boolean;
  enter: () => void;
  exit: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className={cn("break-words font-bold tracking-tight", fullScreen ? "text-3xl sm:text-5xl" : "text-2xl sm:text-3xl")}>{name}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          {isPlaying && <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-500" aria-hidden="true" />}
          {table !== null ? `Table ${table} · Live Tournament View` : "Live Tournament View"}
        </p>
      </div>
      {fullScreen ? (
        <Button variant="outline" onClick={exit}>
          <X /> Exit View
        </Button>
      ) : (
        <Button variant="outline" onClick={enter}>
          <Maximize /> Full Screen
        </Button>
      )}
    </div>
  );
}

/** The clock where it runs; a finished event: the winner and the prizes where the clock was. */
function ClockCard({ state, view }: { state: LiveState; view: ClockView }) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-6">{state.finishedAt !== null ? <FinishedSummary state={state} /> : <ClockDisplay view={view} />}</CardContent>
    </Card>
  );
}

/** The whole event's screen: the clock, counts, moves and ticker beside the deal, bounties, prizes and leaders. */
function WholeEvent({ id, state, view, skewMs, fullScreen }: { id: string; state: LiveState; view: ClockView; skewMs: number; fullScreen: boolean }) {
  return (
    <div className={cn("grid grid-cols-1 gap-5", fullScreen && "xl:grid-cols-3")}>
      <div className={cn("min-w-0 space-y-5", fullScreen && "xl:col-span-2")}>
        {!fullScreen && <ClockCard state={state} view={view} />}
        <LiveStats state={state} large={fullScreen} />
        <MovesBoard state={state} skewMs={skewMs} large={fullScreen} />
        {state.chipCountsUpdated && <Ticker players={state.players} large={fullScreen} />}
      </div>

      <div className={cn("grid min-w-0 grid-cols-1 content-start gap-5", !fullScreen && state.chipCountsUpdated && "lg:grid-cols-2")}>
        <DealPanel id={id} state={state} large={fullScreen} />
        <BountyBoard state={state} large={fullScreen} />
        <Card>
          <CardHeader>
            <CardTitle className={cn(fullScreen && "text-2xl")}>Prize Payouts</CardTitle>
          </CardHeader>
          <CardContent>
            {/* a flight pays no prizes: the event's pool is paid on its Day 2 (decision 242) */}
            {state.flight ? (
              <p className="text-sm text-muted-foreground" data-testid="flight-prizes">
                Prizes are paid on Day 2 of {state.flight.eventName}: this flight's survivors bag their chips.
              </p>
            ) : (
              <PrizeList
                state={state}
                limit={fullScreen ? SPECTATOR_PRIZES_FULL_SCREEN : SPECTATOR_PRIZES}
                large={fullScreen}
                twoColumns={!fullScreen && !state.chipCountsUpdated}
              />
            )}
          </CardContent>
        </Card>
        {state.chipCountsUpdated && (
          <Card>
            <CardHeader>
              <CardTitle className={cn(fullScreen && "text-2xl")}>Leaders</CardTitle>
            </CardHeader>
            <CardContent>
              <Leaders players={state.players} count={LEADERS} bigBlind={view.level.bigBlind} large={fullScreen} />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
