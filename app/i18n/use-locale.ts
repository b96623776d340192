import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "./catalogues/en";
import type { Lang } from "./languages";
import { mergeTexts, receivedTexts, type SentTexts } from "./page-texts";

/** What the root loader sends every page: its language, that language's catalogue (or the shell's part of it) and the site's origin. */
export type LocaleData = { lang: Lang; messages: SentTexts<Catalogue>; origin: string };

/** What the language layout sends: the texts of the page's kind. */
export type LayoutData = { messages: SentTexts<Partial<Catalogue>> };

/**
 * The page's language and its texts, as the root loader chose them from the URL, with the texts the
 * language layout sends for the page's kind laid over them (`app/i18n/page-texts.ts`).
 */
export function useLocale() {
  const data = useRouteLoaderData("root") as LocaleData | undefined;
  const layout = useRouteLoaderData("routes/lang-layout") as LayoutData | null | undefined;
  const t = useMemo(() => data && mergeTexts(receivedTexts(data), layout ? receivedTexts(layout) : undefined), [data, layout]);
  if (!data || !t) throw new Error("useLocale needs the root loader data");
  return { lang: data.lang, t, origin: data.origin };
}
