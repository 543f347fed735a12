import { PAGES } from "@core/routes";
import { formatMoney2 } from "@core/money";
import type { EventMessages } from "./event-facts";

/*
 * What an operator's ruling on a payout dispute says (decision 202): both parties are told; on
 * "unpaid" the player is asked to pay again from Pay Investors. Bell and mail, under the money topic.
 */

const PORTFOLIO_LINK = PAGES.portfolio.path;
const PAY_INVESTORS_LINK = PAGES.payInvestors.path;

export type RulingRecordedEvent = {
  kind: "dispute_ruled";
  disputeId: number;
  investorId: number;
  playerId: number;
  playerName: string;
  investorName: string;
  tournament: string;
  amount: string;
  outcome: "paid" | "unpaid";
  note: string;
};

type Wording = { [K in RulingRecordedEvent["kind"]]: (e: Extract<RulingRecordedEvent, { kind: K }>) => EventMessages };

export const RULING_WORDING: Wording = {
  dispute_ruled: (e) => {
    const amount = formatMoney2(e.amount);
    const eventKey = `dispute-ruled:${e.disputeId}`;
    if (e.outcome === "paid") {
      return {
        notifications: [
          {
            userId: e.investorId,
            type: "dispute_ruled",
            title: "Dispute ruled: paid",
            body: `An operator ruled that ${e.playerName} paid your ${amount} payout for ${e.tournament}. The operator's note: ${e.note}`,
            link: PORTFOLIO_LINK,
            eventKey,
          },
          {
            userId: e.playerId,
            type: "dispute_ruled",
            title: "Dispute ruled: paid",
            body: `An operator ruled that your ${amount} payout to ${e.investorName} for ${e.tournament} was paid when you marked it. The operator's note: ${e.note}`,
            link: PAY_INVESTORS_LINK,
            eventKey,
          },
        ],
      };
    }
    return {
      notifications: [
        {
          userId: e.investorId,
          type: "dispute_ruled",
          title: "Dispute ruled: not paid",
          body: `An operator ruled that your ${amount} payout for ${e.tournament} was not paid. ${e.playerName} owes it again and has been asked to pay. The operator's note: ${e.note}`,
          link: PORTFOLIO_LINK,
          eventKey,
        },
        {
          userId: e.playerId,
          type: "dispute_ruled",
          title: "Pay again: dispute ruled not paid",
          body: `An operator ruled that your ${amount} payout to ${e.investorName} for ${e.tournament} was not paid. It is owed again, overdue from its due date: pay it from Pay Investors. The operator's note: ${e.note}`,
          link: PAY_INVESTORS_LINK,
          eventKey,
        },
      ],
    };
  },
};
