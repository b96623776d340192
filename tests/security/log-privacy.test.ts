import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../helpers/admin-client";
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
});
