import { calendarDate, isDateInPast } from "@core/calendar-dates";
import { createTournamentInput, registerTournamentInput, updateTournamentInput } from "@core/contracts/tournaments";
import {
  ANONYMOUS_PLAYER,
  canCancelRegistration,
  canManage,
  featuredTournaments,
  formatTime,
  matchesSearch,
  publicBadgeLabel,
  publicStatusOf,
  registerButtonState,
  registerLabel,
  registrantName,
  seatsFilledPercent,
  sponsorLabel,
  tournamentBadgeLabel,
  tournamentStats,
} from "@core/tournament-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const base = { status: "upcoming" as const, registeredPlayers: 3, maxSeats: 10, isRegistered: false };

describe("badges", () => {
  it("special tournament badges: upcoming=Upcoming, active=Live, completed=Completed", () => {
    expect(tournamentBadgeLabel("upcoming")).toBe("Upcoming");
    expect(tournamentBadgeLabel("active")).toBe("Live");
    expect(tournamentBadgeLabel("completed")).toBe("Completed");
    expect(tournamentBadgeLabel("cancelled")).toBe("Cancelled");
    expect(tournamentBadgeLabel("whatever")).toBe("Unknown");
  });

  it("public list badges: registration_open=Open, in_progress=Live, completed=Finished, anything else Unknown", () => {
    expect(publicBadgeLabel("registration_open")).toBe("Open");
    expect(publicBadgeLabel("in_progress")).toBe("Live");
    expect(publicBadgeLabel("completed")).toBe("Finished");
    expect(publicBadgeLabel("upcoming")).toBe("Unknown");
    expect(publicBadgeLabel("")).toBe("Unknown");
    expect(publicBadgeLabel("registration_full")).toBe("Full");
  });

  it("maps real tournaments to public statuses", () => {
    expect(publicStatusOf(base)).toBe("registration_open");
    expect(publicStatusOf({ ...base, registeredPlayers: 10 })).toBe("registration_full");
    expect(publicStatusOf({ ...base, status: "active" })).toBe("in_progress");
    expect(publicStatusOf({ ...base, status: "completed" })).toBe("completed");
    expect(publicStatusOf({ ...base, status: "cancelled" })).toBe("cancelled");
  });
});

describe("registration rule (tournaments §4)", () => {
  it("offers registration only when upcoming, below maxSeats and not registered", () => {
    expect(registerButtonState(base)).toBe("register");
    expect(registerButtonState({ ...base, registeredPlayers: 10 })).not.toBe("register");
    expect(registerButtonState({ ...base, registeredPlayers: 11 })).not.toBe("register");
    expect(registerButtonState({ ...base, isRegistered: true })).not.toBe("register");
    expect(registerButtonState({ ...base, status: "active" })).not.toBe("register");
    expect(registerButtonState({ ...base, status: "completed" })).not.toBe("register");
    expect(registerButtonState({ ...base, status: "cancelled" })).not.toBe("register");
  });

  it("button state: register, Full when upcoming and full, Registered tick, nothing after the start", () => {
    expect(registerButtonState(base)).toBe("register");
    expect(registerButtonState({ ...base, registeredPlayers: 10 })).toBe("full");
    expect(registerButtonState({ ...base, isRegistered: true, registeredPlayers: 10 })).toBe("registered");
    expect(registerButtonState({ ...base, status: "active" })).toBe("closed");
    expect(registerButtonState({ ...base, status: "completed", isRegistered: true })).toBe("registered");
    expect(registerButtonState({ ...base, status: "cancelled", isRegistered: true })).toBe("closed");
  });

  it("cancel registration and sponsor management only before the start", () => {
    expect(canCancelRegistration({ status: "upcoming", isRegistered: true })).toBe(true);
    expect(canCancelRegistration({ status: "active", isRegistered: true })).toBe(false);
    expect(canCancelRegistration({ status: "upcoming", isRegistered: false })).toBe(false);
    expect(canManage({ status: "upcoming" })).toBe(true);
    expect(canManage({ status: "active" })).toBe(false);
    expect(canManage({ status: "cancelled" })).toBe(false);
  });

  it("labels: players Register, investors RSVP", () => {
    expect(registerLabel("player")).toBe("Register");
    expect(registerLabel("investor")).toBe("RSVP");
  });

  it("seat bar: whole percent, rounded, capped at 100, 0 without seats", () => {
    expect(seatsFilledPercent({ registeredPlayers: 1, maxSeats: 3 })).toBe(33);
    expect(seatsFilledPercent({ registeredPlayers: 2, maxSeats: 3 })).toBe(67);
    expect(seatsFilledPercent({ registeredPlayers: 12, maxSeats: 10 })).toBe(100);
    expect(seatsFilledPercent({ registeredPlayers: 0, maxSeats: 0 })).toBe(0);
  });
});

