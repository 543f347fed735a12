import { PAGES } from "@core/routes";
import { centsToDecimal, formatMoney2 } from "@core/money";
import type { EventMessages, NotificationLine } from "./event-facts";

/*
 * What swaps between players say (decision 174): the offer to the player it is made to, the acceptance to the
 * player who offered, the clock's settlement to both. Bell and mail only; the dashboard's Swaps section lists them.
 */

// the player's dashboard, where the Swaps section is
const SWAPS_LINK = PAGES.dashboard.path;

export type SwapRecordedEvent =
  | { kind: "swap_offered"; swapId: number; toId: number; fromName: string; tournament: string; percent: string }
  | { kind: "swap_accepted"; swapId: number; byId: number; accepterName: string; tournament: string; percent: string }
  | {
      kind: "swap_settled";
      swapId: number;
      tournament: string;
      percent: string;
      /** each side: their id and the other's name */
      sides: readonly [{ userId: number; otherName: string }, { userId: number; otherName: string }];
      /** who owes the net amount (null: nothing either way) */
      payerId: number | null;
      netCents: number;
      /** each settlement its own event: one can be undone and made again */
      settledAt: Date;
    };

type Wording = { [K in SwapRecordedEvent["kind"]]: (e: Extract<SwapRecordedEvent, { kind: K }>) => EventMessages };

export const SWAP_WORDING: Wording = {
  swap_offered: (e) => ({
    notifications: [
      {
        userId: e.toId,
        type: "swap_offered",
        title: "Swap offered",
        body: `${e.fromName} offers you a ${e.percent} swap in ${e.tournament}: each of you gives the other ${e.percent} of their winnings. Accept or decline it on your dashboard.`,
        link: SWAPS_LINK,
        eventKey: `swap-offered:${e.swapId}`,
      },
    ],
  }),

  swap_accepted: (e) => ({
    notifications: [
      {
        userId: e.byId,
        type: "swap_accepted",
        title: "Swap accepted",
        body: `${e.accepterName} accepted your ${e.percent} swap in ${e.tournament}. It is locked when the tournament starts and settled by its clock.`,
        link: SWAPS_LINK,
        eventKey: `swap-accepted:${e.swapId}`,
      },
    ],
  }),

  swap_settled: (e) => {
    const net = formatMoney2(centsToDecimal(e.netCents));
    return {
      notifications: e.sides.map((side): NotificationLine => ({
        userId: side.userId,
        type: "swap_settled",
        title: "Swap settled from the tournament clock",
        body:
          e.payerId === null
            ? `Your ${e.percent} swap with ${side.otherName} in ${e.tournament} is settled: nothing is owed either way.`
            : e.payerId === side.userId
              ? `Your ${e.percent} swap with ${side.otherName} in ${e.tournament} is settled: you owe ${side.otherName} ${net} net. Mark it paid on your dashboard once sent.`
              : `Your ${e.percent} swap with ${side.otherName} in ${e.tournament} is settled: ${side.otherName} owes you ${net} net.`,
        link: SWAPS_LINK,
        eventKey: `swap-settled:${e.swapId}:${e.settledAt.getTime()}`,
      })),
    };
  },
};
