import { z } from "zod";
import type { CashierLine, CashierReport } from "../live/prizes/cashier-report";
import { centsToDecimal } from "../money";

/** GET /api/special-tournaments/{id}/cashier (decision 237): the cashier's report, amounts as decimal strings. */
const money = z.string().describe('dollars as a decimal string, e.g. "26000.00"');
const cashierLine = z.object({ count: z.number().int(), each: money, amount: money });

export const cashierReportResponse = z.object({
  tournamentId: z.number(),
  name: z.string(),
  date: z.string(),
  status: z.string(),
  buyIn: money,
  /** the fee per entry, or null: the event has none */
  fee: money.nullable(),
  entries: cashierLine,
  /** rebuys or re-entries (rebuyKind says which); null when the event has none */
  rebuys: cashierLine.nullable(),
  rebuyKind: z.enum(["rebuy", "reentry"]).nullable(),
  addOns: cashierLine.nullable(),
  /** the fees collected: one per entry and re-entry; null when the event has no fee */
  fees: cashierLine.nullable(),
  collected: money.describe("everything the players paid: entries, rebuys, add-ons and fees"),
  entriesPool: money.describe("what the entries put into the prize pool (bounties and fees apart)"),
  guaranteeOverlay: money.describe("the sponsor's addition when the guarantee is above what the entries put in"),
  prizePool: money.describe("the pool the clock pays: the same figure as every screen's"),
  bounties: z.object({ putUp: money, paid: money, unclaimed: money }).nullable(),
  places: z.array(
    z.object({
      place: z.number().nullable(),
      label: z.string(),
      name: z.string(),
      prize: money,
      bounty: money,
      total: money,
      byDeal: z.boolean(),
    }),
  ),
  deal: z.object({ method: z.enum(["icm", "chip_chop", "custom"]), players: z.number(), playFor: money }).nullable(),
  paid: money,
  difference: money.describe("prize pool + bounties put up - paid - bounties unclaimed: must be 0.00 to close"),
  finished: z.boolean(),
  /** when the sponsor marked the event closed, or null */
  closedAt: z.string().nullable(),
  /** why the event cannot be marked closed now, or null when it can */
  closeRefusal: z.string().nullable(),
});
export type CashierReportResponse = z.infer<typeof cashierReportResponse>;

const lineOf = (l: CashierLine | null) => (l ? { count: l.count, each: centsToDecimal(l.eachCents), amount: centsToDecimal(l.amountCents) } : null);

/** The report as the API sends it. */
export function cashierReportBody(
  r: CashierReport,
  event: Pick<CashierReportResponse, "tournamentId" | "name" | "date" | "status" | "buyIn" | "fee" | "closedAt" | "closeRefusal">,
): CashierReportResponse {
  const m = centsToDecimal;
  return {
    ...event,
    entries: lineOf(r.entries)!,
    rebuys: lineOf(r.rebuys),
    rebuyKind: r.rebuyKind,
    addOns: lineOf(r.addOns),
    fees: lineOf(r.fees),
    collected: m(r.collectedCents),
    entriesPool: m(r.entriesPoolCents),
    guaranteeOverlay: m(r.guaranteeOverlayCents),
    prizePool: m(r.prizePoolCents),
    bounties: r.bounties ? { putUp: m(r.bounties.putUpCents), paid: m(r.bounties.paidCents), unclaimed: m(r.bounties.unclaimedCents) } : null,
    places: r.places.map((p) => ({
      place: p.place,
      label: p.label,
      name: p.name,
      prize: m(p.prizeCents),
      bounty: m(p.bountyCents),
      total: m(p.totalCents),
      byDeal: p.byDeal,
    })),
    deal: r.deal ? { method: r.deal.method, players: r.deal.players, playFor: m(r.deal.playForCents) } : null,
    paid: m(r.paidCents),
    difference: m(r.differenceCents),
    finished: r.finished,
  };
}
