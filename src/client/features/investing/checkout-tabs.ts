/**
 * Tabs of one browser tell each other when a checkout starts: starting a payment for a campaign replaces the
 * investor's unfinished one there (the server cancels it), so the older tab must say so instead of failing later.
 */
const CHANNEL = "stakeline-checkout";

export interface CheckoutStarted {
  campaignId: number;
  paymentIntentId: string;
}

export const CHECKOUT_MOVED_MESSAGE = "This checkout continued in another tab.";

export interface CheckoutChannel {
  announce: (started: CheckoutStarted) => void;
  close: () => void;
}

/** One channel per dialog: a BroadcastChannel never hears its own messages, so a tab is not told of its own checkout. */
export function openCheckoutChannel(onStartedElsewhere: (started: CheckoutStarted) => void): CheckoutChannel {
  if (typeof BroadcastChannel === "undefined") return { announce: () => undefined, close: () => undefined };
  const c = new BroadcastChannel(CHANNEL);
  c.onmessage = (event: MessageEvent<CheckoutStarted>) => onStartedElsewhere(event.data);
  return { announce: (started) => c.postMessage(started), close: () => c.close() };
}
