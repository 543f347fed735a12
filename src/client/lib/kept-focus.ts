import { useEffect, useState, type FocusEventHandler } from "react";

// key -> the path on which the field had the focus when it was last mounted away
const focusedOn = new Map<string, string>();
const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);

/**
 * A field that takes its focus back when it is mounted again on the same path. A public page moves into the
 * signed-in layout when the sign-in check answers (SiteFrame), which mounts the page's content anew: a signed-in user
 * typing in that moment lost the field, and the rest of what they typed went nowhere. Leaving the page forgets it.
 */
export function useKeptFocus(key: string | undefined): { autoFocus: boolean; onFocus?: FocusEventHandler; onBlur?: FocusEventHandler } {
  const [refocus] = useState(() => key !== undefined && focusedOn.get(key) === currentPath());
  useEffect(() => {
    if (key === undefined) return;
    const path = currentPath();
    // mounted again on the same path (the layout arrived), the focus is kept; a navigation elsewhere forgets it
    return () => {
      setTimeout(() => {
        if (currentPath() !== path) focusedOn.delete(key);
      }, 0);
    };
  }, [key]);
  if (key === undefined) return { autoFocus: false };
  return { autoFocus: refocus, onFocus: () => void focusedOn.set(key, currentPath()), onBlur: () => void focusedOn.delete(key) };
}
