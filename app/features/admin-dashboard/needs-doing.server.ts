import { count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { campaigns } from "../../db/schema/campaigns";
import { concertProgrammes } from "../../db/schema/programmes";
import type { Lang } from "../../i18n/languages";
import type { ConcertCatalogue } from "../concerts/public.server";
import { INQUIRY_KINDS, type InquiryKind } from "../inquiries/public";
import { INQUIRY_TABLES } from "../inquiries/public.server";
import type { SettingsField } from "../site-settings/public";
import { INQUIRIES_LISTED, type NeedsDoing, type NeedsDoingSources, needsDoing } from "./needs-doing";

type Published = Partial<Record<Lang, { published?: boolean }>>;

/** The newest inquiries of one kind still waiting for an answer, with what the visitor wrote (a rental's kind of event). */
async function waitingInquiries(db: Db, kind: InquiryKind) {
  const table = INQUIRY_TABLES[kind];
  const text = "message" in table ? table.message : table.eventType;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: table.id, name: table.name, text, createdAt: table.createdAt })
      .from(table)
      .where(eq(table.status, "new"))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(INQUIRIES_LISTED),
    db.select({ n: count() }).from(table).where(eq(table.status, "new")),
  ]);
  return { rows: rows.map((row) => ({ kind, ...row })), total: total?.n ?? 0 };
}

async function programmesPublished(db: Db, eventIds: string[]): Promise<NeedsDoingSources["published"]> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .select({ eventId: concertProgrammes.eventId, translations: concertProgrammes.translations })
    .from(concertProgrammes)
    .where(inArray(concertProgrammes.eventId, eventIds));
  return new Map(
    rows.map((row) => {
      const translations = row.translations as Published;
      return [row.eventId, { am: !!translations.am?.published, en: !!translations.en?.published, ru: !!translations.ru?.published }];
    }),
  );
}

/**
 * The dashboard's "needs doing" list for one account: inquiries and placeholder contacts only for an
 * admin (`audience`, `placeholders`), the rest for every account. A catalogue that does not answer
 * leaves the concerts out rather than the list.
 */
export async function loadNeedsDoing(
  db: Db,
  catalogue: ConcertCatalogue,
  options: { lang: Lang; audience: boolean; placeholders: SettingsField[] | null; missingAlt: Record<Lang, number>; now: Date },
): Promise<NeedsDoing> {
  const concerts = (await catalogue.listEvents(options.lang).catch(() => ({ events: [] }))).events.map((event) => ({
    eventId: event.eventId,
    title: event.eventName,
    startsAt: event.startsAt ?? null,
  }));
  const [published, campaignRows, inquiries] = await Promise.all([
    programmesPublished(db, concerts.map((concert) => concert.eventId)),
    db
      .select({ id: campaigns.id, status: campaigns.status, translations: campaigns.translations, scheduledAt: campaigns.scheduledAt, updatedAt: campaigns.updatedAt })
      .from(campaigns)
      .where(inArray(campaigns.status, ["draft", "scheduled"])),
    options.audience ? Promise.all(INQUIRY_KINDS.map((kind) => waitingInquiries(db, kind))) : null,
  ]);
  return needsDoing(
    {
      concerts,
      published,
      campaigns: campaignRows.map(({ translations, ...campaign }) => ({
        ...campaign,
        subjects: Object.fromEntries(Object.entries(translations).map(([language, text]) => [language, text?.subject ?? ""])),
      })),
      missingAlt: options.missingAlt,
      ...(inquiries ? { inquiries: inquiries.flatMap((kind) => kind.rows), inquiriesWaiting: inquiries.reduce((sum, kind) => sum + kind.total, 0) } : {}),
      ...(options.placeholders ? { placeholders: options.placeholders } : {}),
    },
    options.lang,
    options.now,
  );
}
