import { calendarDate } from "@core/calendar-dates";
import { describe, expect, it } from "vitest";
import { createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

// Decision 220: the free-text Prize Structure is asked for only when no payout table says what the event pays, and the
// Blind Structure text is the levels' own summary when the sponsor leaves it empty.
const ctx = setupTestApp();

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));
const body = (overrides: Record<string, unknown>) => tournamentBody({ name: uniqueName("Texts"), date: inDays(9), ...overrides });

async function post(overrides: Record<string, unknown>) {
  const sponsor = await createSponsor(ctx.db);
  return { sponsor, res: await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: body(overrides) }) };
}

describe("Prize Structure and Blind Structure texts", () => {
  it("201 without a prize text when the sponsor's own percentages are chosen: the text is the table's summary", async () => {
    const { res } = await post({ prizeStructure: undefined, prizePercentages: [50, 30, 20] });
    expect(res.statusCode).toBe(201);
    expect(res.json().prizeStructure).toBe("1st 50%, 2nd 30%, 3rd 20%");
  });

  it("201 without a prize text when a generated table is chosen", async () => {
    const { res } = await post({ prizeStructure: "", payoutPlan: { paidPercent: 15, minCashMultiple: 1.5, shape: "standard" } });
    expect(res.statusCode).toBe(201);
    expect(res.json().prizeStructure).toBe("Generated to fit the field: top 15% of entries paid, min cash 1.5x the buy-in, standard curve");
  });

  it("400 'Prize structure is required' with neither a text nor a table", async () => {
    const { res } = await post({ prizeStructure: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Prize structure is required");
    const absent = await post({ prizeStructure: undefined });
    expect(absent.res.statusCode).toBe(400);
    expect(absent.res.json().message).toContain("Prize structure is required");
  });

  it("a text the sponsor wrote is kept beside a table", async () => {
    const { res } = await post({ prizeStructure: "Winner takes the trophy too", prizePercentages: [60, 40] });
    expect(res.statusCode).toBe(201);
    expect(res.json().prizeStructure).toBe("Winner takes the trophy too");
  });

  it("an empty blind structure takes the levels' summary (the default schedule's without levels of its own)", async () => {
    const { res } = await post({ blindStructure: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json().blindStructure).toBe("20-minute levels from 25/50, antes from level 6, 6h 40m");
    const own = await post({
      blindStructure: undefined,
      structure: {
        levels: [
          { smallBlind: 100, bigBlind: 200, ante: 0, minutes: 30 },
          { break: true, minutes: 10 },
          { smallBlind: 200, bigBlind: 400, ante: 400, minutes: 30 },
        ],
      },
    });
    expect(own.res.statusCode).toBe(201);
    expect(own.res.json().blindStructure).toBe("30-minute levels from 100/200, antes from level 2, 1 break, 1h 10m");
  });

  it("an edit that empties the prize text keeps it only with a table in the same edit", async () => {
    const { sponsor, res } = await post({});
    const id = res.json().id as number;
    const patch = (payload: Record<string, unknown>) => injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload });
    const refused = await patch({ prizeStructure: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("Prize structure is required");
    const ok = await patch({ prizeStructure: "", prizePercentages: [70, 30] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().prizeStructure).toBe("1st 70%, 2nd 30%");
  });
});
