import { Link, Outlet, redirect, useNavigate } from "react-router";
import { adminFetch, adminToken, storeAdminToken } from "../../admin/session";
import { ADMIN_TEXTS } from "../../admin/texts";
import { buttonStyles } from "../../ui/styles";

/**
 * The guard of every signed-in admin screen (the spec guards only some; all are guarded here):
 * the stored token is checked with the server before any screen shows.
 */
export async function clientLoader() {
  if (!adminToken()) throw redirect("/admin/login");
  const response = await adminFetch("/api/admin/verify");
  return (await response.json()) as { username: string };
}

export function HydrateFallback() {
  return <p className="p-8 text-muted">{ADMIN_TEXTS.loading}</p>;
}

export default function AdminLayout() {
  const navigate = useNavigate();

  async function logout() {
    await adminFetch("/api/admin/logout", { method: "POST" }).catch(() => undefined);
    storeAdminToken(null);
    navigate("/admin/login");
  }

  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/admin" className="font-semibold text-accent-strong">
            {ADMIN_TEXTS.title}
          </Link>
          <button type="button" onClick={logout} className={buttonStyles.secondary}>
            {ADMIN_TEXTS.logout}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
