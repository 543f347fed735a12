import { useDeferredValue } from "react";

/**
 * A query's data once it is ready, rendered in a transition. A query's answer arrives as a store update, which
 * React renders in one uninterruptible piece; a list of cards built from it can take 45 ms of a phone's main
 * thread. Through this, React renders them in slices that yield to the browser, and the caller keeps showing
 * its placeholders (null) or the previous data until they are done (decision 110).
 */
export function useDeferredData<T>(data: T | undefined, ready: boolean): T | null {
  return useDeferredValue(ready && data !== undefined ? data : null, null);
}
