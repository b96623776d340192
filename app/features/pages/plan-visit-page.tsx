import { useId } from "react";
import { HTML_LANG, type Localised } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import { mapsHref, telHref } from "../../site-config";
import { PageIntro } from "../../ui/page-intro";
import { buttonStyles } from "../../ui/styles";
import { OfficeStateLine } from "../hall-facts/public";
import { ComposedPageFrame, ReadingBlocks, ShownInEnglishNote } from "./page-blocks";
import type { RenderedPage } from "./rendered-page";
import type { PageBlock } from "./schema";

/** The words of the page's own cards, which stay the site's whatever staff write. */
const CARD_TEXTS: Localised<{ addressTitle: string; mapLink: string; officeIntro: string }> = {
  am: { addressTitle: "Հասցեն", mapLink: "Բացել քարտեզում", officeIntro: "Տոմսեր կարող եք գնել համերգասրահի տոմսարկղում կամ կայքում։" },
  en: { addressTitle: "Address", mapLink: "Open in maps", officeIntro: "Buy tickets at the hall's ticket office or on this site." },
  ru: { addressTitle: "Адрес", mapLink: "Открыть на карте", officeIntro: "Билеты можно купить в кассе зала или на сайте." },
};

type Section = { heading: string | null; blocks: PageBlock[] };

/** Staff's blocks as sections: each heading opens one, and what follows it, up to the next heading, is its body. */
function sectionsOf(blocks: readonly PageBlock[]): Section[] {
  const sections: Section[] = [];
  for (const block of blocks) {
    if (block.type === "heading") sections.push({ heading: block.text, blocks: [] });
    else if (sections.length) sections.at(-1)!.blocks.push(block);
    else sections.push({ heading: null, blocks: [block] });
  }
  return sections;
}

/** A section of words only reads in the two-column grid; one with a table, a picture or a gallery takes the column's width. */
const readsInGrid = (section: Section) => section.blocks.every((block) => block.type === "text" || block.type === "callout");

function VisitSection({ section, page, id, wide }: { section: Section; page: RenderedPage; id: string; wide: boolean }) {
  return (
    <section aria-labelledby={section.heading ? id : undefined} className={wide ? "space-y-4" : "space-y-2"}>
      {section.heading ? (
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {section.heading}
        </h2>
      ) : null}
      <ReadingBlocks blocks={section.blocks} page={page} />
    </section>
  );
}

/**
 * The Plan your visit page: staff's title, lead and blocks around the page's own cards, the address
 * with a link to the phone's map app and the ticket office with whether it is open now (computed in
 * the browser: see OfficeStateLine). Sections of words stand two by two; a section with the office's
 * hours (a facts block) or a picture takes the full width.
 */
export function PlanVisitPage({ page, address, ticketOfficePhone }: { page: RenderedPage; address: string; ticketOfficePhone: string }) {
  const { lang, t } = useLocale();
  const cards = CARD_TEXTS[lang];
  const idPrefix = useId();
  const sections = sectionsOf(page.content.blocks);
  // Consecutive sections of words share a grid; a wide section stands between the grids.
  const runs: (Section | Section[])[] = [];
  for (const section of sections) {
    if (!readsInGrid(section)) runs.push(section);
    else if (Array.isArray(runs.at(-1))) (runs.at(-1) as Section[]).push(section);
    else runs.push([section]);
  }
  let position = 0;
  const sectionId = () => `${idPrefix}-section-${position++}`;
  return (
    <ComposedPageFrame page={page}>
      <PageIntro page="planVisit" title={page.content.title} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 text-lg leading-relaxed sm:px-6">
        <ShownInEnglishNote page={page} />
        {page.content.lead ? <p className="text-xl font-medium text-accent-strong">{page.content.lead}</p> : null}
        <div lang={page.shownIn === lang ? undefined : HTML_LANG[lang]} className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby={`${idPrefix}-address`} className="rounded-card border border-line bg-surface p-5">
            <h2 id={`${idPrefix}-address`} className="text-xl font-semibold">
              {cards.addressTitle}
            </h2>
            <address className="mt-2 not-italic">{address}</address>
            <a href={mapsHref(address)} className={`${buttonStyles.secondary} mt-4`} rel="noopener noreferrer" target="_blank">
              {cards.mapLink}
            </a>
          </section>
          <section aria-labelledby={`${idPrefix}-office`} className="rounded-card border border-line bg-surface p-5">
            <h2 id={`${idPrefix}-office`} className="text-xl font-semibold">
              {t.footer.ticketOffice}
            </h2>
            <OfficeStateLine office={page.facts.ticketOffice} className="mt-2 min-h-7 font-semibold" />
            <p className="mt-2 text-base">{cards.officeIntro}</p>
            <a href={telHref(ticketOfficePhone)} className="mt-2 inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-accent underline underline-offset-4">
              {ticketOfficePhone}
            </a>
          </section>
        </div>
        {runs.map((run, index) =>
          Array.isArray(run) ? (
            <div key={index} className="grid gap-x-10 gap-y-8 md:grid-cols-2">
              {run.map((section) => {
                const id = sectionId();
                return <VisitSection key={id} section={section} page={page} id={id} wide={false} />;
              })}
            </div>
          ) : (
            <VisitSection key={index} section={run} page={page} id={sectionId()} wide />
          ),
        )}
      </div>
    </ComposedPageFrame>
  );
}
