import { Outlet } from "react-router";
import "../../admin/admin.css";
import { AdminLanguageProvider } from "../../admin/admin-language";
import { browserAdminLang } from "../../admin/browser-language";
import { ADMIN_CATALOGUES } from "../../admin/texts";
import { ToastProvider } from "../../admin/toasts";
import { renderedPageHeaders } from "../../http/server-cache-policy";
import type { Route } from "./+types/shell";

/** The admin area's frame: the chosen language and the toasts, shared by the login page and the signed-in screens. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: ADMIN_CATALOGUES[loaderData?.browserLang ?? "am"].title },
  { name: "robots", content: "noindex, nofollow" },
];

/** The page is written in the browser's language (until the admin chooses one), so a cache keeps one per language. */
export const headers = () => ({ ...renderedPageHeaders(), Vary: "Accept-Language" });

/** The language the browser asks for: the admin area's until the admin chooses one. */
export function loader({ request }: Route.LoaderArgs) {
  return { browserLang: browserAdminLang(request.headers.get("accept-language")) };
}

/** The browser's language does not change between admin screens. */
export const shouldRevalidate = () => false;

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLanguageProvider browserLang={loaderData.browserLang}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </AdminLanguageProvider>
  );
}
