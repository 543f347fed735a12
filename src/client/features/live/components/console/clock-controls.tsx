import type { LiveAction } from "@core/live/schema/contracts";
import { Pause, Play, RotateCcw, SkipBack, SkipForward, Square, Volume2, VolumeX } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";

import type { LiveData } from "../../api/live";
import type { ClockView } from "@core/live/clock/clock";

/** Start (or Pause), Reset, Mute, Stop and the levels: what runs the clock itself. A finished event has none. */
export function ClockControls({
  data,
  view,
  fullScreen,
  muted,
  onToggleMute,
  onStart,
  send,
}: {
  data: LiveData;
  view: ClockView;
  fullScreen: boolean;
  muted: boolean;
  onToggleMute: () => void;
  /** Start: asks first when the sponsor's first start needs confirming */
  onStart: () => void;
  send: (action: LiveAction) => void;
}) {
  return (
    <div className={cn("grid grid-cols-2 gap-2 sm:grid-cols-3", !fullScreen && "mt-5")} aria-label="Clock controls">
      {view.isPlaying ? (
        <Button onClick={() => send({ type: "pause" })} disabled={!data.canControl}>
          <Pause /> Pause
        </Button>
      ) : (
        <Button variant="success" onClick={onStart} disabled={!data.canControl || data.state.finishedAt !== null}>
          <Play /> Start
        </Button>
      )}
      <Button variant="outline" onClick={() => send({ type: "reset" })} disabled={!data.canControl}>
        <RotateCcw /> Reset Timer
      </Button>
      <Button variant="outline" onClick={onToggleMute} aria-pressed={muted}>
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
  );
}
