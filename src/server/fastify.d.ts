import type { AccountThrottle } from "./auth/throttle";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { UserRow } from "./db/schema/index";
import type { Metrics } from "./metrics/registry";
import type { PaymentGateway } from "./investing/gateway";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    payments: PaymentGateway;
    /** failed password checks per account (sign-in, password change) */
    accountThrottle: AccountThrottle;
    /** this instance's Prometheus metrics (GET /metrics) */
    metrics: Metrics;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}
