/**
 * A typed client for the StakeLine API. The types are the API description's own (schema.d.ts, written by
 * `npm run sdk` from GET /api/openapi.json); the calls go through openapi-fetch, so every operation the
 * description lists is typed by its path, parameters and answers.
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { operations, paths } from "./schema.js";

export type { operations, paths } from "./schema.js";

type JsonOf<Answer> = Answer extends { content: { "application/json": infer Body } } ? Body : never;
/** The JSON body an operation answers with `status` (200 unless given). */
export type AnswerOf<Operation extends keyof operations, Status extends number = 200> = JsonOf<
  operations[Operation]["responses"][Status & keyof operations[Operation]["responses"]]
>;

/** The body of every error answer: a message for people, a stable code for programs, sometimes a link to act on. */
export type ErrorBody = AnswerOf<"getPlayersByUsername", 404>;
/** A player's public page: the verified record (events settled by a sponsor's clock) apart from the self-reported one. */
export type PlayerRecord = AnswerOf<"getPlayersByUsername">;
/** A sponsored tournament as GET /api/special-tournaments lists it. */
export type Tournament = AnswerOf<"getSpecialTournaments">[number];
/** A series (a festival of one sponsor's events) with its events. */
export type Series = AnswerOf<"getSeriesById">;

/** An answer that is not a success, with the API's error body. */
export class StakeLineError extends Error {
  override readonly name = "StakeLineError";
  /** the HTTP status (404, 409, ...) */
  readonly status: number;
  /** the stable machine code: `not_found`, `conflict`, or a specific one such as `campaign_sold_out` */
  readonly code: string;
  /** where the caller can act on it (e.g. the identity step), when the API gives one */
  readonly link?: string;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    if (body.link !== undefined) this.link = body.link;
  }

  /** The error of an answer that is not ok; a body that is not the API's (a proxy's page) gives `unexpected_answer`. */
  static of(response: Response, body: unknown): StakeLineError {
    const b = body as Partial<ErrorBody> | undefined;
    if (b && typeof b === "object" && typeof b.message === "string" && typeof b.code === "string") return new StakeLineError(response.status, b as ErrorBody);
    const message = `${response.status} ${response.statusText}`.trim();
    return new StakeLineError(response.status, { message, code: "unexpected_answer" });
  }
}

/**
 * The data of an openapi-fetch call, or a StakeLineError when the answer is not a success:
 * `const me = await orThrow(stakeline.api.GET("/api/auth/user"))`.
 */
export async function orThrow<Data>(call: Promise<{ data?: Data; error?: unknown; response: Response }>): Promise<Data> {
  const { data, error, response } = await call;
  if (!response.ok) throw StakeLineError.of(response, error);
  return data as Data;
}

export interface StakeLineClientOptions {
  /** the site, e.g. `https://stakeline.example` (the API's paths start with /api) */
  baseUrl: string;
  /** a fetch of your own (tests, proxies, retries); the global fetch by default */
  fetch?: ClientOptions["fetch"];
  /**
   * For server-side callers: the session token POST /api/login set as a cookie (sent as `__Host-sid`), or a whole
   * `name=value` cookie pair. Calls that need a session answer 401 without it. A browser on the site's own origin
   * sends its cookie itself and needs none.
   */
  sessionCookie?: string;
}

export interface StakeLineClient {
  /** every operation of the API description, typed: `api.GET("/api/campaigns/{id}", { params: { path: { id } } })` */
  api: Client<paths>;
  /** GET /api/series/{id}: the series with its events */
  getSeries(id: number): Promise<Series>;
  /** GET /api/players/{username}: the player's public page with the verified record */
  getPlayerRecord(username: string): Promise<PlayerRecord>;
  /** GET /api/special-tournaments: live and upcoming tournaments, then the most recent finished ones */
  listTournaments(): Promise<Tournament[]>;
}

export function createStakeLineClient(options: StakeLineClientOptions): StakeLineClient {
  const { baseUrl, fetch, sessionCookie } = options;
  const cookie = sessionCookie === undefined ? undefined : sessionCookie.includes("=") ? sessionCookie : `__Host-sid=${sessionCookie}`;
  const api = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    ...(fetch ? { fetch } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return {
    api,
    getSeries: (id) => orThrow(api.GET("/api/series/{id}", { params: { path: { id } } })),
    getPlayerRecord: (username) => orThrow(api.GET("/api/players/{username}", { params: { path: { username } } })),
    listTournaments: () => orThrow(api.GET("/api/special-tournaments")),
  };
}
