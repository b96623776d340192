import { redirect } from "react-router";
import { pageLang } from "../i18n/page-language";
import type { Route } from "./+types/donate";

/** The earlier donate address leads to the support page in the same language. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/${pageLang(request)}/support`, 301);
}