describe("names", () => {
  it("registrant: first and last, else first, else Anonymous Player", () => {
    expect(registrantName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(registrantName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(registrantName({ firstName: " ", lastName: "Only" })).toBe(ANONYMOUS_PLAYER);
    expect(registrantName(null)).toBe("Anonymous Player");
  });

  it("sponsor fallback is Premium Poker Sponsor", () => {
    expect(sponsorLabel(null)).toBe("Premium Poker Sponsor");
    expect(sponsorLabel("  ")).toBe("Premium Poker Sponsor");
    expect(sponsorLabel("Sofia Alvarez")).toBe("Sofia Alvarez");
  });
});

describe("stat cards (tournaments §2)", () => {
  it("available = upcoming count, pool = sum of the pools the clocks pay, players = sum, yours = registered count", () => {
    // issue 37 item 1: each event's prizePool (bounties out, guarantee in), not buyIn x registered
    const stats = tournamentStats([
      { status: "upcoming", prizePool: "825.00", registeredPlayers: 11, isRegistered: true },
      { status: "upcoming", prizePool: "0.30", registeredPlayers: 3, isRegistered: false },
      { status: "active", prizePool: "5000.00", registeredPlayers: 2, isRegistered: false },
      { status: "completed", prizePool: "999.90", registeredPlayers: 10, isRegistered: true },
      { status: "cancelled", prizePool: "2000.00", registeredPlayers: 4, isRegistered: true },
    ]);
    expect(stats).toEqual({ availableTournaments: 2, totalPrizePool: "6825.20", registeredPlayers: 26, yourRegistrations: 2 });
  });

  it("empty list is all zeros", () => {
    expect(tournamentStats([])).toEqual({ availableTournaments: 0, totalPrizePool: "0.00", registeredPlayers: 0, yourRegistrations: 0 });
  });

  it("the pool is exact in cents for any pools", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000_000 }), n: fc.integer({ min: 0, max: 500 }) }), { maxLength: 20 }), (rows) => {
        const list = rows.map((r) => ({
          status: "upcoming" as const,
          prizePool: `${Math.floor(r.cents / 100)}.${String(r.cents % 100).padStart(2, "0")}`,
          registeredPlayers: r.n,
          isRegistered: false,
        }));
        const expected = rows.reduce((s, r) => s + BigInt(r.cents), 0n);
        const [whole, frac] = tournamentStats(list).totalPrizePool.split(".");
        expect(BigInt(whole) * 100n + BigInt(frac)).toBe(expected);
      }),
    );
  });
});

