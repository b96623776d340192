import { inArray } from "drizzle-orm";
import { HISTORY_PAGES } from "../../content/history-content.server";
import type { Db } from "../../db/client.server";
import { mediaItems } from "../../db/schema/media-library";
import { LANGS } from "../../i18n/languages";
import { sanitiseRichText } from "../../security/rich-text.server";
import { pageDocument, pageStore } from "./pages.server";
import type { PageBlock } from "./schema";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Today's hall history, orchestra history and gift card pages become the first published version of
 * each page in each language (server/seed.ts runs it once, after the media library's items, whose
 * ids the pictures name): a section is a heading, a text and a picture; the page's gallery closes it.
 */
export async function seedPages(db: Db, now: Date): Promise<void> {
  const sources = HISTORY_PAGES.flatMap((page) => page.sections.flatMap((section) => (section.image ? [section.image] : [])));
  const items = sources.length ? await db.select({ id: mediaItems.id, url: mediaItems.originalUrl }).from(mediaItems).where(inArray(mediaItems.originalUrl, sources)) : [];
  const idOf = new Map(items.map((item) => [item.url, item.id]));
  const store = pageStore(db);
  for (const page of HISTORY_PAGES) {
    for (const lang of LANGS) {
      const blocks: PageBlock[] = page.sections.flatMap((section) => {
        const picture = section.image ? idOf.get(section.image) : undefined;
        const html = section.content[lang]
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join("");
        return [
          ...(section.heading ? [{ type: "heading" as const, text: section.heading[lang] }] : []),
          { type: "text" as const, html: sanitiseRichText(html) },
          ...(picture ? [{ type: "picture" as const, mediaId: picture }] : []),
        ];
      });
      blocks.push({ type: "gallery", gallery: page.slug });
      await store.createPublished(pageDocument(page.slug, lang), { title: page.title[lang], lead: "", blocks }, { id: null, name: "system" }, now);
    }
  }
}
