import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { adminSessions, adminUsers } from "../../db/schema/admin-auth";
import type { AdminRole } from "./roles";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type AdminIdentity = { adminId: number; username: string; role: AdminRole; sessionId: number };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a new random 256-bit session token for the admin; only its hash is stored. */
export async function createSession(db: Db, adminId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** How often a used session's expiry moves forward (sliding expiry without a write per request). */
const SLIDE_EVERY_MS = 15 * 60 * 1000;

/**
 * The admin a token belongs to, or null for a malformed, unknown, expired or revoked token.
 * Using a session keeps it alive: its expiry slides to 12 hours from now.
 */
export async function findSession(db: Db, token: string | null | undefined, now = new Date()): Promise<AdminIdentity | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const rows = await db
    .select({ sessionId: adminSessions.id, adminId: adminUsers.id, username: adminUsers.username, role: adminUsers.role, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, now)))
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  if (found.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_EVERY_MS) {
    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(adminSessions.id, found.sessionId));
  }
  return { sessionId: found.sessionId, adminId: found.adminId, username: found.username, role: found.role };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
}

/** Ends every session of an account, or all but `keepSessionId` (the one changing its own password). */
export async function endSessionsOf(db: Db, adminId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(adminSessions)
    .where(keepSessionId === undefined ? eq(adminSessions.adminId, adminId) : and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId)));
}
