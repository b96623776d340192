import type { LocalGalleryImage } from "../../ui/gallery";
import { GallerySection } from "../venue/public";
import type { HistoryPage } from "./history.types";

/**
 * A history-shaped page (hall history, orchestra history, gift card): hero with the title, the
 * sections in order (optional heading and picture), then the gallery.
 */
export function HistoryArticle({
  page,
  gallery,
  columns,
}: {
  page: HistoryPage;
  gallery: LocalGalleryImage[];
  columns?: "mixed" | "three";
}) {
  return (
    <>
      <header className="relative isolate overflow-hidden bg-night text-white">
        {page.heroImage ? (
          <img src={page.heroImage} alt="" fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover opacity-45" />
        ) : null}
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{page.title}</h1>
        </div>
      </header>
      <article className="mx-auto max-w-3xl space-y-12 px-4 py-14 text-lg leading-relaxed sm:px-6">
        {page.sections.map((section) => (
          <section key={section.id} className="space-y-4">
            {section.heading ? <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{section.heading}</h2> : null}
            {section.content.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.src ? (
              <img src={section.src} alt={section.imageAlt ?? ""} loading="lazy" decoding="async" className="mt-6 w-full rounded-card object-cover" />
            ) : null}
          </section>
        ))}
      </article>
      <GallerySection images={gallery} columns={columns} />
    </>
  );
}
