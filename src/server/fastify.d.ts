import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { UserRow } from "./db/schema/index";
import type { PaymentGateway } from "./payments/gateway";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    payments: PaymentGateway;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}
