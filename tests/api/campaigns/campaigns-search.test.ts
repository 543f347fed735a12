import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, type CampaignRow } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createPlayer, setupTestApp, uniqueName } from "../helpers";

// The search page is two arms (names, tournaments) merged (docs/decisions/114-search-by-player.md): every sort,
// filter and page boundary is checked here against the rule itself, computed in TypeScript over the same rows.
const ctx = setupTestApp();

type Query = Record<string, string | number>;

async function list(query: Query) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await ctx.app.inject({ method: "GET", url: `/api/campaigns?${qs}` });
  expect(res.statusCode, qs).toBe(200);
  return { ids: (res.json() as Array<{ id: number }>).map((r) => r.id), hasMore: res.headers["x-has-more"] };
}

const cents = (s: string) => Math.round(Number(s) * 100);
const day = 86_400_000;

/** The browse rule over rows: listed, term in tournament or player name (case-insensitive), filters, sort, ties on id. */
function expected(
  rows: CampaignRow[],
  q: { search: string; sort: "newest" | "buyin" | "funded"; open?: boolean; minBuyIn?: number; maxBuyIn?: number; dateFrom?: string; dateTo?: string },
) {
  const term = q.search.toLowerCase();
  const hit = rows.filter(
    (r) =>
      (r.status === "active" || (r.status === "funded" && !q.open)) &&
      (r.tournament.toLowerCase().includes(term) || r.playerName.toLowerCase().includes(term)) &&
      (q.minBuyIn === undefined || cents(r.buyIn) >= q.minBuyIn * 100) &&
      (q.maxBuyIn === undefined || cents(r.buyIn) <= q.maxBuyIn * 100) &&
      (!q.dateFrom || (r.tournamentDate !== null && r.tournamentDate >= new Date(`${q.dateFrom}T00:00:00Z`))) &&
      (!q.dateTo || (r.tournamentDate !== null && r.tournamentDate.getTime() < new Date(`${q.dateTo}T00:00:00Z`).getTime() + day)),
  );
  const key = (a: CampaignRow, b: CampaignRow) => {
    if (q.sort === "newest") return b.createdAt.getTime() - a.createdAt.getTime();
    if (q.sort === "buyin") return cents(b.buyIn) - cents(a.buyIn);
    // funded share, compared exactly: b.cur / b.target vs a.cur / a.target
    return cents(b.currentAmount) * cents(a.targetAmount) - cents(a.currentAmount) * cents(b.targetAmount);
  };
  return hit.sort((a, b) => key(a, b) || b.id - a.id).map((r) => r.id);
}

async function seedTagged() {
  const tag = uniqueName("Arm").replace(/_/g, "");
  const alpha = await createPlayer(ctx.db, { firstName: "Ann", lastName: `${tag}Alpha` });
  const beta = await createPlayer(ctx.db, { firstName: "Bob", lastName: `${tag}Beta` });
  const other = await createPlayer(ctx.db, { firstName: "Cy", lastName: "Unrelated" });
  const now = Date.now();
  const tie = new Date(now - 5 * day);
  const specs: Array<[typeof alpha, Partial<typeof campaigns.$inferInsert>]> = [
    [alpha, { createdAt: new Date(now - 1 * day), buyIn: "500.00", targetAmount: "250.00", currentAmount: "100.00" }],
    [alpha, { createdAt: tie, buyIn: "2500.00", targetAmount: "1000.00", currentAmount: "500.00", tournamentDate: new Date("2031-03-01T00:00:00Z") }],
    [alpha, { createdAt: tie, buyIn: "2500.00", targetAmount: "2000.00", currentAmount: "1000.00", tournamentDate: new Date("2031-03-10T18:00:00Z") }],
    [alpha, { createdAt: new Date(now - 9 * day), status: "funded", currentAmount: "5000.00", tournamentDate: null }],
    [alpha, { createdAt: new Date(now - 2 * day), status: "completed", finalPosition: 3, totalWinnings: "100.00" }],
    [alpha, { createdAt: new Date(now - 3 * day), status: "cancelled" }],
    // a name the player had when creating these (campaigns keep it) and the current one
    [beta, { createdAt: new Date(now - 4 * day), playerName: `Bob ${tag}Old`, buyIn: "100000.00", targetAmount: "5000.00" }],
    [beta, { createdAt: new Date(now - 6 * day), playerName: `Bob ${tag}Old`, buyIn: "1000.00", targetAmount: "500.00", currentAmount: "250.00" }],
    [beta, { createdAt: new Date(now - 7 * day), buyIn: "1000.00", targetAmount: "500.00", tournamentDate: new Date("2031-04-01T00:00:00Z") }],
    [beta, { createdAt: new Date(now - 8 * day), status: "funded", buyIn: "5000.00", targetAmount: "500.00", currentAmount: "500.00" }],
    // matched by the tournament only, and by both
    [other, { createdAt: new Date(now - 0.5 * day), tournament: `${tag} Cup 1`, buyIn: "5000.00", targetAmount: "1000.00", currentAmount: "999.99" }],
    [
      other,
      {
        createdAt: tie,
        tournament: `${tag} Cup 2`,
        buyIn: "2500.00",
        targetAmount: "100.00",
        currentAmount: "50.00",
        tournamentDate: new Date("2031-03-10T00:00:00Z"),
      },
    ],
    [other, { createdAt: new Date(now - 10 * day), tournament: `${tag} Cup 3`, status: "funded", currentAmount: "5000.00" }],
    [other, { createdAt: new Date(now - 11 * day), tournament: `${tag} Cup 4`, status: "completed", finalPosition: 0, totalWinnings: "0.00" }],
    [alpha, { createdAt: new Date(now - 12 * day), tournament: `${tag} Cup of ${tag}Alpha`, buyIn: "25000.00" }],
    [other, { createdAt: new Date(now - 13 * day) }],
  ];
  const rows: CampaignRow[] = [];
  for (const [player, overrides] of specs) rows.push(await createCampaign(ctx.db, player, overrides));
  // a name changed in place is searchable too (the names table follows updates)
  const [renamed] = await ctx.db
    .update(campaigns)
    .set({ playerName: `Cy ${tag}Renamed` })
    .where(eq(campaigns.id, rows[15].id))
    .returning();
  rows[15] = renamed;
  // and so is a tournament renamed in place (the tournament names table follows updates too)
  const [moved] = await ctx.db
    .update(campaigns)
    .set({ tournament: `${tag} Moved Cup` })
    .where(eq(campaigns.id, rows[11].id))
    .returning();
  rows[11] = moved;
  return { tag, rows };
}

