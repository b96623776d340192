import type { Db } from "../../db/client.server";
import { type DocumentKind, documentStore } from "../../db/published-documents.server";
import { cachedRead } from "../../db/read-cache.server";
import type { Lang } from "../../i18n/languages";
import { richTextToPlain } from "../../security/rich-text.server";
import { summariseDifference } from "./page-diff.server";
import type { PageKey } from "./page-keys";
import { type PageContent, pageContentSchema } from "./schema";

/** The kept public reads of the pages: forgotten on this instance when a version is published. */
export const PAGE_READS = "pages:";

/** A page in one language as a published document (app/db/published-documents.server.ts): kind `page`, its key and language. */
export const PAGE_KIND: DocumentKind<PageContent> = { kind: "page", schema: pageContentSchema, readPrefix: PAGE_READS, summarise: summariseDifference };

export const pageStore = (db: Db) => documentStore(db, PAGE_KIND);
export const pageDocument = (key: PageKey, lang: Lang) => ({ key, lang });

/** The published page in one language, kept for the public read period; null when that language has nothing published. */
export function readPublishedPage(db: Db, key: PageKey, lang: Lang): Promise<PageContent | null> {
  return cachedRead(db, `${PAGE_READS}${key}:${lang}`, async () => {
    const checked = pageContentSchema.safeParse(await pageStore(db).published(pageDocument(key, lang)));
    return checked.success ? checked.data : null;
  });
}

export const TEASER_LENGTH = 400;

/** The home page's teaser: the first 400 characters of a page's text, cut at a word. */
export function pageTeaser(page: PageContent | null): string {
  const text = (page?.blocks.map((block) => (block.type === "text" ? richTextToPlain(block.html) : "")).join("\n\n") ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= TEASER_LENGTH) return text;
  const cut = text.slice(0, TEASER_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > TEASER_LENGTH * 0.8 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:։՝—–-]+$/u, "")}…`;
}

/** A page's words for the site search: its headings, texts and call-outs. */
export const pageWords = (page: PageContent | null): string[] =>
  page ? [page.lead, ...page.blocks.map((block) => (block.type === "text" ? richTextToPlain(block.html) : block.type === "heading" || block.type === "callout" ? block.text : ""))].filter(Boolean) : [];
