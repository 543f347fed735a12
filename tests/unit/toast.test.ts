import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, subscribeToasts, toast, TOAST_DURATION_MS, type ToastData } from "../../src/client/components/ui/use-toast";

describe("toasts", () => {
  afterEach(() => dismissToast());

  it("shows at most one toast at a time: the newest", () => {
    let shown: ToastData[] = [];
    const unsubscribe = subscribeToasts((t) => (shown = t));
    toast({ title: "First" });
    toast({ title: "Second", description: "Newest wins", variant: "destructive" });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: "Second", description: "Newest wins", variant: "destructive", open: true });
    unsubscribe();
  });

  it("stays 5 seconds by default", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("dismissing closes it and then removes it", () => {
    vi.useFakeTimers();
    let shown: ToastData[] = [];
    const unsubscribe = subscribeToasts((t) => (shown = t));
    const t = toast({ title: "Bye" });
    t.dismiss();
    expect(shown[0].open).toBe(false);
    vi.advanceTimersByTime(400);
    expect(shown).toHaveLength(0);
    unsubscribe();
    vi.useRealTimers();
  });
});
