import { redirect } from "react-router";
import { DEFAULT_LANG } from "../i18n/languages";

/** `/donate`, the address of the earlier donate page, opens the support page in Armenian. */
export function loader() {
  return redirect(`/${DEFAULT_LANG}/support`, 301);
}
