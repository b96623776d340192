import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignLinks } from "../../app/db/schema/campaigns";
import { subscribers } from "../../app/db/schema/newsletter";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";
import { followCampaignLinkAs } from "../helpers/campaign-link";

const PUBLIC_URL = "https://hall.example.am";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let editor: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL, NEWSLETTER_RATE: "3000" }, mailSender: { pollMs: 100 }, campaignTickMs: 100 });
  admin = await signedInAdmin(server, "anush");
  editor = await signedInAdmin(server, "levon", "editor");
  await server.db.insert(subscribers).values({ email: "reader@example.am", language: "en", status: "confirmed", confirmedAt: new Date() });
});
afterAll(async () => {
  await server?.close();
});

const letter = (body: string) => ({ translations: { en: { subject: "Season news", body } } });

/** Sends a campaign to the one subscriber and waits until it is sent. */
async function sent(body: string): Promise<number> {
  const created = await editor.call("/admin/campaigns", "POST", letter(body));
  expect(created.status).toBe(201);
  expect((await admin.call(`/admin/campaigns/${created.body.id}/send`, "POST", {})).status).toBe(202);
  await expect.poll(async () => (await admin.call(`/admin/campaigns/${created.body.id}`)).body.status, { timeout: 15_000 }).toBe("sent");
  return created.body.id;
}

/** Follows a campaign link as a reader's browser does, through the page's loader. */
function follow(token: string, agent: string | null = BROWSER, headers: Record<string, string> = {}): Promise<Response> {
  return followCampaignLinkAs(server, `${PUBLIC_URL}/en/n/${token}`, { agent, headers });
}

async function linksOf(campaignId: number) {
  return server.db.select().from(campaignLinks).where(eq(campaignLinks.campaignId, campaignId));
}

describe("campaign link targets are normalised when saved", { timeout: 60_000 }, () => {
  it("stores a link with a line break as the address the URL parser reads, and its redirect answers 302 to it", async () => {
    const id = await sent('<p><a href="https://tickets.example.am/season\r\nSet-Cookie: stolen=1">Tickets</a> <a href="HTTPS://Tickets.Example.AM:443/a/../b?x=1#top">B</a></p>');
    const stored = (await admin.call(`/admin/campaigns/${id}`)).body.translations.en.body as string;
    expect(stored).not.toMatch(/[\r\n]/);
    const links = await linksOf(id);
    expect(links.map((link) => link.url).sort()).toEqual(["https://tickets.example.am/b?x=1#top", "https://tickets.example.am/seasonSet-Cookie:%20stolen=1"]);
    for (const link of links) {
      const answer = await follow(link.token);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(link.url);
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a link that does not parse as a web address, in the field it is in", async () => {
    for (const href of ["https://exa mple.com/", "http://[::1/", "https://"]) {
      const refused = await editor.call("/admin/campaigns", "POST", letter(`<p><a href="${href}">here</a></p>`));
      expect(refused.status, href).toBe(400);
      expect(refused.body.code, href).toBe("invalid_link");
      expect(refused.body.fields, href).toEqual({ "translations.en.body": "invalid_link" });
    }
  });

  it("answers 404, never 500, for a stored target that is not a web address", async () => {
    const id = (await editor.call("/admin/campaigns", "POST", letter("<p>Old</p>"))).body.id as number;
    await server.db.insert(campaignLinks).values([
      { campaignId: id, url: "https://old.example.am/a\r\nX-Injected: 1", token: "legacyCRLFtoken1" },
      { campaignId: id, url: "javascript:alert(1)", token: "legacyJStoken123" },
    ]);
    const crlf = await follow("legacyCRLFtoken1");
    expect(crlf.status).toBe(302);
    expect(crlf.headers.get("location")).toBe("https://old.example.am/aX-Injected:%201");
    expect((await follow("legacyJStoken123")).status).toBe(404);
  });
});

describe("a campaign that went out stays: only drafts are deleted", { timeout: 60_000 }, () => {
  it("refuses to delete a sent campaign, archives it out of the list, and its links keep leading to their targets", async () => {
    const id = await sent('<p><a href="https://tickets.example.am/gala">Gala</a></p>');
    const refused = await editor.call(`/admin/campaigns/${id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("archive_instead");

    const archived = await editor.call(`/admin/campaigns/${id}/archive`, "POST");
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    expect(((await editor.call("/admin/campaigns")).body as { id: number }[]).map((row) => row.id)).not.toContain(id);
    // Its figures are still there for whoever has the address.
    expect((await editor.call(`/admin/campaigns/${id}`)).body.counts.sent).toBe(1);
    expect((await editor.call(`/admin/campaigns/${id}`, "DELETE")).status).toBe(409);

    const [link] = await linksOf(id);
    const answer = await follow(link!.token);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://tickets.example.am/gala");
  });

  it("archives a cancelled campaign instead of deleting it, deletes a draft, and archives neither a draft nor a scheduled one", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await editor.call("/admin/campaigns", "POST", letter("<p>Later</p>"))).body.id as number;
    expect((await admin.call(`/admin/campaigns/${scheduled}/send`, "POST", { at: later })).status).toBe(202);
    expect((await editor.call(`/admin/campaigns/${scheduled}/archive`, "POST")).body.code).toBe("not_finished");
    expect((await editor.call(`/admin/campaigns/${scheduled}`, "DELETE")).body.code).toBe("campaign_active");
    expect((await admin.call(`/admin/campaigns/${scheduled}/cancel`, "POST")).status).toBe(200);
    expect((await editor.call(`/admin/campaigns/${scheduled}`, "DELETE")).status).toBe(409);
    expect((await editor.call(`/admin/campaigns/${scheduled}/archive`, "POST")).status).toBe(200);

    const draft = (await editor.call("/admin/campaigns", "POST", letter("<p>Draft</p>"))).body.id as number;
    expect((await editor.call(`/admin/campaigns/${draft}/archive`, "POST")).status).toBe(409);
    expect((await editor.call(`/admin/campaigns/${draft}`, "DELETE")).status).toBe(204);
  });
});

describe("a draft's preview mints no redirects", { timeout: 60_000 }, () => {
  it("links a preview straight to its targets and keeps no tracked link for a draft", async () => {
    const id = (await editor.call("/admin/campaigns", "POST", letter('<p><a href="https://phish.example/login">Sign in</a></p>'))).body.id as number;
    const preview = await editor.call(`/admin/campaigns/${id}/preview?language=en`);
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('href="https://phish.example/login"');
    expect(preview.body.html).not.toContain(`${PUBLIC_URL}/en/n/`);
    expect(await linksOf(id)).toEqual([]);
    // Tracked links come only with the send.
    expect((await admin.call(`/admin/campaigns/${id}/send`, "POST", {})).status).toBe(202);
    await expect.poll(async () => (await linksOf(id)).map((link) => link.url), { timeout: 15_000 }).toEqual(["https://phish.example/login"]);
  });
});
