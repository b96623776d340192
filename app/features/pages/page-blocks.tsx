import type { ReactNode } from "react";
import { HTML_LANG } from "../../i18n/languages";
import { plural } from "../../i18n/plural";
import { formatNumber, formatPrice } from "../../i18n/format";
import { useLocale } from "../../i18n/use-locale";
import type { LocalGalleryImage } from "../../ui/gallery";
import { factValues, GUIDE_LANGUAGES, type HallFacts, OfficeHoursTable, SEAT_AREAS, seatTotal, TOUR_TICKETS } from "../hall-facts/public";
import { FactList, GallerySection } from "../venue/public";
import { PAGE_LAYOUTS } from "./page-keys";
import type { RenderedPage } from "./rendered-page";
import type { PageBlock } from "./schema";
import { PAGE_TEXTS } from "./texts";

/** How stored rich text reads: paragraphs, headings, lists and links in the site's type. */
const RICH_TEXT = [
  "space-y-4",
  "[&_h2]:pt-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4",
].join(" ");

function Picture({ image }: { image: LocalGalleryImage }) {
  return (
    <figure className="space-y-2">
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes="(min-width: 48rem) 48rem, 100vw" />
        ))}
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className="h-auto w-full rounded-card object-cover" />
      </picture>
    </figure>
  );
}

/** A facts block: the figures in the page's language, under their own title unless staff put a heading right above them. */
/**
 * The picture behind a page's title, full width: AVIF and WebP at 480 and 960 px and the drawing's
 * own width (the files the media library keeps of each drawing, app/features/media-library/seed.server.ts),
 * so a phone takes a narrow file and a wide screen the full one.
 */
function HeroPicture({ hero }: { hero: { src: string; width: number } }) {
  const stem = hero.src.replace(/\.webp$/, "");
  const srcset = (extension: "avif" | "webp") =>
    [...[480, 960].filter((width) => width < hero.width).map((width) => `${stem}-w${width}.${extension} ${width}w`), `${stem}.${extension} ${hero.width}w`].join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcset("avif")} sizes="100vw" />
      <source type="image/webp" srcSet={srcset("webp")} sizes="100vw" />
      <img src={hero.src} alt="" fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover opacity-45" />
    </picture>
  );
}

function FactsBlock({ which, facts, underHeading }: { which: Extract<PageBlock, { type: "facts" }>["facts"]; facts: HallFacts; underHeading: boolean }) {
  const { lang } = useLocale();
  const texts = PAGE_TEXTS[lang];
  const amd = (amount: number) => formatPrice({ min: amount, max: amount }, lang);
  const titled = (title: string, body: ReactNode) =>
    underHeading ? (
      body
    ) : (
      <section className="space-y-4">
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h2>
        {body}
      </section>
    );
  if (which === "seats")
    return titled(
      texts.seats,
      <FactList
        rows={[
          ...SEAT_AREAS.map((area) => ({ label: texts.seatLabels[area], value: formatNumber(facts.mainHallSeats[area], lang) })),
          { label: texts.seatLabels.total, value: formatNumber(seatTotal(facts), lang), strong: true },
        ]}
      />,
    );
  if (which === "guidePrices") return titled(texts.guidePrices, <FactList rows={GUIDE_LANGUAGES.map((language) => ({ label: texts.guideLabels[language], value: amd(facts.guidePrices[language]) }))} />);
  if (which === "privateEvening") return titled(texts.privateEvening, <FactList rows={[{ label: texts.privateEvening, value: amd(facts.privateEveningPrice) }]} />);
  if (which === "tourPrices") return titled(texts.tourPrices, <FactList rows={TOUR_TICKETS.map((group) => ({ label: texts.priceLabels[group], value: amd(facts.tourPrices[group]) }))} />);
  if (which === "tourSchedule") {
    const values = factValues(facts, lang);
    return titled(
      texts.tourSchedule,
      <FactList
        rows={[
          { label: texts.tourDays, value: `${values.tourDays}, ${values.tourHours}` },
          { label: texts.tourDuration, value: values.tourDuration! },
        ]}
      />,
    );
  }
  if (which === "giftCard") {
    const { min, max, validityMonths } = facts.giftCard;
    const validity =
      validityMonths % 12 === 0 ? plural(lang, validityMonths / 12, texts.giftCardValidity.years) : plural(lang, validityMonths, texts.giftCardValidity.months);
    return titled(
      texts.giftCard,
      <FactList
        rows={[
          { label: texts.giftCardLabels.min, value: amd(min) },
          { label: texts.giftCardLabels.max, value: amd(max) },
          { label: texts.giftCardLabels.validity, value: validity },
        ]}
      />,
    );
  }
  return <OfficeHoursTable office={facts.ticketOffice} now={new Date()} />;
}

