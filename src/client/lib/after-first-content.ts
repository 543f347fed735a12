import { useEffect, useState } from "react";
import { queryClient } from "./api";

/**
 * What a page shows first comes before what can wait: the header's menus (Radix dropdowns, about 38 KB) and the
 * bell's notification stream. Loaded as soon as the app starts, they took bandwidth and main thread from the
 * page's own cards on a phone (Browse's cards painted after them; decision 110). They now wait until the page has
 * its first content: the document has loaded, no read is in flight, no placeholder is marked busy, and the browser
 * is idle; or at most MAX_WAIT_MS.
 */
const MAX_WAIT_MS = 3000;

let shown: Promise<void> | undefined;

const idle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 50));
const loaded = () =>
  new Promise<void>((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", () => resolve(), { once: true })));
const settled = () => queryClient.isFetching() === 0 && !document.querySelector('[aria-busy="true"]');

function firstContentShown(): Promise<void> {
  shown ??= new Promise<void>((resolve) => {
    setTimeout(resolve, MAX_WAIT_MS);
    // checked at idle moments: a page still waiting on a read or a lazy chunk is not idle for long, and a read it
    // starts after one check is caught by the next
    const check = () => idle(() => (settled() ? resolve() : setTimeout(check, 100)));
    void loaded().then(check);
  });
  return shown;
}

/** False until the page's first content is on screen (firstContentShown). */
export function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void firstContentShown().then(() => live && setReady(true));
    return () => void (live = false);
  }, []);
  return ready;
}
