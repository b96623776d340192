import type { ReactNode } from "react";
import { HTML_LANG } from "../../i18n/languages";
import type { Catalogue } from "../../i18n/catalogues/en";
import { useLocale } from "../../i18n/use-locale";
import { factValues } from "../hall-facts/public";
import { VenuePage } from "../venue/public";
import { ComposedPageFrame, ReadingBlocks, ShownInEnglishNote } from "./page-blocks";
import type { RenderedPage } from "./rendered-page";

/**
 * A venue page composed from blocks: staff's title, lead and blocks beside the page's inquiry form,
 * which stays the site's code, as does anything the page adds after the blocks (`after`: the tour's
 * phone numbers); the page's gallery closes it, full width, as on every venue page.
 */
export function VenueBlockPage({ page, intro, form, after }: { page: RenderedPage; intro: keyof Catalogue["pages"]; form: ReactNode; after?: ReactNode }) {
  const { lang } = useLocale();
  const reading = page.content.blocks.filter((block) => block.type !== "gallery");
  const gallery = page.content.blocks.flatMap((block) => (block.type === "gallery" ? (page.galleries[block.gallery] ?? []) : []));
  return (
    <ComposedPageFrame page={page}>
      <VenuePage page={intro} title={page.content.title} values={factValues(page.facts, lang)} lead={page.content.lead} gallery={gallery} form={page.shownIn === lang ? form : <div lang={HTML_LANG[lang]}>{form}</div>}>
        <ShownInEnglishNote page={page} />
        <ReadingBlocks blocks={reading} page={page} />
        {after}
      </VenuePage>
    </ComposedPageFrame>
  );
}