describe("dates and times", () => {
  const now = new Date("2026-03-10T05:00:00Z");

  it("a date is past only when it is before today everywhere on Earth", () => {
    // at 05:00 UTC it is still 9 March in UTC-12
    expect(isDateInPast("2026-03-09", now)).toBe(false);
    expect(isDateInPast("2026-03-08", now)).toBe(true);
    expect(isDateInPast("2026-03-10", now)).toBe(false);
    expect(isDateInPast("2027-01-01", now)).toBe(false);
    expect(isDateInPast("2026-03-09", new Date("2026-03-10T13:00:00Z"))).toBe(true);
  });

  it("calendarDate shifts by an offset", () => {
    expect(calendarDate(now)).toBe("2026-03-10");
    expect(calendarDate(now, -6 * 60)).toBe("2026-03-09");
  });

  it("formats 24-hour times for people", () => {
    expect(formatTime("00:05")).toBe("12:05 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("18:30")).toBe("6:30 PM");
    expect(formatTime("noon")).toBe("noon");
  });
});

describe("public page helpers", () => {
  const t = (id: number, status: "upcoming" | "active" | "completed", date: string, registeredPlayers = 0, maxSeats = 10) => ({
    id,
    status,
    date,
    time: "18:00",
    registeredPlayers,
    maxSeats,
  });

  it("features the 3 soonest upcoming events with seats left", () => {
    const list = [
      t(1, "upcoming", "2026-05-01"),
      t(2, "active", "2026-04-01"),
      t(3, "upcoming", "2026-04-10", 10),
      t(4, "upcoming", "2026-04-20"),
      t(5, "upcoming", "2026-06-01"),
      t(6, "upcoming", "2026-07-01"),
      t(7, "completed", "2026-01-01"),
    ];
    expect(featuredTournaments(list).map((x) => x.id)).toEqual([4, 1, 5]);
  });

  it("search matches name, location, format, sponsor and description, ignoring case", () => {
    const item = { name: "Winter Classic", location: "Atlantic City", format: "PLO", sponsorName: "Sofia Alvarez", description: "dinner buffet" };
    expect(matchesSearch(item, "")).toBe(true);
    expect(matchesSearch(item, "winter")).toBe(true);
    expect(matchesSearch(item, "ATLANTIC")).toBe(true);
    expect(matchesSearch(item, "plo")).toBe(true);
    expect(matchesSearch(item, "sofia")).toBe(true);
    expect(matchesSearch(item, "buffet")).toBe(true);
    expect(matchesSearch(item, "vegas")).toBe(false);
    expect(matchesSearch({ ...item, sponsorName: null }, "sofia")).toBe(false);
  });
});

describe("contracts", () => {
  const valid = {
    name: "Cup",
    date: "2099-01-01",
    time: "18:00",
    location: "Reno",
    buyIn: "1,250.5",
    prizeStructure: "Top 10%",
    format: "NLHE",
    blindStructure: "20 min",
    startingChips: "25,000",
    maxSeats: "40",
  };

  it("parses form strings into cents and whole numbers", () => {
    const out = createTournamentInput.parse(valid);
    expect(out).toMatchObject({ buyIn: 125050, startingChips: 25000, maxSeats: 40, description: "" });
  });

  it.each([
    [{ maxSeats: "1" }, "Max seats must be at least 2"],
    [{ maxSeats: "" }, "Max seats is required"],
    [{ date: "2000-01-01" }, "Tournament date cannot be in the past"],
    [{ name: "   " }, "Tournament name is required"],
    [{ buyIn: "12.3.4" }, "Buy-in must be a valid dollar amount"],
  ])("%j -> %s", (patch, message) => {
    const r = createTournamentInput.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain(message);
  });

  it("update takes any subset but not nothing", () => {
    expect(updateTournamentInput.safeParse({ maxSeats: 5 }).success).toBe(true);
    expect(updateTournamentInput.safeParse({}).success).toBe(false);
  });

  it("register input: tournamentId and a registrant role", () => {
    expect(registerTournamentInput.parse({ tournamentId: "7", userRole: "investor" })).toEqual({ tournamentId: 7, userRole: "investor" });
    expect(registerTournamentInput.safeParse({ tournamentId: 7, userRole: "sponsor" }).success).toBe(false);
  });
});
