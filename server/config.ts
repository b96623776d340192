import { FORM_RATE_LIMIT } from "../app/features/inquiries/forms.server";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    EVENTHUB_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    EVENTHUB_API_KEY: optionalText,
    EVENTHUB_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(FORM_RATE_LIMIT.limit),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  });

export type ServerConfig = {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  publicUrl: string | undefined;
  /** The ticketing provider; without a URL the in-process sandbox stands in for it. */
  eventHub: { url: string | undefined; apiKey: string | undefined; sandboxPort: number };
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  /** Public form submissions allowed per client address in each window. */
  formRateLimit: { limit: number; windowMs: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  return {
    production: values.NODE_ENV === "production",
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    admin:
      values.ADMIN_USERNAME && values.ADMIN_PASSWORD
        ? { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD }
        : undefined,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ""),
    eventHub: { url: values.EVENTHUB_URL, apiKey: values.EVENTHUB_API_KEY, sandboxPort: values.EVENTHUB_SANDBOX_PORT },
    logLevel: values.LOG_LEVEL,
    formRateLimit: { limit: values.FORM_RATE_LIMIT, windowMs: FORM_RATE_LIMIT.windowMs },
  };
}
