import { Outlet, useNavigate } from "react-router";
import type { AdminAccount } from "../../admin/account";
import { AdminMenu } from "../../admin/admin-menu";
import { useAdminTexts } from "../../admin/admin-language";
import { adminFetch, storeAdminToken, verifiedAccount } from "../../admin/session";
import { LiveProvider } from "../../admin/use-live";
import { hasRole, LIVE_MESSAGES_ROLE } from "../../features/admin-auth/roles";
import type { Route } from "./+types/layout";
import { ADMIN_MENU_LIST } from "./menu";

/**
 * The guard of every signed-in admin screen (decision 006):
 * the stored token is checked with the server before any screen shows.
 */
export async function clientLoader(): Promise<AdminAccount> {
  return verifiedAccount();
}

export function HydrateFallback() {
  const { t } = useAdminTexts();
  return <p className="p-8 text-muted">{t.loading}</p>;
}

/** The admin workspace: the menu (sidebar from 1024 px, a menu button below) beside the open screen. */
export default function AdminLayout({ loaderData: account }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { t } = useAdminTexts();

  async function logout() {
    await adminFetch("/api/admin/logout", { method: "POST" }).catch(() => undefined);
    storeAdminToken(null);
    navigate("/admin/login");
  }

  return (
    <LiveProvider enabled={hasRole(account.role, LIVE_MESSAGES_ROLE)}>
      <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[18rem_minmax(0,1fr)]">
        <AdminMenu account={account} menu={ADMIN_MENU_LIST} onLogout={logout} />
        {/* Named, as the sidebar is: a page framed in a screen (the pages editor's preview) brings landmarks of its own. */}
        <main aria-label={t.title} className="min-w-0 px-4 py-6 sm:px-6 lg:col-start-2 lg:row-start-1 lg:px-8 lg:py-8">
          <div className="mx-auto max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </LiveProvider>
  );
}
