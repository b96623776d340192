import { redirect } from "react-router";
import type { Route } from "./+types/spec-path-redirect";

/** The spec's addresses of the content screens, kept working for old bookmarks: each moved for good under /admin. */
export const SPEC_PATH_TARGET: Record<string, string> = {
  "/examples/advert-banner-api-test": "/admin/banners",
  "/examples/staff-api-test": "/admin/staff",
  "/examples/events-api-test": "/admin/events",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${SPEC_PATH_TARGET[url.pathname.replace(/\/+$/, "")] ?? "/admin"}${url.search}`, 301);
}
