import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cachedRead } from "../../db/read-cache.server";
import { historyPages, historySections } from "../../db/schema/history";
import type { Lang } from "../../i18n/languages";
import type { HistoryPage, HistorySlug } from "./history.types";



/** A history page in one language, sections in order; null when it has not been written in that language. */
export function loadHistoryPage(db: Db, slug: HistorySlug, lang: Lang): Promise<HistoryPage | null> {
  return cachedRead(db, `history:${slug}:${lang}`, () => readHistoryPage(db, slug, lang));
}

async function readHistoryPage(db: Db, slug: HistorySlug, lang: Lang): Promise<HistoryPage | null> {
  const [page] = await db
    .select()
    .from(historyPages)
    .where(and(eq(historyPages.slug, slug), eq(historyPages.languageCode, lang)));
  if (!page) return null;
  const sections = await db
    .select({
      id: historySections.id,
      order: historySections.order,
      heading: historySections.heading,
      content: historySections.content,
      src: historySections.src,
      imageAlt: historySections.imageAlt,
    })
    .from(historySections)
    .where(eq(historySections.pageId, page.id))
    .orderBy(asc(historySections.order));
  return { slug, title: page.title, heroImage: page.heroImage, sections };
}

export const TEASER_LENGTH = 400;

/** The home page's teaser: the first 400 characters of the hall's history, cut at a word. */
export function historyTeaser(page: HistoryPage | null): string {
  const text = (page?.sections.map((s) => s.content).join("\n\n") ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= TEASER_LENGTH) return text;
  const cut = text.slice(0, TEASER_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > TEASER_LENGTH * 0.8 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:։՝—–-]+$/u, "")}…`;
}
