import { useState } from "react";
import { unlockAudio } from "../sounds";

const MUTE_KEY = "live-clock-muted";

/** Whether the console's sounds are muted, kept per browser, and the switch (which also unlocks audio: a click is a gesture). */
export function useMuted(): [boolean, () => void] {
  const [muted, setMuted] = useState(() => typeof localStorage !== "undefined" && localStorage.getItem(MUTE_KEY) === "1");
  const toggle = () => {
    unlockAudio();
    setMuted((m) => {
      localStorage.setItem(MUTE_KEY, m ? "0" : "1");
      return !m;
    });
  };
  return [muted, toggle];
}
