import { describe, expect, it } from "vitest";
import { MAIL_TOPIC, mailTopicOf, NOTIFICATION_TYPES, type MailTopic, type NotificationType } from "@core/contracts/notifications";

describe("the mail topic of each notification type", () => {
  it("is listed for every type: the tournament ones under tournaments, the rest under money", () => {
    const tournaments = new Set<NotificationType>([
      "tournament_registered",
      "tournament_registration",
      "tournament_cancelled",
      // the alternate list (decision 236): the player's seat; their backers' cancelled stakes are money
      "alternate_seated",
      "alternate_dropped",
      "seat_released",
    ]);
    expect(Object.keys(MAIL_TOPIC).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const type of NOTIFICATION_TYPES) expect(mailTopicOf(type)).toBe(tournaments.has(type) ? "tournaments" : "money");
  });

  it("cannot leave a type out: the typecheck refuses a table without one", () => {
    const { payout_withdrawn: _left, ...rest } = MAIL_TOPIC;
    // @ts-expect-error payout_withdrawn is missing, so this is no Record<NotificationType, MailTopic>
    const incomplete: Record<NotificationType, MailTopic> = rest;
    expect(Object.keys(incomplete)).not.toContain("payout_withdrawn");
  });
});
