import type { AccountThrottle } from "./auth/throttle";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { UserRow } from "./db/schema/index";
import type { Metrics } from "./metrics/registry";
import type { StreamBalance } from "./http/stream-balance";
import type { PaymentGateway } from "./investing/gateway";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    payments: PaymentGateway;
    /** failed password checks per account (sign-in, password change) */
    accountThrottle: AccountThrottle;
    /** the event streams' balance with the other instances (decision 245): the hubs track themselves on it */
    streamBalance: StreamBalance;
    /** this instance's Prometheus metrics (GET /metrics) */
    metrics: Metrics;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
  /** What the API description adds to a route's schema (src/server/docs/openapi.ts); the server reads neither. */
  interface FastifySchema {
    /** error statuses the handler itself may answer, beyond those its kind of route gives (docs/operation-facts.ts) */
    errors?: readonly number[];
    /** answers that are not JSON, by status: their media type (a CSV, an image, an event stream) */
    media?: Readonly<Record<number, string>>;
  }
}
