import { describe, expect, it } from "vitest";
import { PEER_SILENT_MS, SETTLE_MS, STREAM_LOAD_CHANNEL } from "../../../src/server/http/stream-balance";
import { createSponsor, testConfig } from "../helpers";
import { eventually } from "../listening";
import { createLiveTournament } from "./live-helpers";
import { twoInstances } from "./two-instances";

// Decision 245: two instances, one holding every stream (as after a kill), the other none (restarted). The ticks are
// run by hand (STREAM_BALANCE_MS is 0 in the tests' config), so what each one does is seen tick by tick.
const two = twoInstances(testConfig({ LIVE_STREAMS_PER_ADDRESS: 100 }), "a");

/** A display on instance A: its text so far, and whether its stream ended. */
async function openDisplay(id: string) {
  const res = await fetch(`${two.base}/api/live/${id}/events`, { signal: two.signal });
  expect(res.status).toBe(200);
  const display = { text: "", ended: false };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        display.text += decoder.decode(value, { stream: true });
      }
      display.ended = true;
    } catch {
      // aborted at the end of the file
    }
  })();
  await eventually("the display's opening state", async () => (display.text.includes("event: state") ? true : undefined));
  return display;
}

/** B says what it holds once A's last hand-over has settled, and A hears it. */
async function bSpeaksAfterSettling() {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const heardAt = Date.now();
  await two.b.streamBalance.tick();
  await eventually("A hearing B", async () => ([...two.a.streamBalance.livePeers().values()][0]!.at >= heardAt ? true : undefined));
}

describe("the instances' event streams kept even (decision 245)", () => {
  it("an instance holding every stream hands the excess over its fair share to a peer holding none, and then stops", async () => {
    const sponsor = await createSponsor(two.first.db);
    const { tournament } = await createLiveTournament(two.first.db, sponsor, 3);
    const displays = await Promise.all(Array.from({ length: 50 }, () => openDisplay(String(tournament.id))));

    // A alone: nobody to hand streams to
    await two.a.streamBalance.tick();
    expect(two.a.streamBalance.shed.get("live") ?? 0).toBe(0);
    // B says it holds none; A hears it
    await two.b.streamBalance.tick();
    await eventually("A hearing B", async () => (two.a.streamBalance.livePeers().size === 1 ? true : undefined));
    expect([...two.a.streamBalance.livePeers().values()][0]!.streams).toBe(0);
    expect(two.a.streamBalance.streams).toBe(50);

    // 50 and 0: fair 25, an excess of 25 over the slack of 20
    await two.a.streamBalance.tick();
    expect(two.a.streamBalance.shed.get("live")).toBe(25);
    await eventually("25 streams ended", async () => (displays.filter((d) => d.ended).length === 25 ? true : undefined));
    // each was told to come back at once (through the proxy, to the lighter instance)
    for (const d of displays.filter((d) => d.ended)) expect(d.text.endsWith("retry: 250\n\n")).toBe(true);

    // before B speaks again, A hands no more over: B's word is from before the streams could reach it
    await two.a.streamBalance.tick();
    expect(two.a.streamBalance.shed.get("live")).toBe(25);
    // B speaks (these displays do not reconnect: it still holds none); 25 and 0 is an excess of 12 within the slack
    await bSpeaksAfterSettling();
    await two.a.streamBalance.tick();
    await new Promise((r) => setTimeout(r, 300));
    expect(two.a.streamBalance.shed.get("live")).toBe(25);
    expect(displays.filter((d) => d.ended)).toHaveLength(25);
    expect(two.a.streamBalance.streams).toBe(25);
    // B handed nothing over: it holds none
    expect(two.b.streamBalance.shed.get("live") ?? 0).toBe(0);
  });

  it("waits longer before handing more over when the ones handed over came back (the proxy still keeps the peer out)", async () => {
    const sponsor = await createSponsor(two.first.db);
    const { tournament } = await createLiveTournament(two.first.db, sponsor, 3);
    // the 25 handed over come back to A: 50 here again, and B still holds none
    const back = await Promise.all(Array.from({ length: 25 }, () => openDisplay(String(tournament.id))));
    expect(two.a.streamBalance.streams).toBe(50);
    await bSpeaksAfterSettling();
    await two.a.streamBalance.tick();
    await new Promise((r) => setTimeout(r, 300));
    expect(two.a.streamBalance.shed.get("live")).toBe(25);
    expect(back.filter((d) => d.ended)).toHaveLength(0);
    expect(two.a.streamBalance.streams).toBe(50);
  });

  it("ignores a word on the channel that is not an instance's count (not JSON, no id, a negative or odd count)", async () => {
    const before = two.a.streamBalance.livePeers().size;
    for (const payload of ["not json", "{}", '{"streams":5}', '{"id":"x","streams":-5}', '{"id":"y","streams":"9"}', '{"id":"z","streams":1e999}'])
      await two.first.notify(STREAM_LOAD_CHANNEL, payload);
    // a well-formed word after them arrives, so the ones before it were heard and dropped
    await two.first.notify(STREAM_LOAD_CHANNEL, JSON.stringify({ id: "w", streams: 3 }));
    await eventually("A hearing w", async () => (two.a.streamBalance.livePeers().has("w") ? true : undefined));
    expect([...two.a.streamBalance.livePeers().keys()].filter((id) => ["x", "y", "z"].includes(id))).toEqual([]);
    expect(two.a.streamBalance.livePeers().size).toBe(before + 1);
  });

  it("forgets a peer not heard for PEER_SILENT_MS (a killed instance is no place for streams)", async () => {
    await two.b.streamBalance.tick();
    await eventually("A hearing B", async () => (two.a.streamBalance.livePeers().has(two.b.streamBalance.id) ? true : undefined));
    expect(two.a.streamBalance.livePeers(Date.now() + PEER_SILENT_MS + 1).size).toBe(0);
  });
});
