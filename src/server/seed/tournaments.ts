import { randomBytes } from "node:crypto";
import { createTournamentInput, type Tournament } from "@core/contracts/tournaments";
import { inArray, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import { createTournament, registerForTournament } from "../tournaments/commands";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema/index";
import type { DemoAccounts } from "./accounts";
import { dateInDays, tournamentBody } from "./builders";
import { at, seedServices } from "./through-services";

// registrants besides the demo accounts; nobody signs in as them, so they share one unguessable password
const EXTRA_REGISTRANTS: Array<{ username: string; role: "player" | "investor"; firstName: string | null; lastName: string | null }> = [
  { username: "demo-lena-park", role: "player", firstName: "Lena", lastName: "Park" },
  { username: "demo-omar-haddad", role: "player", firstName: "Omar", lastName: "Haddad" },
  { username: "demo-jake-morrison", role: "player", firstName: "Jake", lastName: "Morrison" },
  { username: "demo-priya-nair", role: "player", firstName: "Priya", lastName: "Nair" },
  { username: "demo-tomas-novak", role: "player", firstName: "Tomas", lastName: "Novak" },
  { username: "demo-grace-okafor", role: "investor", firstName: "Grace", lastName: "Okafor" },
  { username: "demo-victor-lindqvist", role: "player", firstName: "Victor", lastName: "Lindqvist" },
  { username: "demo-mia-santos", role: "player", firstName: "Mia", lastName: "Santos" },
  { username: "demo-henry-walsh", role: "investor", firstName: "Henry", lastName: "Walsh" },
  { username: "demo-yuki-tanaka", role: "player", firstName: "Yuki", lastName: "Tanaka" },
  { username: "demo-carlos-mendez", role: "player", firstName: "Carlos", lastName: null },
  { username: "demo-anon-shark", role: "player", firstName: null, lastName: null },
  { username: "demo-nina-petrova", role: "player", firstName: "Nina", lastName: "Petrova" },
  { username: "demo-sam-oconnor", role: "investor", firstName: "Sam", lastName: "O'Connor" },
];

const DAY = 86_400_000;

/** A demo event: what the sponsor states, as the API shows it, and where the seed puts it in time. */
interface SeedTournament extends Pick<
  Tournament,
  "name" | "description" | "time" | "location" | "buyIn" | "prizeStructure" | "format" | "blindStructure" | "startingChips" | "maxSeats"
> {
  daysFromNow: number;
  status: "upcoming" | "completed";
  /** "pro", "investor", or an index into EXTRA_REGISTRANTS */
  registrants: Array<"pro" | "investor" | number>;
}

/** The upcoming event `pro` is registered for, whose demo campaign is linked to it (seed/verified.ts). */
export const VERIFIED_DEMO_EVENT = "Atlantic City Winter Classic";

const TOURNAMENTS: SeedTournament[] = [
  {
    name: VERIFIED_DEMO_EVENT,
    description: "Our flagship sponsored event on the Boardwalk: two starting flights merge into a single final day, with a dinner buffet for every entrant.",
    daysFromNow: 6,
    time: "18:00",
    location: "Borgata Poker Room, Atlantic City, NJ",
    buyIn: "550.00",
    prizeStructure: "Top 15% of the field paid; 1st place 25% of the pool plus the Winter Classic trophy",
    format: "No-Limit Hold'em Freezeout",
    blindStructure: "30-minute levels, antes from level 4, one 15-minute break every 4 levels",
    startingChips: 30000,
    maxSeats: 60,
    status: "upcoming",
    registrants: ["pro", "investor", 0, 1, 2, 3, 4, 5, 6, 7, 9, 12],
  },
  {
    name: "Boardwalk Deepstack Freezeout",
    description: "A relaxed deepstack for grinders who like to play: long levels and a big starting stack.",
    daysFromNow: 13,
    time: "12:00",
    location: "Ocean Casino Resort, Atlantic City, NJ",
    buyIn: "250.00",
    prizeStructure: "Top 12% paid; final table guaranteed $1,000",
    format: "No-Limit Hold'em Deepstack",
    blindStructure: "40-minute levels, big blind ante from level 3",
    startingChips: 50000,
    maxSeats: 40,
    status: "upcoming",
    registrants: [1, 3, 8, 10, 11, 13],
  },
  {
    name: "Sponsor's Invitational High Roller",
    description: "A short-field high roller for the circuit's regulars and their backers.",
    daysFromNow: 20,
    time: "15:00",
    location: "Hard Rock Atlantic City, NJ",
    buyIn: "2500.00",
    prizeStructure: "Top 4 paid: 45% / 27% / 17% / 11%",
    format: "No-Limit Hold'em, single re-entry",
    blindStructure: "45-minute levels, big blind ante throughout",
    startingChips: 100000,
    maxSeats: 24,
    status: "upcoming",
    registrants: ["investor", 0, 6, 9],
  },
  {
    name: "PLO Bounty Showdown",
    description: "Four-card action with a $100 bounty on every head.",
    daysFromNow: 34,
    time: "19:30",
    location: "Tropicana Poker Room, Atlantic City, NJ",
    buyIn: "400.00",
    prizeStructure: "Top 10% paid plus $100 for each player you knock out",
    format: "Pot-Limit Omaha Progressive Knockout",
    blindStructure: "25-minute levels, no antes",
    startingChips: 25000,
    maxSeats: 30,
    status: "upcoming",
    registrants: [2, 4, 7],
  },
  {
    name: "Charity Turbo for Junior Leagues",
    description: "Every dollar of the buy-in goes to the Atlantic County junior sports leagues. All seats are taken; thank you!",
    daysFromNow: 9,
    time: "17:00",
    location: "Resorts Casino Hotel, Atlantic City, NJ",
    buyIn: "100.00",
    prizeStructure: "Prizes donated by the sponsor: top 3 win seats in the Winter Classic",
    format: "No-Limit Hold'em Turbo",
    blindStructure: "12-minute levels, antes from level 5",
    startingChips: 15000,
    maxSeats: 8,
    status: "upcoming",
    // eight players fill the seats; two backers RSVP (an RSVP takes no seat)
    registrants: [0, 1, 2, 3, 4, 10, 11, 12, 5, 8],
  },
  {
    name: "Autumn Championship Main Event",
    description: "The autumn series finale. Congratulations to every player who made it through Day 2.",
    daysFromNow: -16,
    time: "11:00",
    location: "Borgata Poker Room, Atlantic City, NJ",
    buyIn: "1000.00",
    prizeStructure: "Top 15% paid; 1st place 22% of the pool",
    format: "No-Limit Hold'em Freezeout",
    blindStructure: "40-minute levels, antes from level 3",
    startingChips: 40000,
    maxSeats: 20,
    status: "completed",
    registrants: ["pro", 0, 1, 2, 4, 6, 7, 9, 12, 13],
  },
];

/**
 * The demo sponsor's tournaments (several upcoming with seats left, one full, one completed) with registrations,
 * created and registered for through the services; then dated back to when they happened. The completed one is
 * played out the only way the services allow a past event to have entrants: registered while upcoming, then moved.
 */
export async function seedTournaments(db: Db, accounts: DemoAccounts, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  // another feature's seed may already have created a user with one of these names; never fail on that
  await db
    .insert(users)
    .values(EXTRA_REGISTRANTS.map((u) => ({ ...u, passwordHash })))
    .onConflictDoNothing();
  const found = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.username,
        EXTRA_REGISTRANTS.map((u) => u.username),
      ),
    );
  const extras = EXTRA_REGISTRANTS.map((u) => found.find((f) => f.username === u.username));
  // only these people's lines are dated back: the tournaments test runs this beside other files' writes
  const s = seedServices(db);
  const people = [accounts.sponsor.id, accounts.pro.id, accounts.investor.id, ...found.map((u) => u.id)];

  for (const [i, t] of TOURNAMENTS.entries()) {
    const date = dateInDays(t.daysFromNow, now);
    const createdAt = new Date(now.getTime() - (30 - i) * DAY);
    // every field the demo event states goes to the create call as it is, so a new tournament field is the builder's
    const { daysFromNow: _days, status: _status, registrants: _registrants, ...fields } = t;
    const body = tournamentBody({
      ...fields,
      // a date the create rules take; a past event's own date is written once its field is in
      date: t.status === "upcoming" ? date : dateInDays(1, now),
    });
    // only players take seats: the cap counts them, never the investors' RSVPs
    let seats = 0;
    const regs = t.registrants
      .map((r) => (r === "pro" ? accounts.pro : r === "investor" ? accounts.investor : extras[r]))
      .filter((u): u is UserRow => !!u && (u.role === "player" || u.role === "investor"))
      .filter((u) => u.role !== "player" || ++seats <= t.maxSeats);
    const registeredAt = new Map(regs.map((u, k) => [u.id, new Date(createdAt.getTime() + (k + 1) * 7 * 3_600_000)]));

    // one step for the event and its field, each registrant's lines dated when they registered
    await at(
      s,
      createdAt,
      async () => {
        const created = await createTournament(db, accounts.sponsor, createTournamentInput.parse(body), now);
        for (const u of regs) await registerForTournament(db, u, created.id, u.role as "player" | "investor");
        return created.id;
      },
      {
        users: people,
        byUser: registeredAt,
        also: (id) => [
          sql`update special_tournaments set date = ${date}, status = ${t.status}, created_at = ${createdAt.toISOString()}::timestamptz,
            updated_at = ${createdAt.toISOString()}::timestamptz where id = ${id}`,
          ...[...registeredAt].map(
            ([userId, d]) =>
              sql`update tournament_registrations set registered_at = ${d.toISOString()}::timestamptz where tournament_id = ${id} and user_id = ${userId}`,
          ),
        ],
      },
    );
  }
}
