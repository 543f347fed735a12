import { useRef, useState, type MutableRefObject } from "react";

/**
 * Gives focus back to whatever opened a dialog when it closes (Esc, Cancel, the close button, or the dialog's own
 * work finishing, such as a payment). Radix returns focus only to a `DialogTrigger`; most of our dialogs are opened
 * by a plain button that sets `open`, and Radix then sends focus to the page's body, so a keyboard user starts again
 * from the top. The opener is the element focused when the dialog's content first renders, before Radix moves focus
 * into it. A handler passed by the caller runs first and can prevent this.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = opener.current;
    opener.current = null;
    // an opener that is gone (a menu item, a card that re-rendered) leaves Radix's own choice
    if (!target || !target.isConnected || target === document.body) return;
    event.preventDefault();
    target.focus();
  };
  return { opener, handleCloseAutoFocus };
}

/** Rendered first inside a dialog's content: notes the focused element as the content mounts (each opening). */
export function CaptureOpener({ into }: { into: MutableRefObject<HTMLElement | null> }) {
  useState(() => {
    if (typeof document !== "undefined" && document.activeElement instanceof HTMLElement) into.current = document.activeElement;
    return null;
  });
  return null;
}
