import type { ReactNode } from "react";
import type { Catalogue } from "../../i18n/catalogues/en";
import { useLocale } from "../../i18n/use-locale";
import { PageIntro } from "../../ui/page-intro";
import { Gallery, type LocalGalleryImage } from "../../ui/gallery";
import { sectionTitleStyle } from "../../ui/styles";

/** A titled block of a venue or history page. */
export function PageSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      {title ? <h2 className="text-2xl font-semibold tracking-tight">{title}</h2> : null}
      {children}
    </section>
  );
}

/** A page's picture grid under its own heading; every picture opens the lightbox. */
export function GallerySection({ images, columns }: { images: LocalGalleryImage[]; columns?: "mixed" | "three" }) {
  const { t } = useLocale();
  return (
    <section aria-labelledby="page-gallery" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="page-gallery" className={sectionTitleStyle}>
        {t.home.galleryTitle}
      </h2>
      <div className="mt-8">
        <Gallery images={images} columns={columns} />
      </div>
    </section>
  );
}

/**
 * The venue pages' frame: heading and lead, the page's text beside its inquiry form (the form
 * below the text on phones, sticky beside it on wide screens), then the gallery.
 */
export function VenuePage({
  page,
  title,
  values,
  lead,
  form,
  gallery,
  children,
}: {
  page: keyof Catalogue["pages"];
  title?: string;
  values?: Record<string, string>;
  lead: string;
  form: ReactNode;
  gallery?: LocalGalleryImage[];
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro page={page} title={title} values={values} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <div className="space-y-10 text-lg leading-relaxed">
          {lead ? <p className="text-xl font-medium text-accent-strong">{lead}</p> : null}
          {children}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">{form}</div>
      </div>
      {gallery?.length ? <GallerySection images={gallery} /> : null}
    </>
  );
}

/** Label-value rows (seats, prices): a definition list that reads as a table. */
export function FactList({ rows }: { rows: { label: string; value: string; strong?: boolean }[] }) {
  return (
    <dl className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface text-base">
      {rows.map((row) => (
        <div key={row.label} className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 ${row.strong ? "bg-accent-soft font-semibold" : ""}`}>
          <dt>{row.label}</dt>
          {/* A value too long for the label's line (the tour's days and hours in Russian at 390 px) goes under it, whole. */}
          <dd className="min-w-0 font-semibold tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A bulleted list in the site's style. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-gold" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
