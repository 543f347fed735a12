import { z } from "zod";
import { BLANK_CHIPS_MESSAGE, MAX_BREAK_MINUTES, MAX_ENTRANT_NAME, MAX_LATE_USERNAME } from "./limits";
import { liveSatellite } from "./satellite-state";

export const CLOCK_STATUSES = ["stopped", "running", "paused"] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];

export const PLAYER_STATUSES = ["active", "inactive", "eliminated"] as const;

/** Live tournament player (tournaments §3). `status` is active (chips above 0), inactive (no chips counted) or eliminated. */
export const livePlayer = z.object({
  id: z.string(),
  name: z.string(),
  chips: z.number().int().nonnegative(),
  position: z.number().int().positive(),
  tableNumber: z.number().int().positive(),
  seatNumber: z.number().int().positive(),
  isEliminated: z.boolean(),
  status: z.enum(PLAYER_STATUSES),
  /** the registered user this entrant is (null for walk-ins and the demo): how stakes find their player */
  userId: z.number().int().positive().nullable().default(null),
  /** PKO: the bounty on this player's head now, in cents (0 without bounties) */
  bountyCents: z.number().int().nonnegative().default(0),
  /** PKO: bounty cash this player has won by knockouts, in cents; part of their winnings for their backers */
  bountyWonCents: z.number().int().nonnegative().default(0),
  /** the id of the player who knocked this one out (null: not named, or still in) */
  eliminatedBy: z.string().nullable().default(null),
  /** the phone view's token version (decision 164): raising it revokes every link given out before */
  viewVersion: z.number().int().nonnegative().default(0),
  /**
   * Busted in the same hand as others (decision 234): the hand's number, shared by everyone busted in it, and this
   * player's stack at its start. Their places and prizes follow from the stacks (prizes/same-hand.ts); absent for a
   * player eliminated alone, or still in.
   */
  sameHand: z.object({ hand: z.number().int().positive(), stack: z.number().int().positive() }).optional(),
});
export type LivePlayer = z.infer<typeof livePlayer>;

// an event's setup (structure, rebuys, add-on, payout plan) lives in event-setup.ts: the event forms need it without
// the clock's actions and state
export * from "./event-setup";
import { addOnRules, payoutPlan, rebuyRules, structureRow } from "./event-setup";

/** A rebuy or add-on the console recorded (the player by id; the name is on the player). */
export const liveEntry = z.object({ playerId: z.string(), kind: z.enum(["rebuy", "addon"]), at: z.number().int() });
export type LiveEntry = z.infer<typeof liveEntry>;

/** A deal at the final table (decision 160): proposed by the controller, made once every player in it has accepted. */
export const liveDeal = z.object({
  /** the proposal's number in this event (1, 2, ...): an acceptance names it, so it stands only on these amounts */
  id: z.number().int().positive().default(1),
  method: z.enum(["icm", "chip_chop", "custom"]),
  status: z.enum(["proposed", "made"]),
  /** player id -> what the deal gives them, in cents (the prizes shared out, less what is left to play for) */
  amounts: z.record(z.string(), z.number().int().nonnegative()),
  /** cents left to play for: the eventual winner takes it on top of their deal amount */
  playForCents: z.number().int().nonnegative().default(0),
  /** ids of the players in the deal who have accepted */
  accepted: z.array(z.string()).default([]),
  proposedAt: z.number().int(),
  madeAt: z.number().int().nullable().default(null),
  /** a chip-chop amount above first prize: shown before anyone accepts */
  warnings: z.array(z.string()).default([]),
});
export type LiveDeal = z.infer<typeof liveDeal>;

/** Seats and tables (decision 164), as stored: occupied seats by player id; the button's seat when entered. */
export const storedTable = z.object({
  number: z.number().int().positive(),
  seats: z.array(z.object({ seat: z.number().int().positive(), playerId: z.string() })),
  button: z.number().int().positive().nullable().default(null),
});
export type StoredTable = z.infer<typeof storedTable>;
export const seatRef = z.object({ table: z.number().int().positive(), seat: z.number().int().positive() });
/** A move the balancing made: listed on the console until confirmed done, shown on displays for 5 minutes. */
export const storedMove = z.object({
  id: z.number().int().positive(),
  playerId: z.string(),
  from: seatRef,
  to: seatRef,
  reason: z.enum(["balance", "break", "final-table"]),
  /** epoch ms */
  at: z.number().int(),
  done: z.boolean(),
});
export type StoredMove = z.infer<typeof storedMove>;

