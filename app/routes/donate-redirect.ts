import { redirect } from "react-router";
import { DEFAULT_LANG } from "../i18n/languages";

/** The donate page lives under each language like every page; its old address opens the Armenian one. */
export function loader() {
  return redirect(`/${DEFAULT_LANG}/donate`, 301);
}
