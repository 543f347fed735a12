import { eventSchedule } from "@core/live/clock/schedule";
import { consoleActions } from "@core/live/actions/console-actions";
import type { LiveAction } from "@core/live/schema/contracts";
import { startConfirmation } from "@core/live/views/start-confirm";
import { localToday } from "@core/calendar-dates";
import { Maximize, Minimize, RotateCcw } from "lucide-react";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { cn } from "@client/lib/utils";
import { useEventDate } from "../api/event-date";
import { useKnownNames } from "../api/known-names";
import { useLiveAction, useLiveTournament, type LiveData } from "../api/live";
import { BlindList } from "../components/blind-list";
import { ColourUpPrompt } from "../components/colour-up-prompt";
import { ChipAuditPanel } from "../components/chip-audit/chip-audit-panel";
import { ClockDisplay } from "../components/clock-display";
import { FinishedSummary } from "../components/finished-summary";
import { FullScreenWhen } from "../components/full-screen-display";
import { LiveFrame, LiveRouteFrame, ReconnectingNotice } from "../components/live-frame";
import { unlockAudio, useClockSounds } from "../components/sounds";
import { LiveStats } from "../components/stats";
import { MovesBanner } from "../components/table-display";
import { useFullScreen } from "../components/use-full-screen";
import { useLiveClock } from "../components/use-live-clock";
import { ClockControls } from "../components/console/clock-controls";
import { ConsoleDialogs } from "../components/console/console-dialogs";
import { ConsoleHeader, WatcherNotice } from "../components/console/console-header";
import { type ConsoleDialog } from "../components/console/quick-actions";
import { ConsoleSide } from "../components/console/console-side";
import { useMuted } from "../components/console/use-muted";
import { HandForHandConsole } from "../components/hand-for-hand";
import { awaitingFirstStart, clockMode } from "@core/live/schema/clock-mode";

// the tables and moves (decision 164) load once the first start has drawn seats: the demo and an event not begun never need them
const TablesPanel = lazy(() => import("../components/tables-panel").then((m) => ({ default: m.TablesPanel })));

/** Live Tournament Control (tournaments §2): the director's console; the demo's routes open the visitor's own clock. */
export default function ControlPage() {
  return <LiveRouteFrame>{(id) => <ControlConsole id={id} />}</LiveRouteFrame>;
}

/** A sponsor's first start asks first, naming the event's date when it is not today (start-confirm.ts). */
function useStartConfirmation(id: string, data: LiveData | undefined) {
  const firstStart = !!data && awaitingFirstStart(data.state) && data.state.finishedAt === null;
  const eventDate = useEventDate(id, firstStart && data?.canControl === true);
  return data ? startConfirmation(data.state, eventDate, localToday()) : null;
}

function RestartDemo({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="mb-4 flex justify-center">
      <Button size="sm" onClick={onRestart}>
        <RotateCcw /> Restart Demo
      </Button>
    </div>
  );
}

