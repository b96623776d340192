import { count, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertAddresses, alerts } from "../../db/schema/alerts";
import { artists } from "../../db/schema/artists";
import { concertSeries } from "../../db/schema/series";
import type { Lang } from "../../i18n/languages";
import { action as confirmPageAction, loader as confirmPageLoader } from "../../routes/alerts-confirm";
import { signedInAdmin } from "../../../tests/helpers/admin-client";
import { mailFiles, recipientsOf } from "../../../tests/helpers/mail-files";
import { startTestServer } from "../../../tests/helpers/test-server";

const PUBLIC_URL = "https://hall.example.am";
const SOLD_OUT = "1011";
const ON_SALE = "1001";
const NOT_ON_SALE = "1004";

let server: Awaited<ReturnType<typeof startTestServer>>;
let artistSlug: string;
let seriesId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL }, formRateLimit: { limit: 1000, windowMs: 60_000 }, mailSender: { pollMs: 50 } });
  server.sandbox.setSeats(SOLD_OUT, 0);
  server.sandbox.setSeats(ON_SALE, 40);
  server.sandbox.setSeats(NOT_ON_SALE, null);
  const [artist] = await server.db
    .insert(artists)
    .values({ slug: "anahit-test", translations: { en: { name: "Anahit Test", role: "violin", bio: "" } } })
    .returning({ slug: artists.slug });
  artistSlug = artist!.slug;
  const [series] = await server.db
    .insert(concertSeries)
    .values({ slug: "test-series", translations: { en: { name: "Test series", description: "" } } })
    .returning({ id: concertSeries.id });
  seriesId = series!.id;
});
afterAll(async () => {
  await server?.close();
});

