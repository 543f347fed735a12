import { describe, expect, it } from "vitest";
import { Figures, QUIET_AFTER_FAULT_MS } from "../soak/figures";

describe("the soak's figures: the p99 away from faults (decision 243, addendum)", () => {
  it("leaves out every sample that ran during a kill or cut or in the window after it, and keeps the rest", () => {
    const f = new Figures();
    const kill = 100_000;
    f.fault("kill", kill);
    f.took("browse", 10, kill - 5_000); // ended before the kill
    f.took("browse", 2_000, kill + 500); // in flight at the kill
    f.took("browse", 30, kill + QUIET_AFTER_FAULT_MS - 1_000); // inside the window after it
    f.took("browse", 20, kill + QUIET_AFTER_FAULT_MS + 1_000); // after the window
    const row = f
      .table()
      .split("\n")
      .find((line) => line.startsWith("browse"))!;
    const cells = row.split(/\s{2,}/);
    // class, count, p50, p99, p99 away from faults (count)
    expect(cells.slice(0, 5)).toEqual(["browse", "4", "20", "2000", "20 (2)"]);
  });
});

describe("the soak's figures: what explains a failed attempt", () => {
  it("counts an attempt in flight at a kill against the kill, however long before it was sent", () => {
    const f = new Figures();
    const kill = 100_000;
    f.fault("kill", kill);
    // a payment the slow provider held for 2 s, sent 2 s before its instance died
    expect(f.failed("invest: card", kill - 2_000, false, "502", kill + 10)).toBe("kill");
    // refused by the dead instance after the kill, before nginx skipped it
    expect(f.failed("browse", kill + 3_000, false, "502")).toBe("kill");
    // answered in full before the kill: nothing explains it
    expect(f.failed("browse", kill - 2_000, false, "500", kill - 1_000)).toBe("other");
    // long after the kill
    expect(f.failed("browse", kill + 11_000, false, "500", kill + 11_010)).toBe("other");
    expect(f.failed("invest: hold", kill + 1_000, true, "503")).toBe("provider");
  });
});
