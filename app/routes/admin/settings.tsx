import { useAdminTexts } from "../../admin/admin-language";
import { AdminApiError } from "../../admin/api-failure";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson, adminSendJson } from "../../admin/session";
import type { ContactSettings } from "../../features/site-settings/schema";
import { SettingsForm } from "../../features/site-settings/settings-form";
import { AccessibilityFactsForm, type AccessibilityFactsResult } from "../../features/venue/admin/accessibility-facts-form";
import type { AccessibilityFacts } from "../../features/venue/schema";
import { Link } from "react-router";
import type { Route } from "./+types/settings";
import { SETTINGS_ADMIN_TEXTS } from "../../features/site-settings/admin-texts";

export async function clientLoader() {
  const [settings, accessibility] = await Promise.all([
    adminJson<ContactSettings>("/api/admin/settings"),
    adminJson<AccessibilityFacts>("/api/admin/accessibility-facts"),
  ]);
  return { settings, accessibility };
}

/** Saves the accessibility facts (the contacts form still sends its own). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<AccessibilityFactsResult> {
  try {
    const response = await adminSendJson("/api/admin/accessibility-facts", "PUT", await request.json());
    return { ok: true, facts: (await response.json()) as AccessibilityFacts };
  } catch (failure) {
    if (failure instanceof Response) throw failure;
    return { ok: false, code: failure instanceof AdminApiError ? (failure.code ?? "failed") : "failed" };
  }
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

/** The hall's contacts shown in the public footer and on the tour page, and the accessibility page's facts. */
export default function AdminSettings({ loaderData: { settings, accessibility } }: Route.ComponentProps) {
  const { lang, t } = useAdminTexts();
  const settingsTexts = SETTINGS_ADMIN_TEXTS[lang];
  return (
    <div className="space-y-6">
      <Link to="/admin" className="text-sm text-accent underline">
        {t.backToDashboard}
      </Link>
      <h1 className="text-3xl font-semibold tracking-tight">{settingsTexts.settings.title}</h1>
      <p className="max-w-2xl text-muted">{settingsTexts.settings.intro}</p>
      <SettingsForm initial={settings} />
      <div className="border-t border-line pt-8">
        <AccessibilityFactsForm initial={accessibility} />
      </div>
    </div>
  );
}
