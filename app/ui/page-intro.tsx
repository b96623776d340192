import type { Catalogue } from "../i18n/catalogues/en";
import { useLocale } from "../i18n/use-locale";

/** A page's heading and lead sentence, from the catalogue's `pages` entry; `title`: the heading staff gave the page, when it has one. */
export function PageIntro({ page, title }: { page: keyof Catalogue["pages"]; title?: string }) {
  const { t } = useLocale();
  const { description } = t.pages[page];
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-ink sm:text-5xl">{title ?? t.pages[page].title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{description}</p>
      </div>
    </header>
  );
}
