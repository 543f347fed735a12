import { TOURNAMENTS_PER_DAY } from "@core/contracts/tournament-list";
import { HOST_CANNOT_PLAY } from "../campaigns/linked";

export const MESSAGES = {
  notFound: "Tournament not found",
  full: "Tournament is full",
  alreadyRegistered: "You are already registered for this tournament",
  notOpen: "Registration is closed: this tournament is no longer upcoming",
  notRegistered: "You are not registered for this tournament",
  cancelAfterStart: "Registration can no longer be cancelled: the tournament has started",
  roleMismatch: "userRole must match your account role",
  notYours: "You can only manage your own tournaments",
  alreadyStarted: "Only upcoming tournaments can be changed",
  onlySponsors: "Only sponsors can create tournaments",
  onlyRegistrants: "Only players and investors can register for tournaments",
  hostCannotPlay: HOST_CANNOT_PLAY,
  dailyQuota: `You can create at most ${TOURNAMENTS_PER_DAY} tournaments a day. Try again tomorrow.`,
  finished: "A finished tournament cannot be cancelled",
  alreadyAlternate: (n: number) => `You are already alternate #${n} for this tournament`,
} as const;

/** The answer to a registration that found every seat taken (decision 236). */
export const alternateMessage = (n: number) =>
  `Every seat is taken, so you are alternate #${n}. A seat that comes free goes to the lowest number waiting, up to the end of late registration.`;

/**
 * The terms a linked campaign is sold on: once a player's campaign stakes the event, none of them may move under
 * its backers (a $10,000 buy-in edited to $10, the date moved by months, a rebuy its second bullet was priced at
 * edited to $0: decision 192). Named as the edit form names them.
 */
export const STAKED_TERMS = {
  buyIn: "The buy-in",
  date: "The date",
  prizeStructure: "The prize structure",
  guaranteedPrizePool: "The guaranteed prize pool",
  prizePercentages: "The payout table",
  rebuys: "The rebuys or re-entries",
  addOn: "The add-on",
  bounty: "The bounty",
  satellite: "The satellite's seats",
} as const;
export const termLockedMessage = (field: StakedTerm) =>
  `${STAKED_TERMS[field]} cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.`;

export type StakedTerm = keyof typeof STAKED_TERMS;