function post(path: string, body: unknown, lang?: string) {
  return fetch(`${server.url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(lang ? { "Content-Language": lang } : {}) },
    body: JSON.stringify(body),
  });
}

async function mailTo(address: string, atLeast = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => {
      found = (await mailFiles(server.dataDir, 0)).filter((mail) => recipientsOf(mail).includes(address.toLowerCase()));
      return found.length;
    }, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
};
const linkIn = (mail: ParsedMail, prefix: string) => (mail.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix)) ?? "";

const alertCount = async (email: string) =>
  (
    await server.db
      .select({ n: count() })
      .from(alerts)
      .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
      .where(sql`lower(${alertAddresses.email}) = lower(${email})`)
  )[0]!.n;

const SUBJECT: Record<Lang, string> = {
  am: "Խնդրում ենք հաստատել հասցեն համերգների ծանուցումների համար",
  en: "Please confirm your address for concert alerts",
  ru: "Подтвердите, пожалуйста, адрес для уведомлений о концертах",
};
const HALL: Record<Lang, string> = {
  am: "Մեսրոպ Մաշտոցի պողոտա 46, Երևան",
  en: "46 Mesrop Mashtots Avenue, Yerevan",
  ru: "проспект Месропа Маштоца, 46, Ереван",
};

describe("POST /api/alerts", () => {
  it.each(["am", "en", "ru"] as Lang[])("answers 202 and sends one confirmation in the visitor's language (%s), with its way out", async (lang) => {
    const email = `seats-${lang}@example.am`;
    const response = await post("alerts", { email, kind: "seats", eventId: SOLD_OUT }, lang);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true });
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe(SUBJECT[lang]);
    expect(mail!.text).toContain(HALL[lang]);
    expect(mail!.html).toContain(HALL[lang]);
    expect(linkIn(mail!, `${PUBLIC_URL}/${lang}/alerts/confirm?token=`)).toMatch(/token=[\w-]{40,}$/);
    expect(linkIn(mail!, `${PUBLIC_URL}/${lang}/alerts/unsubscribe?token=`)).toBeTruthy();
    expect(header(mail!, "list-unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/api/alerts/unsubscribe\\?token=\\w+>$`));
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("keeps the same alert asked twice as one, and sends no second confirmation within the resend wait", async () => {
    const email = "twice@example.am";
    for (let i = 0; i < 2; i++) expect((await post("alerts", { email: email.toUpperCase().replace("EXAMPLE.AM", "example.am"), kind: "changes", eventId: ON_SALE }, "en")).status).toBe(202);
    expect((await post("alerts", { email, kind: "changes", eventId: ON_SALE }, "en")).status).toBe(202);
    await mailTo(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(email)).toHaveLength(1);
    expect(await alertCount(email)).toBe(1);
  });

  it("answers a filled honeypot the same and stores nothing", async () => {
    const response = await post("alerts", { email: "bot@example.am", kind: "changes", eventId: ON_SALE, website: "http://spam" }, "en");
    expect(response.status).toBe(202);
    expect(await alertCount("bot@example.am")).toBe(0);
  });

  it.each([
    [{ email: "not an address", kind: "changes", eventId: ON_SALE }, "invalid_email", "email", { en: "Please enter a valid email address.", ru: "Пожалуйста, введите корректный адрес электронной почты.", am: "Խնդրում ենք մուտքագրել վավեր էլ. փոստի հասցե։" }],
    [{ email: "a@example.am", kind: "weather", eventId: ON_SALE }, "unknown_kind", "kind", { en: "Please choose what we should tell you about." }],
    [{ email: "a@example.am", kind: "changes", eventId: "99999999" }, "unknown_concert", "eventId", { en: "We do not know this concert, or it has already taken place." }],
    [{ email: "a@example.am", kind: "changes" }, "unknown_concert", "eventId", { ru: "Мы не знаем такого концерта, или он уже прошёл." }],
    [{ email: "a@example.am", kind: "artist", artist: "nobody-we-know" }, "unknown_artist", "artist", { en: "We do not know this artist." }],
    [{ email: "a@example.am", kind: "series", series: 987654 }, "unknown_series", "series", { am: "Նման համերգաշար չգիտենք։" }],
    [{ email: "a@example.am", kind: "seats", eventId: ON_SALE }, "concert_has_seats", "kind", { en: "Seats for this concert are on sale now: you can buy tickets straight away." }],
    [{ email: "a@example.am", kind: "on-sale", eventId: ON_SALE }, "already_on_sale", "kind", { en: "Tickets for this concert are already on sale." }],
  ])("refuses %j with 400 %s in the request's language", async (body, code, field, messages) => {
    for (const [lang, message] of Object.entries(messages)) {
      const response = await post("alerts", body, lang);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, success: false, code, message, field, fields: { [field]: code } });
    }
    expect(await alertCount("a@example.am")).toBe(0);
  });

  it("refuses a body that is not an object", async () => {
    expect((await post("alerts", ["a@example.am"], "en")).status).toBe(400);
  });

  it("takes a follow of an artist by its page's address, of a series by its id, and on-sale for a concert not yet on sale", async () => {
    const email = "follower@example.am";
    expect((await post("alerts", { email, kind: "artist", artist: artistSlug }, "ru")).status).toBe(202);
    expect((await post("alerts", { email, kind: "series", series: seriesId }, "ru")).status).toBe(202);
    expect((await post("alerts", { email, kind: "on-sale", eventId: NOT_ON_SALE }, "ru")).status).toBe(202);
    expect(await alertCount(email)).toBe(3);
    // One confirmation for the address, not one per alert.
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("never echoes hostile text: the message names only the address", async () => {
    const email = "x<b>bold</b>@example.am";
    expect((await post("alerts", { email, kind: "changes", eventId: ON_SALE }, "en")).status).toBe(202);
    let mail: ParsedMail | undefined;
    await expect.poll(async () => (mail = (await mailFiles(server.dataDir, 0)).find((candidate) => candidate.text?.includes(email)))).toBeTruthy();
    expect(mail!.html).not.toContain("<b>bold</b>");
    expect(mail!.html).toContain("x&lt;b&gt;bold&lt;/b&gt;@example.am");
  });
});