function ControlConsole({ id }: { id: string }) {
  const live = useLiveTournament(id);
  // the sponsor tells registrants apart: usernames where the public views show "Player N"
  const data = useKnownNames(id, live.data);
  const view = useLiveClock(data);
  const action = useLiveAction(id);
  const { fullScreen, toggle } = useFullScreen();
  const [muted, toggleMute] = useMuted();
  const [dialog, setDialog] = useState<ConsoleDialog | null>(null);
  useClockSounds(view, muted);
  const confirmStart = useStartConfirmation(id, data);

  const send = (a: LiveAction) => {
    unlockAudio();
    action.mutate(a, { onError: (err) => toast({ title: "Action Failed", description: errorMessage(err), variant: "destructive" }) });
  };

  const fullScreenButton = (
    <Button variant="outline" onClick={toggle} aria-pressed={fullScreen}>
      {fullScreen ? <Minimize /> : <Maximize />} {fullScreen ? "Exit Full Screen" : "Full Screen"}
    </Button>
  );
  // what each button may do at the server's time, in the reducer's own words (consoleActions)
  const can = data ? consoleActions(data.state, Date.now() + data.serverTime - data.clientTime) : null;

  return (
    <LiveFrame isLoading={live.isLoading} error={live.error}>
      {data && view && (
        <div className="min-h-screen felt-bg">
          <ReconnectingNotice connected={live.connected} />
          {/* in full screen the clock fills the first screen and the console follows below it */}
          <FullScreenWhen
            fullScreen={fullScreen}
            title={data.state.name}
            view={view}
            summary={data.state.finishedAt !== null ? <FinishedSummary state={data.state} large /> : undefined}
            banner={<MovesBanner state={data.state} skewMs={data.serverTime - data.clientTime} />}
            action={fullScreenButton}
          >
            <main className={cn("mx-auto px-3 py-4 sm:px-6 sm:py-6", fullScreen ? "max-w-none" : "max-w-7xl")}>
              {!fullScreen && <ConsoleHeader data={data} fullScreenButton={fullScreenButton} />}
              <WatcherNotice id={id} canControl={data.canControl} />

              {/* the winner and the prizes show where the clock was (FinishedSummary); the demo starts over from here */}
              {data.state.finishedAt !== null && clockMode(data.state).restarts && <RestartDemo onRestart={() => send({ type: "restart" })} />}

              <div className="grid gap-5 lg:grid-cols-3">
                <ConsoleMain
                  id={id}
                  data={data}
                  view={view}
                  fullScreen={fullScreen}
                  muted={muted}
                  onToggleMute={toggleMute}
                  onStart={() => (confirmStart ? setDialog("start") : send({ type: "start" }))}
                  pending={action.isPending}
                  send={send}
                />

                <ConsoleSide id={id} data={data} view={view} can={can} pending={action.isPending} send={send} open={setDialog} />
              </div>
            </main>
          </FullScreenWhen>
          <ConsoleDialogs
            id={id}
            data={data}
            dialog={dialog}
            setDialog={setDialog}
            confirmStart={confirmStart}
            pending={action.isPending}
            onStartNow={() => send({ type: "start" })}
          />
        </div>
      )}
    </LiveFrame>
  );
}

/** The console's main column: the clock and its controls (or the results), the counts, the tables and the blinds. */
function ConsoleMain({ id, pending, ...controls }: ComponentProps<typeof ClockControls> & { id: string; pending: boolean }) {
  const { data, view, fullScreen, send } = controls;
  const finished = data.state.finishedAt != null;
  return (
    <div className="space-y-5 lg:col-span-2">
      {!finished && <HandForHandConsole state={data.state} canControl={data.canControl} pending={pending} send={send} />}
      <Card>
        <CardContent className="p-4 sm:p-6">
          {!fullScreen && (data.state.finishedAt !== null ? <FinishedSummary state={data.state} /> : <ClockDisplay view={view} />)}
          {data.state.finishedAt === null && <ColourUpPrompt state={data.state} view={view} />}
          {/* the chip check and the race-offs (decision 239): the controller's only, never a display's */}
          {data.state.finishedAt === null && data.canControl && <ChipAuditPanel id={id} state={data.state} view={view} />}
          {/* a finished event has no clock to run: its results stand where the clock was, Export Results stays below */}
          {!finished && <ClockControls {...controls} />}
        </CardContent>
      </Card>

      <LiveStats state={data.state} large={fullScreen} />

      {data.state.tables.length > 0 && (
        <Suspense fallback={null}>
          <TablesPanel id={id} state={data.state} canControl={data.canControl} pending={pending} send={send} skewMs={data.serverTime - data.clientTime} />
        </Suspense>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Blind Structure</CardTitle>
        </CardHeader>
        <CardContent>
          <BlindList schedule={eventSchedule(data.state.structure)} view={view} />
        </CardContent>
      </Card>
    </div>
  );
}
