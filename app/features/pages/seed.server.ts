import { inArray } from "drizzle-orm";
import { HISTORY_PAGES, type HistoryPageContent } from "../../content/history-content.server";
import type { Db } from "../../db/client.server";
import { mediaItems } from "../../db/schema/media-library";
import { type Lang, LANGS } from "../../i18n/languages";
import { sanitiseRichText } from "../../security/rich-text.server";
import { pageDocument, pageStore } from "./pages.server";
import type { PageBlock, PageContent } from "./schema";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const SYSTEM = { id: null, name: "system" };

/** A page's first version in one language: a section is a heading, its facts, a text and a picture; the page's gallery closes it. */
function firstVersion(page: HistoryPageContent, lang: Lang, mediaIdOf: ReadonlyMap<string, number>): PageContent {
  const blocks: PageBlock[] = page.sections.flatMap((section) => {
    const picture = section.image ? mediaIdOf.get(section.image) : undefined;
    const html = section.content[lang]
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("");
    return [
      ...(section.heading ? [{ type: "heading" as const, text: section.heading[lang] }] : []),
      ...(section.facts ? [{ type: "facts" as const, facts: section.facts }] : []),
      { type: "text" as const, html: sanitiseRichText(html) },
      ...(picture ? [{ type: "picture" as const, mediaId: picture }] : []),
    ];
  });
  blocks.push({ type: "gallery", gallery: page.slug });
  return { title: page.title[lang], lead: "", blocks };
}

async function mediaIds(db: Db, pages: readonly HistoryPageContent[]): Promise<Map<string, number>> {
  const sources = pages.flatMap((page) => page.sections.flatMap((section) => (section.image ? [section.image] : [])));
  const items = sources.length ? await db.select({ id: mediaItems.id, url: mediaItems.originalUrl }).from(mediaItems).where(inArray(mediaItems.originalUrl, sources)) : [];
  return new Map(items.map((item) => [item.url, item.id]));
}

/**
 * Today's hall history, orchestra history and gift card pages become the first published version of
 * each page in each language (server/seed.ts runs it once, after the media library's items, whose
 * ids the pictures name).
 */
export async function seedPages(db: Db, now: Date): Promise<void> {
  const idOf = await mediaIds(db, HISTORY_PAGES);
  const store = pageStore(db);
  for (const page of HISTORY_PAGES) {
    for (const lang of LANGS) await store.createPublished(pageDocument(page.slug, lang), firstVersion(page, lang, idOf), SYSTEM, now);
  }
}

/**
 * A database seeded before the gift card and hall history pages showed their figures from the hall
 * facts holds them as figures in its text: a language nobody has touched since the seed (its only
 * version is the system's, its draft never saved, nothing scheduled) and without a facts block gets
 * today's first version as version 2, so the figures follow the facts. A language staff edited in
 * any way keeps their words.
 */
export async function refreshUntouchedFactPages(db: Db, now: Date): Promise<void> {
  const pages = HISTORY_PAGES.filter((page) => page.sections.some((section) => section.facts));
  const idOf = await mediaIds(db, pages);
  const store = pageStore(db);
  for (const page of pages) {
    for (const lang of LANGS) {
      const name = pageDocument(page.slug, lang);
      const state = await store.state(name);
      const versions = await store.versions(name);
      const untouched = state && state.version === 1 && !state.scheduledAt && versions.length === 1 && versions[0]!.by === SYSTEM.name;
      if (!untouched || state.published?.blocks.some((block) => block.type === "facts")) continue;
      // The save is a compare and set on version 1: an editor saving at the same moment wins.
      const saved = await store.saveDraft(name, firstVersion(page, lang, idOf), state.version, SYSTEM, now);
      if (saved.saved) await store.publish(name, SYSTEM, null, now);
    }
  }
}
