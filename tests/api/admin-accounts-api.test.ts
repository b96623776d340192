import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { CLOSE_UNAUTHORIZED } from "../../server/live-socket";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

// The live socket's periodic re-check stays at its default (a minute): a socket closed within
// these tests was closed by the change itself.
let server: Awaited<ReturnType<typeof startTestServer>>;
let root: Awaited<ReturnType<typeof signedInAdmin>>;
const PASSWORD = "twelve chars long enough";

beforeAll(async () => {
  server = await startTestServer();
  root = await signedInAdmin(server, "root");
});
afterAll(async () => {
  await server?.close();
});

async function login(username: string, password: string) {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, token: ((await response.json()) as { token?: string }).token ?? "" };
}

async function openSocket(token: string) {
  const socket = new WebSocket(`${server.wsUrl}?token=${token}`);
  const messages: { type: string }[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(String(data)) as { type: string }));
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  return { socket, messages, closed };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | "timed out"> {
  return Promise.race([promise, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms))]);
}

describe("accounts", () => {
  it("lists accounts with username, role and creation time, and never a password hash", async () => {
    const listed = await root.call("/admin/users");
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(listed.body).toEqual([{ id: root.id, username: "root", role: "admin", email: null, createdAt: expect.any(String) }]);
    expect(JSON.stringify(listed.body)).not.toContain("argon2");
  });

  it("adds an editor with a password of at least 12 characters, who can then sign in; refuses bad input with a code", async () => {
    const short = await root.call("/admin/users", "POST", { username: "short", password: "elevenchars", role: "editor" });
    expect(short).toMatchObject({ status: 400, body: { code: "password_too_short", message: expect.stringContaining("12") } });
    expect((await root.call("/admin/users", "POST", { username: "x", password: PASSWORD, role: "owner" })).body.code).toBe("invalid_role");
    expect((await root.call("/admin/users", "POST", { username: "<b>bold</b>", password: PASSWORD, role: "editor" })).body.code).toBe("invalid_username");
    expect((await root.call("/admin/users", "POST", "[]")).status).toBe(400);

    const created = await root.call("/admin/users", "POST", { username: "mariam", password: PASSWORD, role: "editor" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), username: "mariam", role: "editor", email: null, createdAt: expect.any(String) });
    const signedIn = await login("mariam", PASSWORD);
    expect(signedIn.status).toBe(200);
    const verify = await root.call("/admin/verify", "GET", undefined, signedIn.token);
    expect(verify.body).toEqual({ username: "mariam", role: "editor" });
  });

  it("answers 409 to a taken username, whatever its letter case", async () => {
    for (const username of ["mariam", "Mariam", "ROOT"]) {
      const taken = await root.call("/admin/users", "POST", { username, password: PASSWORD, role: "editor" });
      expect(taken, username).toMatchObject({ status: 409, body: { code: "username_taken" } });
    }
  });

  it("changes a role, and the new role applies to the account's open session at once", async () => {
    await root.call("/admin/users", "POST", { username: "aram", password: PASSWORD, role: "editor" });
    const aram = await login("aram", PASSWORD);
    const id = (await root.call("/admin/users")).body.find((row: { username: string }) => row.username === "aram").id;
    expect((await root.call("/subscribers", "GET", undefined, aram.token)).status).toBe(403);
    const promoted = await root.call(`/admin/users/${id}`, "PATCH", { role: "admin" });
    expect(promoted).toMatchObject({ status: 200, body: { username: "aram", role: "admin" } });
    expect((await root.call("/subscribers", "GET", undefined, aram.token)).status).toBe(200);
    expect((await root.call(`/admin/users/${id}`, "PATCH", { role: "editor" })).body.role).toBe("editor");
    expect((await root.call("/subscribers", "GET", undefined, aram.token)).status).toBe(403);
    expect((await root.call(`/admin/users/${id}`, "PATCH", { role: "superuser" })).body.code).toBe("invalid_role");
    expect((await root.call("/admin/users/999999", "PATCH", { role: "editor" })).status).toBe(404);
  });

  it("gives an account the address its campaign tests may go to: set, changed and cleared by admins, kept lower-case", async () => {
    const created = await root.call("/admin/users", "POST", { username: "hasmik", password: PASSWORD, role: "editor", email: "Hasmik@Hall.example.am" });
    expect(created.body).toMatchObject({ username: "hasmik", email: "hasmik@hall.example.am" });
    const id = created.body.id;
    expect((await root.call(`/admin/users/${id}`, "PATCH", { email: "not an address" })).body.code).toBe("invalid_email");
    expect((await root.call(`/admin/users/${id}`, "PATCH", { email: "h.m@hall.example.am" })).body).toMatchObject({ role: "editor", email: "h.m@hall.example.am" });
    expect((await root.call(`/admin/users/${id}`, "PATCH", { email: "" })).body).toMatchObject({ email: null });
    expect((await root.call(`/admin/users/${id}`, "PATCH", {})).body.code).toBe("invalid_role");
  });

  it("never removes yourself and never demotes the last admin, with a clear message", async () => {
    const self = await root.call(`/admin/users/${root.id}`, "DELETE");
    expect(self).toMatchObject({ status: 409, body: { code: "cannot_remove_self", message: expect.stringMatching(/own account/) } });
    const demote = await root.call(`/admin/users/${root.id}`, "PATCH", { role: "editor" });
    expect(demote).toMatchObject({ status: 409, body: { code: "last_admin", message: expect.stringMatching(/last admin/) } });
    expect((await root.call("/admin/verify")).body.role).toBe("admin");

    // With a second admin, either may step down, but then the other is the last one.
    const second = await root.call("/admin/users", "POST", { username: "second-admin", password: PASSWORD, role: "admin" });
    const other = await login("second-admin", PASSWORD);
    expect((await root.call(`/admin/users/${second.body.id}`, "PATCH", { role: "editor" }, other.token)).status).toBe(200);
    expect((await root.call(`/admin/users/${root.id}`, "PATCH", { role: "editor" })).body.code).toBe("last_admin");
    expect((await root.call(`/admin/users/${second.body.id}`, "DELETE")).status).toBe(204);
  });

  it("two admins demoting each other at the same moment leave one admin", async () => {
    const made = await root.call("/admin/users", "POST", { username: "twin", password: PASSWORD, role: "admin" });
    const twin = await login("twin", PASSWORD);
    const answers = await Promise.all([
      root.call(`/admin/users/${made.body.id}`, "PATCH", { role: "editor" }),
      root.call(`/admin/users/${root.id}`, "PATCH", { role: "editor" }, twin.token),
    ]);
    // The loser is refused either by the last-admin rule or, already demoted, by the guard.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = (await server.db.select().from(adminUsers)).filter((row) => row.role === "admin");
    expect(admins).toHaveLength(1);
    // Put root back in charge for the tests that follow.
    const stillAdmin = admins[0]!.username === "root" ? root.token : twin.token;
    await root.call(`/admin/users/${root.id}`, "PATCH", { role: "admin" }, stillAdmin);
    await root.call(`/admin/users/${made.body.id}`, "DELETE");
  });

  it("removing an account ends its sessions and closes its open live socket at once", async () => {
    const made = await root.call("/admin/users", "POST", { username: "leaving", password: PASSWORD, role: "admin" });
    const leaving = await login("leaving", PASSWORD);
    const live = await openSocket(leaving.token);
    expect((await root.call("/admin/verify", "GET", undefined, leaving.token)).status).toBe(200);

    expect((await root.call(`/admin/users/${made.body.id}`, "DELETE")).status).toBe(204);
    expect((await root.call("/admin/verify", "GET", undefined, leaving.token)).status).toBe(401);
    expect(await within(live.closed, 5_000)).toBe(CLOSE_UNAUTHORIZED);
    expect((await root.call(`/admin/users/${made.body.id}`, "DELETE")).status).toBe(404);
    expect((await login("leaving", PASSWORD)).status).toBe(401);
  });
});

