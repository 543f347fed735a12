import { disputePayoutInput } from "@core/contracts/payout-confirmation";
import { CONFIRMATION_MESSAGES } from "@core/payout-confirmation";
import { formatMoney2 } from "@core/money";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaigns, payouts, users } from "../db/schema/index";
import { AppError } from "../errors";
import { verifyPayoutLinkToken } from "../mail/links";
import { confirmPayout, disputePayout } from "./confirmation";
import { payoutLinkPage, type PayoutLinkPage } from "./link-page";

const tokenQuery = z.object({ token: z.string().max(200).optional() });

/**
 * The payout mail's one-click links (decision 200), signed like the unsubscribe links: GET shows what the
 * button will do and changes nothing (mail scanners prefetch links); POST, the page's button, confirms or opens the
 * dispute as the token's investor, through the same service (and rules) as the signed-in routes. A forged or altered
 * token is refused with 400 and changes nothing.
 */
const payoutLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 8192 }, (_req, body, done) => done(null, body));

  const html = (reply: { code: (n: number) => { type: (t: string) => { send: (b: string) => unknown } } }, status: number, page: PayoutLinkPage) =>
    reply.code(status).type("text/html; charset=utf-8").send(payoutLinkPage(page));

  async function summaryOf(payoutId: number, investorId: number): Promise<string | null> {
    const [row] = await app.db
      .select({ amount: payouts.amount, investorId: payouts.investorId, tournament: campaigns.tournament, playerName: campaigns.playerName })
      .from(payouts)
      .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
      .where(eq(payouts.id, payoutId));
    if (!row || row.investorId !== investorId) return null;
    return `${row.playerName} marked your ${formatMoney2(row.amount)} payout for ${row.tournament} as paid.`;
  }

  app.get("/api/mail/payout", { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    const token = request.query.token ?? "";
    const target = verifyPayoutLinkToken(app.config, token);
    const summary = target ? await summaryOf(target.payoutId, target.investorId) : null;
    if (!target || !summary) return html(reply, 400, { state: "invalid" });
    return html(reply, 200, { state: target.action, token, summary });
  });

  app.post("/api/mail/payout", { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    const token = request.query.token ?? "";
    const target = verifyPayoutLinkToken(app.config, token);
    if (!target) return html(reply, 400, { state: "invalid" });
    // a suspended account acts no more, by link as by session (decision 202)
    const [investor] = await app.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, target.investorId));
    if (!investor || investor.suspendedAt) return html(reply, 403, { state: "refused", text: "This account is suspended." });
    try {
      if (target.action === "confirm") {
        await confirmPayout(app.db, target.investorId, target.payoutId);
        return html(reply, 200, {
          state: "done",
          title: "Thank you: payout confirmed",
          text: "The player's payback record now counts this payout as confirmed by you.",
        });
      }
      const form = new URLSearchParams(typeof request.body === "string" ? request.body : "");
      const parsed = disputePayoutInput.safeParse({ reason: form.get("reason") ?? "" });
      if (!parsed.success) {
        const summary = (await summaryOf(target.payoutId, target.investorId)) ?? "";
        return html(reply, 400, {
          state: "dispute",
          token,
          summary,
          error: parsed.error.issues[0]?.message ?? CONFIRMATION_MESSAGES.reasonTooShort,
          reason: form.get("reason") ?? "",
        });
      }
      await disputePayout(app.db, target.investorId, target.payoutId, parsed.data.reason);
      return html(reply, 200, {
        state: "done",
        title: "Dispute opened",
        text: "The player has been told and can answer; an operator will rule. You can follow it in your portfolio.",
      });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return html(reply, err.status, { state: "refused", text: err.message });
      throw err;
    }
  });
};

export default payoutLinkRoutes;
