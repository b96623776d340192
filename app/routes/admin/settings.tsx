import { useAdminTexts } from "../../admin/admin-language";
import { adminWrite, type AdminWriteResult, writeRequest } from "../../admin/route-writes";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import type { ContactSettings, TestAddresses } from "../../features/site-settings/schema";
import { SettingsForm } from "../../features/site-settings/settings-form";
import { TestAddressesForm } from "../../features/site-settings/test-addresses-form";
import { AccessibilityFactsForm, type AccessibilityFactsResult } from "../../features/venue/admin/accessibility-facts-form";
import type { AccessibilityFacts } from "../../features/venue/schema";
import { Link } from "react-router";
import type { Route } from "./+types/settings";
import { SETTINGS_ADMIN_TEXTS } from "../../features/site-settings/admin-texts";

export async function clientLoader() {
  const [settings, accessibility, testAddresses] = await Promise.all([
    adminJson<ContactSettings>("/api/admin/settings"),
    adminJson<AccessibilityFacts>("/api/admin/accessibility-facts"),
    adminJson<TestAddresses>("/api/admin/settings/test-addresses"),
  ]);
  return { settings, accessibility, testAddresses };
}

/**
 * The screen's three saves, each sent by its own form's fetcher: the contacts (`intent: "contacts"`,
 * answered as a WriteResult with the stored contacts), the staff test addresses (`intent:
 * "testAddresses"`, likewise) and the accessibility facts.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<AdminWriteResult | AccessibilityFactsResult> {
  const { intent, body } = await writeRequest(request);
  if (intent === "contacts") return adminWrite(intent, "/api/admin/settings", "PUT", body);
  if (intent === "testAddresses") return adminWrite(intent, "/api/admin/settings/test-addresses", "PUT", body);
  const saved = await adminWrite("accessibility", "/api/admin/accessibility-facts", "PUT", body);
  return saved.ok ? { ok: true, facts: saved.data as AccessibilityFacts } : { ok: false, code: saved.code };
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

/** The hall's contacts shown in the public footer and on the tour page, the staff test addresses of campaigns, and the accessibility page's facts. */
export default function AdminSettings({ loaderData: { settings, accessibility, testAddresses } }: Route.ComponentProps) {
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
        <TestAddressesForm initial={testAddresses} />
      </div>
      <div className="border-t border-line pt-8">
        <AccessibilityFactsForm initial={accessibility} />
      </div>
    </div>
  );
}
