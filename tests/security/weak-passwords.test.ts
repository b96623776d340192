import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CATALOGUES } from "../../app/admin/texts";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { accountFailureTexts } from "../../app/features/admin-auth/account-texts";
import { bootstrapAdmin } from "../../app/features/admin-auth/bootstrap-admin.server";
import { ConfigError, loadConfig } from "../../server/config";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

const DIRECTOR = { username: "director", password: "violet tram under the cascade" };
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAME: DIRECTOR.username, ADMIN_PASSWORD: DIRECTOR.password } });
  await bootstrapAdmin(server.db, server.services.config.admin);
  admin = await signedInAdmin(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("issue 22.7: weak passwords are refused", { timeout: 60_000 }, () => {
  it("refuses common and patterned passwords, and ones holding the username, for new accounts and one's own", async () => {
    for (const password of ["aaaaaaaaaaaa", "password1234", "123456789012", "qwertyuiop12"]) {
      const answer = await admin.call("/admin/users", "POST", { username: "newcomer", password, role: "editor" });
      expect([answer.status, answer.body.code], password).toEqual([400, "password_weak"]);
    }
    const named = await admin.call("/admin/users", "POST", { username: "newcomer", password: "Newcomer's own cascade 2026", role: "editor" });
    expect([named.status, named.body.code]).toEqual([400, "password_contains_username"]);
    expect((await admin.call("/admin/users", "POST", { username: "newcomer", password: "violet tram under the bridge", role: "editor" })).status).toBe(201);

    const own = await admin.call("/admin/password", "POST", { currentPassword: admin.password, newPassword: "password1234" });
    expect([own.status, own.body.code]).toEqual([400, "password_weak"]);
  });

  it("words each refusal in the admin's three languages", () => {
    for (const lang of ["am", "en", "ru"] as const) {
      const texts = accountFailureTexts(ADMIN_CATALOGUES[lang], lang);
      for (const code of ["password_weak", "password_contains_username", "protected_account"]) expect(texts[code], `${lang} ${code}`).toBeTruthy();
    }
    expect(accountFailureTexts(ADMIN_CATALOGUES.ru, "ru").password_weak).not.toBe(accountFailureTexts(ADMIN_CATALOGUES.en, "en").password_weak);
  });

  it("refuses a weak ADMIN_PASSWORD at start with a clear error", () => {
    for (const password of ["password1234", "123456789012", "director-2026-cascade"]) {
      expect(() => loadConfig({ ADMIN_USERNAME: "director", ADMIN_PASSWORD: password }), password).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ADMIN_USERNAME: "director", ADMIN_PASSWORD: "password1234" })).toThrow(/ADMIN_PASSWORD: is too easy to guess/);
    expect(() => loadConfig({ ADMIN_USERNAME: "director", ADMIN_PASSWORD: "director-2026-cascade" })).toThrow(/ADMIN_PASSWORD: must not contain ADMIN_USERNAME/);
  });

  it("keeps the ADMIN_USERNAME account an admin: it cannot be made an editor or removed through the API", async () => {
    const [director] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, DIRECTOR.username));
    const demoted = await admin.call(`/admin/users/${director!.id}`, "PATCH", { role: "editor" });
    expect([demoted.status, demoted.body.code]).toEqual([409, "protected_account"]);
    const removed = await admin.call(`/admin/users/${director!.id}`, "DELETE");
    expect([removed.status, removed.body.code]).toEqual([409, "protected_account"]);
    const [still] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, DIRECTOR.username));
    expect(still!.role).toBe("admin");
  });
});
