import { HISTORY_PAGES } from "../../content/history-content.server";
import type { Db } from "../../db/client.server";
import { historyPages, historySections } from "../../db/schema/history";
import { LANGS } from "../../i18n/languages";

/** The hall history, orchestra history and gift card texts, one page row per language, so staff can edit them later. */
export async function seedHistoryPages(db: Db) {
  for (const page of HISTORY_PAGES) {
    for (const lang of LANGS) {
      const [row] = await db
        .insert(historyPages)
        .values({ slug: page.slug, languageCode: lang, title: page.title[lang], heroImage: page.heroImage })
        .returning({ id: historyPages.id });
      await db.insert(historySections).values(
        page.sections.map((section) => ({
          pageId: row!.id,
          order: section.order,
          heading: section.heading?.[lang] ?? null,
          content: section.content[lang],
          src: section.image,
          imageAlt: section.imageAlt?.[lang] ?? null,
        })),
      );
    }
  }
}