/**
 * Hand-for-hand at the bubble (decision 235): the hand being played (from 1), the tables that have reported it done,
 * whether the first report paused a running clock (the last one starts it again), and the same-hand number the
 * hand's busts share (decision 234; null until someone busts in it).
 */
export const handForHand = z.object({
  hand: z.number().int().positive(),
  reported: z.array(z.number().int().positive()),
  resumeRunning: z.boolean(),
  bustGroup: z.number().int().positive().nullable().default(null),
});
export type HandForHand = z.infer<typeof handForHand>;

/**
 * What the database keeps for one tournament. The clock is stored as a point in time, never as a ticking
 * number: while running, the level shown at time t is derived from levelIndex, runningSince and remainingMs.
 */
export const liveStoredState = z.object({
  tournamentId: z.string(),
  name: z.string(),
  kind: z.enum(["demo", "sponsor"]),
  levelIndex: z.number().int().nonnegative(),
  status: z.enum(CLOCK_STATUSES),
  /** epoch ms at which the clock (re)started with remainingMs left in level levelIndex; null unless running */
  runningSince: z.number().int().nullable(),
  remainingMs: z.number().int().nonnegative(),
  players: z.array(livePlayer),
  totalPlayers: z.number().int().nonnegative(),
  totalChipsInPlay: z.number().int().nonnegative(),
  chipCountsUpdated: z.boolean(),
  startingChips: z.number().int().positive(),
  buyInCents: z.number().int().nonnegative(),
  /** share of the buy-ins paid out as prizes */
  payoutPercent: z.number().int().min(0).max(100),
  /** epoch ms of the clock's first start; until then a sponsor's entrants follow the registrations */
  startedAt: z.number().int().nullable().default(null),
  /** a sponsor's guaranteed pool in cents (null: none); the pool is max(entrants x buy-in, this) */
  guaranteedPrizePoolCents: z.number().int().nonnegative().nullable().default(null),
  /** a sponsor's own payout table in basis points, 1st first (null: the spec table scaled to the field) */
  prizeBasisPoints: z.array(z.number().int().nonnegative()).nullable().default(null),
  /** a break scheduled after this level index (null: none); it runs when that level's clock reaches 00:00 */
  breakAfterLevel: z.number().int().nonnegative().nullable().default(null),
  /** the scheduled break's length in ms, or what is left of it once it has begun */
  breakMs: z.number().int().nonnegative().default(0),
  /** epoch ms when one player remained */
  finishedAt: z.number().int().nullable(),
  /** the event's structure (decision 160); null: the spec's default schedule (Regular), as the demo runs */
  structure: z.array(structureRow).nullable().default(null),
  /** the chip denominations in play, smallest first (null: not given) */
  chipSet: z.array(z.number().int().positive()).nullable().default(null),
  rebuys: rebuyRules.nullable().default(null),
  addOn: addOnRules.nullable().default(null),
  /** every rebuy and add-on recorded, in order */
  entries: z.array(liveEntry).default([]),
  /** PKO: the bounty part of the buy-in, in cents (null: no bounties) */
  bountyCents: z.number().int().nonnegative().nullable().default(null),
  /** the sponsor's generated payout table's parameters (null: their own percentages or the spec's table) */
  payoutPlan: payoutPlan.nullable().default(null),
  deal: liveDeal.nullable().default(null),
  /** how many deals have been proposed in this event: a new proposal takes the next number, never one used before */
  dealProposals: z.number().int().nonnegative().default(0),
  /** seats and tables (decision 164): drawn when the clock first starts; empty before (and for the demo's own seats) */
  seatsPerTable: z.number().int().min(6).max(10).default(9),
  tableThreshold: z.number().int().min(2).max(3).default(2),
  tables: z.array(storedTable).default([]),
  /** the recent moves, newest last (older confirmed ones are dropped) */
  moves: z.array(storedMove).default([]),
  /** ids of the players moved so far by balancing (nobody moves twice while a tablemate has not) */
  movedIds: z.array(z.string()).default([]),
  /** the seed of the draw; each later decision seeds from it and the state's version, so a replay decides alike */
  seatSeed: z.number().int().nonnegative().default(0),
  /** player id -> the highest phone-link version revoked for it; kept when the player leaves, so no revoked link opens again (seat-view-versions.ts) */
  revokedViews: z.record(z.string(), z.number().int().nonnegative()).default({}),
  /** multi-day events (decision 170): the days' names (null: one day), the day being played, and the bags entered */
  days: z.array(z.string()).nullable().default(null),
  dayIndex: z.number().int().nonnegative().default(0),
  /** player id -> the verified bag count entered when the day ended; null: not between days (the next start clears it) */
  bags: z.record(z.string(), z.number().int().nonnegative()).nullable().default(null),
  /** chips taken out of play by race-offs at colour-ups (decision 239): they come off the chips expected at a count */
  racedOffChips: z.number().int().nonnegative().default(0),
  /**
   * The latest chip check (decision 239): the chips counted at a break or in the bags at a day's end against those
   * expected (chip-audit.ts), kept until the next check so every console shows it; the displays never do.
   */
  chipAudit: z
    .object({
      counted: z.number().int().nonnegative(),
      expected: z.number().int(),
      /** epoch ms */
      at: z.number().int(),
      kind: z.enum(["break", "end-day"]),
      /** the level on the clock (1-based): a break follows it */
      level: z.number().int().positive(),
      /** the day's name in a multi-day event (the day that ended, for an end of day); null in one day */
      day: z.string().nullable(),
    })
    .nullable()
    .default(null),
  /** hand-for-hand at the bubble (decision 235); null: off */
  handForHand: handForHand.nullable().default(null),
  /** a satellite (decision 240): seats into another event instead of cash, copied from the event; null: cash prizes */
  satellite: liveSatellite.nullable().default(null),
  /** a Day 1 flight of a multi-flight event (decision 242): the event it feeds and the flight's name; null: not a flight */
  flight: z.object({ eventId: z.number().int().positive(), eventName: z.string(), name: z.string() }).nullable().default(null),
  /**
   * multi-flight events (decision 242): the pool money paid in outside this clock, by flightsPaidInCents: on Day 2 every
   * flight's (its players paid in their flights), on a flight the other flights' so far; null: not multi-flight
   */
  flightPoolCents: z.number().int().nonnegative().nullable().default(null),
  /**
   * Day 2 of a multi-flight event (decision 242, addendum): every flight's entries (players, rebuys apart), what its
   * payout table is sized to (flightTableSize); null: not Day 2 of a multi-flight event
   */
  flightEntries: z.number().int().nonnegative().nullable().default(null),
});
export type LiveStoredState = z.infer<typeof liveStoredState>;

