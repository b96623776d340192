import { z } from "zod";
import { ADMIN_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from "./roles";

/**
 * The account payloads, checked alike by the Accounts screens and the server. Each failure has a
 * code the screens show in the admin's language.
 */
export const ACCOUNT_FAILURE_CODES = [
  "invalid_username",
  "password_too_short",
  "password_too_long",
  "password_weak",
  "password_contains_username",
  "protected_account",
  "invalid_role",
  "invalid_email",
  "missing_fields",
  "username_taken",
  "wrong_password",
  "cannot_remove_self",
  "last_admin",
  "not_found",
  "forbidden",
  "throttled",
] as const;
export type AccountFailureCode = (typeof ACCOUNT_FAILURE_CODES)[number];

const password = z
  .string({ error: "password_too_short" })
  .min(PASSWORD_MIN_LENGTH, { error: "password_too_short" })
  .max(PASSWORD_MAX_LENGTH, { error: "password_too_long" });

/** An account's own address (where its campaign tests may go): set by admins only; empty clears it. */
const accountEmail = z
  .string({ error: "invalid_email" })
  .trim()
  .max(254, { error: "invalid_email" })
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(""), z.email({ error: "invalid_email" })]))
  .transform((value) => value || null);

export const newAccountSchema = z.object({
  username: z
    .string({ error: "invalid_username" })
    .trim()
    .min(1, { error: "invalid_username" })
    .max(USERNAME_MAX_LENGTH, { error: "invalid_username" })
    .regex(USERNAME_PATTERN, { error: "invalid_username" }),
  password,
  role: z.enum(ADMIN_ROLES, { error: "invalid_role" }),
  email: accountEmail.optional(),
});

/** `PATCH /api/admin/users/:id`: a new role, a new address, or both. */
export const accountChangeSchema = z
  .object({ role: z.enum(ADMIN_ROLES, { error: "invalid_role" }).optional(), email: accountEmail.optional() })
  .refine((change) => change.role !== undefined || change.email !== undefined, { error: "invalid_role" });

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: "missing_fields" }).min(1, { error: "missing_fields" }).max(PASSWORD_MAX_LENGTH, { error: "missing_fields" }),
  newPassword: password,
});

/** The first problem of a payload as one of our codes (the schemas above word every issue as a code). */
export function accountFailureOf(error: z.ZodError): AccountFailureCode {
  const code = error.issues[0]?.message;
  return (ACCOUNT_FAILURE_CODES as readonly string[]).includes(code ?? "") ? (code as AccountFailureCode) : "missing_fields";
}

/** An account as `GET /api/admin/users` lists it; the Accounts screen reads the list with it. */
export const listedAccountSchema = z.object({ id: z.number().int(), username: z.string(), role: z.enum(ADMIN_ROLES), email: z.string().nullable(), createdAt: z.string() });
export type ListedAccount = z.infer<typeof listedAccountSchema>;

/** The login's answers: the session's token, or a refusal's code (with the wait of a throttled login). */
export const loginAnswerSchema = z.object({ token: z.string().min(1) });
export const loginRefusalSchema = z
  .object({ code: z.string().optional().catch(undefined), retryAfterSeconds: z.number().positive().optional().catch(undefined) })
  .catch({});
