import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "./gateway";
import { SandboxGateway } from "./sandbox";
import { StripeGateway } from "./stripe";

/** PAYMENTS=stripe gives the Stripe gateway; anything else the offline sandbox (the default). */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  if (config.PAYMENTS === "stripe") return new StripeGateway(config);
  return new SandboxGateway(db);
}
