import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { adminSessions, adminUsers } from "../../db/schema/admin-auth";
import { hashPassword, verifyPassword } from "./password.server";

export type BootstrapResult =
  | { action: "unchanged"; username: string }
  | { action: "reset"; username: string }
  | { action: "created"; username: string }
  | { action: "generated"; username: string; password: string }
  | { action: "none" };

/**
 * The start-up admin rule (README, Environment): configured credentials create or reset that
 * admin (a changed password ends its sessions); with none configured and no admin at all, `admin` is created with
 * a random password that the caller prints once.
 */
export async function bootstrapAdmin(
  db: Db,
  configured: { username: string; password: string } | undefined,
): Promise<BootstrapResult> {
  if (configured) {
    const [existing] = await db
      .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash, role: adminUsers.role })
      .from(adminUsers)
      .where(eq(adminUsers.username, configured.username));
    // Restarting with the same credentials must not log every admin out.
    if (existing && (await verifyPassword(existing.passwordHash, configured.password))) {
      // The account named in the environment is the way back in, so it is always an admin.
      if (existing.role !== "admin") await db.update(adminUsers).set({ role: "admin", updatedAt: sql`now()` }).where(eq(adminUsers.id, existing.id));
      return { action: "unchanged", username: configured.username };
    }
    const passwordHash = await hashPassword(configured.password);
    if (existing) {
      await db.update(adminUsers).set({ passwordHash, role: "admin", updatedAt: sql`now()` }).where(eq(adminUsers.id, existing.id));
      await db.delete(adminSessions).where(eq(adminSessions.adminId, existing.id));
      return { action: "reset", username: configured.username };
    }
    // Instances starting together race to create it: the one that loses finds it made.
    const created = await db.insert(adminUsers).values({ username: configured.username, passwordHash, role: "admin" }).onConflictDoNothing().returning({ id: adminUsers.id });
    return { action: created.length ? "created" : "unchanged", username: configured.username };
  }

  const [{ admins } = { admins: 0 }] = await db.select({ admins: count() }).from(adminUsers);
  if (admins > 0) return { action: "none" };
  const password = randomBytes(18).toString("base64url");
  const created = await db
    .insert(adminUsers)
    .values({ username: "admin", passwordHash: await hashPassword(password), role: "admin" })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return created.length ? { action: "generated", username: "admin", password } : { action: "none" };
}
