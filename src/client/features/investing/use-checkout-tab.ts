import { useEffect, useRef, useState } from "react";
import { releasePayment, releaseWithBeacon } from "./api/release-payment";
import { openCheckoutChannel, type CheckoutChannel } from "./checkout-tabs";

/**
 * One tab's checkout of one campaign: the payment it holds a stake for and has not paid yet (`unpaid`, freed if the
 * investor leaves without paying: closing the tab, Back, a link, or the dialog), the channel that tells the other tabs
 * (and hears that another tab took the checkout over: `movedAway`), and timers that end with it. `onRestored` runs when
 * the page comes back from the back/forward cache with its hold already freed: the dialog starts again at the amount.
 */
export function useCheckoutTab(campaignId: number, onRestored: () => void) {
  const restored = useRef(onRestored);
  restored.current = onRestored;
  const [movedAway, setMovedAway] = useState(false);
  const timers = useRef<number[]>([]);
  // the payment the dialog holds a stake for and has not paid yet: freed if the investor leaves without paying
  const unpaid = useRef<string | null>(null);
  const channel = useRef<CheckoutChannel | null>(null);
  useEffect(() => {
    const pendingTimers = timers.current;
    channel.current = openCheckoutChannel((started) => {
      // another tab started paying for this campaign: the server replaced (canceled) this tab's hold
      if (started.campaignId !== campaignId || !unpaid.current || started.paymentIntentId === unpaid.current) return;
      unpaid.current = null;
      setMovedAway(true);
    });
    // closing the tab, or leaving the app by Back or a link, unmounts nothing: only pagehide sees it
    let releasedOnHide = false;
    const onPageHide = () => {
      if (unpaid.current && releaseWithBeacon(unpaid.current)) {
        unpaid.current = null;
        releasedOnHide = true;
      }
    };
    // back from the back/forward cache with the hold already freed: start again at the amount
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !releasedOnHide) return;
      releasedOnHide = false;
      restored.current();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      channel.current?.close();
      pendingTimers.forEach((t) => window.clearTimeout(t));
      if (unpaid.current) void releasePayment(unpaid.current);
    };
  }, [campaignId]);

  const later = (ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  };
  return { unpaid, channel, movedAway, setMovedAway, later };
}
