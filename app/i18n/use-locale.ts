import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

/** The page's language and its catalogue, as the root loader chose them from the URL. */
export function useLocale() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useLocale needs the root loader data");
  return { lang: data.lang, t: data.messages, origin: data.origin };
}
