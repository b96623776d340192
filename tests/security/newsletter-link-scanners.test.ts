import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers } from "../../app/db/schema/newsletter";
import { mailFiles } from "../helpers/mail-files";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ site: true });
}, 90_000);
afterAll(async () => {
  await server?.close();
});

const BUTTON = { am: "Հաստատել բաժանորդագրությունը", en: "Confirm my subscription", ru: "Подтвердить подписку" };
const statusOf = async (email: string) => (await server.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]?.status;

describe("issue 22.6: opening a confirmation link confirms nothing", { timeout: 90_000 }, () => {
  it("GET and HEAD show a button in the page's language; its form POST, without JavaScript, confirms", async () => {
    const email = "scanned@example.am";
    expect((await fetch(`${server.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, language: "en" }) })).status).toBe(201);
    const [mail] = await mailFiles(server.dataDir, 1);
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail!.text ?? "")![1]!;
    const page = (lang: string) => `${server.url}/${lang}/newsletter/confirm?token=${token}`;

    for (const lang of ["am", "en", "ru"] as const) {
      for (const method of ["GET", "HEAD"]) {
        const opened = await fetch(page(lang), { method });
        expect(opened.status).toBe(200);
        expect(opened.headers.get("cache-control")).toBe("no-store");
        if (method === "GET") {
          const html = await opened.text();
          expect(html).toMatch(/<form [^>]*method="post"[^>]*>/);
          expect(html).toContain(BUTTON[lang]);
        }
      }
    }
    expect(await statusOf(email)).toBe("pending");

    // What a browser without JavaScript sends when the button is pressed.
    const pressed = await fetch(page("en"), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("Your subscription is confirmed");
    expect(await statusOf(email)).toBe("confirmed");
  });
});
