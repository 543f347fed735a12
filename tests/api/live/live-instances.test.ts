import type { LiveSnapshot } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { createSponsor, injectAs, testConfig } from "../helpers";
import { createLiveTournament, sseReader } from "./live-helpers";
import { twoInstances } from "./two-instances";

// Two app instances, each with its own hub (two-instances.ts); B listens on a port
const config = testConfig();
const two = twoInstances(config, "b");

describe("several server instances", () => {
  it("a change made on one instance reaches the displays of another through LISTEN/NOTIFY", async () => {
    const sponsor = await createSponsor(two.first.db);
    const { tournament } = await createLiveTournament(two.first.db, sponsor, 3);
    const id = String(tournament.id);

    const res = await fetch(`${two.base}/api/live/${id}/events`, { signal: two.signal });
    const next = sseReader(res.body!);
    expect((await next()).event).toBe("state");

    const posted = await injectAs(two.a, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type: "start" } });
    expect(posted.statusCode).toBe(200);

    const change = await next();
    expect(change.event).toBe("state");
    const snap = JSON.parse(change.data) as LiveSnapshot;
    expect(snap.state).toMatchObject({ status: "running", version: 1 });
  });
});
