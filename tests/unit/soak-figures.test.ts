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
