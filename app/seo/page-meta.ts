import type { MetaDescriptor } from "react-router";
import type { Catalogue } from "../i18n/catalogues/en";
import { HTML_LANG, LANGS, type Lang, switchLangPath, type Localised } from "../i18n/languages";
import { fill } from "../i18n/plural";
import { mergeTexts, receivedTexts } from "../i18n/page-texts";
import type { LayoutData, LocaleData } from "../i18n/use-locale";

type RootData = { lang: Lang; messages: Catalogue; origin: string };
type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** The root's data, its texts with the language layout's laid over them (as `useLocale` reads them). */
export function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as LocaleData | undefined;
  const layout = matches.find((match) => match?.id === "routes/lang-layout")?.loaderData as LayoutData | null | undefined;
  if (!root) return undefined;
  return { ...root, messages: mergeTexts(receivedTexts(root), layout?.messages ? receivedTexts(layout) : undefined) };
}

/** The picture link previews show when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = "/media/og-default.jpg";

/** Our root-relative paths made absolute (link previews and structured data need whole URLs). */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

const OG_LOCALE: Localised<string> = { am: "hy_AM", en: "en_US", ru: "ru_RU" };

/**
 * Title, description, canonical URL, hreflang alternates for the three languages and the
 * Open Graph basics of a public page. `page` names its entry in the catalogue's `pages`.
 */
export function pageMeta(
  args: MetaArgs,
  page: keyof Catalogue["pages"],
  options: { indexable?: boolean; title?: string; description?: string; image?: string; structuredData?: object[]; values?: Record<string, string> } = {},
): MetaDescriptor[] {
  const data = rootData(args.matches);
  if (!data) return [];
  const { lang, messages, origin } = data;
  const title = options.title || messages.pages[page].title;
  // A description that carries a figure holds a placeholder: `values` fills it (the hall facts' figures, from the loader).
  const description = options.description || fill(messages.pages[page].description, options.values ?? {});
  const image = absoluteUrl(origin, options.image || DEFAULT_SHARE_IMAGE);
  const fullTitle = page === "home" ? title : `${title} | ${messages.site.name}`;
  const url = `${origin}${args.location.pathname}`;
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: messages.site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(options.structuredData ?? []).map((item) => ({ "script:ld+json": item })),
  ];
  if (options.indexable === false) {
    descriptors.push({ name: "robots", content: "noindex" });
    return descriptors;
  }
  descriptors.push({ tagName: "link", rel: "canonical", href: url });
  for (const alternate of LANGS) {
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: HTML_LANG[alternate],
      href: `${origin}${switchLangPath(args.location.pathname, alternate)}`,
    });
  }
  descriptors.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: `${origin}${switchLangPath(args.location.pathname, "am")}`,
  });
  return descriptors;
}
