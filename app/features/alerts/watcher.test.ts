import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertAddresses, alerts } from "../../db/schema/alerts";
import { artists } from "../../db/schema/artists";
import { concertProgrammes, programmePerformers } from "../../db/schema/programmes";
import { type EventHubSandbox, startEventHubSandbox } from "../../eventhub/sandbox/sandbox-server";
import type { Lang } from "../../i18n/languages";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/logger";
import { createServices } from "../../../server/services";
import { mailFiles, recipientsOf } from "../../../tests/helpers/mail-files";
import { createTestDatabase } from "../../../tests/helpers/test-database";
import { confirmAlertAddress } from "./alerts.server";
import { startWatching } from "./watch-state.server";

// Two instances on one database and one provider (the sandbox, whose seat counts the test sets):
// each change is one message to each waiting address, whatever instance sees it first.
const PUBLIC_URL = "https://hall.example.am";
const SOLD_OUT = "1011";
const LANGS: Lang[] = ["am", "en", "ru"];

let sandbox: EventHubSandbox;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let instances: Awaited<ReturnType<typeof createServices>>[] = [];

beforeAll(async () => {
  sandbox = await startEventHubSandbox();
  sandbox.setSeats(SOLD_OUT, 0);
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hall-alerts-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, EVENTHUB_URL: sandbox.url, PUBLIC_URL });
  const log = createLogger({ level: process.env.WATCH_LOG ? "info" : "silent", pretty: false });
  const overrides = { alertWatcher: { intervalMs: 300, callsPerMinute: 6_000 }, mailSender: { pollMs: 50 }, catalogue: { freshMs: 200, retryAfterFailureMs: 100 }, formRateLimit: { limit: 1000, windowMs: 60_000 } };
  instances = [await createServices(config, database, log, overrides), await createServices(config, database, log, overrides)];
}, 60_000);
afterAll(async () => {
  for (const instance of instances) await instance.stop();
  await database?.dispose();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const ask = (index: number, lang: Lang, body: Record<string, unknown>) =>
  instances[index]!.services.alerts.request(body, { lang, clientKey: "127.0.0.1", origin: PUBLIC_URL });

async function messagesTo(email: string): Promise<ParsedMail[]> {
  return (await mailFiles(dataDir, 0)).filter((mail) => recipientsOf(mail).includes(email));
}

/** Confirms an address the way its owner does: the token from its confirmation message, then the button. */
async function confirmFromMail(email: string) {
  let token: string | undefined;
  await expect.poll(async () => (token = /alerts\/confirm\?token=([\w-]+)/.exec((await messagesTo(email))[0]?.text ?? "")?.[1]), { timeout: 10_000 }).toBeTruthy();
  expect(await confirmAlertAddress(database.db, token)).toBe("confirmed");
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SEATS_SUBJECT: Record<Lang, RegExp> = { am: /^Կրկին տոմսեր կան՝ /, en: /^Seats are available again: /, ru: /^Снова есть билеты: / };

describe("the alert watcher", () => {
  it("sends each of three confirmed seat alerts (am, en, ru) exactly one message in its language when seats come back, nothing while the provider is down, and again only after another sell-out", async () => {
    for (const [index, lang] of LANGS.entries()) {
      const outcome = await ask(index % 2, lang, { email: `wait-${lang}@example.am`, kind: "seats", eventId: SOLD_OUT });
      expect(outcome.status).toBe(202);
      await confirmFromMail(`wait-${lang}@example.am`);
    }
    await settle(1_500);
    for (const lang of LANGS) expect(await messagesTo(`wait-${lang}@example.am`)).toHaveLength(1);

    // The provider is down when the seats come back: nothing is sent, and nothing is lost.
    sandbox.setFaults({ down: true });
    sandbox.setSeats(SOLD_OUT, 4);
    await settle(2_500);
    for (const lang of LANGS) expect(await messagesTo(`wait-${lang}@example.am`)).toHaveLength(1);
    sandbox.setFaults({});
    for (const lang of LANGS) {
      await expect.poll(async () => (await messagesTo(`wait-${lang}@example.am`)).length, { timeout: 15_000 }).toBe(2);
      const alert = (await messagesTo(`wait-${lang}@example.am`)).find((mail) => SEATS_SUBJECT[lang].test(mail.subject ?? ""));
      expect(alert, lang).toBeTruthy();
      expect(alert!.text).toContain(`${PUBLIC_URL}/${lang}/orchestra/event/${SOLD_OUT}`);
      expect(alert!.headerLines.some((header) => header.key === "list-unsubscribe-post")).toBe(true);
    }
    // More seats are not news; selling out and getting seats again is.
    sandbox.setSeats(SOLD_OUT, 9);
    await settle(2_000);
    for (const lang of LANGS) expect(await messagesTo(`wait-${lang}@example.am`)).toHaveLength(2);
    sandbox.setSeats(SOLD_OUT, 0);
    await settle(2_000);
    sandbox.setSeats(SOLD_OUT, 2);
    for (const lang of LANGS) await expect.poll(async () => (await messagesTo(`wait-${lang}@example.am`)).length, { timeout: 15_000 }).toBe(3);
    await settle(2_000);
    for (const lang of LANGS) expect(await messagesTo(`wait-${lang}@example.am`)).toHaveLength(3);
  }, 90_000);

  it("tells each 'changes' alert once when the concert is cancelled, with the staff notice as text", async () => {
    const email = "changes-ru@example.am";
    expect((await ask(0, "ru", { email, kind: "changes", eventId: "1003" })).status).toBe(202);
    await confirmFromMail(email);
    await settle(1_000);
    await database.db
      .insert(concertProgrammes)
      .values({ eventId: "1003", status: "cancelled", translations: { ru: { subtitle: "", works: [], notes: "", talk: null, notice: "Солист заболел <b>внезапно</b>.", published: true } } });
    await expect.poll(async () => (await messagesTo(email)).length, { timeout: 15_000 }).toBe(2);
    await settle(1_500);
    const messages = await messagesTo(email);
    expect(messages).toHaveLength(2);
    const change = messages.find((mail) => mail.subject?.startsWith("Изменения: "))!;
    expect(change.text).toContain("Концерт отменён.");
    expect(change.text).toContain("Солист заболел <b>внезапно</b>.");
    expect(change.html).not.toContain("<b>внезапно</b>");
  }, 60_000);

  it("sends a follower one message when a new concert with the artist appears with its programme", async () => {
    const [artist] = await database.db
      .insert(artists)
      .values({ slug: "new-soloist", translations: { en: { name: "Lilit Soloist", role: "piano", bio: "" }, am: { name: "Լիլիթ Մենակատար", role: "դաշնամուր", bio: "" } } })
      .returning({ id: artists.id });
    const email = "follower-am@example.am";
    expect((await ask(1, "am", { email, kind: "artist", artist: "new-soloist" })).status).toBe(202);
    await confirmFromMail(email);
    await settle(1_000);
    await database.db.insert(concertProgrammes).values({ eventId: "1005", translations: { am: { subtitle: "", works: [], notes: "", talk: null, notice: "", published: true } } });
    await database.db.insert(programmePerformers).values({ eventId: "1005", position: 0, artistId: artist!.id, role: "soloist" });
    await expect.poll(async () => (await messagesTo(email)).length, { timeout: 15_000 }).toBe(2);
    await settle(1_500);
    const messages = await messagesTo(email);
    expect(messages).toHaveLength(2);
    const digest = messages.find((mail) => mail.subject === "Նոր համերգներ՝ ըստ ձեր հետևումների")!;
    expect(digest.text).toContain("Լիլիթ Մենակատար");
    expect(digest.text).toContain(`${PUBLIC_URL}/am/orchestra/event/1005`);
    expect((await database.db.select().from(alertAddresses)).every((row) => row.status === "confirmed")).toBe(true);
  }, 60_000);

  it("sends one address at most 5 alert messages a day", async () => {
    const [address] = await database.db.insert(alertAddresses).values({ email: "busy@example.am", status: "confirmed", language: "en", confirmedAt: new Date() }).returning({ id: alertAddresses.id });
    const concerts = ["1006", "1007", "1008", "1009", "1010", "1012"];
    await database.db.insert(alerts).values(concerts.map((eventId) => ({ addressId: address!.id, kind: "changes" as const, target: eventId, eventId, language: "en" as const })));
    // As a request does: the concert is watched from the moment its first alert is stored.
    for (const eventId of concerts) await startWatching(database.db, eventId, null);
    await database.db.insert(concertProgrammes).values(concerts.map((eventId) => ({ eventId, status: "postponed" })));
    await expect.poll(async () => (await messagesTo("busy@example.am")).length, { timeout: 15_000 }).toBe(5);
    await settle(2_000);
    expect(await messagesTo("busy@example.am")).toHaveLength(5);
  }, 60_000);
});
