import { BackLink } from "../../admin/page-header";
import { useAdminTexts } from "../../admin/admin-language";
import { readWriteRequest, sendWrite, type WriteResult } from "../../admin/write";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { storedContactsSchema, storedSupportTextsSchema, storedTestAddressesSchema } from "../../features/site-settings/schema";
import { SettingsForm } from "../../features/site-settings/settings-form";
import { SupportTextsForm } from "../../features/site-settings/support-texts-form";
import { TestAddressesForm } from "../../features/site-settings/test-addresses-form";
import { ReplyTemplatesForm } from "../../features/site-settings/reply-templates-form";
import { storedReplyTemplatesSchema } from "../../features/site-settings/reply-templates";
import { AccessibilityFactsForm } from "../../features/venue/admin/accessibility-facts-form";
import { storedFactsSchema } from "../../features/venue/schema";
import type { Route } from "./+types/settings";
import { SETTINGS_ADMIN_TEXTS } from "../../features/site-settings/admin-texts";

export async function clientLoader() {
  const [settings, accessibility, testAddresses, replyTemplates, support] = await Promise.all([
    adminJson("/api/admin/settings", storedContactsSchema),
    adminJson("/api/admin/accessibility-facts", storedFactsSchema),
    adminJson("/api/admin/settings/test-addresses", storedTestAddressesSchema),
    adminJson("/api/admin/settings/reply-templates", storedReplyTemplatesSchema),
    adminJson("/api/admin/settings/support", storedSupportTextsSchema),
  ]);
  return { settings, accessibility, testAddresses, replyTemplates, support };
}

/**
 * The screen's five saves, each sent by its own form's fetcher: the contacts (`intent: "contacts"`,
 * answered as a WriteResult with the stored contacts), the staff test addresses (`intent:
 * "testAddresses"`, likewise), the support page's text (`intent: "support"`, likewise), the starting
 * texts of inquiry replies (`intent: "replyTemplates"`) and the accessibility facts.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<WriteResult> {
  const { intent, body } = await readWriteRequest(request);
  const path =
    {
      contacts: "/api/admin/settings",
      testAddresses: "/api/admin/settings/test-addresses",
      replyTemplates: "/api/admin/settings/reply-templates",
      support: "/api/admin/settings/support",
    }[intent] ?? "/api/admin/accessibility-facts";
  return sendWrite(intent, path, "PUT", body);
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

/** The hall's contacts shown in the public footer and on the tour page, the support page's text, the staff test addresses of campaigns, the starting texts of inquiry replies, and the accessibility page's facts. */
export default function AdminSettings({ loaderData: { settings, accessibility, testAddresses, replyTemplates, support } }: Route.ComponentProps) {
  const { lang, t } = useAdminTexts();
  const settingsTexts = SETTINGS_ADMIN_TEXTS[lang];
  return (
    <div className="space-y-6">
      <BackLink to="/admin">
        {t.backToDashboard}
      </BackLink>
      <h1 className="text-3xl font-semibold tracking-tight">{settingsTexts.settings.title}</h1>
      <p className="max-w-2xl text-muted">{settingsTexts.settings.intro}</p>
      <SettingsForm initial={settings} />
      <div className="border-t border-line pt-8">
        <SupportTextsForm initial={support} />
      </div>
      <div className="border-t border-line pt-8">
        <TestAddressesForm initial={testAddresses} />
      </div>
      <div className="border-t border-line pt-8">
        <ReplyTemplatesForm initial={replyTemplates} />
      </div>
      <div className="border-t border-line pt-8">
        <AccessibilityFactsForm initial={accessibility} />
      </div>
    </div>
  );
}
