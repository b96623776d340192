import { Outlet } from "react-router";
import "../../admin/admin.css";
import { AdminLanguageProvider } from "../../admin/admin-language";
import { ADMIN_CATALOGUES } from "../../admin/texts";
import { ToastProvider } from "../../admin/toasts";
import { renderedPageHeaders } from "../../http/server-cache-policy";

/** The admin area's frame: the chosen language and the toasts, shared by the login page and the signed-in screens. */
export const meta = () => [{ title: ADMIN_CATALOGUES.am.title }, { name: "robots", content: "noindex, nofollow" }];

export const headers = renderedPageHeaders;

export default function AdminShell() {
  return (
    <AdminLanguageProvider>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </AdminLanguageProvider>
  );
}
