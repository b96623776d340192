import { Link, Outlet, redirect, useNavigate } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLanguageSwitcher } from "../../admin/language-switcher";
import { adminFetch, adminToken, storeAdminToken } from "../../admin/session";
import { buttonStyles } from "../../ui/styles";

/**
 * The guard of every signed-in admin screen (decision 006):
 * the stored token is checked with the server before any screen shows.
 */
export async function clientLoader() {
  if (!adminToken()) throw redirect("/admin/login");
  const response = await adminFetch("/api/admin/verify");
  return (await response.json()) as { username: string };
}

export function HydrateFallback() {
  const { t } = useAdminTexts();
  return <p className="p-8 text-muted">{t.loading}</p>;
}

export default function AdminLayout() {
  const { t } = useAdminTexts();
  const navigate = useNavigate();

  async function logout() {
    await adminFetch("/api/admin/logout", { method: "POST" }).catch(() => undefined);
    storeAdminToken(null);
    navigate("/admin/login");
  }

  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/admin" className="mr-auto font-semibold text-accent-strong">
            {t.title}
          </Link>
          {/* On a phone the languages take their own row under the title and the logout button. */}
          <div className="order-last w-full sm:order-none sm:w-auto">
            <AdminLanguageSwitcher />
          </div>
          <button type="button" onClick={logout} className={buttonStyles.secondary}>
            {t.logout}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