describe("confirmation and leaving", () => {
  it("confirms by a click on the link's page (opening it changes nothing), and a confirmed address's later alerts need no mail", async () => {
    const email = "confirm@example.am";
    await post("alerts", { email, kind: "seats", eventId: SOLD_OUT }, "en");
    const [mail] = await mailTo(email);
    const link = linkIn(mail!, `${PUBLIC_URL}/en/alerts/confirm?token=`);
    const args = (method: string) => ({ request: new Request(link, { method }), context: { db: server.db }, params: {} }) as never;
    const opened = (await confirmPageLoader(args("GET"))) as unknown as { data: { link: string } };
    expect(opened.data.link).toBe("valid");
    const status = async () => (await server.db.select({ status: alertAddresses.status }).from(alertAddresses).where(eq(alertAddresses.email, email)))[0]?.status;
    expect(await status()).toBe("pending");
    const pressed = (await confirmPageAction(args("POST"))) as unknown as { data: { result: string } };
    expect(pressed.data.result).toBe("confirmed");
    expect(await status()).toBe("confirmed");
    // The API's confirmation answers the same for the same token; an unknown token is a 404 in the request's language.
    const token = new URL(link).searchParams.get("token");
    expect((await post("alerts/confirm", { token }, "ru")).status).toBe(200);
    const unknown = await post("alerts/confirm", { token: "x".repeat(43) }, "ru");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "invalid_token", message: "Ссылка недействительна или устарела" });
    expect((await post("alerts/confirm", ["x"], "ru")).status).toBe(400);

    expect((await post("alerts", { email, kind: "changes", eventId: SOLD_OUT }, "en")).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(email)).toHaveLength(1);
    expect(await alertCount(email)).toBe(2);
  });

  it("stops one alert by its token (RFC 8058 one click), then all of the address with all=1, and says so in the alert's language", async () => {
    const email = "leaver@example.am";
    await post("alerts", { email, kind: "changes", eventId: ON_SALE }, "ru");
    await post("alerts", { email, kind: "changes", eventId: SOLD_OUT }, "ru");
    await post("alerts", { email, kind: "seats", eventId: SOLD_OUT }, "ru");
    const [mail] = await mailTo(email);
    const oneClick = /<([^>]+)>/.exec(header(mail!, "list-unsubscribe"))![1]!.replace(PUBLIC_URL, server.url);
    const first = await fetch(oneClick, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, message: "Это уведомление отключено. Писем о нём больше не будет." });
    expect(await alertCount(email)).toBe(2);
    // The same link again: nothing left to stop.
    const again = await fetch(oneClick, { method: "POST" });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe("invalid_token");

    const [other] = await server.db
      .select({ token: alerts.token })
      .from(alerts)
      .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
      .where(eq(alertAddresses.email, email))
      .limit(1);
    const all = await fetch(`${server.url}/api/alerts/unsubscribe?token=${other!.token}&all=1`, { method: "POST" });
    expect(all.status).toBe(200);
    expect((await all.json()).message).toBe("Все ваши уведомления отключены, и мы больше не храним ваш адрес для них.");
    expect(await alertCount(email)).toBe(0);
    expect(await server.db.select().from(alertAddresses).where(eq(alertAddresses.email, email))).toEqual([]);
    // A mail client that opens the one-click address gets the page with the buttons.
    const opened = await fetch(oneClick, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/am\/alerts\/unsubscribe\?token=\w+$/);
  });
});

describe("the privacy screen", () => {
  it("finds, exports and erases a person's alerts with the rest of their records", async () => {
    const email = "private@example.am";
    await post("alerts", { email, kind: "seats", eventId: SOLD_OUT }, "en");
    await post("alerts", { email, kind: "artist", artist: artistSlug }, "en");
    await mailTo(email);
    const admin = await signedInAdmin(server);
    const found = await admin.call(`/admin/privacy/person?email=${encodeURIComponent("Private@Example.am")}`);
    expect((found.body as { alerts: { kind: string; status: string }[] }).alerts.map((alert) => alert.kind).sort()).toEqual(["artist", "seats"]);
    const erased = await admin.call("/admin/privacy/erase", "POST", { email });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ erased: { alerts: 2 } });
    expect(await alertCount(email)).toBe(0);
    expect(await server.db.select().from(alertAddresses).where(eq(alertAddresses.email, email))).toEqual([]);
    expect((await admin.call(`/admin/privacy/person?email=${encodeURIComponent(email)}`)).body).toMatchObject({ alerts: [] });
  });
});

describe("the public forms' rate limit", () => {
  it("answers 429 with Retry-After once a client has sent too many", async () => {
    const limited = await startTestServer({ formRateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const send = () =>
        fetch(`${limited.url}/api/alerts`, { method: "POST", headers: { "Content-Type": "application/json", "Content-Language": "en" }, body: JSON.stringify({ email: "x", kind: "changes" }) });
      expect((await send()).status).toBe(400);
      expect((await send()).status).toBe(400);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await third.json()).toMatchObject({ code: "rate_limited", message: "Too many messages have come from your connection. Please try again in a few minutes." });
    } finally {
      await limited.close();
    }
  });
});