const SORTS = ["newest", "buyin", "funded"] as const;

describe("GET /api/campaigns search: every sort, filter and page over both arms", () => {
  it("finds the same rows in the same order as the rule, for names, tournaments, both and old names", async () => {
    const { tag, rows } = await seedTagged();
    const terms = [tag, `${tag}alpha`, `bob ${tag}old`, `${tag} cup`, `${tag}renamed`, `${tag} moved`, `${tag}Nobody`];
    for (const search of terms)
      for (const sort of SORTS) {
        const want = expected(rows, { search, sort });
        const got = await list({ search, sort, limit: 100 });
        expect(got.ids, `${search} ${sort}`).toEqual(want);
        expect(got.hasMore).toBe("false");
      }
    // sanity: the grid is not vacuous
    expect(expected(rows, { search: tag, sort: "newest" })).toHaveLength(13);
    expect(expected(rows, { search: `bob ${tag}old`, sort: "newest" })).toHaveLength(2);
    expect(expected(rows, { search: `${tag} moved`, sort: "newest" })).toHaveLength(1);
  });

  it("matches names case-insensitively beyond ASCII, as ILIKE does, and takes the user's % and _ literally", async () => {
    const tag = uniqueName("Uni").replace(/_/g, "");
    const accented = await createPlayer(ctx.db, { firstName: "Élodie", lastName: `Ørsted${tag}` });
    const literal = await createPlayer(ctx.db, { firstName: "Per%cent", lastName: `Under_${tag}` });
    const a = await createCampaign(ctx.db, accented);
    const b = await createCampaign(ctx.db, literal);
    for (const search of [`élodie ørsted${tag}`, `ÉLODIE ØRSTED${tag}`, `ørSTED${tag.toLowerCase()}`])
      expect((await list({ search })).ids, search).toEqual([a.id]);
    expect((await list({ search: `per%cent under_${tag}` })).ids).toEqual([b.id]);
    // % and _ are not wildcards: "Per_cent" would match "Per%cent" if _ were one
    expect((await list({ search: `Per_cent Under_${tag}` })).ids).toEqual([]);
  });

  it("applies every filter inside both arms", async () => {
    const { tag, rows } = await seedTagged();
    const filters: Array<[Query, Parameters<typeof expected>[1] extends infer Q ? Omit<Q, "search" | "sort"> : never]> = [
      [{ open: "true" }, { open: true }],
      [{ minBuyIn: "2500" }, { minBuyIn: 2500 }],
      [{ maxBuyIn: "2500" }, { maxBuyIn: 2500 }],
      [
        { minBuyIn: "1000", maxBuyIn: "5000", open: "true" },
        { minBuyIn: 1000, maxBuyIn: 5000, open: true },
      ],
      [
        { dateFrom: "2031-03-01", dateTo: "2031-03-10" },
        { dateFrom: "2031-03-01", dateTo: "2031-03-10" },
      ],
      [{ dateFrom: "2031-03-02" }, { dateFrom: "2031-03-02" }],
    ];
    for (const [query, rule] of filters)
      for (const sort of SORTS) {
        const want = expected(rows, { search: tag, sort, ...rule });
        expect((await list({ search: tag, sort, limit: 100, ...query })).ids, `${JSON.stringify(query)} ${sort}`).toEqual(want);
      }
    // none of these campaigns is linked to a sponsored tournament
    expect((await list({ search: tag, verified: "true" })).ids).toEqual([]);
  });

  it("pages at every boundary: each limit and offset gives its slice and says whether more follow", async () => {
    const { tag, rows } = await seedTagged();
    for (const sort of SORTS) {
      const all = expected(rows, { search: tag, sort });
      for (const limit of [1, 2, 5, 11, 12, 13])
        for (let offset = 0; offset <= all.length + 1; offset += limit === 1 ? 1 : 3) {
          const page = await list({ search: tag, sort, limit, offset });
          expect(page.ids, `${sort} limit ${limit} offset ${offset}`).toEqual(all.slice(offset, offset + limit));
          expect(page.hasMore, `${sort} limit ${limit} offset ${offset}`).toBe(String(all.length > offset + limit));
        }
    }
  });
});
