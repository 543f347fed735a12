import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], { message: "must be true or false" })
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const rate = z.coerce.number({ message: "must be a number" }).min(0, "must be between 0 and 1").max(1, "must be between 0 and 1");

const count = (min: number) => z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(min, `must be at least ${min}`);

/**
 * TRUST_PROXY as Fastify's trustProxy option takes it: unset trusts no proxy header (the socket's address is
 * the client's), a number trusts that many hops, anything else is a comma-separated list of the proxies'
 * addresses or subnets (proxy-addr's names "loopback", "linklocal", "uniquelocal" included).
 * "true" (trust every hop) is refused: it lets any client choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .refine((v) => v !== "true", "must be a hop count or the proxies' addresses, not true (that would trust any client's X-Forwarded-For)")
  .transform((v): false | number | string[] => {
    if (v === "false" || v === "0") return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  })
  .optional();

export const configSchema = z
  .object({
    PORT: z.coerce.number({ message: "must be a port number" }).int("must be a whole number").min(0).max(65535, "must be at most 65535").default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    SEED_DEMO: bool.optional(),
    // no default here: with DATABASE_URL (a real deployment) it must be chosen; see the refinement below
    PAYMENTS: z.enum(["sandbox", "stripe"], { message: "must be sandbox or stripe" }).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_HOST: z.string().optional(),
    VITE_STRIPE_PUBLIC_KEY: z.string().optional(),
    TRUST_PROXY: trustProxy,
    AUTH_RATE_LIMIT_MAX: count(1).default(10),
    /** open event streams (live displays, notification bells: each counted apart) allowed from one client address, and on this instance in all */
    LIVE_STREAMS_PER_ADDRESS: count(1).default(20),
    LIVE_STREAMS_MAX: count(1).default(5000),
    /** how often each instance says how many event streams it holds and hands its excess to the others (decision 245); 0: never. PostgreSQL only */
    STREAM_BALANCE_MS: count(0).default(1000),
    /** connections the kernel may hold waiting for accept(): a crowd of displays opening at once (Node's own default is 511) */
    LISTEN_BACKLOG: count(1).default(4096),
    /** the bearer token GET /metrics asks for; unset: no metrics endpoint */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** where mail goes: smtp:// or smtps:// URL; unset, each mail is written as an .eml file under DATA_DIR/outbox */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("StakeLine <no-reply@localhost>"),
    /** the site's address as users reach it, for links in mails; unset: http://localhost:PORT */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+/, "must be an http:// or https:// URL")
      .optional(),
    /** how often each instance looks for mail to send, in ms; 0: never by itself (tests run the outbox by hand) */
    MAIL_POLL_MS: count(0).default(1000),
    /** how often each instance carries out the refunds that are due, in ms; 0: never by itself (tests run them by hand) */
    REFUND_POLL_MS: count(0).default(5000),
    /** how often each instance closes the sales whose deadline has passed (decision 233), in ms; 0: never by itself (tests run it by hand) */
    SALE_WINDOW_POLL_MS: count(0).default(2000),
    /** how often each instance drops the alternates of events whose late registration has closed (decision 236), in ms; 0: never by itself (tests run it by hand) */
    ALTERNATES_POLL_MS: count(0).default(5000),
    /** how often each instance builds the data exports asked for and deletes expired ones, in ms; 0: never (tests run it by hand) */
    DATA_EXPORT_POLL_MS: count(0).default(5000),
    /** how long the sandbox takes to answer a refund, in ms, as a real provider's round trip does (crash tests) */
    SANDBOX_REFUND_DELAY_MS: count(0).default(0),
    /** the share of the sandbox's calls that fail as an unreachable provider's do (0-1; the soak's faults, decision 222) */
    SANDBOX_FAILURE_RATE: rate.default(0),
    /** the share of the sandbox's calls answered only after SANDBOX_SLOW_MS (0-1) */
    SANDBOX_SLOW_RATE: rate.default(0),
    SANDBOX_SLOW_MS: count(0).default(2000),
    /**
     * signs the unsubscribe links in mails; required with DATABASE_URL (every instance must share it, and it is never
     * derived from anything else). Unset on the embedded database: a random one kept in DATA_DIR/link-secret
     */
    LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    NODE_ENV: z.string().default("production"),
  })
  .superRefine((c, ctx) => {
    if (c.DATABASE_URL && !c.PAYMENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message: "must be set when DATABASE_URL is set: stripe, or sandbox for a test deployment (the sandbox simulates payments)",
      });
    }
    if (c.DATABASE_URL && !c.LINK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LINK_SECRET"],
        message: "must be set when DATABASE_URL is set: a random value of at least 32 characters, the same on every instance (it signs the links in mails)",
      });
    }
    if (c.PAYMENTS === "stripe") {
      // a fault plan is the sandbox's, for soaks and tests: never a real provider's calls
      for (const key of ["SANDBOX_FAILURE_RATE", "SANDBOX_SLOW_RATE"] as const) {
        if (c[key] > 0) ctx.addIssue({ code: "custom", path: [key], message: "applies to the sandbox only: unset it with PAYMENTS=stripe" });
      }
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "VITE_STRIPE_PUBLIC_KEY"] as const) {
        if (!c[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENTS=stripe" });
      }
    }
  });

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = Omit<ParsedConfig, "PAYMENTS" | "TRUST_PROXY"> & {
  PAYMENTS: "sandbox" | "stripe";
  /** Fastify's trustProxy: false (the default), a hop count, or the proxies' addresses */
  TRUST_PROXY: false | number | string[];
  seedDemo: boolean;
  inMemory: boolean;
};

export class ConfigError extends Error {}

/** Validates the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const picked = Object.fromEntries(Object.keys(configSchema.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".") || "config"} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const c = parsed.data;
  const inMemory = c.DATA_DIR === "memory://";
  const seedDemo = c.SEED_DEMO ?? !c.DATABASE_URL;
  return { ...c, PAYMENTS: c.PAYMENTS ?? "sandbox", TRUST_PROXY: c.TRUST_PROXY ?? false, seedDemo, inMemory, ...overrides };
}