function Block({ block, page, underHeading }: { block: PageBlock; page: RenderedPage; underHeading: boolean }) {
  switch (block.type) {
    case "heading":
      return <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{block.text}</h2>;
    case "text":
      // Stored only as the server's sanitiser returned it (api.server.ts).
      return <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "picture": {
      const image = page.pictures[block.mediaId];
      return image ? <Picture image={image} /> : null;
    }
    case "facts":
      return <FactsBlock which={block.facts} facts={page.facts} underHeading={underHeading} />;
    case "callout":
      return <p className="rounded-card border border-line bg-accent-soft px-5 py-4 font-medium">{block.text}</p>;
    // Only the home page's hero holds a button, and lays it out itself (app/features/home/hero.tsx).
    case "button":
    case "gallery":
      return null;
  }
}

/** A run of reading blocks (galleries are laid out by the page around them). */
export function ReadingBlocks({ blocks, page }: { blocks: readonly PageBlock[]; page: RenderedPage }) {
  return blocks.map((block, position) => <Block key={position} block={block} page={page} underHeading={blocks[position - 1]?.type === "heading"} />);
}

/** A composed page's frame: its language when English is shown in its place, and the preview's notice over it. */
export function ComposedPageFrame({ page, children }: { page: RenderedPage; children: ReactNode }) {
  const { lang } = useLocale();
  return (
    <div lang={page.shownIn === lang ? undefined : HTML_LANG[page.shownIn]}>
      {page.preview ? (
        <p role="status" className="bg-gold px-4 py-2 text-center font-medium text-night">
          {PAGE_TEXTS[lang].preview}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Says, in the page's language, that the English text is shown because this language has none published. */
export function ShownInEnglishNote({ page, className = "" }: { page: RenderedPage; className?: string }) {
  const { lang } = useLocale();
  if (page.shownIn === lang) return null;
  return (
    <p lang={HTML_LANG[lang]} className={`${className}rounded-card border border-line bg-surface px-4 py-3 text-base`.trim()}>
      {PAGE_TEXTS[lang].inEnglish}
    </p>
  );
}

/**
 * A page staff composed from blocks, in the site's design: the title over the page's picture, the
 * lead, the blocks in a reading column, and the galleries full width where they stand in the list.
 */
export function PageBlocks({ page }: { page: RenderedPage }) {
  const layout = PAGE_LAYOUTS[page.key];
  // Runs of reading blocks go in the column; a gallery block breaks out to the page's width.
  const runs: (PageBlock[] | Extract<PageBlock, { type: "gallery" }>)[] = [];
  for (const block of page.content.blocks) {
    if (block.type === "gallery") runs.push(block);
    else if (Array.isArray(runs.at(-1))) (runs.at(-1) as PageBlock[]).push(block);
    else runs.push([block]);
  }
  return (
    <ComposedPageFrame page={page}>
      <header className="relative isolate overflow-hidden bg-night text-white">
        {layout.hero ? <HeroPicture hero={layout.hero} /> : null}
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{page.content.title}</h1>
          {page.content.lead ? <p className="mt-6 max-w-2xl text-xl text-white/90">{page.content.lead}</p> : null}
        </div>
      </header>
      <ShownInEnglishNote page={page} className="mx-auto mt-8 max-w-3xl sm:px-6 " />
      {runs.map((run, index) =>
        Array.isArray(run) ? (
          <article key={index} className="mx-auto max-w-3xl space-y-8 px-4 py-14 text-lg leading-relaxed sm:px-6">
            <ReadingBlocks blocks={run} page={page} />
          </article>
        ) : (
          <GallerySection key={index} images={page.galleries[run.gallery] ?? []} columns={layout.galleryColumns} />
        ),
      )}
    </ComposedPageFrame>
  );
}
