import { startTransition, useDeferredValue, useEffect, useState } from "react";

/**
 * A query's data once it is ready, rendered in a transition. A query's answer arrives as a store update, which
 * React renders in one uninterruptible piece; a list of cards built from it can take 45 ms of a phone's main
 * thread. Through this, React renders them in slices that yield to the browser, and the caller keeps showing
 * its placeholders (null) or the previous data until they are done (decision 110).
 */
export function useDeferredData<T>(data: T | undefined, ready: boolean): T | null {
  return useDeferredValue(ready && data !== undefined ? data : null, null);
}

/**
 * The first `first` items of a long list at once, the rest in a transition after they are on screen. A phone
 * shows one or two cards of a page of twenty; rendering all twenty before any paints put the other eighteen's
 * work ahead of the page's largest content (Browse's LCP on Lighthouse, decision 110). Only the list's first
 * showing is cut: after it the whole list renders, so loading more or changing a filter never shrinks it.
 */
export function useFirstScreenFirst<T>(list: readonly T[] | null, first: number): readonly T[] | null {
  const [whole, setWhole] = useState(false);
  const cut = !whole && list !== null && list.length > first;
  useEffect(() => {
    if (cut) startTransition(() => setWhole(true));
  }, [cut]);
  return cut ? list.slice(0, first) : list;
}
