import { useEffect, useRef } from "react";
import type { ClockView } from "@core/live/clock/clock";

let context: AudioContext | null = null;

/** Browsers only let audio start after a user gesture: call this from a click. */
export function unlockAudio() {
  const Ctor =
    typeof window === "undefined" ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return;
  context ??= new Ctor();
  if (context.state === "suspended") void context.resume();
}

function tone(frequency: number, startIn: number, seconds: number) {
  if (!context || context.state !== "running") return;
  const t = context.currentTime + startIn;
  const osc = context.createOscillator();
  const gain = context.createGain();
  osc.type = "sine";
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(0.35, t + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + seconds);
  osc.connect(gain).connect(context.destination);
  osc.start(t);
  osc.stop(t + seconds + 0.05);
}

/** One minute left: two short beeps. */
export function playWarning() {
  tone(880, 0, 0.18);
  tone(880, 0.28, 0.18);
}

/** A new level: a rising three-note chime. */
export function playLevelChange() {
  tone(523, 0, 0.25);
  tone(659, 0.22, 0.25);
  tone(784, 0.44, 0.5);
}

/** Plays the warning one minute before each level change and the chime at each change, unless muted. */
export function useClockSounds(view: ClockView | null, muted: boolean) {
  const last = useRef<{ levelIndex: number; remainingMs: number } | null>(null);
  useEffect(() => {
    if (!view) return;
    const prev = last.current;
    last.current = { levelIndex: view.levelIndex, remainingMs: view.remainingMs };
    if (!prev || muted) return;
    if (view.levelIndex !== prev.levelIndex) playLevelChange();
    else if (view.isPlaying && prev.remainingMs > 60_000 && view.remainingMs <= 60_000) playWarning();
  });
}
