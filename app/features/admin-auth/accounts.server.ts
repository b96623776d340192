import { asc, eq, sql } from "drizzle-orm";
import type { ZodError } from "zod";
import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import { adminUsers } from "../../db/schema/admin-auth";
import { createRateLimiter } from "../../security/rate-limit.server";
import { type AccountFailureCode, accountChangeSchema, accountFailureOf, newAccountSchema, passwordChangeSchema } from "./schema";
import { hashPassword, verifyPassword } from "./password.server";
import { passwordProblem } from "./password-strength.server";
import { type AdminRole, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "./roles";
import { type AdminIdentity, endSessionsOf } from "./sessions.server";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type AccountRow = { id: number; username: string; role: AdminRole; email: string | null; createdAt: Date };

const columns = { id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, email: adminUsers.email, createdAt: adminUsers.createdAt };

/** An account's own address (set by admins on the Accounts screen), or null. */
export async function accountEmailOf(db: Db, adminId: number): Promise<string | null> {
  const [account] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, adminId));
  return account?.email ?? null;
}

/** The messages beside each code, for API clients; the screens word the codes themselves. */
const MESSAGES: Record<Exclude<AccountFailureCode, "forbidden">, string> = {
  invalid_username: `A username is 1 to ${USERNAME_MAX_LENGTH} letters, digits or the signs . _ - @`,
  password_too_short: `A password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  password_too_long: `A password has at most ${PASSWORD_MAX_LENGTH} characters`,
  password_weak: "This password is too easy to guess: use a longer phrase of unrelated words",
  password_contains_username: "A password may not contain the username",
  protected_account: "This account is named in ADMIN_USERNAME: it stays an admin and cannot be removed here",
  invalid_role: "role must be admin or editor",
  invalid_email: "email must be an e-mail address, or empty to clear it",
  missing_fields: "currentPassword and newPassword are both required",
  username_taken: "That username is taken",
  cannot_remove_self: "You cannot remove your own account",
  last_admin: "The last admin cannot be removed or made an editor; make another account an admin first",
  not_found: "No such account: it may have been removed already",
  wrong_password: "The current password is wrong",
  throttled: "Too many wrong current passwords; try again later",
};
const fail = (code: keyof typeof MESSAGES) => new ApiError(code, MESSAGES[code]);

function parsed<T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } }, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const code = accountFailureOf(result.error);
  throw fail(code === "forbidden" ? "missing_fields" : code);
}

/**
 * Colleagues' accounts: listing, adding, changing a role, removing, and one's own password.
 * `sessionsChanged` is told whenever sessions end or a role changes, so live sockets follow at once.
 */
export function createAccountService(db: Db, sessionsChanged: () => void, options: { protectedUsername?: string } = {}) {
  // A stolen session must not become a way to guess the account's password.
  const passwordGuesses = createRateLimiter({ db, scope: "password-change", limit: 5, windowMs: 15 * 60_000 });

  /**
   * Runs a change that could leave no admin inside one transaction that first locks every admin
   * row: two admins demoting each other at once cannot both pass the check.
   */
  async function keepingAnAdmin<T>(targetId: number, change: (tx: Transaction) => Promise<T>, leavesAdminRole: boolean): Promise<T> {
    return db.transaction(async (tx) => {
      const admins = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "admin")).for("update");
      const [target] = await tx.select(columns).from(adminUsers).where(eq(adminUsers.id, targetId));
      if (!target) throw fail("not_found");
      // The account of ADMIN_USERNAME is the way back in (it is made an admin again at each start).
      if (leavesAdminRole && options.protectedUsername !== undefined && target.username === options.protectedUsername) throw fail("protected_account");
      if (leavesAdminRole && target.role === "admin" && admins.length <= 1) throw fail("last_admin");
      return change(tx);
    });
  }

  return {
    list(): Promise<AccountRow[]> {
      return db.select(columns).from(adminUsers).orderBy(asc(adminUsers.username));
    },

    async create(input: unknown): Promise<AccountRow> {
      const account = parsed(newAccountSchema, input);
      const weak = passwordProblem(account.password, account.username);
      if (weak) throw fail(weak);
      // Names differing only in case would be told apart by the login alone: too easy to confuse.
      const [taken] = await db.select({ id: adminUsers.id }).from(adminUsers).where(sql`lower(${adminUsers.username}) = lower(${account.username})`);
      if (taken) throw fail("username_taken");
      const [created] = await db
        .insert(adminUsers)
        .values({ username: account.username, role: account.role, email: account.email ?? null, passwordHash: await hashPassword(account.password) })
        .onConflictDoNothing()
        .returning(columns);
      if (!created) throw fail("username_taken");
      return created;
    },

    /** A new role (which the sockets follow at once) and/or a new address. */
    async change(id: number, input: unknown): Promise<AccountRow> {
      const { role, email } = parsed(accountChangeSchema, input);
      const updated = await keepingAnAdmin(
        id,
        async (tx) => (await tx.update(adminUsers).set({ role, email, updatedAt: sql`now()` }).where(eq(adminUsers.id, id)).returning(columns))[0]!,
        role !== undefined && role !== "admin",
      );
      if (role !== undefined) sessionsChanged();
      return updated;
    },

    async remove(id: number, by: AdminIdentity): Promise<void> {
      if (id === by.adminId) throw fail("cannot_remove_self");
      // Its sessions go with it (the foreign key cascades), in the same statement.
      await keepingAnAdmin(id, (tx) => tx.delete(adminUsers).where(eq(adminUsers.id, id)), true);
      sessionsChanged();
    },

    async changeOwnPassword(by: AdminIdentity, input: unknown): Promise<void> {
      const { currentPassword, newPassword } = parsed(passwordChangeSchema, input);
      const weak = passwordProblem(newPassword, by.username);
      if (weak) throw fail(weak);
      const key = String(by.adminId);
      const counted = await passwordGuesses.hit(key);
      if (!counted.allowed) throw fail("throttled");
      const [account] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, by.adminId));
      if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) throw fail("wrong_password");
      await passwordGuesses.reset(key);
      await db
        .update(adminUsers)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
        .where(eq(adminUsers.id, by.adminId));
      await endSessionsOf(db, by.adminId, by.sessionId);
      sessionsChanged();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
