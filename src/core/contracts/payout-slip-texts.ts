/** The payout slips' words (decision 238), apart from the zod contracts so the pages that show them load no zod. */

export const SLIP_MESSAGES = {
  notStarted: "This tournament has not started: nobody has a payout slip yet",
  noSuchPlayer: "That player is not in this tournament",
  stillPlaying: (name: string) => `${name} is still playing: their payout slip is handed out once their finish is final`,
  nothingWon: (name: string) => `${name} finished outside the money: there is no payout slip to hand out`,
  /** the console's undo (or any action) that would change what a handed-out slip paid (decision 238) */
  changesHandedOut: (name: string) => `This cannot be done: ${name}'s payout slip was handed out, and it would change what they were paid`,
  undoHandedOut: (name: string) => `This elimination cannot be undone: ${name}'s payout slip was handed out, and the undo would change what they were paid`,
} as const;

/** The backer's line on a stake (decision 238): the date the cashier paid the player's prize at the venue. */
export const prizePaidAtVenueText = (date: string) => `Prize paid at the venue on ${date}`;
