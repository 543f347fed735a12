import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();
const chop = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/tools/chop", payload: payload as object });
const sum = (amounts: string[]) => amounts.reduce((s, a) => s + Math.round(Number(a) * 100), 0);

describe("POST /api/tools/chop", () => {
  it("ICM: stacks 50/30/20 for 70/30 and 5000/3000/2000 for 50/30/20, as published, without a session", async () => {
    const a = await chop({ method: "icm", stacks: [50, 30, 20], prizes: ["70", "30"] });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ amounts: ["45.18", "32.25", "22.57"] });
    const b = await chop({ method: "icm", stacks: [5000, 3000, 2000], prizes: ["50.00", "30.00", "20.00"] });
    expect(b.json().amounts).toEqual(["38.39", "32.75", "28.86"]);
  });

  it("chip chop: $570 left, next payout $57, within a cent of the published amounts and exactly $570.00", async () => {
    const res = await chop({ method: "chip_chop", stacks: [15000, 12000, 10000, 6000, 500], prizes: ["228", "114", "114", "57", "57"] });
    expect(res.statusCode).toBe(200);
    const { amounts } = res.json() as { amounts: string[] };
    const published = [155.28, 135.62, 122.52, 96.31, 60.28];
    amounts.forEach((a, i) => expect(Math.abs(Math.round(Number(a) * 100) - Math.round(published[i] * 100))).toBeLessThanOrEqual(1));
    expect(sum(amounts)).toBe(570_00);
  });

  it("warns when a chip-chop amount is above first prize", async () => {
    const res = await chop({ method: "chip_chop", stacks: [98, 1, 1], prizes: ["50", "30", "20"] });
    expect(res.json()).toEqual({ amounts: ["59.20", "20.40", "20.40"], warnings: ["Stack 1 gets $59.20, more than first prize ($50.00)."] });
  });

  it.each([
    [{ method: "icm", stacks: [], prizes: ["10"] }, "stacks: give at least one stack"],
    [{ method: "icm", stacks: [10, 0], prizes: ["10"] }, "stacks[1] must be a whole number of chips above 0"],
    [{ method: "chip_chop", stacks: [10, -5], prizes: ["10"] }, "stacks[1] must be a whole number of chips above 0"],
    [{ method: "icm", stacks: Array(11).fill(100), prizes: ["10"] }, "stacks: ICM takes at most 10 stacks"],
    [{ method: "icm", stacks: [1, 2], prizes: ["3", "2", "1"] }, "prizes: more prizes than stacks"],
    [{ method: "icm", stacks: [1, 2], prizes: ["3", "-2"] }, "prizes[1] must be an amount in dollars, like 57 or 57.50"],
    [{ method: "icm", stacks: [1, 2], prizes: ["ten"] }, "prizes[0] must be an amount in dollars, like 57 or 57.50"],
    [{ method: "icm", stacks: [1, 2], prizes: [] }, "prizes: give at least one prize"],
    [{ method: "split", stacks: [1, 2], prizes: ["1"] }, "method must be icm or chip_chop"],
  ])("400 naming the field: %j", async (body, message) => {
    const res = await chop(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("takes 11 or more stacks for a chip chop", async () => {
    const res = await chop({ method: "chip_chop", stacks: Array(11).fill(100), prizes: ["110"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().amounts).toEqual(Array(11).fill("10.00"));
  });
});
