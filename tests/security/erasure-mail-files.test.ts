import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../helpers/admin-client";
import { mailFiles } from "../helpers/mail-files";
import { startTestServer } from "../helpers/test-server";

const VISITOR = "Narine.Visitor@example.am";
const NEIGHBOUR = "other@example.am";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({
    formRateLimit: { limit: 1000, windowMs: 60_000 },
    env: { STAFF_EMAIL: "staff@hall.example.am" },
    mailSender: { pollMs: 100, housekeepingMs: 200 },
  });
  admin = await signedInAdmin(server, "privacy-admin");
});
afterAll(async () => {
  await server?.close();
});

const post = (what: string, body: unknown) =>
  fetch(`${server.url}/api/${what}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

const folder = () => path.join(server.dataDir, "mail");
/** Every .eml file's text, lower-cased. */
async function files(): Promise<string[]> {
  const names = (await readdir(folder()).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.map(async (name) => (await readFile(path.join(folder(), name), "utf8")).toLowerCase()));
}

describe("erasure and retention reach the mail written to disk (no SMTP_URL)", { timeout: 60_000 }, () => {
  it("erasing an address deletes every .eml file written to it or answering to it, and no one else's", async () => {
    for (const email of [VISITOR, NEIGHBOUR]) {
      expect((await post("subscribe", { email })).status).toBeLessThan(300);
      const inquiry = { name: "Anahit", surname: "Sargsyan", email, phone: "+374 91 123456", message: "Hello" };
      expect((await post("visit-inquiry", inquiry)).status).toBeLessThan(300);
    }
    // Per address: the confirmation, the acknowledgement, and the staff notice whose replies go to it.
    await mailFiles(server.dataDir, 6);
    await expect.poll(async () => (await files()).filter((text) => text.includes("narine.visitor@example.am")).length, { timeout: 10_000 }).toBe(3);

    const erased = await admin.call("/admin/privacy/erase", "POST", { email: "NARINE.visitor@example.am" });
    expect(erased.status).toBe(200);
    expect(erased.body.erased.files).toBe(3);
    const left = await files();
    expect(left.filter((text) => text.includes("narine.visitor@example.am"))).toEqual([]);
    expect(left.filter((text) => text.includes(NEIGHBOUR))).toHaveLength(3);
  });

  it("removes .eml files older than the delivered outbox rows' 7 days, and keeps newer ones", async () => {
    const before = (await readdir(folder())).filter((name) => name.endsWith(".eml"));
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString().replace(/[:.]/g, "-");
    const recent = new Date(Date.now() - 6 * 86_400_000).toISOString().replace(/[:.]/g, "-");
    await writeFile(path.join(folder(), `${old}-999999-0123456789ab.eml`), "To: someone@example.am\n\nold");
    await writeFile(path.join(folder(), `${recent}-999998-0123456789ab.eml`), "To: someone@example.am\n\nrecent");
    await expect.poll(async () => (await readdir(folder())).some((name) => name.includes("-999999-")), { timeout: 10_000 }).toBe(false);
    const after = (await readdir(folder())).filter((name) => name.endsWith(".eml"));
    expect(after.sort()).toEqual([...before, `${recent}-999998-0123456789ab.eml`].sort());
  });
});
