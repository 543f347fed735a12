import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, subscribeToasts, toast, TOAST_DURATION_MS, type ToastData } from "../../src/client/lib/use-toast";

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

  it("a pinned toast stays up for its time: toasts raised meanwhile are dropped, later ones show", () => {
    vi.useFakeTimers();
    let shown: ToastData[] = [];
    const unsubscribe = subscribeToasts((t) => (shown = t));
    toast({ title: "Unauthorized", description: "You are logged out. Logging in again..." }, { pinMs: 500 });
    toast({ title: "Update Failed", description: "Unauthorized" });
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe("Unauthorized");
    vi.advanceTimersByTime(500);
    toast({ title: "Later" });
    expect(shown[0].title).toBe("Later");
    unsubscribe();
    vi.useRealTimers();
  });
});
