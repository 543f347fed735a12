import { describe, expect, it } from "vitest";
import { NO_FORMAT } from "@core/contracts/tournament-format";
import type { Tournament } from "@core/contracts/tournaments";
import { eventsWithClocks, podium, sponsorActivity, type EventClock } from "@client/features/dashboard/sponsor-activity-items";

function event(id: number, patch: Partial<Tournament> = {}): Tournament {
  return {
    id,
    name: `Cup ${id}`,
    description: "",
    status: "upcoming",
    date: "2030-01-10",
    time: "18:00",
    location: "Reno",
    buyIn: "100.00",
    prizeStructure: "",
    format: "NLH",
    blindStructure: "",
    startingChips: 10000,
    maxSeats: 10,
    guaranteedPrizePool: null,
    ...NO_FORMAT,
    seatsPerTable: 9,
    tableBalancing: "standard",
    days: null,
    prizePercentages: null,
    entrants: 0,
    prizePool: "0.00",
    bountyPool: null,
    registeredPlayers: 0,
    sponsorName: null,
    registrations: [],
    isRegistered: false,
    alternates: [],
    alternate: null,
    createdAt: "2029-12-01T00:00:00.000Z",
    ...patch,
  };
}

describe("the sponsor's Recent Activity (decision 143)", () => {
  it("lists registrations, RSVPs, starts and results newest first, with the sponsor's own activity lines", () => {
    const upcoming = event(1, {
      registrations: [
        { status: "registered", playerName: "Ana Diaz", registeredAt: "2030-01-02T10:00:00.000Z", userRole: "player" },
        { status: "registered", playerName: "Ivo Grant", registeredAt: "2030-01-03T10:00:00.000Z", userRole: "investor" },
      ],
    });
    const done = event(2, { status: "completed" });
    const clock: EventClock = {
      startedAt: Date.parse("2030-01-04T18:00:00.000Z"),
      finishedAt: Date.parse("2030-01-05T01:00:00.000Z"),
      totalPlayers: 3,
      players: [
        { name: "Bo Li", position: 2, isEliminated: true },
        { name: "Cy Ng", position: 1, isEliminated: false },
        { name: "Al Fox", position: 3, isEliminated: true },
      ],
    };
    const items = sponsorActivity([upcoming, done], new Map([[2, clock]]), [
      { id: 9, type: "campaign_created", description: "Created a campaign", createdAt: "2030-01-01T00:00:00.000Z" },
    ]);
    expect(items.map((i) => [i.kind, i.text])).toEqual([
      ["finished", "Cup 2 finished: 1st Cy Ng, 2nd Bo Li, 3rd Al Fox"],
      ["started", "Cup 2 started with 3 players"],
      ["rsvp", "Ivo Grant RSVP'd to Cup 1"],
      ["registration", "Ana Diaz registered for Cup 1"],
      ["activity", "Created a campaign"],
    ]);
  });

  it("keeps the newest few, and reads the clocks of live events first", () => {
    const regs = Array.from({ length: 12 }, (_, i) => ({
      status: "registered",
      playerName: `P${i}`,
      registeredAt: new Date(Date.UTC(2030, 0, 1, i)).toISOString(),
      userRole: "player" as const,
    }));
    const items = sponsorActivity([event(1, { registrations: regs })], new Map(), [], 8);
    expect(items).toHaveLength(8);
    expect(items[0]!.text).toBe("P11 registered for Cup 1");
    const picked = eventsWithClocks([
      event(1),
      event(2, { status: "completed", date: "2030-02-01" }),
      event(3, { status: "active", date: "2029-01-01" }),
      event(4, { status: "cancelled" }),
    ]);
    expect(picked.map((t) => t.id)).toEqual([3, 2]);
    expect(podium([])).toBe("");
  });
});
