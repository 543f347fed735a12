import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshAfter, staleAfter } from "../../src/client/lib/changes";
import { getActivitiesQueryOptions } from "../../src/client/features/payouts/api/get-activities";
import { getCurrentUserQueryOptions } from "@client/lib/auth/current-user";
import { getDashboardQueryOptions } from "../../src/client/features/payouts/api/get-dashboard";
import { getTournamentsQueryOptions } from "../../src/client/features/tournaments/api/get-tournaments";

describe("the one map from a change to what it makes stale", () => {
  it("an investment refreshes the Dashboard's Recent Activity with the campaigns and stakes", () => {
    expect(staleAfter("invested")).toEqual(expect.arrayContaining(["campaigns", "investments", "dashboard", "activities"]));
  });

  it("marks exactly the owners' keys of the sets it names", async () => {
    const client = new QueryClient();
    client.setQueryData(getActivitiesQueryOptions().queryKey, []);
    client.setQueryData(getTournamentsQueryOptions().queryKey, []);
    await refreshAfter(client, "invested");
    expect(client.getQueryState(getActivitiesQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(getTournamentsQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });

  it("a new role or session drops everything but the signed-in user", async () => {
    const client = new QueryClient();
    client.setQueryData(getCurrentUserQueryOptions().queryKey, null);
    client.setQueryData(getDashboardQueryOptions().queryKey, {} as never);
    await refreshAfter(client, "role-changed");
    expect(client.getQueryData(getDashboardQueryOptions().queryKey)).toBeUndefined();
    expect(client.getQueryState(getCurrentUserQueryOptions().queryKey)).toBeDefined();
  });
});
