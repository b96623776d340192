import type { Catalogue } from "../i18n/catalogues/en";
import { fill } from "../i18n/plural";
import { useLocale } from "../i18n/use-locale";

/**
 * A page's heading and lead sentence, from the catalogue's `pages` entry; `title`: the heading staff
 * gave the page, when it has one; `values`: the hall facts' figures the sentence's placeholders name.
 */
export function PageIntro({ page, title, values }: { page: keyof Catalogue["pages"]; title?: string; values?: Record<string, string> }) {
  const { t } = useLocale();
  const description = values ? fill(t.pages[page].description, values) : t.pages[page].description;
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-ink sm:text-5xl">{title ?? t.pages[page].title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{description}</p>
      </div>
    </header>
  );
}
