import { data } from "react-router";
import type { Db } from "../../db/client.server";
import type { Lang } from "../../i18n/languages";
import { pageLang } from "../../i18n/page-language";
import { withFacts } from "../hall-facts/public";
import { readHallFacts } from "../hall-facts/public.server";
import { libraryPictures, pageGallery } from "../media-library/public.server";
import type { PageKey } from "./page-keys";
import { pageDocument, pageStore, readPublishedPage } from "./pages.server";
import type { PageContent } from "./schema";
import type { RenderedPage } from "./rendered-page";

/**
 * A block page's loader data: the published page in the page's language, else the English one with
 * a note; with `?preview=<token>` of this page and language, its draft instead (never kept: the
 * route answers it no-store and noindex). Pictures and galleries are read for its
 * blocks; the hall facts for its facts blocks and the placeholders in its texts.
 */
export async function loadPageRoute(request: Request, db: Db, key: PageKey): Promise<RenderedPage> {
  const page = await readRenderedPage(request, db, key);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** As `loadPageRoute`, for a page inside another (the home page's hero): null when no language has anything published; a preview link of another page is still a 404. */
export async function readRenderedPage(request: Request, db: Db, key: PageKey): Promise<RenderedPage | null> {
  const lang = pageLang(request);
  const token = new URL(request.url).searchParams.get("preview");
  let content: PageContent | null;
  let shownIn: Lang = lang;
  if (token) {
    content = await pageStore(db).previewDraft(pageDocument(key, lang), token);
    if (!content) throw data(null, { status: 404 });
  } else {
    content = await readPublishedPage(db, key, lang);
    if (!content && lang !== "en") {
      content = await readPublishedPage(db, key, "en");
      shownIn = "en";
    }
  }
  if (!content) return null;
  const facts = await readHallFacts(db);
  // Figures staff write as placeholders ({seats}, {tourDays}…) read the published hall facts.
  content = withFacts(content, facts, shownIn);
  const blocks = content.blocks;
  const pictureIds = blocks.flatMap((block) => (block.type === "picture" ? [block.mediaId] : []));
  const galleryKeys = [...new Set(blocks.flatMap((block) => (block.type === "gallery" ? [block.gallery] : [])))];
  const [pictures, galleries] = await Promise.all([
    libraryPictures(db, pictureIds, lang),
    Promise.all(galleryKeys.map(async (gallery) => [gallery, await pageGallery(db, gallery, lang)] as const)),
  ]);
  return { key, content, shownIn, preview: Boolean(token), pictures: Object.fromEntries(pictures), galleries: Object.fromEntries(galleries), facts };
}
