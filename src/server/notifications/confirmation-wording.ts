import { PAGES } from "@core/routes";
import { formatMoney2 } from "@core/money";
import type { EventMessages } from "./event-facts";

/*
 * What a backer's dispute and the player's answer say (decision 200): the player is told of the
 * dispute with the backer's words, the backer of the answer with the player's. Bell and mail, under the money topic.
 * (Marking a payout paid is told by payout_paid, whose mail carries the signed Confirm / "I was not paid" links.)
 */

const PORTFOLIO_LINK = PAGES.portfolio.path;
const PAY_INVESTORS_LINK = PAGES.payInvestors.path;

export type ConfirmationRecordedEvent =
  | { kind: "payout_disputed"; payoutId: number; playerId: number; investorName: string; tournament: string; amount: string; reason: string }
  | { kind: "dispute_answered"; payoutId: number; investorId: number; playerName: string; tournament: string; amount: string; answer: string };

type Wording = { [K in ConfirmationRecordedEvent["kind"]]: (e: Extract<ConfirmationRecordedEvent, { kind: K }>) => EventMessages };

export const CONFIRMATION_WORDING: Wording = {
  payout_disputed: (e) => ({
    notifications: [
      {
        userId: e.playerId,
        type: "payout_disputed",
        title: "A backer says they were not paid",
        body: `${e.investorName} says your ${formatMoney2(e.amount)} payout for ${e.tournament} did not arrive: "${e.reason}" Answer them from Pay Investors; an operator will rule.`,
        link: PAY_INVESTORS_LINK,
        eventKey: `payout-disputed:${e.payoutId}`,
      },
    ],
  }),
  dispute_answered: (e) => ({
    notifications: [
      {
        userId: e.investorId,
        type: "dispute_answered",
        title: "The player answered your dispute",
        body: `${e.playerName} answered your dispute of the ${formatMoney2(e.amount)} payout for ${e.tournament}: "${e.answer}" An operator will rule.`,
        link: PORTFOLIO_LINK,
        eventKey: `dispute-answered:${e.payoutId}`,
      },
    ],
  }),
};
