import { eventSchedule } from "@core/live/clock/schedule";
import { consoleActions } from "@core/live/actions/console-actions";
import type { LiveAction } from "@core/live/schema/contracts";
import { isVisitorDemoId } from "@core/live/schema/demo-id";
import { dayButton } from "@core/live/field/end-day";
import { startConfirmation } from "@core/live/views/start-confirm";
import { localToday } from "@core/calendar-dates";
import { ArrowLeft, Coffee, Download, Eye, Maximize, Minimize, Pause, Play, RotateCcw, SkipBack, SkipForward, Square, UserMinus, UserPlus, Volume2, VolumeX, Coins, Handshake, Repeat, QrCode, MoonStar } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@client/components/ui/alert-dialog";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { toast } from "@client/components/ui/use-toast";
import { paths } from "@client/lib/routes";
import { errorMessage } from "@client/lib/api";
import { cn } from "@client/lib/utils";
import { useEventDate } from "../api/event-date";
import { useKnownNames } from "../api/known-names";
import { useLiveAction, useLiveTournament } from "../api/live";
import { BlindList } from "../components/blind-list";
import { BreakDialog } from "../components/break-dialog";
import { ChipDialog } from "../components/chip-dialog";
import { DealPanel } from "../components/deal-panel";
import { ColourUpPrompt } from "../components/colour-up-prompt";
import { ClockDisplay } from "../components/clock-display";
import { EliminateDialog } from "../components/eliminate-dialog";
import { FinishedSummary } from "../components/finished-summary";
import { LateRegistrationDialog } from "../components/late-registration-dialog";
import { FullScreenWhen } from "../components/full-screen-display";
import { Leaders } from "../components/leaders";
import { LiveFrame, LiveRouteFrame, ReconnectingNotice } from "../components/live-frame";
import { PrizeList } from "../components/prize-list";
import { PlayerRoster } from "../components/player-roster";
import { ShareClock } from "../components/share-clock";
import { unlockAudio, useClockSounds } from "../components/sounds";
import { LiveStats } from "../components/stats";
import { MovesBanner } from "../components/table-display";
import { downloadResults } from "../components/download-csv";
import { useFullScreen } from "../components/use-full-screen";
import { useLiveClock } from "../components/use-live-clock";

// the deal and rebuy dialogs (and the ICM arithmetic) load when first opened: most consoles never open them
const DealDialog = lazy(() => import("../components/deal-dialog").then((m) => ({ default: m.DealDialog })));
const RebuyDialog = lazy(() => import("../components/rebuy-dialog").then((m) => ({ default: m.RebuyDialog })));
const EndDayDialog = lazy(() => import("../components/end-day-dialog").then((m) => ({ default: m.EndDayDialog })));
// the tables and moves (decision 164) load once the first start has drawn seats: the demo and an event not begun never need them
const TablesPanel = lazy(() => import("../components/tables-panel").then((m) => ({ default: m.TablesPanel })));

const MUTE_KEY = "live-clock-muted";
const CHIP_LEADERS = 5;

/** Live Tournament Control (tournaments §2): the director's console; the demo's routes open the visitor's own clock. */
export default function ControlPage() {
  return <LiveRouteFrame>{(id) => <ControlConsole id={id} />}</LiveRouteFrame>;
}

