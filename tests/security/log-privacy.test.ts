import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../helpers/admin-client";
import { startMailCatcher } from "../helpers/mail-catcher";
import { startTestServer } from "../helpers/test-server";

const lines: string[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ logLines: lines });
});
afterAll(async () => {
  await server?.close();
});

describe("personal data stays out of the server log, where erasure cannot follow it", { timeout: 60_000 }, () => {
  it("redacts the address a privacy lookup asks about", async () => {
    const admin = await signedInAdmin(server, "privacy-admin");
    lines.length = 0;
    const answer = await admin.call(`/admin/privacy/person?email=${encodeURIComponent("Anahit.Petrosyan+hall@example.am")}`);
    expect(answer.status).toBe(200);
    const log = lines.join("\n");
    expect(log).toContain("/api/admin/privacy/person");
    expect(log.toLowerCase()).not.toContain("anahit");
    expect(log).toContain("email=[redacted]");
  });

  it("leaves out the address an SMTP server quotes when it refuses a visitor's message", async () => {
    const smtp = await startMailCatcher();
    const address = "Gayane.Harutyunyan@example.am";
    smtp.refuseAddress(address, { code: 550, message: `5.1.1 <${address}>: Recipient address rejected: User unknown` });
    const refusedLines: string[] = [];
    const refusing = await startTestServer({ env: { SMTP_URL: smtp.url }, logLines: refusedLines });
    try {
      const subscribed = await fetch(`${refusing.url}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: address, language: "en" }),
      });
      expect(subscribed.status).toBe(201);
      await expect.poll(() => refusedLines.some((line) => line.includes("mail failed for good")), { timeout: 15_000 }).toBe(true);
      const log = refusedLines.join("\n");
      expect(log).toContain("Recipient address rejected");
      expect(log.toLowerCase()).not.toContain("gayane");
    } finally {
      await refusing.close();
      await smtp.stop();
    }
  });
});
