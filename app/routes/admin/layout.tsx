import { Link, NavLink, Outlet, useNavigate } from "react-router";
import type { AdminAccount } from "../../admin/account";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLanguageSwitcher } from "../../admin/language-switcher";
import { adminFetch, storeAdminToken, verifiedAccount } from "../../admin/session";
import { buttonStyles } from "../../ui/styles";
import type { Route } from "./+types/layout";

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

const navLinkStyle = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium underline-offset-4 hover:underline ${isActive ? "text-accent-strong underline" : "text-ink"}`;

export default function AdminLayout({ loaderData: account }: Route.ComponentProps) {
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
          {/* On a phone the menu and the languages take their own row under the title and the logout button. */}
          <div className="order-last flex w-full flex-wrap items-center justify-between gap-2 sm:order-none sm:w-auto sm:gap-4">
            <nav aria-label={t.menu}>
              <ul className="flex flex-wrap gap-1">
                {account.role === "admin" ? (
                  <li>
                    <NavLink to="/admin/accounts" className={navLinkStyle}>
                      {t.nav.accounts}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <NavLink to="/admin/account" className={navLinkStyle}>
                    {t.nav.account}
                  </NavLink>
                </li>
              </ul>
            </nav>
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
