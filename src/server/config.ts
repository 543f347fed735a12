import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], { message: "must be true or false" })
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

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
    PAYMENTS: z.enum(["sandbox", "stripe"], { message: "must be sandbox or stripe" }).default("sandbox"),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_HOST: z.string().optional(),
    VITE_STRIPE_PUBLIC_KEY: z.string().optional(),
    AUTH_RATE_LIMIT_MAX: z.coerce.number({ message: "must be a number" }).int().min(1, "must be at least 1").default(10),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    NODE_ENV: z.string().default("production"),
  })
  .superRefine((c, ctx) => {
    if (c.PAYMENTS === "stripe") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "VITE_STRIPE_PUBLIC_KEY"] as const) {
        if (!c[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENTS=stripe" });
      }
    }
  });

export type Config = z.infer<typeof configSchema> & { seedDemo: boolean; inMemory: boolean };

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
  return { ...c, seedDemo, inMemory, ...overrides };
}
