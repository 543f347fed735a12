import * as React from "react";

// spec: at most one toast at a time, shown for 5000 ms by default
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit() {
  for (const l of listeners) l(toasts);
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.open);
    emit();
  }, 300);
}

let pinnedUntil = 0;

/**
 * Shows a toast (the newest replaces the one on screen). `pinMs` keeps this one up for that long by dropping
 * toasts raised meanwhile: an ended session's notice must not be replaced by the failures it explains.
 */
export function toast(input: Omit<ToastData, "id" | "open">, { pinMs = 0 }: { pinMs?: number } = {}): { id: string; dismiss: () => void } {
  const id = String(++counter);
  const now = Date.now();
  if (now < pinnedUntil) return { id, dismiss: () => undefined };
  if (pinMs > 0) pinnedUntil = now + pinMs;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Calls `listener` with the toasts on screen whenever they change; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const [state, setState] = React.useState<ToastData[]>(toasts);
  React.useEffect(() => subscribeToasts(setState), []);
  return { toasts: state, toast, dismiss: dismissToast };
}