function ControlConsole({ id }: { id: string }) {
  const live = useLiveTournament(id);
  // the sponsor tells registrants apart: usernames where the public views show "Player N"
  const data = useKnownNames(id, live.data);
  const view = useLiveClock(data);
  const action = useLiveAction(id);
  const { fullScreen, toggle } = useFullScreen();
  const [muted, setMuted] = useState(() => typeof localStorage !== "undefined" && localStorage.getItem(MUTE_KEY) === "1");
  const [eliminateOpen, setEliminateOpen] = useState(false);
  const [chipsOpen, setChipsOpen] = useState(false);
  const [breakOpen, setBreakOpen] = useState(false);
  const [lateOpen, setLateOpen] = useState(false);
  const [dealOpen, setDealOpen] = useState(false);
  const [rebuyOpen, setRebuyOpen] = useState(false);
  const [endDayOpen, setEndDayOpen] = useState(false);
  const [startOpen, setStartOpen] = useState(false);
  useClockSounds(view, muted);
  // a sponsor's first start asks first, naming the event's date when it is not today (start-confirm.ts)
  const firstStart = data?.state.kind === "sponsor" && data.state.startedAt === null && data.state.finishedAt === null;
  const eventDate = useEventDate(id, firstStart && data?.canControl === true);
  const confirmStart = data ? startConfirmation(data.state, eventDate, localToday()) : null;

  const send = (a: LiveAction) => {
    unlockAudio();
    action.mutate(a, { onError: (err) => toast({ title: "Action Failed", description: errorMessage(err), variant: "destructive" }) });
  };
  const toggleMute = () => {
    unlockAudio();
    setMuted((m) => {
      localStorage.setItem(MUTE_KEY, m ? "0" : "1");
      return !m;
    });
  };

  const finished = data?.state.finishedAt != null;
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
            action={
              <Button variant="outline" onClick={toggle} aria-pressed={fullScreen}>
                {fullScreen ? <Minimize /> : <Maximize />} {fullScreen ? "Exit Full Screen" : "Full Screen"}
              </Button>
            }
          >
            <main className={cn("mx-auto px-3 py-4 sm:px-6 sm:py-6", fullScreen ? "max-w-none" : "max-w-7xl")}>
              {!fullScreen && (
                <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-1 text-muted-foreground">
                      <Link href={data.state.kind === "sponsor" ? paths.sponsoredTournaments : paths.tournamentsMain}>
                        <ArrowLeft /> Back to Tournaments
                      </Link>
                    </Button>
                    <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{data.state.name}</h1>
                    <p className="text-muted-foreground">Live Tournament Control</p>
                  </div>
                  <Button variant="outline" onClick={toggle} aria-pressed={fullScreen}>
                    {fullScreen ? <Minimize /> : <Maximize />} {fullScreen ? "Exit Full Screen" : "Full Screen"}
                  </Button>
                </div>
              )}

              {!data.canControl && isVisitorDemoId(id) && (
                <p className="mb-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200" role="note">
                  This demo clock belongs to the visitor who shared it: you can watch it here.{" "}
                  <Link href={paths.tournamentControl()} className="font-semibold underline">
                    Open your own demo clock
                  </Link>{" "}
                  to use the controls.
                </p>
              )}

              {!data.canControl && !isVisitorDemoId(id) && (
                <p className="mb-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200" role="note">
                  Only this tournament's sponsor can run its clock.{" "}
                  <Link href={paths.auth} className="font-semibold underline">
                    Sign in as the sponsor
                  </Link>{" "}
                  to use the controls.
                </p>
              )}

              {/* the winner and the prizes show where the clock was (FinishedSummary); the demo starts over from here */}
              {data.state.finishedAt !== null && data.state.kind === "demo" && (
                <div className="mb-4 flex justify-center">
                  <Button size="sm" onClick={() => send({ type: "restart" })}>
                    <RotateCcw /> Restart Demo
                  </Button>
                </div>
              )}

              <div className="grid gap-5 lg:grid-cols-3">
                <div className="space-y-5 lg:col-span-2">
                  <Card>
                    <CardContent className="p-4 sm:p-6">
                      {!fullScreen && (data.state.finishedAt !== null ? <FinishedSummary state={data.state} /> : <ClockDisplay view={view} />)}
                      {data.state.finishedAt === null && <ColourUpPrompt state={data.state} view={view} />}
                      {/* a finished event has no clock to run: its results stand where the clock was, Export Results stays below */}
                      {!finished && (
                        <div className={cn("grid grid-cols-2 gap-2 sm:grid-cols-3", !fullScreen && "mt-5")} aria-label="Clock controls">
                          {view.isPlaying ? (
                            <Button onClick={() => send({ type: "pause" })} disabled={!data.canControl}>
                              <Pause /> Pause
                            </Button>
                          ) : (
                            <Button
                              variant="success"
                              onClick={() => (confirmStart ? setStartOpen(true) : send({ type: "start" }))}
                              disabled={!data.canControl || data.state.finishedAt !== null}
                            >
                              <Play /> Start
                            </Button>
                          )}
                          <Button variant="outline" onClick={() => send({ type: "reset" })} disabled={!data.canControl}>
                            <RotateCcw /> Reset Timer
                          </Button>
                          <Button variant="outline" onClick={toggleMute} aria-pressed={muted}>
                            {muted ? <VolumeX /> : <Volume2 />} {muted ? "Unmute" : "Mute"}
                          </Button>
                          <Button variant="destructive" onClick={() => send({ type: "stop" })} disabled={!data.canControl || data.state.status === "stopped"}>
                            <Square /> Stop
                          </Button>
                          <Button variant="secondary" onClick={() => send({ type: "previous" })} disabled={!data.canControl || view.currentLevel <= 1}>
                            <SkipBack /> Previous Level
                          </Button>
                          <Button variant="secondary" onClick={() => send({ type: "next" })} disabled={!data.canControl || view.nextLevel === null}>
                            <SkipForward /> Next Level
                          </Button>
                        </div>
                      )}
                    </CardContent>
                  </Card>

                  <LiveStats state={data.state} large={fullScreen} />

                  {data.state.tables.length > 0 && (
                    <Suspense fallback={null}>
                      <TablesPanel
                        id={id}
                        state={data.state}
                        canControl={data.canControl}
                        pending={action.isPending}
                        send={send}
                        skewMs={data.serverTime - data.clientTime}
                      />
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

                <div className="space-y-5">
                  {isVisitorDemoId(id) && data.canControl && <ShareClock id={id} />}

                  <Card>
                    <CardHeader>
                      <CardTitle>Chip Leaders</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <Leaders players={data.state.players} count={CHIP_LEADERS} bigBlind={view.level.bigBlind} />
                    </CardContent>
                  </Card>

                  <Card>
                    <CardHeader>
                      <CardTitle>Players</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <PlayerRoster state={data.state} backers={data.backers} canControl={data.canControl} pending={action.isPending} send={send} />
                    </CardContent>
                  </Card>

                  <Card>
                    <CardHeader>
                      <CardTitle>Quick Actions</CardTitle>
                    </CardHeader>
                    <CardContent className="grid gap-2">
                      <Button
                        variant="destructive"
                        onClick={() => setEliminateOpen(true)}
                        disabled={!data.canControl || can?.eliminate !== null}
                        title={can?.eliminate ?? undefined}
                      >
                        <UserMinus /> Eliminate Player
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setChipsOpen(true)}
                        disabled={!data.canControl || can?.chips !== null}
                        title={can?.chips ?? undefined}
                      >
                        <Coins /> Update Chip Counts
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setLateOpen(true)}
                        disabled={!data.canControl || can?.lateRegistration !== null}
                        title={can?.lateRegistration ?? undefined}
                      >
                        <UserPlus /> Add Late Registration
                      </Button>
                      {data.state.rebuys && (
                        <Button
                          variant="outline"
                          onClick={() => setRebuyOpen(true)}
                          disabled={!data.canControl || can?.rebuys !== null}
                          title={can?.rebuys ?? undefined}
                        >
                          <Repeat /> {data.state.rebuys.kind === "reentry" ? "Re-entry" : "Rebuy"}
                          {data.state.addOn ? " / Add-on" : ""}
                        </Button>
                      )}
                      {/* a multi-day event (decision 170): every day but the last ends with the survivors' bags, correctable until the next start */}
                      {dayButton(data.state) && (
                        <Button variant="outline" onClick={() => setEndDayOpen(true)} disabled={!data.canControl || dayButton(data.state)!.disabled}>
                          <MoonStar /> {dayButton(data.state)!.label}
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        onClick={() => setBreakOpen(true)}
                        disabled={!data.canControl || can?.scheduleBreak !== null}
                        title={can?.scheduleBreak ?? undefined}
                      >
                        <Coffee /> Schedule Break
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setDealOpen(true)}
                        // a made deal shows on the page (DealPanel), its acceptances are done
                        disabled={!data.canControl || can?.deal !== null}
                        title={can?.deal ?? undefined}
                      >
                        <Handshake /> {data.state.deal ? "Deal Acceptances" : "Propose Deal"}
                      </Button>
                      <Button variant="outline" onClick={() => downloadResults(data.state, data.backers)}>
                        <Download /> Export Results
                      </Button>
                      {/* every entrant's phone link with its QR code, per table, to print (decision 164) */}
                      {data.canControl && data.state.kind === "sponsor" && (
                        <Button asChild variant="outline">
                          <Link href={paths.seatCards(id)}>
                            <QrCode /> Seat Cards
                          </Link>
                        </Button>
                      )}
                    </CardContent>
                  </Card>

                  <DealPanel id={id} state={data.state} />

                  <Card>
                    <CardHeader>
                      <CardTitle>Prize Structure</CardTitle>
                    </CardHeader>
                    <CardContent className="space-y-4">
                      <PrizeList state={data.state} />
                      <Button asChild variant="outline" className="w-full">
                        <Link href={paths.tournamentView(id)}>
                          <Eye /> Tournament View Only
                        </Link>
                      </Button>
                    </CardContent>
                  </Card>
                </div>
              </div>
            </main>
          </FullScreenWhen>
          <EliminateDialog id={id} state={data.state} open={eliminateOpen} onOpenChange={setEliminateOpen} />
          {rebuyOpen && (
            <Suspense fallback={null}>
              <RebuyDialog id={id} state={data.state} open={rebuyOpen} onOpenChange={setRebuyOpen} />
            </Suspense>
          )}
          {endDayOpen && (
            <Suspense fallback={null}>
              <EndDayDialog id={id} state={data.state} open={endDayOpen} onOpenChange={setEndDayOpen} />
            </Suspense>
          )}
          <ChipDialog id={id} state={data.state} open={chipsOpen} onOpenChange={setChipsOpen} />
          <AlertDialog open={startOpen && confirmStart !== null} onOpenChange={setStartOpen}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{confirmStart?.title}</AlertDialogTitle>
                <AlertDialogDescription data-testid="start-confirm-text">{confirmStart?.description}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Not Yet</AlertDialogCancel>
                <Button
                  variant="success"
                  disabled={action.isPending}
                  onClick={() => {
                    setStartOpen(false);
                    send({ type: "start" });
                  }}
                >
                  <Play /> Start Now
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
          <BreakDialog id={id} open={breakOpen} onOpenChange={setBreakOpen} />
          {dealOpen && (
            <Suspense fallback={null}>
              <DealDialog id={id} state={data.state} open={dealOpen} onOpenChange={setDealOpen} />
            </Suspense>
          )}
          <LateRegistrationDialog id={id} state={data.state} registered={data.state.kind === "sponsor"} open={lateOpen} onOpenChange={setLateOpen} />
        </div>
      )}
    </LiveFrame>
  );
}
