import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createStakeLineClient, orThrow, StakeLineError, type StakeLineClient } from "../../../sdk/src/index";
import { ROOT, SCHEMA_FILE, schemaSource, writeDescription } from "../../../sdk/scripts/build";
import { createInvestor, createSponsor, injectAs, listeningApp, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { verifiedBust } from "../players/player-helpers";

// Issue 43 item 5: the typed client (sdk/), generated from the API description, against the app on a real port.
const run = promisify(execFile);
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

const ctx = setupTestApp();
const server = listeningApp(ctx);

let stakeline: StakeLineClient;
let sponsor: TestUser;
let seriesId: number;
let eventIds: number[];
let player: { username: string; displayName: string; eventName: string; tournamentId: number };

beforeAll(async () => {
  stakeline = createStakeLineClient({ baseUrl: server.url("/") });
  // a verified record: a sponsored event of 4 whose clock settled the player's campaign (out first, 4th, $0)
  const bust = await verifiedBust(ctx.app, ctx.db, await createInvestor(ctx.db), "300.00");
  player = { username: bust.player.user.username, displayName: bust.campaign.playerName, eventName: bust.event.name, tournamentId: bust.event.id };

  // a series of two events, created through the API by its sponsor
  sponsor = await createSponsor(ctx.db);
  const created = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/series",
    payload: { name: uniqueName("Summer Series"), venue: "Aria, Las Vegas", startDate: "2030-06-01", endDate: "2030-06-07" },
  });
  expect(created.statusCode, created.body).toBe(201);
  seriesId = created.json().id;
  eventIds = [];
  for (const [name, date, buyIn] of [
    ["Opener", "2030-06-02", "400"],
    ["Main Event", "2030-06-05", "1000"],
  ]) {
    const res = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/special-tournaments",
      payload: tournamentBody({ name, date, time: "12:00", location: "Aria, Las Vegas", buyIn, seriesId }),
    });
    expect(res.statusCode, res.body).toBe(201);
    eventIds.push(res.json().id);
  }
});

describe("the typed client (sdk/)", () => {
  it("compiles with its example, as a consumer's tsc sees it (sdk/tsconfig.json)", async () => {
    await run(bin("tsc"), ["--noEmit", "-p", "sdk/tsconfig.json"], { cwd: ROOT }).catch((e: { stdout?: string }) => {
      throw new Error(`tsc -p sdk/tsconfig.json failed:\n${e.stdout}`);
    });
  }, 120_000);

  it("lists a series' events over HTTP", async () => {
    const series = await stakeline.getSeries(seriesId);
    expect(series).toMatchObject({ id: seriesId, venue: "Aria, Las Vegas", startDate: "2030-06-01", endDate: "2030-06-07" });
    expect(series.events.map((e) => [e.id, e.name, e.date, e.buyIn])).toEqual([
      [eventIds[0], "Opener", "2030-06-02", "400.00"],
      [eventIds[1], "Main Event", "2030-06-05", "1000.00"],
    ]);
  });

  it("reads a player's verified record over HTTP", async () => {
    const record = await stakeline.getPlayerRecord(player.username);
    expect(record.username).toBe(player.username);
    expect(record.displayName).toBe(player.displayName);
    expect(record.verified).toEqual({ events: 1, itmPercent: 0, roi: -100, staked: "300.00", backersNet: "-300.00" });
    expect(record.results).toEqual([
      expect.objectContaining({ event: player.eventName, verified: true, finish: 4, fieldSize: 4, tournamentId: player.tournamentId }),
    ]);
  });

  it("lists the sponsored tournaments", async () => {
    const ids = (await stakeline.listTournaments()).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([...eventIds, player.tournamentId]));
  });

  it("a 404 is a StakeLineError with the API's status, message and code", async () => {
    const error = await stakeline.getPlayerRecord("nobody_here_at_all").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StakeLineError);
    expect(error).toMatchObject({ name: "StakeLineError", status: 404, message: "Player not found", code: "not_found" });
    const noSeries = await stakeline.getSeries(2_000_000_000).catch((e: unknown) => e);
    expect(noSeries).toMatchObject({ status: 404, code: "not_found" });
    // a 400 from the schema names the field
    const bad = await stakeline.getPlayerRecord("x".repeat(65)).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: "bad_request", message: expect.stringContaining("username") });
  });

  it("sends the session cookie it is given (a token or a name=value pair), and a call without one is a 401", async () => {
    const me = (client: StakeLineClient) => orThrow(client.api.GET("/api/auth/user"));
    const token = sponsor.cookie.slice(sponsor.cookie.indexOf("=") + 1);
    for (const sessionCookie of [sponsor.cookie, token]) {
      expect(await me(createStakeLineClient({ baseUrl: server.url(""), sessionCookie }))).toMatchObject({ username: sponsor.user.username });
    }
    await expect(me(stakeline)).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("uses the fetch it is given", async () => {
    const seen: string[] = [];
    const client = createStakeLineClient({
      baseUrl: server.url(""),
      fetch: (request) => {
        seen.push(new URL(request.url).pathname);
        return fetch(request);
      },
    });
    await client.getSeries(seriesId);
    expect(seen).toEqual([`/api/series/${seriesId}`]);
  });

  it("the README's example is examples/series-and-record.ts, and it runs against the app", async () => {
    const example = readFileSync(path.join(ROOT, "sdk/examples/series-and-record.ts"), "utf8");
    const readme = readFileSync(path.join(ROOT, "sdk/README.md"), "utf8");
    const block = /## Example[^\n]*\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block, "the README's example block").toBe(example);

    const args = ["--tsconfig", "sdk/tsconfig.json", "sdk/examples/series-and-record.ts", server.url(""), String(seriesId), player.username];
    const { stdout } = await run(bin("tsx"), args, { cwd: ROOT });
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Summer Series_\S+, Aria, Las Vegas \(2030-06-01 to 2030-06-07\)$/);
    expect(lines.slice(1, 3)).toEqual([
      "  2030-06-02 12:00  Opener  buy-in $400.00  0 entrants",
      "  2030-06-05 12:00  Main Event  buy-in $1000.00  0 entrants",
    ]);
    expect(lines[3]).toBe(`${player.displayName}: 1 verified events, ITM 0%, ROI -100%, backers net $-300.00`);
    expect(lines[4]).toMatch(new RegExp(`^  \\d{4}-\\d{2}-\\d{2}  ${player.eventName}  finished 4 of 4  prize \\$0\\.00$`));
  }, 60_000);

  describe("sdk/src/schema.d.ts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "stakeline-sdk-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("is what `npm run sdk` writes from the routes' description (run it after changing a route)", async () => {
      const description = path.join(dir, "openapi.json");
      await writeDescription(description);
      const fresh = await schemaSource(description);
      const committed = readFileSync(SCHEMA_FILE, "utf8");
      // a line diff would be long: say that it differs and where first
      if (fresh !== committed) {
        const a = committed.split("\n");
        const b = fresh.split("\n");
        const at = a.findIndex((line, i) => line !== b[i]);
        expect.fail(`sdk/src/schema.d.ts is stale: run \`npm run sdk\` and commit it (first difference at line ${at + 1}: ${JSON.stringify(b[at])})`);
      }
    }, 120_000);
  });
});
