import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import type { ContactSettings } from "../../features/site-settings/schema";
import { SettingsForm } from "../../features/site-settings/settings-form";
import { Link } from "react-router";
import type { Route } from "./+types/settings";

export async function clientLoader() {
  return { settings: await adminJson<ContactSettings>("/api/admin/settings") };
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

/** The hall's contacts shown in the public footer and on the tour page. */
export default function AdminSettings({ loaderData: { settings } }: Route.ComponentProps) {
  const { t } = useAdminTexts();
  return (
    <div className="space-y-6">
      <Link to="/admin" className="text-sm text-accent underline">
        {t.backToDashboard}
      </Link>
      <h1 className="text-3xl font-semibold tracking-tight">{t.settings.title}</h1>
      <p className="max-w-2xl text-muted">{t.settings.intro}</p>
      <SettingsForm initial={settings} />
    </div>
  );
}
