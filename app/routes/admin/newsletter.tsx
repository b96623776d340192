import { redirect } from "react-router";
import { currentAdminLang } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest } from "../../admin/write";
import { writeCampaign } from "../../features/campaigns/admin/campaign-actions";
import { CampaignsScreen } from "../../features/campaigns/admin/campaigns-screen";
import { z } from "zod";
import { campaignSchema, pickableConcertsSchema, testRecipientsSchema } from "../../features/campaigns/schema";
import type { Route } from "./+types/newsletter";

/** The campaigns, where this account may send a test, and, for the concerts picker, the upcoming concerts in the admin's language. */
export async function clientLoader() {
  const language = currentAdminLang();
  const [campaigns, testRecipients, concerts] = await Promise.all([
    adminJson("/api/admin/campaigns", z.array(campaignSchema)),
    adminJson("/api/admin/campaigns/test-recipients", testRecipientsSchema),
    // The picker is a help, not the screen: without the concerts the campaign is still written.
    fetch(`/api/eventhub-proxy/Event/GetEvents?language=${language}`)
      .then(async (response) => pickableConcertsSchema.parse(response.ok ? await response.json() : []))
      .catch(() => []),
  ]);
  return { campaigns, testRecipients, concerts };
}

/** The screen's writes; a new campaign opens in the editor, a deleted or archived one leaves it for the list. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const asked = await readWriteRequest(request);
  const result = await writeCampaign(asked);
  const created = result.ok && asked.intent === "create" ? campaignSchema.safeParse(result.data) : null;
  if (created?.success) return redirect(`/admin/newsletter?campaign=${created.data.id}`);
  if (result.ok && (asked.intent === "delete" || asked.intent === "archive")) return redirect("/admin/newsletter");
  return result;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return <CampaignsScreen campaigns={loaderData.campaigns} concerts={loaderData.concerts} testRecipients={loaderData.testRecipients} />;
}
