import { describe, expect, it } from "vitest";
import { afterKill, parseUpstream, reconnectsByKill } from "../soak/openings";

describe("the soak's reconnects: after a kill, or moved to balance (decision 245)", () => {
  const kill = { at: 100_000, port: 5002 };
  // a recovery that dropped at `droppedAt` from `port`, waited 1 s and opened in 300 ms
  const part = (droppedAt: number, port: number) => ({ at: droppedAt + 1_300, waited: 1_000, opening: 300, droppedFrom: `127.0.0.1:${port}|0.000|0.002` });

  it("counts a stream that dropped from the killed instance just after the kill as the kill's reconnect", () => {
    expect(afterKill(part(kill.at + 30, 5002), [kill])).toBe(true);
  });

  it("counts a stream the surviving instance ended as moved, even right after a kill", () => {
    expect(afterKill(part(kill.at + 30, 5001), [kill])).toBe(false);
  });

  it("counts a stream the restarted instance ended long after the kill as moved", () => {
    expect(afterKill(part(kill.at + 20_000, 5002), [kill])).toBe(false);
  });

  it("counts nothing before the first kill as a kill's", () => {
    expect(afterKill(part(kill.at - 5_000, 5002), [kill])).toBe(false);
  });

  it("reads the instance nginx names last", () => {
    expect(parseUpstream("127.0.0.1:5001, 127.0.0.1:5002|0.001, 0.000|-, 0.004")).toEqual({ port: 5002, tries: 2, connectMs: 0, headMs: 4 });
  });

  it("splits the reconnects by the kill that caused them, with the nearest cut", () => {
    const kills = [kill, { at: 200_000, port: 5001 }];
    const lines = reconnectsByKill(
      [
        { ms: 1_000, at: 101_000 },
        { ms: 3_000, at: 103_000 },
        { ms: 2_000, at: 202_000 },
      ],
      kills,
      [98_000, 260_000],
    );
    expect(lines).toEqual([
      "kill 1 (port 5002, nearest cut -2.0 s): 2 reconnects; p50 1000, p99 3000, worst 3000",
      "kill 2 (port 5001, nearest cut +60.0 s): 1 reconnects; p50 2000, p99 2000, worst 2000",
    ]);
  });
});
