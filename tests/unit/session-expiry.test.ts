import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, subscribeToasts, toast, type ToastData } from "../../src/client/lib/use-toast";
import { SESSION_EXPIRED_REDIRECT_MS, sessionExpiryHandler } from "@client/lib/auth/session-expiry";
import { getCurrentUserQueryOptions } from "@client/lib/auth/current-user";
import { getDashboardQueryOptions } from "../../src/client/features/payouts/api/get-dashboard";

const currentUserKey = getCurrentUserQueryOptions().queryKey;
const dashboardKey = getDashboardQueryOptions().queryKey;

describe("session expiry: what the app does with a 401", () => {
  let client: QueryClient;
  let shown: ToastData[];
  let unsubscribe: () => void;
  let visited: string[];
  let handle: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    shown = [];
    unsubscribe = subscribeToasts((t) => (shown = t));
    visited = [];
    handle = sessionExpiryHandler(
      client,
      (to) => visited.push(to),
      () => "/portfolio?tab=open",
    );
  });
  afterEach(() => {
    unsubscribe();
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("signed in: tells the user, then after 500 ms drops the cached user and data and goes to /auth, to come back to the page it was on", () => {
    client.setQueryData(currentUserKey, { id: 1, role: "investor" } as never);
    client.setQueryData(dashboardKey, { totalInvested: "100.00" } as never);
    handle();
    handle(); // several calls failing together: one toast, one redirect
    toast({ title: "Update Failed", description: "Unauthorized", variant: "destructive" }); // the failing call's own toast
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(visited).toEqual([]);
    expect(client.getQueryData(currentUserKey)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(visited).toEqual(["/auth?next=%2Fportfolio%3Ftab%3Dopen"]);
    expect(client.getQueryData(currentUserKey)).toBeNull();
    expect(client.getQueryData(dashboardKey)).toBeUndefined();
  });

  it("signed out (the sign-in check, a wrong password): a 401 is an answer, nothing happens", () => {
    client.setQueryData(currentUserKey, null);
    handle();
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS * 2);
    expect(shown).toEqual([]);
    expect(visited).toEqual([]);
  });
});
