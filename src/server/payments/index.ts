import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "./gateway";

/** Picks the payment gateway from the configuration (the investing feature fills this in). */
export function createPaymentGateway(_config: Config, _db: Db): PaymentGateway {
  const unavailable = async (): Promise<never> => {
    throw new Error("Payments are not available yet");
  };
  return { name: "sandbox", createIntent: unavailable, retrieveIntent: unavailable, cancelIntent: unavailable, refund: unavailable };
}