/** Live tournament state (tournaments §3) as the API sends it: the stored state plus what it implies at serverTime. */
export const liveStateResponse = liveStoredState.extend({
  /** the tables with their players' names, empty seats left out (decision 164) */
  tables: z.array(
    z.object({
      number: z.number().int().positive(),
      button: z.number().int().positive().nullable(),
      seats: z.array(z.object({ seat: z.number().int().positive(), playerId: z.string(), playerName: z.string(), chips: z.number().int().nonnegative() })),
    }),
  ),
  /** moves still to make, and those made in the last 5 minutes */
  moves: z.array(storedMove.extend({ playerName: z.string() })),
  currentLevel: z.number().int().positive(),
  /** seconds left in the current level at serverTime */
  timeRemaining: z.number().int().nonnegative(),
  isPlaying: z.boolean(),
  activePlayers: z.number().int().nonnegative(),
  eliminatedPlayers: z.number().int().nonnegative(),
  /** every registered player's buy-in, as a decimal string */
  grossPrizePool: z.string(),
  /** what is paid out, as a decimal string */
  prizePool: z.string(),
  buyIn: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type LiveState = z.infer<typeof liveStateResponse>;

export const liveSnapshot = z.object({
  state: liveStateResponse,
  /** the server's clock (epoch ms) when it sent this, so displays can correct for their own clock's skew */
  serverTime: z.number().int(),
});
export type LiveSnapshot = z.infer<typeof liveSnapshot>;

export const liveGetResponse = liveSnapshot.extend({
  /** whether the caller may send actions */
  canControl: z.boolean(),
  /**
   * For the caller who controls the clock only: player id -> how many investors back that player's linked
   * campaigns, so the floor knows whose elimination settles money. Never who they are; absent for everyone else.
   */
  backers: z.record(z.string(), z.number().int().nonnegative()).optional(),
});
export type LiveGetResponse = z.infer<typeof liveGetResponse>;

/**
 * POST /api/live/demo/mine: the visitor's own demo clock's id, and that clock as GET /api/live/:id shows it to
 * the holder of its cookie, so a demo page needs no second call before it shows the clock.
 */
export const visitorDemoResponse = liveGetResponse.extend({
  /** "demo-" + 16 [a-z0-9]: the clock's id, shareable as a spectator link */
  id: z.string(),
});
export type VisitorDemoResponse = z.infer<typeof visitorDemoResponse>;

// "demo-<16>" is a visitor's own demo clock (demo-id.ts)
export const LIVE_ID_PATTERN = /^(demo|demo-[a-z0-9]{16}|[1-9]\d{0,9})$/;
export const liveParams = z.object({
  id: z.string().regex(LIVE_ID_PATTERN, { message: "Tournament id must be demo or a tournament number" }),
});

const simpleAction = z.object({ type: z.enum(["start", "pause", "reset", "stop", "next", "previous"]) });
/** The demo only: back to its 8 players at level 1, so the public playground never stays finished. */
const restartAction = z.object({ type: z.literal("restart") });
/** The most players one elimination takes: busted in the same hand, at one table or, hand for hand, at several. */
export const MAX_SAME_HAND_BUSTS = 100;
const SELECT_BUSTED = "Please select the players busted in the same hand.";
const SAME_HAND_STACKS = "Enter each busted player's stack at the start of the hand, as a whole number of chips above 0.";
/**
 * One player out (`playerId`), or several busted in the same hand (`playerIds`, decision 234), finishing by their
 * stacks at the start of that hand: `stacks` in the order of playerIds, else the console's last chip counts.
 */
const eliminateAction = z
  .object({
    type: z.literal("eliminate"),
    playerId: z.string({ message: "Please select a player to eliminate." }).min(1, "Please select a player to eliminate.").max(64).optional(),
    playerIds: z
      .array(z.string({ message: SELECT_BUSTED }).min(1, SELECT_BUSTED).max(64), { message: SELECT_BUSTED })
      .min(1, SELECT_BUSTED)
      .max(MAX_SAME_HAND_BUSTS, `At most ${MAX_SAME_HAND_BUSTS} players can be busted in one hand.`)
      .optional(),
    stacks: z
      .array(z.number({ message: SAME_HAND_STACKS }).int(SAME_HAND_STACKS).positive(SAME_HAND_STACKS).max(1_000_000_000_000, SAME_HAND_STACKS), {
        message: SAME_HAND_STACKS,
      })
      .max(MAX_SAME_HAND_BUSTS, SAME_HAND_STACKS)
      .optional(),
    /** who knocked them out (PKO bounties); optional */
    eliminatorId: z.string({ message: "The eliminator must be a player id." }).min(1).max(64).optional(),
  })
  .superRefine((a, ctx) => {
    if ((a.playerId === undefined) === (a.playerIds === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["playerId"],
        message: a.playerId === undefined ? "Please select a player to eliminate." : "Give playerId or playerIds, not both.",
      });
      return;
    }
    if (a.playerIds && new Set(a.playerIds).size !== a.playerIds.length)
      ctx.addIssue({ code: "custom", path: ["playerIds"], message: "Each busted player once, please." });
    if (a.stacks !== undefined && a.stacks.length !== (a.playerIds ?? [a.playerId]).length)
      ctx.addIssue({ code: "custom", path: ["stacks"], message: "One stack for each busted player, in the order of playerIds." });
  });
/** A rebuy (or re-entry) or the add-on for one player (decision 160). */
const rebuyAction = z.object({
  type: z.literal("rebuy"),
  playerId: z.string({ message: "Please select a player." }).min(1, "Please select a player.").max(64),
});
const addOnAction = z.object({
  type: z.literal("addon"),
  playerId: z.string({ message: "Please select a player." }).min(1, "Please select a player.").max(64),
});
/** Deals at the final table (decision 160): amounts are decimal dollar strings, by player id. */
const dealProposeAction = z.object({
  type: z.literal("deal-propose"),
  method: z.enum(["icm", "chip_chop", "custom"], { message: "Deal method must be icm, chip_chop or custom" }),
  /** custom deals only: player id -> amount in dollars */
  amounts: z.record(z.string().max(64), z.string().max(20)).optional(),
  /** dollars left to play for (optional) */
  playFor: z.string().max(20).optional(),
});
/** The number of the proposal accepted: a player accepts the amounts they saw, never a later proposal's. */
export const dealProposalId = z
  .number({ message: "Name the deal proposal you accept (its id)." })
  .int("Name the deal proposal you accept (its id).")
  .positive("Name the deal proposal you accept (its id).");
const dealAcceptAction = z.object({
  type: z.literal("deal-accept"),
  playerId: z.string({ message: "Please select a player." }).min(1, "Please select a player.").max(64),
  proposalId: dealProposalId,
});
/** POST /api/live/:id/deal/accept: a player's own acceptance, of the proposal they saw. */
export const dealAcceptBody = z.object({ proposalId: dealProposalId }, { message: "Name the deal proposal you accept (its id)." });
const dealCancelAction = z.object({ type: z.literal("deal-cancel") });
/** Undoes an elimination before the tournament finishes (and the settlement it made). */
const reinstateAction = z.object({
  type: z.literal("reinstate"),
  playerId: z.string({ message: "Please select a player to reinstate." }).min(1, "Please select a player to reinstate.").max(64),
});

const chipsAction = z.object({
  type: z.literal("chips"),
  /** player id -> the count as typed: a whole number, thousands separators allowed (players.ts); a count without digits is refused */
  counts: z.record(
    z.string().max(64),
    z.string({ message: "Chip counts must be text" }).max(40, "Chip counts must be at most 40 characters").regex(/\d/, BLANK_CHIPS_MESSAGE),
  ),
});

/** A break of N minutes after the current level. */
const breakAction = z.object({
  type: z.literal("break"),
  minutes: z
    .number({ message: "Break length must be a number of minutes" })
    .int("Break length must be a whole number of minutes")
    .min(1, "Break length must be at least 1 minute")
    .max(MAX_BREAK_MINUTES, `Break length must be at most ${MAX_BREAK_MINUTES} minutes`),
});

/**
 * Someone who buys in while the first levels run: a seat, the starting stack, one more buy-in in the
 * pool. Without `username` a walk-in; with it (a sponsor's event only) that site user's registration as well.
 */
const lateRegistrationAction = z.object({
  type: z.literal("late-registration"),
  name: z
    .string({ message: "Please enter the player's name." })
    .trim()
    .min(1, "Please enter the player's name.")
    .max(MAX_ENTRANT_NAME, `The player's name must be at most ${MAX_ENTRANT_NAME} characters.`),
  /** a player's username (only players take seats: any other answers as an unknown username); blank is the same as absent (a walk-in) */
  username: z
    .string({ message: "The username must be text." })
    .trim()
    .max(MAX_LATE_USERNAME, `The username must be at most ${MAX_LATE_USERNAME} characters.`)
    .optional(),
});

/**
 * Releases a no-show's seat (decision 236): a registered player who never sat down, up to the end of late
 * registration. In a sponsor's event the seat goes to the lowest alternate waiting, drawn as a late entry.
 */
const releaseSeatAction = z.object({
  type: z.literal("release-seat"),
  playerId: z.string({ message: "Please select the player whose seat to release." }).min(1, "Please select the player whose seat to release.").max(64),
});

/** Revokes a player's phone view (decision 164): every personal link given out before stops working; a new one is issued. */
const revokeViewAction = z.object({
  type: z.literal("revoke-view"),
  playerId: z.string({ message: "Please select a player." }).min(1, "Please select a player.").max(64),
});

/** A multi-day event's day ends (decision 170): every surviving player's bag, as typed ("420,000"), by player id. */
const endDayAction = z.object({
  type: z.literal("end-day"),
  bags: z.record(z.string().max(64), z.string({ message: "Bags must be text" }).max(40, "Bags must be at most 40 characters"), {
    message: "Enter the bag of every player still in.",
  }),
});

/** A bag miscounted at the end of a day, corrected between days (decision 170): the new bag, as typed, by player id. */
const correctBagsAction = z.object({
  type: z.literal("correct-bags"),
  bags: z.record(z.string().max(64), z.string({ message: "Bags must be text" }).max(40, "Bags must be at most 40 characters"), {
    message: "Enter the corrected bag of at least one player.",
  }),
});

const RACE_OFF_CHIPS = "Enter the chips raced off as a whole number above 0.";
/** Chips raced off at a colour-up (decision 239): added to the total raced off so far. */
const raceOffAction = z.object({
  type: z.literal("race-off"),
  chips: z
    .number({ message: RACE_OFF_CHIPS })
    .int(RACE_OFF_CHIPS)
    .positive(RACE_OFF_CHIPS)
    .max(1_000_000_000_000_000, "The chips raced off can be at most the chips in play."),
});
const RACE_OFF_TOTAL = "Enter the corrected total raced off as a whole number (0 to undo every race-off).";
/** The total raced off so far, corrected (decision 239): a race-off entered twice or wrong; 0 undoes them all. */
const raceOffCorrectAction = z.object({
  type: z.literal("race-off-correct"),
  racedOffChips: z
    .number({ message: RACE_OFF_TOTAL })
    .int(RACE_OFF_TOTAL)
    .nonnegative(RACE_OFF_TOTAL)
    .max(1_000_000_000_000_000, "The chips raced off can be at most the chips the event put in play."),
});

/** The console confirms a table move as made (decision 164): `moveId` is a move's id in the state's moves. */
const moveDoneAction = z.object({
  type: z.literal("move-done"),
  moveId: z.number({ message: "Please select a move." }).int("Please select a move.").positive("Please select a move."),
});
/** Hand-for-hand on or off (decision 235). */
const handForHandAction = z.object({
  type: z.literal("hand-for-hand"),
  on: z.boolean({ message: "Say whether hand-for-hand is on (true) or off (false)." }),
});
/** A table's hand done, hand-for-hand (decision 235): the hand's number, so a second report of it is refused, never a skipped hand. */
const handDoneAction = z.object({
  type: z.literal("hand-done"),
  table: z.number({ message: "Please select a table." }).int("Please select a table.").positive("Please select a table."),
  hand: z.number({ message: "Name the hand the table finished." }).int("Name the hand the table finished.").positive("Name the hand the table finished."),
});
/** The console enters the button's seat at a table (decision 164): who moves from a table too big is then the next big blind. */
const buttonAction = z.object({
  type: z.literal("button"),
  table: z.number({ message: "Please select a table." }).int("Please select a table.").positive("Please select a table."),
  seat: z
    .number({ message: "Please select the button's seat." })
    .int("Please select the button's seat.")
    .min(1, "The button's seat must be a seat from 1 to 10.")
    .max(10, "The button's seat must be a seat from 1 to 10."),
});

export const liveActionInput = z.discriminatedUnion(
  "type",
  [
    moveDoneAction,
    buttonAction,
    endDayAction,
    correctBagsAction,
    revokeViewAction,
    releaseSeatAction,
    simpleAction,
    eliminateAction,
    reinstateAction,
    chipsAction,
    restartAction,
    breakAction,
    lateRegistrationAction,
    rebuyAction,
    addOnAction,
    dealProposeAction,
    dealAcceptAction,
    dealCancelAction,
    raceOffAction,
    raceOffCorrectAction,
    handForHandAction,
    handDoneAction,
  ],
  {
    message:
      "Action type must be one of start, pause, reset, stop, next, previous, eliminate, reinstate, chips, restart, break, late-registration, rebuy, addon, deal-propose, deal-accept, deal-cancel, revoke-view, release-seat, end-day, correct-bags, move-done, button, race-off, race-off-correct, hand-for-hand, hand-done",
  },
);
export type LiveAction = z.infer<typeof liveActionInput>;

/**
 * GET /api/live/:id/names, for the clock's controller only: player id -> the name the sponsor deals with that
 * registrant by (their username) where every display shows "Player N". Kept out of the state, which the spectator
 * views, the event stream and the action replies share, so no public screen ever carries a username.
 */
export const liveNamesResponse = z.object({ names: z.record(z.string(), z.string()) });
export type LiveNames = z.infer<typeof liveNamesResponse>;
