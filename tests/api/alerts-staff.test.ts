import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAlertAddress } from "../../app/features/alerts/alerts.server";
import { artists } from "../../app/db/schema/artists";
import type { Lang } from "../../app/i18n/languages";
import { signedInAdmin } from "../helpers/admin-client";
import { mailFiles, recipientsOf } from "../helpers/mail-files";
import { startTestServer } from "../helpers/test-server";

// Staff's side of the alerts: a concert cancelled in the admin tells each "changes" alert once, and
// the admin's lists count the addresses waiting on a concert and following an artist.
const PUBLIC_URL = "https://hall.example.am";
const CANCELLED = "1008";
const SOLD_OUT = "1011";
const LANGS: Lang[] = ["am", "en", "ru"];

let server: Awaited<ReturnType<typeof startTestServer>>;
let artistId: number;

beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_URL },
    formRateLimit: { limit: 1000, windowMs: 60_000 },
    mailSender: { pollMs: 50 },
    alertWatcher: { intervalMs: 300, callsPerMinute: 6_000 },
  });
  server.sandbox.setSeats(SOLD_OUT, 0);
  const [artist] = await server.db
    .insert(artists)
    .values({ slug: "staff-count-artist", translations: { en: { name: "Counted Artist", role: "cello", bio: "" } } })
    .returning({ id: artists.id });
  artistId = artist!.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ask = (lang: Lang, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/alerts`, { method: "POST", headers: { "Content-Type": "application/json", "Content-Language": lang }, body: JSON.stringify(body) });

async function messagesTo(email: string): Promise<ParsedMail[]> {
  return (await mailFiles(server.dataDir, 0)).filter((mail) => recipientsOf(mail).includes(email));
}

/** Confirms an address the way its owner does: the token from its confirmation message, then the button. */
async function confirmFromMail(email: string) {
  let token: string | undefined;
  await expect.poll(async () => (token = /alerts\/confirm\?token=([\w-]+)/.exec((await messagesTo(email))[0]?.text ?? "")?.[1]), { timeout: 10_000 }).toBeTruthy();
  expect(await confirmAlertAddress(server.db, token)).toBe("confirmed");
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CHANGE_SUBJECT: Record<Lang, RegExp> = { am: /^Փոփոխություն՝ /, en: /^A change to /, ru: /^Изменения: / };
const CANCELLED_LINE: Record<Lang, string> = { am: "Համերգը չեղարկվել է։", en: "The concert is cancelled.", ru: "Концерт отменён." };

describe("alerts and staff", () => {
  it("tells each 'changes' alert (am, en, ru) exactly once when staff cancel the concert in the admin, in its language", async () => {
    for (const lang of LANGS) {
      expect((await ask(lang, { email: `cancel-${lang}@example.am`, kind: "changes", eventId: CANCELLED })).status).toBe(202);
      await confirmFromMail(`cancel-${lang}@example.am`);
    }
    await settle(1_000);
    const admin = await signedInAdmin(server, "alerts-staff");
    const saved = await admin.call(`/admin/concerts/${CANCELLED}/programme`, "PUT", {
      status: "cancelled",
      translations: { en: { subtitle: "", works: [], notes: "", notice: "", published: true } },
    });
    expect(saved.status).toBe(200);
    for (const lang of LANGS) await expect.poll(async () => (await messagesTo(`cancel-${lang}@example.am`)).length, { timeout: 15_000 }).toBe(2);
    // Saving the same programme again is no change: nobody hears twice.
    expect(
      (await admin.call(`/admin/concerts/${CANCELLED}/programme`, "PUT", { status: "cancelled", translations: { en: { subtitle: "", works: [], notes: "", notice: "", published: true } } })).status,
    ).toBe(200);
    await settle(2_000);
    for (const lang of LANGS) {
      const messages = await messagesTo(`cancel-${lang}@example.am`);
      expect(messages).toHaveLength(2);
      const change = messages.find((mail) => CHANGE_SUBJECT[lang].test(mail.subject ?? ""));
      expect(change, lang).toBeTruthy();
      expect(change!.text).toContain(CANCELLED_LINE[lang]);
      expect(change!.text).toContain(`${PUBLIC_URL}/${lang}/orchestra/event/${CANCELLED}`);
    }
  }, 60_000);

  it("counts for staff the confirmed addresses waiting on a concert and following an artist, never naming them", async () => {
    for (const lang of ["am", "ru"] as Lang[]) {
      expect((await ask(lang, { email: `seats-${lang}@example.am`, kind: "seats", eventId: SOLD_OUT })).status).toBe(202);
      await confirmFromMail(`seats-${lang}@example.am`);
    }
    expect((await ask("en", { email: "seats-ru@example.am", kind: "changes", eventId: SOLD_OUT })).status).toBe(202);
    expect((await ask("en", { email: "seats-am@example.am", kind: "artist", artist: "staff-count-artist" })).status).toBe(202);
    // Not confirmed yet: not counted.
    expect((await ask("en", { email: "pending@example.am", kind: "seats", eventId: SOLD_OUT })).status).toBe(202);

    const editor = await signedInAdmin(server, "alerts-editor", "editor");
    const answer = await editor.call("/admin/alerts/waiting");
    expect(answer.status).toBe(200);
    const counts = answer.body;
    expect(counts.concerts[SOLD_OUT]).toEqual({ seats: 2, "on-sale": 0, changes: 1 });
    expect(counts.concerts[CANCELLED]).toEqual({ seats: 0, "on-sale": 0, changes: 3 });
    expect(counts.artists[String(artistId)]).toBe(1);
    expect(JSON.stringify(counts)).not.toContain("@");
    expect((await fetch(`${server.url}/api/admin/alerts/waiting`)).status).toBe(401);
  }, 60_000);
});