describe("changing one's own password", () => {
  it("needs the current password and 12 characters, then ends the account's other sessions and sockets but keeps this one", async () => {
    await root.call("/admin/users", "POST", { username: "lusine", password: PASSWORD, role: "editor" });
    const here = await login("lusine", PASSWORD);
    const elsewhere = await login("lusine", PASSWORD);
    const otherSocket = await openSocket(elsewhere.token);
    const change = (body: unknown) => root.call("/admin/password", "POST", body, here.token);

    expect((await change({ currentPassword: "not the password", newPassword: "a brand new secret" })).body.code).toBe("wrong_password");
    expect((await change({ currentPassword: PASSWORD, newPassword: "too short" })).body.code).toBe("password_too_short");
    expect((await change({ newPassword: "a brand new secret" })).body.code).toBe("missing_fields");
    expect((await root.call("/admin/verify", "GET", undefined, elsewhere.token)).status).toBe(200);

    expect((await change({ currentPassword: PASSWORD, newPassword: "a brand new secret" })).status).toBe(204);
    expect((await root.call("/admin/verify", "GET", undefined, elsewhere.token)).status).toBe(401);
    expect((await root.call("/admin/verify", "GET", undefined, here.token)).status).toBe(200);
    expect(await within(otherSocket.closed, 5_000)).toBe(CLOSE_UNAUTHORIZED);
    expect((await login("lusine", PASSWORD)).status).toBe(401);
    expect((await login("lusine", "a brand new secret")).status).toBe(200);
  });

  it("stops guessing the current password after five wrong tries", async () => {
    const guesser = await signedInAdmin(server, "guesser", "editor");
    const tries = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      tries.push((await guesser.call("/admin/password", "POST", { currentPassword: `guess ${attempt}`, newPassword: "a brand new secret" })).status);
    }
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await guesser.call("/admin/password", "POST", { currentPassword: guesser.password, newPassword: "a brand new secret" });
    expect(right.status).toBe(429);
  });
});

describe("the live channel by role", () => {
  it("sends subscriber and inquiry notices to admins and none to editors", async () => {
    const editor = await signedInAdmin(server, "content-editor", "editor");
    const adminSocket = await openSocket(root.token);
    const editorSocket = await openSocket(editor.token);
    await expect.poll(() => server.services.live.size).toBeGreaterThanOrEqual(2);
    await fetch(`${server.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "live@example.am" }) });
    await fetch(`${server.url}/api/visit-inquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ani", surname: "Petrosyan", email: "ani@example.am", phone: "+374 91 123456", message: "Two people" }),
    });
    await expect.poll(() => adminSocket.messages.map((message) => message.type)).toEqual(["NEW_SUBSCRIBER", "NEW_VISIT_INQUIRY"]);
    expect(editorSocket.messages).toEqual([]);
    expect(editorSocket.socket.readyState).toBe(WebSocket.OPEN);
    adminSocket.socket.close();
    editorSocket.socket.close();
  });
});
