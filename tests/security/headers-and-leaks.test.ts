import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Request, Response } from "express";
import { securityHeaders } from "../../server/security-headers";
import { signedInAdmin } from "../helpers/admin-client";
import { confirmByMail } from "../helpers/newsletter";
import { startTestServer } from "../helpers/test-server";

const PARTNER_KEY = "partner-secret-key-0123456789";
const logLines: string[] = [];
const answers: string[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ logLines, env: { EVENTHUB_API_KEY: PARTNER_KEY } });
  admin = await signedInAdmin(server, "auditor");
});
afterAll(async () => {
  await server?.close();
});

/** Fetches and keeps the answer's headers and body, for the leak checks at the end. */
async function seen(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  const body = await response.text();
  answers.push(`${[...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n")}\n\n${body}`);
  return { response, body };
}
const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("security headers on every kind of answer", () => {
  it("carries a nonce-based script policy without unsafe-inline, object-src and base-uri 'none', nosniff and no X-Powered-By", async () => {
    const upload = await admin.upload("staff");
    const kinds = [
      await seen("/healthz"),
      await seen("/api/events/coming-soon?language=en"),
      await seen("/api/no-such-endpoint"),
      await seen("/api/subscribe", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }),
      await seen("/api/admin/verify"),
      await seen(upload),
      await seen("/uploads/..%2F..%2Fetc%2Fpasswd"),
    ];
    for (const { response } of kinds) {
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, response.url).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("sends HSTS of at least a year in production", () => {
    const headers = new Map<string, string>();
    const response = { locals: {}, setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
    securityHeaders({ production: true, development: false })({} as Request, response as unknown as Response, () => {});
    expect(Number(/max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe("CSV formula injection", () => {
  // An address cannot start with @, tab or CR; app/http/csv.test.ts covers those cells.
  it("exports hostile subscriber addresses with a leading ' and doubled quotes, never cached", async () => {
    const hostile = ['=HYPERLINK("http://evil.example")@evil.am', "+cmd|'/C!calc'!A0@evil.am", "-2+3@evil.am"];
    for (const email of hostile) {
      expect((await seen("/api/subscribe", json({ email }))).response.status).toBe(201);
      await confirmByMail(server, email);
    }
    const exported = await admin.call("/subscribers/export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("cache-control")).toBe("no-store");
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    const cells = String(exported.body).split("\r\n").map((line) => line.split(",")[1] ?? "");
    expect(cells).toContain(`"'=HYPERLINK(""http://evil.example"")@evil.am"`);
    expect(cells).toContain("'+cmd|'/C!calc'!A0@evil.am");
    expect(cells).toContain("'-2+3@evil.am");
    expect(cells.every((cell) => !/^"?[=+\-@\t\r]/.test(cell))).toBe(true);
  });
});

describe("nothing secret in any answer or log line", () => {
  it("keeps passwords, admin, upload and partner tokens and the partner key out of answers and logs; no stack traces", async () => {
    const password = "correct horse battery staple";
    await seen("/api/admin/login", json({ username: "auditor", password: "wrong-password-for-the-log" }));
    await seen("/api/admin/verify", { headers: { Authorization: `Bearer ${admin.token}` } });
    const slot = await admin.call("/objects/upload", "POST", { purpose: "event" });
    const uploadToken = String(slot.body.uploadURL).split("/").at(-1)!;
    await seen(slot.body.uploadURL, { method: "PUT", headers: { "Content-Type": "image/png" }, body: "not a png" });
    await seen("/api/eventhub-proxy/Event/GetEvents", { headers: { "Content-Language": "en" } });
    await seen("/api/eventhub-proxy/Event/1001?language=en");
    await seen("/api/eventhub-proxy/Event/GetChart", json({ eventId: "1001", backUrl: `${server.url}/en`, language: "en" }));
    await seen("/api/events?id=1001");
    const socket = new WebSocket(`${server.wsUrl}?token=${admin.token}`);
    const pushed: string[] = [];
    socket.on("message", (data) => pushed.push(String(data)));
    await new Promise((resolve) => socket.once("open", resolve));
    await seen("/api/visit-inquiry", json({ name: "A", surname: "B", email: "a@example.am", phone: "+374 91 123456", message: "Hi" }));
    await expect.poll(() => pushed.length).toBeGreaterThan(0);
    socket.close();
    // Finally an internal failure, which must be logged without reaching the caller.
    await server.services.database.close();
    const failure = await seen("/api/subscribers", { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(failure.response.status).toBeGreaterThanOrEqual(500);

    const partnerTokens = server.sandbox.issuedTokens();
    expect(partnerTokens.length).toBeGreaterThan(0);
    const secrets = { password, "wrong password": "wrong-password-for-the-log", "admin token": admin.token, "upload token": uploadToken, "partner key": PARTNER_KEY };
    const everything = { answers: answers.join("\n"), logs: logLines.join("\n"), socket: pushed.join("\n") };
    expect(logLines.length).toBeGreaterThan(10);
    for (const [where, text] of Object.entries(everything)) {
      for (const [what, secret] of Object.entries(secrets)) expect(text.includes(secret), `${what} in ${where}`).toBe(false);
      for (const token of partnerTokens) expect(text.includes(token), `a partner token in ${where}`).toBe(false);
    }
    expect(everything.answers).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|\.js:\d+/);
  });
});
