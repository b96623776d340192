import type { HallFacts } from "../hall-facts/public";
import type { Lang } from "../../i18n/languages";
import type { LocalGalleryImage } from "../../ui/gallery";
import type { PageKey } from "./page-keys";
import type { PageContent } from "./schema";

/** What a block page's loader gives its renderer: the content, the language it is in, and what its blocks show. */
export type RenderedPage = {
  key: PageKey;
  content: PageContent;
  /** The page's language, or English when the page's language has nothing published. */
  shownIn: Lang;
  preview: boolean;
  pictures: Record<number, LocalGalleryImage>;
  galleries: Partial<Record<string, LocalGalleryImage[]>>;
  facts: HallFacts;
};
