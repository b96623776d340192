import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "./catalogues/en";
import type { Lang } from "./languages";

/** What the root loader sends every page: its language, that language's catalogue and the site's origin. */
export type LocaleData = { lang: Lang; messages: Catalogue; origin: string };

/** The page's language and its catalogue, as the root loader chose them from the URL. */
export function useLocale() {
  const data = useRouteLoaderData("root") as LocaleData | undefined;
  if (!data) throw new Error("useLocale needs the root loader data");
  return { lang: data.lang, t: data.messages, origin: data.origin };
}
