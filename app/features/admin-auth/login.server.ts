import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { adminUsers } from "../../db/schema/admin-auth";
import { addressKey, createRateLimiter, type RateLimiter } from "../../security/rate-limit.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession } from "./sessions.server";

/** Five failed logins per 15 minutes, counted per client address and per (username, address) pair. */
export const LOGIN_FAILURE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Guessing one username from many addresses: past 50 failures in 5 minutes, an address that has
 * already failed on that name waits out those minutes. An address that has not been failing is
 * never turned away by it, so nobody can lock an admin out by failing on their name.
 */
export const LOGIN_USERNAME_LIMIT = { limit: 50, windowMs: 5 * 60_000 };

/**
 * Each failure carries a code; the login screen shows its own text for it in the language the
 * admin chose (app/admin/texts/), and the message is for other API clients.
 */
export const LOGIN_FAILURES = {
  missing_fields: { status: 400, message: "Username and password are both required" },
  invalid_credentials: { status: 401, message: "Wrong username or password" },
  throttled: { status: 429, message: "Too many failed attempts; try again later" },
} as const;
export type LoginFailureCode = keyof typeof LOGIN_FAILURES;

export type LoginOutcome =
  | { status: 200; token: string }
  | { status: 400 | 401; code: LoginFailureCode; message: string }
  | { status: 429; code: "throttled"; message: string; retryAfterSeconds: number };

const failure = (code: "missing_fields" | "invalid_credentials") => ({ ...LOGIN_FAILURES[code], code });

/**
 * A sign-in or a refused one, for the audit log. `username` is the account's name when the name
 * typed is one (whatever its case), else empty: what was typed is never kept (it may be a password
 * typed into the wrong field). Refusals by the limit are one event per client address and window
 * of the address's count (`address`, `window`), which the log keeps as one entry with a count.
 */
export type SignInEvent =
  | { outcome: "sign-in" | "sign-in-failed"; adminId: number | null; username: string }
  | { outcome: "sign-in-throttled"; address: string; window: Date };

export function createLoginService(
  db: Db,
  limits = LOGIN_FAILURE_LIMIT,
  recordSignIn: (event: SignInEvent) => Promise<void> = async () => {},
  usernameLimits = LOGIN_USERNAME_LIMIT,
) {
  const byClient: RateLimiter = createRateLimiter({ db, scope: "login-client", ...limits });
  const byPair: RateLimiter = createRateLimiter({ db, scope: "login-pair", ...limits });
  const byUsername: RateLimiter = createRateLimiter({ db, scope: "login-user", ...usernameLimits });
  // Unknown usernames are checked against this hash, so a failure takes the same time either way.
  let decoyHash: Promise<string> | null = null;

  return {
    async login(input: { username?: unknown; password?: unknown }, clientIp: string): Promise<LoginOutcome> {
      const username = typeof input.username === "string" ? input.username.trim().slice(0, 200) : "";
      const password = typeof input.password === "string" ? input.password.slice(0, 1024) : "";
      if (!username || !password) return failure("missing_fields");

      const userKey = username.toLowerCase();
      const clientKey = addressKey(clientIp);
      const pairKey = `${userKey}\n${clientKey}`;
      const throttled = (retryAfterSeconds: number): LoginOutcome => ({ ...LOGIN_FAILURES.throttled, code: "throttled", retryAfterSeconds });
      // Counted before the slow password check, so parallel guesses cannot all pass before the first failure is recorded.
      const [client, pair] = await Promise.all([byClient.hit(clientKey), byPair.hit(pairKey)]);
      const refused = async (retryAfterSeconds: number) => {
        await recordSignIn({ outcome: "sign-in-throttled", address: clientKey, window: client.endsAt });
        return throttled(retryAfterSeconds);
      };
      const wait = Math.max(...[client, pair].map((count) => (count.allowed ? 0 : count.retryAfterSeconds)));
      if (wait) return refused(wait);
      // A name under attack from many addresses holds back only the addresses already failing on it.
      if (pair.count > 1) {
        const nameWait = await byUsername.blockedFor(userKey);
        if (nameWait) return refused(nameWait);
      }

      const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
      decoyHash ??= hashPassword("decoy password for unknown usernames");
      const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
      if (!admin || !valid) {
        await byUsername.hit(userKey);
        const [account] = admin ? [admin] : await db.select().from(adminUsers).where(sql`lower(${adminUsers.username}) = ${userKey}`).limit(1);
        await recordSignIn({ outcome: "sign-in-failed", adminId: null, username: account?.username ?? "" });
        return failure("invalid_credentials");
      }
      // A success proves this name from this address only: it clears that pair and takes its own
      // attempt back from the address, whose failures on other names still count.
      await Promise.all([byPair.reset(pairKey), byClient.forgive(clientKey)]);
      const token = await createSession(db, admin.id);
      await recordSignIn({ outcome: "sign-in", adminId: admin.id, username: admin.username });
      return { status: 200, token };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
