import { FORM_RATE_LIMIT } from "../app/forms/public-form.server";
import { passwordProblem } from "../app/features/admin-auth/password-strength.server";
import { NEWSLETTER_RATE_DEFAULT } from "../app/features/campaigns/schema";
import { SEARCHES_PER_MINUTE } from "../app/features/search/search-limit.server";
import path from "node:path";
import { SITE_CONTACTS } from "../app/site-config";
import { z } from "zod";
import type { ServerConfig } from "../app/capability.server";

export type { ServerConfig };

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** `hall@example.am` or `Concert Hall <hall@example.am>`. */
const MAILBOX = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/** `hall.example.am`, `hall-staging`, `[2001:db8::1]`: a name as the Host header carries it, without port. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])$/;

const S3_VARIABLES = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const;

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
    EVENTHUB_SANDBOX_EVENTS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(100_000).optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(FORM_RATE_LIMIT.limit),
    NEWSLETTER_RATE: z.coerce.number().int().min(1).max(1_000_000).default(NEWSLETTER_RATE_DEFAULT),
    SEARCHES_PER_MINUTE: z.coerce.number().int().min(60).max(1_000_000).default(SEARCHES_PER_MINUTE),
    TRUST_PROXY: optionalText,
    ALLOWED_HOSTS: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean))
        .pipe(z.array(z.string().regex(HOST_NAME, "must be host names without scheme or port, comma-separated")))
        .optional(),
    ),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be smtp://user:pass@host:587 or smtps://user:pass@host:465" }).optional()),
    MAIL_FROM: optionalText.pipe(z.string().regex(MAILBOX, "must be an address, or a name and <address>").optional()),
    VISITOR_FIGURES: z.enum(["on", "off"]).default("on"),
    OFFLINE_PROGRAMMES: z.enum(["on", "off"]).default("on"),
    METRICS_TOKEN: optionalText.pipe(z.string().min(24, "must be at least 24 characters (e.g. openssl rand -hex 24)").regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces").optional()),
    STAFF_EMAIL: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(",").map((address) => address.trim()).filter(Boolean))
        .pipe(z.array(z.email({ error: "must be one or more e-mail addresses, comma-separated" })))
        .optional(),
    ),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  .refine((env) => new Set(S3_VARIABLES.map((name) => Boolean(env[name]))).size === 1, {
    message: `${S3_VARIABLES.join(", ")} must be set together`,
    path: ["S3_BUCKET"],
  });

/** "true"/"false", a hop count ("1"), or addresses and subnets as Express reads them ("loopback, 10.0.0.0/8"). */
function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const weak = values.ADMIN_USERNAME && values.ADMIN_PASSWORD ? passwordProblem(values.ADMIN_PASSWORD, values.ADMIN_USERNAME) : null;
  if (weak) {
    throw new ConfigError(
      `Invalid environment:\n  ADMIN_PASSWORD: ${
        weak === "password_contains_username"
          ? "must not contain ADMIN_USERNAME"
          : "is too easy to guess (common, short or patterned); use a longer phrase of several unrelated words"
      }`,
    );
  }
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
    allowedHosts: values.ALLOWED_HOSTS ?? [],
    eventHub: { url: values.EVENTHUB_URL, apiKey: values.EVENTHUB_API_KEY, sandboxPort: values.EVENTHUB_SANDBOX_PORT, sandboxEvents: values.EVENTHUB_SANDBOX_EVENTS },
    logLevel: values.LOG_LEVEL,
    formRateLimit: { limit: values.FORM_RATE_LIMIT, windowMs: FORM_RATE_LIMIT.windowMs },
    visitorFigures: values.VISITOR_FIGURES === "on",
    offlineProgrammes: values.OFFLINE_PROGRAMMES === "on",
    trustProxy: readTrustProxy(values.TRUST_PROXY),
    s3:
      values.S3_BUCKET && values.S3_ENDPOINT && values.S3_REGION && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY && values.S3_PUBLIC_URL
        ? {
            bucket: values.S3_BUCKET,
            endpoint: values.S3_ENDPOINT.replace(/\/+$/, ""),
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            publicUrl: values.S3_PUBLIC_URL.replace(/\/+$/, ""),
          }
        : undefined,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM ?? SITE_CONTACTS.infoEmail, staff: values.STAFF_EMAIL ?? [] },
    newsletterRate: values.NEWSLETTER_RATE,
    searchesPerMinute: values.SEARCHES_PER_MINUTE,
    metricsToken: values.METRICS_TOKEN,
  };
}
